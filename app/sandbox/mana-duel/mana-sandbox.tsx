'use client';
/**
 * The sandbox for the mana duel (`/sandbox?game=mana-duel`): loads the game's sources, compiles them in
 * the browser, and shows the launcher or the game being played.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { compileManaDuel, MANA_DUEL } from './compile';
import { startMatch, type ManaFrame, type ManaSetup } from './run';
import { ManaLauncher } from './components/mana-launcher';
import { ManaRun } from './components/mana-run';
import { CompileProblem } from '../components/compile-problem';

export function ManaSandbox() {
  const trpc = useTRPC();
  const content = useQuery({ ...trpc.sandbox.content.queryOptions({ game: MANA_DUEL }), staleTime: Infinity, refetchOnWindowFocus: false });
  const compiled = useMemo(() => (content.data ? compileManaDuel(content.data) : null), [content.data]);
  const [run, setRun] = useState<{ setup: ManaSetup; start: ManaFrame; key: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (content.isError) return <p className="notice notice--error">Could not load the mana duel: {content.error.message}</p>;
  if (!compiled) return <p className="notice">Loading the mana duel…</p>;
  if (!compiled.ok) {
    return <CompileProblem title="The mana duel cannot be compiled" message={compiled.message} errors={compiled.errors} />;
  }
  const game = compiled.game;
  if (!run) {
    return (
      <ManaLauncher
        game={game}
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
  return <ManaRun key={run.key} game={game} setup={run.setup} start={run.start} onNewGame={() => setRun(null)} />;
}
