/** Turns a run spec into an engine and a match: parses its files and finds its decks. */
import { createEngine, type Engine } from '../games/summoners-grid/index';
import { gameFromFiles } from '../games/summoners-grid/node/load-content';
import type { Match } from '../games/summoners-grid/sim/match';
import { deckFromDecl } from '../games/summoners-grid/rules/setup';
import { normName } from '../games/summoners-grid/interpret/values';
import type { DeckDecl } from '../dsl/ast';
import type { RunSpec } from './run-spec';

export interface PreparedRun {
  engine: Engine;
  match: Match;
  /** The decks' display names. */
  deckNames: { A: string; B: string };
}

export class RunSpecError extends Error {
  override name = 'RunSpecError';
}

export function prepareRun(spec: RunSpec): PreparedRun {
  let game;
  try {
    game = gameFromFiles(spec.files);
  } catch (error) {
    throw new RunSpecError(`the content cannot be played: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (game.errors.length > 0) throw new RunSpecError(`the content has errors:\n${game.errors.slice(0, 20).join('\n')}`);
  const find = (name: string): DeckDecl => {
    const deck = game.content.deckByKey.get(normName(name)) ?? game.content.deckByKey.get(name);
    if (!deck) throw new RunSpecError(`no deck "${name}" (the content has ${game.content.decks.map((d) => `"${d.name.text}"`).join(', ') || 'no decks'})`);
    return deck;
  };
  const a = find(spec.decks.A);
  const b = find(spec.decks.B);
  let decks;
  try {
    decks = { A: deckFromDecl(game.content, a), B: deckFromDecl(game.content, b) };
  } catch (error) {
    throw new RunSpecError(`a deck names an unknown card: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    engine: createEngine(game.content),
    match: { decks, ai: spec.ai, swapSides: spec.swapSides, seed: spec.seed, maxActions: spec.maxActions, check: spec.check },
    deckNames: { A: a.name.text, B: b.name.text },
  };
}
