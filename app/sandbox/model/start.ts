/**
 * Where a sandbox run starts: a scenario's settled position (with its script as the default timeline and
 * its expectations as checked by the engine's scenario runner), or a new game between two decks. Errors
 * in the content (an unknown card in a scenario, a deck that cannot be built) come back as messages.
 */
import type { ScenarioDecl } from '../../../dsl/ast';
import { deckFromDecl, legacyDeckIds, renameCards, runScenario, startScenario, type ExpectationCheck, type ScenarioResult } from '../../../games/summoners-grid/index';
import type { CompiledGame } from './compile';
import { setupFromDecl, type Setup } from './setup';
import type { Entry, Frame } from './grid-timeline';

export interface Start {
  title: string;
  frame: Frame;
  /** Scenario unit handles → unit ids (empty for a game). */
  handles: Record<string, string>;
  /** The scenario's own script as timeline entries (empty for a game). */
  script: Entry[];
  /** The scenario run as a test. */
  test: { passed: boolean; checks: ExpectationCheck[]; failures: ScenarioResult['failures']; expectations: number } | null;
  /** The editable start position (scenarios only). */
  setup: Setup | null;
  decl: ScenarioDecl | null;
  /** The text the scenario was read from (its file), for showing lines of it. */
  text: string | null;
  /** A game between two decks: renames the cards of a history recorded under the old numbering (see `UrlState.legacyIds`). */
  renumber?: (entries: Entry[]) => Entry[];
}

export type StartResult = { ok: true; start: Start } | { ok: false; message: string };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function scenarioStart(game: CompiledGame, decl: ScenarioDecl, seed?: number, text: string | null = null): StartResult {
  const scenario: ScenarioDecl = seed === undefined ? decl : { ...decl, seed };
  try {
    const { state, events, handles } = startScenario(game.engine, scenario);
    const run = runScenario(game.engine, scenario);
    return {
      ok: true,
      start: {
        title: decl.name.text,
        frame: { state, events },
        handles,
        script: run.timeline.map((t) => ({ action: t.action, rolls: t.rolls })),
        test: { passed: run.passed, checks: run.checks, failures: run.failures, expectations: run.expectations },
        setup: setupFromDecl(scenario),
        decl: scenario,
        text,
      },
    };
  } catch (error) {
    return { ok: false, message: `the scenario "${decl.name.text}" cannot start: ${message(error)}` };
  }
}

export function playStart(game: CompiledGame, decks: { A: string; B: string }, seed: number): StartResult {
  const a = game.decks.find((d) => d.id === decks.A);
  const b = game.decks.find((d) => d.id === decks.B);
  if (!a || !b) return { ok: false, message: `no deck "${!a ? decks.A : decks.B}" in ${game.game} (decks: ${game.decks.map((d) => d.id).join(', ')})` };
  try {
    const lists = { A: deckFromDecl(game.content, a.decl), B: deckFromDecl(game.content, b.decl) };
    const { state, events } = game.engine.newGame(lists, seed);
    // A link's history recorded before instances were numbered after the shuffle names cards the old way
    // (worked out only for such a link: it replays the decks' shuffles).
    const renumber = (entries: Entry[]): Entry[] => {
      const ids = legacyDeckIds(lists, seed);
      return entries.map((e) => ({ ...e, action: renameCards(e.action, ids) }));
    };
    return { ok: true, start: { title: `${a.name} vs ${b.name}`, frame: { state, events }, handles: {}, script: [], test: null, setup: null, decl: null, text: null, renumber } };
  } catch (error) {
    return { ok: false, message: `the game cannot start: ${message(error)}` };
  }
}
