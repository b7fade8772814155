/**
 * The games Cardsmith hosts, by the id a ruleset names (`game mana-duel`). Tools that work with any game
 * (the scenario runner on the command line, headless simulation) open a game's content through this and
 * never import a game's module themselves.
 */
import type { Decl, DeckDecl, ScenarioDecl } from '../dsl/ast';
import { Engine } from '../engine/core/engine';
import type { GameAction } from '../engine/core/game';
import type { ScenarioResult } from '../engine/scenario/run';
import { seatsFor, type MatchOptions } from '../engine/sim/series';
import { summarizedGame } from './sim/summary';
import type { GameSummary } from './sim/tally';
import { describeProblem, type ContentProblem } from './content-reader';
import { chainContent } from './chain-duel/content';
import { chainDuel } from './chain-duel/game';
import { DEFAULT_RULES as CHAIN_DEFAULT_RULES, rulesFromRuleset as chainRulesFromRuleset } from './chain-duel/rules';
import { runChainScenario } from './chain-duel/scenario';
import { manaContent } from './mana-duel/content';
import { manaDuel } from './mana-duel/game';
import { DEFAULT_RULES } from './mana-duel/rules';
import { rulesFromRuleset } from './mana-duel/ruleset';
import { runManaScenario } from './mana-duel/scenario';
import { stanceContent } from './stance-duel/content';
import { stanceDuel } from './stance-duel/game';
import { rulesFromRuleset as stanceRulesFromRuleset } from './stance-duel/ruleset';
import { runStanceScenario } from './stance-duel/scenario';
import { createEngine, deckFromDecl, indexContent, runScenario } from './summoners-grid/index';
import { normName } from './summoners-grid/interpret/values';
import { playMatchGame } from './summoners-grid/sim/match';

/** A run of headless games between two decks named as the content names them. */
export type RunMatch = MatchOptions<string>;

/** A game's content opened for the generic tools. */
export interface OpenedGame {
  /** What the game's module cannot play in the content (the validator's findings come before this). */
  problems: string[];
  /** The decks of the content, by name, in content order. */
  deckNames: string[];
  runScenario(decl: ScenarioDecl): ScenarioResult<unknown, GameAction>;
  /** The name the content gives a deck (a deck name in any case or spacing the game accepts), or undefined. */
  deckName(name: string): string | undefined;
  /**
   * Game `index` of a run, summarised for the balancing lab: winner, first player, length and per player
   * the cards brought and played (each game reads what it can from its own events).
   */
  playMatchGame(match: RunMatch, index: number): GameSummary;
}

export interface HostedGame {
  id: string;
  name: string;
  open(decls: readonly Decl[]): OpenedGame;
}

function missingDeck(name: string, names: readonly string[]): Error {
  return new Error(`no deck "${name}" in the content (decks: ${names.join(', ')})`);
}

/** The deck a content names `name` (a game whose content reader lists its decks by name), or an error naming the decks there are. */
function namedDeck<D>(decks: ReadonlyArray<{ name: string; deck: D }>, name: string): D {
  const found = decks.find((d) => d.name === name);
  if (!found) throw missingDeck(name, decks.map((d) => d.name));
  return found.deck;
}

const summonersGrid: HostedGame = {
  id: 'summoners-grid',
  name: "Summoner's Grid",
  open(decls) {
    const content = indexContent(decls);
    const engine = createEngine(content);
    const deckNames = content.decks.map((d) => d.name.text);
    const find = (name: string): DeckDecl | undefined => content.deckByKey.get(normName(name)) ?? content.deckByKey.get(name);
    const lists = new Map<string, ReturnType<typeof deckFromDecl>>();
    const deck = (name: string) => {
      const decl = find(name);
      if (!decl) throw missingDeck(name, deckNames);
      const list = lists.get(decl.name.text) ?? deckFromDecl(content, decl);
      lists.set(decl.name.text, list);
      return list;
    };
    return {
      problems: [],
      deckNames,
      runScenario: (decl) => runScenario(engine, decl),
      deckName: (name) => find(name)?.name.text,
      playMatchGame: (match, index) => playMatchGame(engine, { ...match, decks: { A: deck(match.decks.A), B: deck(match.decks.B) } }, index),
    };
  },
};

