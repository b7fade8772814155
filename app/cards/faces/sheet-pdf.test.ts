import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { printSheetPdf } from './sheet-pdf';

function png(shade: number): Uint8Array {
  const image = new PNG({ width: 5, height: 7 });
  image.data.fill(shade);
  return new Uint8Array(PNG.sync.write(image));
}

/** The page's content stream as text (pdf-lib writes it Flate-compressed). */
function contents(page: PDFPage): string {
  const raw = page.node.Contents();
  const streams = raw instanceof PDFArray ? raw.asArray().map((r) => page.doc.context.lookup(r)) : [raw];
  return streams
    .map((s) => {
      if (!(s instanceof PDFRawStream)) return '';
      const bytes = s.getContents();
      return Buffer.from(s.dict.toString().includes('FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    })
    .join('\n');
}

/**
 * Where each image is drawn and at what size. pdf-lib writes a placement as `q 1 0 0 1 X Y cm … W 0 0 H 0 0
 * cm … /Image-n Do Q`: a translation, then the scale. Read here as the PDF would apply them.
 */
function drawnImages(text: string): Array<{ x: number; y: number; w: number; h: number }> {
  return [...text.matchAll(/q\s+1 0 0 1 ([\d.]+) ([\d.]+) cm\s+1 0 0 1 0 0 cm\s+([\d.]+) 0 0 ([\d.]+) 0 0 cm\s+1 0 0 1 0 0 cm\s+\/\S+ Do\s+Q/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    w: Number(m[3]),
    h: Number(m[4]),
  }));
}

const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `card-${i}`, png: () => png(20 * i) }));

describe('printSheetPdf', () => {
  it('prints 10 cards on 2 Letter pages at the positions computed by hand', async () => {
    const doc = await PDFDocument.load(await printSheetPdf(cards(10), { paper: 'letter', title: 'Test' }));
    expect(doc.getPageCount()).toBe(2);
    const [first, second] = doc.getPages();
    if (!first || !second) throw new Error('pages missing');
    expect(first.getSize()).toEqual({ width: 612, height: 792 });
    const onFirst = drawnImages(contents(first));
    expect(onFirst).toHaveLength(9);
    expect(onFirst[0]).toEqual({ x: 36, y: 522, w: 180, h: 252 });
    expect(onFirst[8]).toEqual({ x: 396, y: 18, w: 180, h: 252 });
    expect(drawnImages(contents(second))).toEqual([{ x: 36, y: 522, w: 180, h: 252 }]);
  });

  it('draws the crop marks on every page', async () => {
    const doc = await PDFDocument.load(await printSheetPdf(cards(10), { paper: 'letter', title: 'Test' }));
    for (const page of doc.getPages()) {
      const text = contents(page);
      // 16 strokes: `x y m x y l S` for each mark; the top of the cut at x = 216 runs from y 777 to 789.
      expect(text.match(/ l\s+S/g)?.length).toBe(16);
      expect(text).toMatch(/216 777 m\s+216 789 l/);
    }
  });

  it('doubles the pages with backs, the back page mirrored', async () => {
    const doc = await PDFDocument.load(await printSheetPdf(cards(10), { paper: 'a4', title: 'Test', back: png(9) }));
    expect(doc.getPageCount()).toBe(4);
    const back = doc.getPages()[3];
    if (!back) throw new Error('page missing');
    // Card 9 alone: top left on its front page, top right on its back page. A4 left margin 27.638 pt.
    const [drawn] = drawnImages(contents(back));
    expect(drawn?.x).toBeCloseTo(27.638 + 2 * 180, 2);
  });

  it('embeds a card printed several times once', async () => {
    const same = Array.from({ length: 3 }, () => ({ key: 'twin', png: () => png(1) }));
    const once = await printSheetPdf(same.slice(0, 1), { paper: 'a4', title: 'Test' });
    const thrice = await printSheetPdf(same, { paper: 'a4', title: 'Test' });
    // Two more placements add a few dozen bytes of drawing operators, never another image.
    expect(thrice.length - once.length).toBeLessThan(200);
  });
});
