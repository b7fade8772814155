/**
 * "Write to content/": a stored deck written to `content/<game>/decks/<id>.smith`. The studio plays a deck
 * with the database's cards, but the file will be loaded with the content folder's alone (by the CLI, by
 * the next studio that seeds from it): so before writing, the deck is checked against exactly that — the
 * folder's definitions and card files, with this file in place of any older copy. A deck that names a
 * card only the database has is refused with the cards named; asked to (`withCards`), the export writes
 * those cards' drafts to `content/<game>/cards/<kind>/<id>.smith` too, after checking the deck and those
 * cards together against the folder.
 */
import type { Database } from '../../db/client';
import { gameCardVersions } from '../../db/card-sources';
import { contentDir } from '../../db/config';
import { scanContentCards } from '../../db/content-files';
import { scanContentDecks } from '../../db/deck-files';
import { readGameFiles } from '../../db/game-files';
import { parse } from '../../dsl/parse';
import { Project, type SourceFile } from '../../dsl/project';
import { declId } from '../../dsl/slug';
import { cardPath } from '../cards/project-paths';
import { cardNameKey, deckFromText } from '../decks/deck-text';
import { plural } from '../ui/plural';
import { contentPath, readContent, writeContent } from './content-writes';
import { deckPath, type DiagnosticOut } from './deck-verdict';
import { languageWorker } from './language/client';

export interface StudioOnlyCard {
  id: string;
  name: string;
  kind: string;
}

export type DeckExport =
  | { status: 'written'; path: string; unchanged: boolean; cards: string[] }
  | { status: 'refused'; reason: string; diagnostics: DiagnosticOut[]; studioCards: StudioOnlyCard[] };


/** The cards a deck's text names (slots, main and advance deck), by id or by name, as name keys. */
function namesIn(source: string): Set<string> {
  const parsed = deckFromText(source);
  if (!parsed.ok) return new Set();
  const m = parsed.model;
  return new Set([...m.slots.flatMap((s) => [s.summon, s.role, ...s.equipment]), ...m.main.map((e) => e.card), ...m.advance.map((e) => e.card)].map(cardNameKey));
}

export async function exportDeck(db: Database, deck: { id: string; game: string; source: string }, withCards: boolean, dir = contentDir()): Promise<DeckExport> {
  const refused = (reason: string, diagnostics: DiagnosticOut[] = [], studioCards: StudioOnlyCard[] = []): DeckExport => ({ status: 'refused', reason, diagnostics, studioCards });
  const rel = `decks/${deck.id}.smith`;
  const path = contentPath(deck.game, rel, dir);
  const existing = readContent(path);
  if (existing !== undefined) {
    const decls = parse(existing).document.decls;
    const only = decls.length === 1 && decls[0]?.kind === 'Deck' ? decls[0] : undefined;
    if (!only || declId(only) !== deck.id) return refused(`${rel} holds other declarations; move them out first`);
  } else if (scanContentDecks(dir).decks.some((d) => d.game === deck.game && d.id === deck.id)) {
    return refused(`another deck file of ${deck.game} already declares the deck "${deck.id}"`);
  }

  // What the file will be loaded with: the content folder alone (its own copy of this deck left out).
  const target = deckPath(deck.game, deck.id);
  const onDisk = scanContentCards(dir).cards.filter((c) => c.game === deck.game);
  const folder: SourceFile[] = [...readGameFiles(dir, deck.game).filter((f) => f.path !== target), ...onDisk.map((c) => ({ path: cardPath(deck.game, c.id), text: c.source }))];
  const known = new Set(onDisk.map((c) => c.id));
  const used = namesIn(deck.source);
  // A deck line names a card by id or by name (as the validator resolves it): a renamed card's id is no longer its name.
  const studioOnly = (await gameCardVersions(db, deck.game, 'draft')).filter((c) => !known.has(c.id) && (used.has(cardNameKey(c.name)) || used.has(cardNameKey(c.id))));
  const studioCards = studioOnly.map(({ id, name, kind }) => ({ id, name, kind }));
  const named = studioCards.map((c) => `"${c.name}"`).join(', ');
  if (studioCards.length > 0 && !withCards) {
    return refused(
      `The deck names ${plural(studioCards.length, 'card')} that only the database has (${named}): content/ cannot load the file without ${studioCards.length === 1 ? 'it' : 'them'}. Write ${studioCards.length === 1 ? 'that card' : 'those cards'} to content/ with the deck, or leave the deck in the studio.`,
      [],
      studioCards,
    );
  }
  const cards = withCards ? studioOnly.map((c) => ({ path: cardPath(deck.game, c.id), text: c.source })) : [];
  const check = await languageWorker().ask({ type: 'deckCheck', game: deck.game, sources: [...folder, ...cards], source: deck.source, expectedId: deck.id });
  if (!check.ok) return refused(`Loaded with content/ alone${cards.length > 0 ? ` and ${plural(cards.length, 'card')} written with it` : ''}, the deck has problems: ${check.reason}`, check.diagnostics, studioCards);
  if (cards.length > 0) {
    const project = new Project([...folder, ...cards]);
    const broken = cards.filter((c) => project.diagnostics(c.path).some((d) => d.severity === 'error'));
    if (broken.length > 0) return refused(`${plural(broken.length, 'card')} the deck needs ${broken.length === 1 ? 'has' : 'have'} errors against content/: fix ${broken.length === 1 ? 'it' : 'them'} first (${broken.map((c) => c.path.split('/').pop()).join(', ')})`, [], studioCards);
  }

  const written = cards.length === 0 ? [] : studioOnly.map((card) => {
    writeContent(contentPath(deck.game, `cards/${card.kind}/${card.id}.smith`, dir), card.source);
    return `${deck.game}/cards/${card.kind}/${card.id}.smith`;
  });
  if (existing === check.source) return { status: 'written', path: `${deck.game}/${rel}`, unchanged: true, cards: written };
  writeContent(path, check.source);
  return { status: 'written', path: `${deck.game}/${rel}`, unchanged: false, cards: written };
}
