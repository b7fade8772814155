'use client';
/**
 * The sandbox for the chain duel (`/sandbox?game=chain-duel`): loads the game's sources, compiles them in
 * the browser, and shows the launcher or the game being played.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { CompileProblem } from '../components/compile-problem';
import { CHAIN_DUEL, compileChainDuel } from './compile';
import { ChainLauncher } from './components/chain-launcher';
import { ChainRun } from './components/chain-run';
import { startMatch, type ChainFrame, type ChainSetup } from './run';

export function ChainSandbox() {
  const trpc = useTRPC();
  const content = useQuery({ ...trpc.sandbox.content.queryOptions({ game: CHAIN_DUEL }), staleTime: Infinity, refetchOnWindowFocus: false });
  const compiled = useMemo(() => (content.data ? compileChainDuel(content.data) : null), [content.data]);
  const [run, setRun] = useState<{ setup: ChainSetup; start: ChainFrame; key: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (content.isError) return <p className="notice notice--error">Could not load the chain duel: {content.error.message}</p>;
  if (!compiled) return <p className="notice">Loading the chain duel…</p>;
  if (!compiled.ok) return <CompileProblem title="The chain duel cannot be compiled" message={compiled.message} errors={compiled.errors} />;
  const game = compiled.game;
  if (!run) {
    return (
      <ChainLauncher
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
  return <ChainRun key={run.key} game={game} setup={run.setup} start={run.start} onNewGame={() => setRun(null)} />;
}
