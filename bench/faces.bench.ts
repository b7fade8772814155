/**
 * Card faces at print resolution: a 500-card set (FACES_BENCH_CARDS to change it) rendered to PNGs
 * (750 × 1050, one file per card) and to a print-and-play PDF sheet (A4, nine a page), each run in a
 * fresh process (bench/faces-process.ts) so its peak resident memory is its own. FACES_BENCH_RUNS runs
 * (3) of each, interleaved (baseline, PNGs, PDF in every round, so a burst of load from other work hits
 * all three alike), reported as the median with its min–max spread.
 *
 * The baseline, in the same kind of process with the same start-up and faces: rasterising as many blank
 * faces (one filled rectangle, 750 × 1050) and writing them — the floor of resvg (WebAssembly) and its
 * PNG encoder at this size. The PNG row's ratio to it is what drawing the faces' content adds; the PDF
 * row is set beside the PNG row of the same round (the PDF is those PNGs plus embedding them).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairedRatio, showSpread, spread } from './measure';
import { StepMeasure } from './sets-step-measure';

const count = Number(process.env.FACES_BENCH_CARDS ?? 500);
const runs = Number(process.env.FACES_BENCH_RUNS ?? 3);
const here = fileURLToPath(new URL('.', import.meta.url));
const MiB = 1024 * 1024;

function runStep(args: string[]): StepMeasure {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'faces-process.ts'), ...args], { encoding: 'utf8', maxBuffer: 16 * MiB });
  if (child.status !== 0) throw new Error(`faces-process ${args[0]} failed:\n${child.stderr}`);
  return StepMeasure.parse(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}'));
}

const dir = mkdtempSync(join(tmpdir(), 'cardsmith-faces-bench-'));
const measured: Record<'blank' | 'png' | 'pdf', StepMeasure[]> = { blank: [], png: [], pdf: [] };
try {
  for (let round = 0; round < runs; round++) {
    measured.blank.push(runStep(['blank', String(count), join(dir, `blank-${round}`)]));
    rmSync(join(dir, `blank-${round}`), { recursive: true, force: true });
    measured.png.push(runStep(['png', String(count), join(dir, `png-${round}`)]));
    measured.pdf.push(runStep(['pdf', String(count), join(dir, `sheet-${round}.pdf`)]));
    rmSync(join(dir, `png-${round}`), { recursive: true, force: true });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const describe = (ms: readonly StepMeasure[]) =>
  `${showSpread(spread(ms.map((m) => m.ms / 1000)), 2, ' s')} wall, ${showSpread(spread(ms.map((m) => m.cpuMs / 1000)), 2, ' s')} CPU, peak ${showSpread(spread(ms.map((m) => m.peak / MiB)), 0, ' MiB')}`;
const perCard = (ms: readonly StepMeasure[]) => showSpread(spread(ms.map((m) => m.ms / count)), 1, ' ms');
const times = (ms: readonly StepMeasure[]) => ms.map((m) => m.ms);

console.log(`${count} card faces (the content's cards repeated, every other one with a 600 × 840 art image), ${runs} runs of each, fresh process per run:\n`);
console.log('| step | median (min–max) | per card | wall, paired by round | output |\n|---|---|---|---|---|');
console.log(`| baseline: ${count} blank faces → PNG files | ${describe(measured.blank)} | ${perCard(measured.blank)} | — | ${measured.blank[0]?.detail ?? ''} |`);
console.log(`| ${count} faces → PNG files (750 × 1050) | ${describe(measured.png)} | ${perCard(measured.png)} | ${showSpread(pairedRatio(times(measured.png), times(measured.blank)), 2, '×')} the baseline | ${measured.png[0]?.detail ?? ''} |`);
console.log(`| ${count} faces → print sheet PDF (A4) | ${describe(measured.pdf)} | ${perCard(measured.pdf)} | ${showSpread(pairedRatio(times(measured.pdf), times(measured.png)), 2, '×')} the PNG files | ${measured.pdf[0]?.detail ?? ''} |`);
