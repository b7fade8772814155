'use client';
/**
 * The sandbox of a duel (`/sandbox?game=<id>`): loads the game's sources, compiles them in the browser,
 * and shows the launcher or the game being played. A duel describes itself (`DuelSandboxSpec`): how its
 * content compiles, the launcher's words, and its run (its table, its session, its probe for tests).
 */
import { useState, type ComponentType } from 'react';
import type { GameAction } from '../../../engine/core/game';
import type { GameSources } from '../model/compile';
import type { CompiledDuel, DuelCompileResult } from './compile';
import { DuelLauncher, type LauncherTexts } from './components/duel-launcher';
import { startMatch, type DuelFrame, type DuelSetup } from './run';
import { useCompiledGame } from './use-compiled-game';

export interface DuelRunProps<S, A extends GameAction, D> {
  game: CompiledDuel<S, A, D>;
  setup: DuelSetup;
  start: DuelFrame<S>;
  onNewGame: () => void;
}

export interface DuelSandboxSpec<S, A extends GameAction, D> {
  /** The game's id, as `?game=` and the content name it. */
  gameId: string;
  compile: (sources: GameSources) => DuelCompileResult<S, A, D>;
  launcher: LauncherTexts;
  Run: ComponentType<DuelRunProps<S, A, D>>;
}

export function DuelSandbox<S, A extends GameAction, D>({ spec }: { spec: DuelSandboxSpec<S, A, D> }) {
  const compiled = useCompiledGame(spec.gameId, spec.launcher.name, spec.compile);
  const [run, setRun] = useState<{ setup: DuelSetup; start: DuelFrame<S>; key: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!compiled.ready) return compiled.placeholder;
  const game = compiled.game;
  if (!run) {
    return (
      <DuelLauncher
        game={game}
        texts={spec.launcher}
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
