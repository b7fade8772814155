/**
 * What the studio's tools play: one function (`studioContent`) builds a game's sources for the Balance
 * page's runs, the sandbox (and its game mode), the formula and pack explorers and the deck builder's
 * checks. From the content folder: the definitions (ruleset, species, roles, growth, rarities, packs) and
 * the scenarios; from the database: every card — its draft or its published version, the designer
 * picks which (a card never published then plays as its content file; one only the studio has is
 * absent) — and every deck of the decks table (seeded from `content/<game>/decks/`, then edited in
 * the deck builder). So a card or deck made in the studio is playable everywhere at once, and the
 * content folder's deck files matter only through the decks they seeded.
 *
 * Paths are `content/<game>/…` whatever the content folder is, so the DSL's project reads the game and
 * card ids the same way it does for files on disk: a card at `content/<game>/cards/<id>.smith`, a deck at
 * `content/<game>/decks/<id>.smith`. Read from disk on every call (not the studio project's start-up
 * copy): the pack explorer writes table files, and what it shows and opens must be what is on disk now.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../../dsl/project';
import { gameCardVersions, CardVersions, type GameCardVersion } from '../../db/card-sources';
import { scanContentCards } from '../../db/content-files';
import type { Database } from '../../db/client';
import { contentDir } from '../../db/config';
import { deckSources } from '../../db/decks';
import { readGameFiles } from '../../db/game-files';
import { cardPath } from '../cards/project-paths';
import { GameName } from '../ui/game-choice';
import { deckPath } from './deck-verdict';

export { CardVersions, GameName };

/** The games of the content folder (its sub-folders with a ruleset file). */
export function contentGames(dir = contentDir()): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && GameName.test(e.name) && readdirSync(join(dir, e.name)).includes('ruleset.smith'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

export interface StudioContent {
  game: string;
  versions: CardVersions;
  /** The content folder's definition files (no cards, decks or scenarios). */
  definitions: SourceFile[];
  /** The content folder's scenario files. */
  scenarios: SourceFile[];
  /** Every card of the database as its draft, or as published (never published: its content file, if any). */
  cards: Array<SourceFile & { id: string; status: string }>;
  /** Every deck of the database. */
  decks: Array<SourceFile & { id: string; name: string }>;
}

export async function studioContent(db: Database, game: string, versions: CardVersions = 'draft', dir = contentDir()): Promise<StudioContent> {
  if (!GameName.test(game)) return { game, versions, definitions: [], scenarios: [], cards: [], decks: [] };
  const files = readGameFiles(dir, game);
  const under = (folder: string) => (f: SourceFile) => f.path.startsWith(`content/${game}/${folder}/`);
  const [chosen, decks] = await Promise.all([gameCardVersions(db, game, versions), deckSources(db, game)]);
  const cards = versions === 'published' ? [...chosen, ...(await unpublishedFromContent(db, game, chosen, dir))].sort((a, b) => a.id.localeCompare(b.id)) : chosen;
  return {
    game,
    versions,
    definitions: files.filter((f) => !under('decks')(f) && !under('scenarios')(f)),
    scenarios: files.filter(under('scenarios')),
    cards: cards.map((c) => ({ id: c.id, status: c.status, path: cardPath(game, c.id), text: c.source })),
    decks: decks.map((d) => ({ id: d.id, name: d.name, path: deckPath(game, d.id), text: d.source })),
  };
}

/**
 * With the published versions, a card of the content folder that was never published plays as its file
 * (the content's own version: what `content/` ships), so a fresh studio, whose cards are all unpublished
 * drafts of the files, plays the same game either way. A card only the studio has, never published, is
 * absent; a card deleted in the studio (no longer in the database) too.
 */
async function unpublishedFromContent(db: Database, game: string, published: readonly GameCardVersion[], dir: string): Promise<GameCardVersion[]> {
  const done = new Set(published.map((c) => c.id));
  const stored = new Map((await gameCardVersions(db, game, 'draft')).map((c) => [c.id, c]));
  return scanContentCards(dir).cards.flatMap((file) => {
    const card = stored.get(file.id);
    return file.game === game && card && !done.has(file.id) ? [{ ...card, source: file.source }] : [];
  });
}

/** What a game is played with: definitions, cards and decks (scenarios do not change how games play). */
export function playedFiles(content: StudioContent): SourceFile[] {
  return [...content.definitions, ...content.cards, ...content.decks];
}

/**
 * Definitions and cards only: what a deck is checked against (the deck under check is added by its
 * path) and what the formula and pack explorers read.
 */
export async function gameSources(db: Database, game: string, versions: CardVersions = 'draft', dir = contentDir()): Promise<SourceFile[]> {
  const content = await studioContent(db, game, versions, dir);
  return [...content.definitions, ...content.cards];
}
