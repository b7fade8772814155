'use client';
/**
 * The sandbox of a duel (`/sandbox?game=<id>`): loads the game's sources, compiles them in the browser,
 * and shows the launcher or the game being played. A duel describes itself (`DuelSandboxSpec`): how its
 * content compiles, the launcher's words, and its run (its table, its session, its probe for tests).
 * `?card=<id>` ("Test this card") compiles the sources with a deck made for the card (card-test.ts).
 */
import { useCallback, useState, type ComponentType } from 'react';
import type { SourceFile } from '../../../dsl/index';
import type { GameAction } from '../../../engine/core/game';
import { readHandedDraft } from '../draft-handoff';
import type { GameSources } from '../model/compile';
import { cardTest, launcherTest, type LauncherTest } from './card-test';
import type { CompiledDuel, DuelCompileResult } from './compile';
import { DuelLauncher, type LauncherTexts } from './components/duel-launcher';
import { startMatch, type DuelFrame, type DuelSetup } from './run';
import { useCompiledGame, type Compiled } from './use-compiled-game';

export interface DuelRunProps<S, A extends GameAction, D> {
  game: CompiledDuel<S, A, D>;
  setup: DuelSetup;
  start: DuelFrame<S>;
  onNewGame: () => void;
}

export interface DuelSandboxSpec<S, A extends GameAction, D> {
  /** The game's id, as `?game=` and the content name it. */
  gameId: string;
  /** `overrides`: the draft of a card under test ("Test this card"). */
  compile: (sources: GameSources, overrides?: SourceFile[]) => DuelCompileResult<S, A, D>;
  launcher: LauncherTexts;
  /**
   * The cards of a deck that the game's setup shuffles, in the order a scripted shuffle order counts them
   * (none: the game shuffles no deck). "Test this card" puts the tested card on top with it.
   */
  shuffledAtStart?: (deck: D) => readonly string[];
  Run: ComponentType<DuelRunProps<S, A, D>>;
}

/** The card a "Test this card" link names (`?card=<id>`), and the editor's draft of it if one was handed over. */
function testedCard(): { id: string; draft: string | undefined } | undefined {
  const id = new URLSearchParams(window.location.search).get('card');
  return id === null ? undefined : { id, draft: readHandedDraft(id)?.source };
}

export function DuelSandbox<S, A extends GameAction, D>({ spec }: { spec: DuelSandboxSpec<S, A, D> }) {
  const [tested, setTested] = useState(testedCard);
  // Picking a card to test in the launcher: the address says which, as a "Test this card" link would.
  const testCard = useCallback((id: string) => {
    const url = new URL(window.location.href);
    if (id === '') url.searchParams.delete('card');
    else url.searchParams.set('card', id);
    window.history.replaceState(null, '', url);
    setTested(id === '' ? undefined : { id, draft: undefined });
  }, []);
  const compile = useCallback(
    (sources: GameSources): Compiled<{ duel: CompiledDuel<S, A, D>; test?: LauncherTest }> => {
      const test = tested ? cardTest(sources, tested.id, tested.draft) : undefined;
      if (test?.ok !== true) {
        const plain = spec.compile(sources);
        return plain.ok ? { ok: true, game: { duel: plain.game, ...(test ? { test: { note: `This card cannot be tested: ${test.reason}.`, problem: true } } : {}) } } : plain;
      }
      const compiled = spec.compile(test.sources, test.overrides);
      if (!compiled.ok) return compiled;
      const shown = launcherTest(test.plans, compiled.game, spec.shuffledAtStart, Math.random);
      return { ok: true, game: { duel: { ...compiled.game, decks: shown.decks }, test: shown.test } };
    },
    [spec, tested],
  );
  const compiled = useCompiledGame(spec.gameId, spec.launcher.name, compile);
  const [run, setRun] = useState<{ setup: DuelSetup; start: DuelFrame<S>; key: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!compiled.ready) return compiled.placeholder;
  const game = compiled.game.duel;
  if (!run) {
    return (
      <DuelLauncher
        // A new test starts the launcher afresh, with that test's deck and shuffle order.
        key={tested?.id ?? ''}
        game={game}
        texts={spec.launcher}
        {...(tested ? { tested: { id: tested.id, test: compiled.game.test } } : {})}
        onTestCard={testCard}
        problem={problem}
        onStart={(setup) => {
          const started = startMatch(game, setup);
          if (!started.ok) return setProblem(started.reason);
          setProblem(null);
          setRun({ setup, start: started.frame, key: Date.now() });
        }}
      />
    );
  }
  const { Run } = spec;
  return <Run key={run.key} game={game} setup={run.setup} start={run.start} onNewGame={() => setRun(null)} />;
}
