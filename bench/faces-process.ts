/**
 * One measured run of the faces benchmark in a fresh process (bench/faces.bench.ts starts it), so that
 * its peak memory is the run's own. Prints one JSON line (bench/sets-step-measure.ts's shape).
 *
 *   blank N FOLDER the baseline: N blank 750 × 1050 faces (one filled rectangle) rasterised and written:
 *                  the rasteriser's and PNG encoder's floor, with the same start-up and face data
 *   png N FOLDER   what `cardsmith faces png --set` does past the database: N faces rasterised, written
 *   pdf N FILE     what `cardsmith faces pdf --set` does past the database: N faces on an A4 sheet
 *
 * The faces are the content folder's cards, every game, repeated to N (each copy its own id, so each is
 * rasterised and embedded: no sharing), every other one with a 600 × 840 art image as a data URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { scanContentCards } from '../db/content-files';
import { contentDir } from '../db/config';
import { parse } from '../dsl/parse';
import { vocabularyOf } from '../dsl/vocabulary';
import { readGameFiles } from '../db/game-files';
import { cardFace, declaredCard } from '../app/cards/card-face';
import { faceTemplateFor } from '../app/cards/faces/face-template';
import { FACE_HEIGHT, FACE_WIDTH } from '../app/cards/faces/face-svg';
import { faceRasteriser } from '../app/cards/faces/face-png';
import { artDataUrl, type ExportFace } from '../app/cards/faces/export-cards';
import { facePngs, facesPdf } from '../app/cards/faces/export-render';
import { parseCommandLine, UsageError, withUsage } from '../scripts/args';
import type { StepMeasure } from './sets-step-measure';

const usage = `Usage: faces-process.ts (blank N FOLDER | png N FOLDER | pdf N FILE)
(started by bench/faces.bench.ts)`;

/** A 600 × 840 art image with a gradient (so it compresses like a picture, not like a flat colour). */
function artImage(): string {
  const image = new PNG({ width: 600, height: 840 });
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      image.data[i] = (x * 255) / image.width;
      image.data[i + 1] = (y * 255) / image.height;
      image.data[i + 2] = ((x ^ y) & 0xff) >> 1;
      image.data[i + 3] = 255;
    }
  }
  return artDataUrl({ contentType: 'image/png', data: new Uint8Array(PNG.sync.write(image)) });
}

function benchFaces(count: number): ExportFace[] {
  const dir = contentDir();
  const scanned = scanContentCards(dir).cards;
  const vocabularies = new Map<string, ReturnType<typeof vocabularyOf>>();
  const vocabulary = (game: string) => {
    let v = vocabularies.get(game);
    if (!v) {
      const ruleset = readGameFiles(dir, game)
        .flatMap((f) => parse(f.text).document.decls)
        .find((d) => d.kind === 'Ruleset');
      v = vocabularyOf(ruleset?.kind === 'Ruleset' ? ruleset : undefined);
      vocabularies.set(game, v);
    }
    return v;
  };
  const faces = scanned.flatMap((card) => {
    const decl = declaredCard(parse(card.source).document.decls);
    return decl ? [{ id: card.id, face: cardFace(decl, vocabulary(card.game)) }] : [];
  });
  if (faces.length === 0) throw new Error(`no cards in ${dir}`);
  const art = artImage();
  return Array.from({ length: count }, (_, i) => {
    const { id, face } = faces[i % faces.length] ?? { id: '', face: undefined };
    if (!face) throw new Error('unreachable');
    const number = `${String(i + 1).padStart(3, '0')}/${count}`;
    return { id: `${id}-${i}`, name: face.name, input: { face, template: faceTemplateFor(undefined, face), setCode: 'BENCH', number, ...(i % 2 === 0 ? { art: { href: art } } : {}) } };
  });
}

async function run(args: string[]): Promise<number> {
  const { positionals } = parseCommandLine(args, {}, { positionals: { min: 2, max: 3 } });
  const [mode = '', countText = '', target = ''] = positionals;
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1) throw new UsageError(`N must be a positive whole number, got "${countText}"`);
  const faces = benchFaces(count);
  const rssStart = process.memoryUsage().rss;
  const started = performance.now();
  const cpu = process.cpuUsage();
  let detail: string;
  if (mode === 'blank') {
    if (target === '') throw new UsageError('blank needs a FOLDER');
    mkdirSync(target, { recursive: true });
    const rasterise = await faceRasteriser();
    const blank = `<svg xmlns="http://www.w3.org/2000/svg" width="${FACE_WIDTH}" height="${FACE_HEIGHT}"><rect width="100%" height="100%" rx="36" fill="#444"/></svg>`;
    let bytes = 0;
    for (const face of faces) {
      const png = rasterise(blank);
      writeFileSync(join(target, `${face.id}.png`), png);
      bytes += png.length;
    }
    detail = `${count} PNGs, ${bytes} bytes`;
  } else if (mode === 'png') {
    if (target === '') throw new UsageError('png needs a FOLDER');
    mkdirSync(target, { recursive: true });
    let bytes = 0;
    for await (const png of facePngs(faces)) {
      writeFileSync(join(target, png.name), png.bytes);
      bytes += png.bytes.length;
    }
    detail = `${count} PNGs, ${bytes} bytes`;
  } else if (mode === 'pdf') {
    if (target === '') throw new UsageError('pdf needs a FILE');
    const pdf = await facesPdf({ game: 'bench', title: 'Bench', stem: 'bench', faces }, { paper: 'a4', backs: false });
    writeFileSync(target, pdf);
    detail = `${Math.ceil(count / 9)} pages, ${pdf.length} bytes`;
  } else throw new UsageError(`unknown mode "${mode}"`);
  const used = process.cpuUsage(cpu);
  const result: StepMeasure = {
    ms: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
    rssStart,
    rssOpen: rssStart,
    peak: process.resourceUsage().maxRSS * 1024,
    detail,
  };
  console.log(JSON.stringify(result));
  return 0;
}

process.exitCode = await withUsage('faces-process', usage, () => run(process.argv.slice(2)));
