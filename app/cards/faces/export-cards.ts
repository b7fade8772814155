/**
 * The cards an export draws, as face drawings' inputs: a frozen set version (its published card versions
 * with the art each was published with, numbered in the set), a deck (each card's draft and draft art,
 * repeated as often as the deck holds it) or one card's draft. Node only (database, content folder).
 */
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { cards, cardArt } from '../../../db/schema';
import { versionArtImages, type ArtImage } from '../../../db/card-art';
import { chunksOf } from '../../../lib/chunks-of';
import { ArtContentType } from './art-image';
import { versionSnapshot } from '../../../db/set-versions';
import { getDeck } from '../../../db/decks';
import { readGameFiles } from '../../../db/game-files';
import { parse } from '../../../dsl/parse';
import type { Decl, RulesetDecl } from '../../../dsl/ast';
import { vocabularyOf, type Vocabulary } from '../../../dsl/vocabulary';
import { formatProblem } from '../../../sets/problem';
import type { SetSnapshot } from '../../../sets/build-cards-file';
import { cardNameKey, deckFromText } from '../../decks/deck-text';
import { cardFace, declaredCard, type AnyCard } from '../card-face';
import { faceTemplateFor, type FaceTemplates } from './face-template';
import type { FaceSvgInput } from './face-svg';
import { readGameFaceTemplates } from './read-faces-file';

export interface ExportFace {
  /** The card's id; a deck's copies of a card share it. */
  id: string;
  name: string;
  input: FaceSvgInput;
}

export interface ExportCards {
  game: string;
  /** The set's or deck's name (the PDF's title, the zip's folder). */
  title: string;
  /** File-name stem: `core-v3`, `starter-deck`, a card id. */
  stem: string;
  faces: ExportFace[];
}

export type ExportCardsResult = { ok: true; cards: ExportCards } | { ok: false; status: 'not-found' | 'problems'; message: string };

/** The art as a `data:` URL: exports rasterise without a network. */
export function artDataUrl(image: Pick<ArtImage, 'contentType' | 'data'>): string {
  return `data:${image.contentType};base64,${Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength).toString('base64')}`;
}

function isRuleset(decl: Decl): decl is RulesetDecl {
  return decl.kind === 'Ruleset';
}

function isCard(decl: Decl): decl is AnyCard {
  return decl.kind === 'Card' || decl.kind === 'GameCard';
}

/** The game's ruleset as the content folder declares it (for the words of declared card types). */
function contentVocabulary(contentDir: string, game: string): Vocabulary {
  for (const file of readGameFiles(contentDir, game)) {
    const ruleset = parse(file.text).document.decls.find(isRuleset);
    if (ruleset) return vocabularyOf(ruleset);
  }
  return vocabularyOf(undefined);
}

/** `CORE`: the set's code on its faces, from its id. */
function setCode(setId: string): string {
  return setId.replace(/[^a-z0-9]/gi, '').slice(0, 6).toUpperCase();
}

/** A frozen set version (the latest without `version`): its cards in id order, numbered `001/120`. */
export async function setExportCards(db: Database, setId: string, version: number | undefined, contentDir: string): Promise<ExportCardsResult> {
  const result = await versionSnapshot(db, setId, version);
  if (result.status === 'not-found') return { ok: false, status: 'not-found', message: `set "${setId}" has no frozen ${version === undefined ? 'version (freeze it first)' : `version ${version}`}` };
  if (result.status === 'problems') return { ok: false, status: 'problems', message: result.problems.map(formatProblem).join('\n') };
  return snapshotExportCards(db, result.snapshot, contentDir);
}

