/**
 * The print-and-play PDF: card faces (PNG, as rasterised for export) placed by sheet-layout.ts, crop
 * marks on every page, and optionally a card back behind each card. pdf-lib is plain JavaScript. Each
 * face's PNG is embedded once however often the card is printed (a deck's three copies share it).
 */
import { PDFDocument, rgb, type PDFImage } from 'pdf-lib';
import { sheetLayout, type Paper } from './sheet-layout';

export interface SheetCard {
  /** Cards with the same key share one embedded image (copies of a card in a deck). */
  key: string;
  png: () => Uint8Array;
}

export interface SheetOptions {
  paper: Paper;
  /** The card back's PNG: each front page is followed by a page of backs, mirrored for duplex. */
  back?: Uint8Array;
  title: string;
}

export async function printSheetPdf(cards: readonly SheetCard[], options: SheetOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setCreator('Cardsmith');
  doc.setProducer('Cardsmith');
  // A fixed date: the same cards give the same bytes.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const layout = sheetLayout(options.paper, cards.length, options.back !== undefined);
  const images = new Map<string, PDFImage>();
  const back = options.back ? await doc.embedPng(options.back) : undefined;
  await back?.embed();
  for (const sheet of layout.pages) {
    const page = doc.addPage([layout.width, layout.height]);
    for (const placed of sheet.cards) {
      let image: PDFImage | undefined;
      if (sheet.side === 'back') image = back;
      else {
        const card = cards[placed.index];
        if (!card) continue;
        image = images.get(card.key);
        if (!image) {
          image = await doc.embedPng(card.png());
          // Written into the document now, not at save(): pdf-lib holds each image decoded until it is
          // embedded, and 500 faces decoded at once are 1.8 GB (measured); embedded one by one, one at a time.
          await image.embed();
          images.set(card.key, image);
        }
      }
      if (image) page.drawImage(image, { x: placed.x, y: placed.y, width: placed.width, height: placed.height });
    }
    for (const mark of layout.cropMarks) {
      page.drawLine({ start: { x: mark.x1, y: mark.y1 }, end: { x: mark.x2, y: mark.y2 }, thickness: 0.5, color: rgb(0, 0, 0) });
    }
  }
  return doc.save();
}
