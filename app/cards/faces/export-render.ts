/**
 * Turning an export's cards into files: one PNG per card (named by card id) and the print-and-play PDF.
 * The CLI, the studio's downloads, the set bundle option and the benchmark all render through here.
 * Node only.
 */
import { renderFaceSvg } from './face-svg';
import { hostedGame } from '../../../games/registry';
import { cardBackSvg } from './card-back-svg';
import { faceRasteriser } from './face-png';
import { printSheetPdf } from './sheet-pdf';
import type { Paper } from './sheet-layout';
import type { ExportCards, ExportFace } from './export-cards';

export interface FacePng {
  /** `<card id>.png` */
  name: string;
  bytes: Uint8Array;
}

/** The PNG of each distinct card, one at a time (a 500-card set is never held as PNGs all at once). */
export async function* facePngs(faces: readonly ExportFace[]): AsyncGenerator<FacePng> {
  const rasterise = await faceRasteriser();
  const seen = new Set<string>();
  for (const face of faces) {
    if (seen.has(face.id)) continue;
    seen.add(face.id);
    yield { name: `${face.id}.png`, bytes: rasterise(renderFaceSvg(face.input)) };
  }
}

export interface PdfOptions {
  paper: Paper;
  backs: boolean;
}

export async function facesPdf(cards: ExportCards, options: PdfOptions): Promise<Uint8Array> {
  const rasterise = await faceRasteriser();
  return printSheetPdf(
    cards.faces.map((face) => ({ key: face.id, png: () => rasterise(renderFaceSvg(face.input)) })),
    { paper: options.paper, title: cards.title, ...(options.backs ? { back: rasterise(cardBackSvg(cards.game, hostedGame(cards.game)?.name)) } : {}) },
  );
}