/** The cards of a set version already read (the bundle export has it): each with the art it was published with. */
export async function snapshotExportCards(db: Database, snapshot: SetSnapshot, contentDir: string): Promise<ExportCardsResult> {
  const { set, entries } = snapshot;
  const templates = readGameFaceTemplates(contentDir, set.game);
  if (!templates.ok) return { ok: false, status: 'problems', message: templates.message };
  const vocabulary = vocabularyOf(entries.map((e) => e.ast).find(isRuleset));
  // The set's cards are its published versions; the rest are the game's definitions (roles are cards there).
  const cardEntries = [...entries].filter((e) => e.published !== undefined && isCard(e.ast)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const art = await versionArtImages(
    db,
    cardEntries.flatMap((e) => (e.published ? [{ cardId: e.id, version: e.published.version }] : [])),
  );
  const total = cardEntries.length;
  const width = Math.max(3, String(total).length);
  const faces = cardEntries.flatMap((entry, i): ExportFace[] => {
    const decl = entry.ast;
    if (!isCard(decl)) return [];
    const face = cardFace(decl, vocabulary);
    const image = entry.published ? art.get(`${entry.id}@${entry.published.version}`) : undefined;
    const input: FaceSvgInput = {
      face,
      template: faceTemplateFor(templates.templates, face),
      setCode: setCode(set.id),
      number: `${String(i + 1).padStart(width, '0')}/${String(total).padStart(width, '0')}`,
      ...(image ? { art: { href: artDataUrl(image) } } : {}),
    };
    return [{ id: entry.id, name: face.name, input }];
  });
  return { ok: true, cards: { game: set.game, title: `${set.name} v${set.version}`, stem: `${set.id}-v${set.version}`, faces } };
}

const DraftRow = z.object({ id: z.string(), game: z.string(), name: z.string(), source: z.string(), artId: z.number().int().nullable() });
type DraftRow = z.infer<typeof DraftRow>;

/** Cards' drafts (without their art's bytes): some by id, or every card of a game. */
async function drafts(db: Database, where: { ids: readonly string[] } | { game: string }): Promise<DraftRow[]> {
  const rows = await db
    .select({ id: cards.id, game: cards.game, name: cards.name, source: cards.draftSource, artId: cards.artId })
    .from(cards)
    .where('ids' in where ? inArray(cards.id, [...where.ids]) : eq(cards.game, where.game));
  return z.array(DraftRow).parse(rows);
}

const ArtRow = z.object({ id: z.number().int(), contentType: ArtContentType, data: z.instanceof(Uint8Array) });

/** The images of these drafts' art, by card id: read only for the cards an export draws. */
async function draftArt(db: Database, rows: readonly DraftRow[]): Promise<Map<string, string>> {
  const byArt = new Map(rows.flatMap((r) => (r.artId === null ? [] : [[r.artId, r.id] as const])));
  const found = new Map<string, string>();
  for (const chunk of chunksOf([...byArt.keys()], 100)) {
    const images = z.array(ArtRow).parse(await db.select({ id: cardArt.id, contentType: cardArt.contentType, data: cardArt.bytes }).from(cardArt).where(inArray(cardArt.id, chunk)));
    for (const image of images) {
      const cardId = byArt.get(image.id);
      if (cardId !== undefined) found.set(cardId, artDataUrl(image));
    }
  }
  return found;
}

function draftFace(row: DraftRow, vocabulary: Vocabulary, templates: FaceTemplates | undefined, art: string | undefined): ExportFace | undefined {
  const decl = declaredCard(parse(row.source).document.decls);
  if (!decl) return undefined;
  const face = cardFace(decl, vocabulary);
  const input: FaceSvgInput = { face, template: faceTemplateFor(templates, face), ...(art ? { art: { href: art } } : {}) };
  return { id: row.id, name: face.name, input };
}

/** One card's draft: what the editor shows. */
export async function cardExportCards(db: Database, cardId: string, contentDir: string): Promise<ExportCardsResult> {
  const [row] = await drafts(db, { ids: [cardId] });
  if (!row) return { ok: false, status: 'not-found', message: `no card "${cardId}"` };
  const templates = readGameFaceTemplates(contentDir, row.game);
  if (!templates.ok) return { ok: false, status: 'problems', message: templates.message };
  const face = draftFace(row, contentVocabulary(contentDir, row.game), templates.templates, (await draftArt(db, [row])).get(row.id));
  if (!face) return { ok: false, status: 'problems', message: `card "${cardId}": its draft declares no card` };
  return { ok: true, cards: { game: row.game, title: face.name, stem: row.id, faces: [face] } };
}

/**
 * A stored deck: every card it holds, as many times as it holds it (slot summons and equipment, main deck,
 * advance deck; a slot's role is a rule of the game, not a card). Cards are found by id or name as the
 * deck builder finds them; only those are parsed and have their art read.
 */
export async function deckExportCards(db: Database, deckId: string, contentDir: string): Promise<ExportCardsResult> {
  const deck = await getDeck(db, deckId);
  if (!deck) return { ok: false, status: 'not-found', message: `no deck "${deckId}"` };
  const parsed = deckFromText(deck.source);
  if (!parsed.ok) return { ok: false, status: 'problems', message: `deck "${deckId}": ${parsed.message}` };
  const templates = readGameFaceTemplates(contentDir, deck.game);
  if (!templates.ok) return { ok: false, status: 'problems', message: templates.message };
  const m = parsed.model;
  const wanted = [...m.slots.flatMap((s) => [s.summon, ...s.equipment].map((card) => ({ card, count: 1 }))), ...m.main, ...m.advance];
  const byName = new Map<string, DraftRow>();
  for (const row of await drafts(db, { game: deck.game })) {
    byName.set(cardNameKey(row.name), row);
    byName.set(cardNameKey(row.id), row);
  }
  const missing = wanted.filter((w) => !byName.has(cardNameKey(w.card))).map((w) => w.card);
  if (missing.length > 0) return { ok: false, status: 'problems', message: `deck "${deckId}" names cards the studio does not have: ${[...new Set(missing)].join(', ')}` };
  const used = [...new Set(wanted.flatMap((w) => byName.get(cardNameKey(w.card)) ?? []))];
  const art = await draftArt(db, used);
  const vocabulary = contentVocabulary(contentDir, deck.game);
  const faceOf = new Map(used.flatMap((row) => {
    const face = draftFace(row, vocabulary, templates.templates, art.get(row.id));
    return face ? [[row.id, face] as const] : [];
  }));
  const unreadable = used.filter((row) => !faceOf.has(row.id)).map((row) => row.id);
  if (unreadable.length > 0) return { ok: false, status: 'problems', message: `deck "${deckId}": the drafts of ${unreadable.join(', ')} declare no card` };
  const faces: ExportFace[] = [];
  for (const { card, count } of wanted) {
    const face = faceOf.get(byName.get(cardNameKey(card))?.id ?? '');
    if (face) for (let i = 0; i < count; i++) faces.push(face);
  }
  return { ok: true, cards: { game: deck.game, title: deck.name, stem: deck.id, faces } };
}
