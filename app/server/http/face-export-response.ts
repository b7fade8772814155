/**
 * The studio's face downloads (the route handlers pass the server's database; tests pass theirs):
 * - GET /api/cards/<id>/face: the card's face as PNG (its draft, with its art), 750 × 1050.
 * - GET /api/sets/<setId>/faces?format=zip|pdf[&version=N][&paper=a4|letter][&backs=1]: a frozen set
 *   version's faces as a zip of PNGs, or its print-and-play sheet.
 * - GET /api/decks/<id>/print[?paper=a4|letter][&backs=1]: a deck's print-and-play sheet.
 * Any signed-in user may download, like the set bundle.
 */
import type { Database } from '../../../db/client';
import { sessionUser } from '../../../db/sessions';
import { contentDir } from '../../../db/config';
import { entryOfBytes, byName, type BundleEntry } from '../../../sets/bundle-entries';
import { zipChunks, zipSize } from '../../../sets/bundle-zip';
import { sessionTokenFrom } from '../auth/session-cookie';
import { unsafeInputProblem } from './input-guard';
import { textResponse as text } from './text-response';
import { cardExportCards, deckExportCards, setExportCards, type ExportCardsResult } from '../../cards/faces/export-cards';
import { facePngs, facesPdf } from '../../cards/faces/export-render';
import { Paper } from '../../cards/faces/sheet-layout';

export type FaceExportTarget = { kind: 'card'; id: string } | { kind: 'set'; id: string } | { kind: 'deck'; id: string };

function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}

export async function faceExportResponse(db: Database, request: Request, target: FaceExportTarget, dir = contentDir()): Promise<Response> {
  const unsafe = unsafeInputProblem(target.id);
  if (unsafe) return text(400, unsafe);
  const query = new URL(request.url).searchParams;
  const paper = Paper.safeParse(query.get('paper') ?? 'a4');
  if (!paper.success) return text(400, `paper is a4 or letter, not "${(query.get('paper') ?? '').slice(0, 20)}"`);
  const backs = query.get('backs') === '1';
  const format = target.kind === 'card' ? 'png' : target.kind === 'deck' ? 'pdf' : query.get('format');
  if (format !== 'png' && format !== 'pdf' && format !== 'zip') return text(400, 'format is zip (PNG faces) or pdf (print sheet)');
  const versionText = query.get('version');
  if (versionText !== null && !/^[1-9]\d{0,8}$/.test(versionText)) return text(400, `version must be a positive whole number, got "${versionText.slice(0, 40)}"`);
  const token = sessionTokenFrom(request.headers.get('cookie'));
  if (!token || !(await sessionUser(db, token))) return text(401, 'sign in first');

  let found: ExportCardsResult;
  if (target.kind === 'card') found = await cardExportCards(db, target.id, dir);
  else if (target.kind === 'deck') found = await deckExportCards(db, target.id, dir);
  else found = await setExportCards(db, target.id, versionText === null ? undefined : Number(versionText), dir);
  if (!found.ok) return text(found.status === 'not-found' ? 404 : 409, found.message);
  const { cards } = found;

  if (format === 'pdf') {
    const pdf = await facesPdf(cards, { paper: paper.data, backs });
    return binary(pdf, 'application/pdf', `${cards.stem}-print-${paper.data}${backs ? '-backs' : ''}.pdf`);
  }
  const entries: BundleEntry[] = [];
  for await (const png of facePngs(cards.faces)) entries.push(entryOfBytes(png.name, png.bytes));
  if (format === 'png') {
    const [only] = entries;
    if (!only) return text(409, 'the card has no face to draw');
    return binary(Buffer.concat([...only.chunks()]), 'image/png', `${cards.stem}.png`);
  }
  const zip = entries.sort(byName);
  return binary(Buffer.concat([...zipChunks(zip)]), 'application/zip', `${cards.stem}-faces.zip`, zipSize(zip));
}

function binary(bytes: Uint8Array, contentType: string, fileName: string, size = bytes.byteLength): Response {
  const body = new Uint8Array(bytes.byteLength);
  body.set(bytes);
  return new Response(body, {
    headers: { 'content-type': contentType, 'content-length': String(size), 'content-disposition': attachment(fileName), 'cache-control': 'no-store' },
  });
}
