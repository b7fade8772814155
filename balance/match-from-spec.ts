/**
 * Turns a run spec into a game and a match: parses its files, finds the game module their ruleset names
 * through the game registry (any game it hosts), and checks its decks. Nothing here knows a game.
 */
import { folderFromProject } from '../games/node/load-folder';
import { describeSkipped, playableSources, type SkippedSource } from '../games/playable-sources';
import { slug } from '../dsl/slug';
import { hostedGame, type OpenedGame, type RunMatch } from '../games/registry';
import { addGame, emptyTally, type GameSummary, type Tally } from '../games/sim/tally';
import type { RunSpec } from './run-spec';

export interface PreparedRun {
  /** The game module's id (the ruleset's `game`). */
  gameId: string;
  game: OpenedGame;
  match: RunMatch;
  /** The decks' display names. */
  deckNames: { A: string; B: string };
  /** Card and deck files left out for their errors (the run's decks do not use them). */
  skipped: SkippedSource[];
}

export class RunSpecError extends Error {
  override name = 'RunSpecError';
}

export function prepareRun(spec: RunSpec): PreparedRun {
  let folder;
  let skipped: SkippedSource[];
  try {
    // A card or deck file with errors is left out (and reported), so it blocks only the runs that use it.
    const playable = playableSources(spec.files);
    skipped = playable.skipped;
    folder = folderFromProject(playable.project);
  } catch (error) {
    throw new RunSpecError(`the content cannot be played: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (folder.errors.length > 0) throw new RunSpecError(`the content has errors:\n${folder.errors.slice(0, 20).join('\n')}`);
  const hosted = hostedGame(folder.gameId);
  if (!hosted) throw new RunSpecError(`no game module plays "${folder.gameId}"`);
  let game: OpenedGame;
  try {
    game = hosted.open(folder.decls);
  } catch (error) {
    throw new RunSpecError(`the content cannot be played: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (game.problems.length > 0) throw new RunSpecError(`${hosted.name} cannot play the content:\n${game.problems.slice(0, 20).join('\n')}`);
  const find = (name: string): string => {
    const found = game.deckName(name);
    const left = found === undefined ? skipped.find((s) => s.decks.some((d) => d === name || slug(d) === slug(name))) : undefined;
    if (left) throw new RunSpecError(`the deck "${name}" cannot be played: ${describeSkipped(left)}`);
    if (found === undefined) throw new RunSpecError(`no deck "${name}" (the content has ${game.deckNames.map((d) => `"${d}"`).join(', ') || 'no decks'})`);
    return found;
  };
  const deckNames = { A: find(spec.decks.A), B: find(spec.decks.B) };
  const match: RunMatch = { decks: deckNames, ai: spec.ai, swapSides: spec.swapSides, seed: spec.seed, maxActions: spec.maxActions, check: spec.check };
  try {
    // A deck naming a card the content lacks fails here, once, rather than in every game.
    game.playMatchGame({ ...match, maxActions: 1, check: false }, 0);
  } catch (error) {
    throw new RunSpecError(`a deck cannot be played: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { gameId: folder.gameId, game, match, deckNames, skipped };
}

/** Plays games `from` … `from + count - 1` of a prepared run; `progress` hears of each finished game. */
export function playChunk(prepared: PreparedRun, from: number, count: number, progress?: (game: GameSummary) => void): Tally {
  const tally = emptyTally();
  for (let i = from; i < from + count; i++) {
    const game = prepared.game.playMatchGame(prepared.match, i);
    addGame(tally, game);
    progress?.(game);
  }
  return tally;
}