/**
 * A game played by a module on the generic core (`Engine`), opened from its content: the content read by
 * the game's adapter, its rules from the ruleset (or the defaults), and its scenario runner.
 */
interface ModuleGame<D> {
  id: string;
  name: string;
  open(decls: readonly Decl[]): {
    engine: Engine<unknown, GameAction, D>;
    decks: ReadonlyArray<{ name: string; deck: D }>;
    problems: string[];
    runScenario(decl: ScenarioDecl): ScenarioResult<unknown, GameAction>;
  };
}

function hostedModuleGame<D>(game: ModuleGame<D>): HostedGame {
  return {
    id: game.id,
    name: game.name,
    open(decls) {
      const { engine, decks, problems, runScenario } = game.open(decls);
      const deckNames = decks.map((d) => d.name);
      const deck = (name: string) => namedDeck(decks, name);
      return {
        problems,
        deckNames,
        runScenario,
        deckName: (name) => decks.find((d) => d.name === name)?.name,
        playMatchGame: (match, index) => summarizedGame(engine, { A: deck(match.decks.A), B: deck(match.decks.B) }, seatsFor(match, index), index, match.seed + index, match),
      };
    },
  };
}

const positioned = (problems: readonly ContentProblem[]) => problems.map(describeProblem);

const manaDuelGame = hostedModuleGame({
  id: 'mana-duel',
  name: 'Mana Duel',
  open(decls) {
    const content = manaContent(decls);
    const { rules, problems } = content.ruleset ? rulesFromRuleset(content.ruleset) : { rules: DEFAULT_RULES, problems: [] };
    const engine = new Engine(manaDuel(rules));
    return { engine, decks: content.decks, problems: [...problems, ...positioned(content.problems)], runScenario: (decl) => runManaScenario(engine, content, rules, decl) };
  },
});

const chainDuelGame = hostedModuleGame({
  id: 'chain-duel',
  name: 'Chain Duel',
  open(decls) {
    const content = chainContent(decls);
    const { rules, problems } = content.ruleset ? chainRulesFromRuleset(content.ruleset) : { rules: CHAIN_DEFAULT_RULES, problems: [] };
    const engine = new Engine(chainDuel(rules));
    return { engine, decks: content.decks, problems: [...problems, ...positioned(content.problems)], runScenario: (decl) => runChainScenario(engine, content, rules, decl) };
  },
});

const stanceDuelGame: HostedGame = {
  id: 'stance-duel',
  name: 'Stance Duel',
  open(decls) {
    const content = stanceContent(decls);
    // The ruleset is the only source of the stance duel's numbers: without a playable one nothing runs.
    const read = content.ruleset ? stanceRulesFromRuleset(content.ruleset) : { rules: null, problems: ['the content has no ruleset'] };
    const rules = read.rules;
    const problems = [...read.problems, ...positioned(content.problems)];
    const unplayable = () => new Error(`the stance duel's rules cannot be played: ${problems.join('; ')}`);
    const engine = rules ? new Engine(stanceDuel(rules)) : null;
    const deckNames = content.decks.map((d) => d.name);
    const deck = (name: string) => namedDeck(content.decks, name);
    return {
      problems,
      deckNames,
      runScenario: (decl) => {
        if (!engine || !rules) throw unplayable();
        return runStanceScenario(engine, content, rules, decl);
      },
      deckName: (name) => content.decks.find((d) => d.name === name)?.name,
      playMatchGame: (match, index) => {
        if (!engine) throw unplayable();
        return summarizedGame(engine, { A: deck(match.decks.A), B: deck(match.decks.B) }, seatsFor(match, index), index, match.seed + index, match);
      },
    };
  },
};

export const GAMES: Readonly<Record<string, HostedGame>> = {
  [summonersGrid.id]: summonersGrid,
  [manaDuelGame.id]: manaDuelGame,
  [stanceDuelGame.id]: stanceDuelGame,
  [chainDuelGame.id]: chainDuelGame,
};

export function hostedGame(id: string): HostedGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
