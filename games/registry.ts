/**
 * The games Cardsmith hosts, by the id a ruleset names (`game mana-duel`). Tools that work with any game
 * (the scenario runner on the command line, headless simulation) open a game's content through this and
 * never import a game's module themselves.
 */
import type { Decl, ScenarioDecl } from '../dsl/ast';
import { Engine } from '../engine/core/engine';
import type { GameAction } from '../engine/core/game';
import type { PlayerId } from '../engine/core/players';
import { createPlayer } from '../engine/ai/index';
import type { PlayerKind } from '../engine/ai/player';
import { playGame, type GameRecord } from '../engine/sim/play';
import type { ScenarioResult } from '../engine/scenario/run';
import { manaContent } from './mana-duel/content';
import { manaDuel } from './mana-duel/game';
import { DEFAULT_RULES } from './mana-duel/rules';
import { rulesFromRuleset } from './mana-duel/ruleset';
import { runManaScenario } from './mana-duel/scenario';
import { createEngine, deckFromDecl, indexContent, runScenario } from './summoners-grid/index';

/** A game's content opened for the generic tools. */
export interface OpenedGame {
  /** What the game's module cannot play in the content (the validator's findings come before this). */
  problems: string[];
  /** The decks of the content, by name, in content order. */
  deckNames: string[];
  runScenario(decl: ScenarioDecl): ScenarioResult<unknown, GameAction>;
  /** One headless game between two decks (by name) and two AI players; `check` runs the core's and the game's checks. */
  playGame(decks: Record<PlayerId, string>, players: Record<PlayerId, PlayerKind>, seed: number, options: { check: boolean; maxActions: number }): GameRecord;
}

export interface HostedGame {
  id: string;
  name: string;
  open(decls: readonly Decl[]): OpenedGame;
}

function playWith<S, A extends GameAction, D>(engine: Engine<S, A, D>, decks: Record<PlayerId, D>, players: Record<PlayerId, PlayerKind>, seed: number, options: { check: boolean; maxActions: number }): GameRecord {
  const { violations, winner, turns, actions } = playGame(engine, decks, seed, {
    ...options,
    players: (s) => ({ A: createPlayer<S, A>(players.A, s * 2 + 1), B: createPlayer<S, A>(players.B, s * 2 + 2) }),
  });
  return { seed, violations, winner, turns, actions };
}

function missingDeck(name: string, names: readonly string[]): Error {
  return new Error(`no deck "${name}" in the content (decks: ${names.join(', ')})`);
}

const summonersGrid: HostedGame = {
  id: 'summoners-grid',
  name: "Summoner's Grid",
  open(decls) {
    const content = indexContent(decls);
    const engine = createEngine(content);
    const deckNames = content.decks.map((d) => d.name.text);
    const deck = (name: string) => {
      const decl = content.decks.find((d) => d.name.text === name);
      if (!decl) throw missingDeck(name, deckNames);
      return deckFromDecl(content, decl);
    };
    return {
      problems: [],
      deckNames,
      runScenario: (decl) => runScenario(engine, decl),
      playGame: (decks, players, seed, options) => playWith(engine, { A: deck(decks.A), B: deck(decks.B) }, players, seed, options),
    };
  },
};

const manaDuelGame: HostedGame = {
  id: 'mana-duel',
  name: 'Mana Duel',
  open(decls) {
    const content = manaContent(decls);
    const { rules, problems } = content.ruleset ? rulesFromRuleset(content.ruleset) : { rules: DEFAULT_RULES, problems: [] };
    const engine = new Engine(manaDuel(rules));
    const deckNames = content.decks.map((d) => d.name);
    const deck = (name: string) => {
      const found = content.decks.find((d) => d.name === name);
      if (!found) throw missingDeck(name, deckNames);
      return found.deck;
    };
    return {
      problems: [...problems, ...content.problems.map((p) => `${p.range.start.line}:${p.range.start.column} ${p.message}`)],
      deckNames,
      runScenario: (decl) => runManaScenario(engine, content, rules, decl),
      playGame: (decks, players, seed, options) => playWith(engine, { A: deck(decks.A), B: deck(decks.B) }, players, seed, options),
    };
  },
};

export const GAMES: Readonly<Record<string, HostedGame>> = { [summonersGrid.id]: summonersGrid, [manaDuelGame.id]: manaDuelGame };

export function hostedGame(id: string): HostedGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
