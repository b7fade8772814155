/**
 * The games of the content folder (by their ruleset's name) and their vocabularies, read once per folder.
 * Server only (it reads the content folder) but free of Next's request APIs, so the CLI's commands that go
 * through the studio's router (publish) can load it without Next.
 */
import { Project } from '../../dsl/project';
import { defaultGame, vocabularyOf, type Vocabulary } from '../../dsl/vocabulary';
import { contentDir } from '../../db/config';
import { scanDefinitions } from './content-definitions';
import { chooseGame, type StudioGame } from '../ui/game-choice';

let cached: { dir: string; games: StudioGame[]; vocabularies: Map<string, Vocabulary> } | undefined;

/**
 * The games of a content folder, sorted by id: each folder with definitions, named by its ruleset (a
 * folder whose ruleset names no game, or that has none, is Summoner's Grid's, as the validator reads it).
 * Read once per content folder: definitions are read at start-up (restart the studio after editing them).
 */
export function studioGames(dir = contentDir()): StudioGame[] {
  return read(dir).games;
}

/** A game's declared vocabulary (dsl/vocabulary.ts), read with the games (the set table's columns). */
export function gameVocabulary(id: string, dir = contentDir()): Vocabulary {
  return read(dir).vocabularies.get(id) ?? vocabularyOf(undefined);
}

function read(dir: string): NonNullable<typeof cached> {
  if (cached?.dir === dir) return cached;
  const project = new Project(scanDefinitions(dir));
  const vocabularies = new Map<string, Vocabulary>();
  const games = project
    .games()
    .sort()
    .map((id): StudioGame => {
      const table = project.symbols(id);
      const ruleset = table.ruleset();
      const vocabulary = vocabularyOf(ruleset);
      vocabularies.set(id, vocabulary);
      return {
        id,
        name: ruleset?.name.text ?? id,
        cardTypes: vocabulary.cardTypes,
        roles: table.all('role').length > 0,
        species: table.all('species').length > 0,
      };
    });
  cached = { dir, games, vocabularies };
  return cached;
}

/** With no game in the content folder at all, the studio still names one: the default game. */
const noGame: StudioGame = { id: defaultGame, name: defaultGame, cardTypes: [], roles: false, species: false };

/** The game the cookie names, or the default game when it names none of the content folder's. */
export function gameNamed(value: string | undefined, dir = contentDir()): StudioGame {
  return chooseGame(studioGames(dir), value) ?? noGame;
}
