'use client';
/**
 * A game's sources, loaded from the server once and compiled in the browser; until they are (or when
 * that fails) what the sandbox shows instead, in the game's name ("Loading the mana duel…").
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import type { FileDiagnostic } from '../../../dsl/index';
import { useTRPC } from '../../trpc/client';
import { CompileProblem } from '../components/compile-problem';
import type { GameSources } from '../model/compile';

export type Compiled<G> = { ok: true; game: G } | { ok: false; message: string; errors: FileDiagnostic[] };

/** `name`: the game in a sentence ("mana duel"). */
export function useCompiledGame<G>(gameId: string, name: string, compile: (sources: GameSources) => Compiled<G>): { ready: true; game: G } | { ready: false; placeholder: ReactElement } {
  const trpc = useTRPC();
  const content = useQuery({ ...trpc.sandbox.content.queryOptions({ game: gameId }), staleTime: Infinity, refetchOnWindowFocus: false });
  const compiled = useMemo(() => (content.data ? compile(content.data) : null), [content.data, compile]);
  if (content.isError) return { ready: false, placeholder: <p className="notice notice--error">{`Could not load the ${name}: ${content.error.message}`}</p> };
  if (!compiled) return { ready: false, placeholder: <p className="notice">{`Loading the ${name}…`}</p> };
  if (!compiled.ok) return { ready: false, placeholder: <CompileProblem title={`The ${name} cannot be compiled`} message={compiled.message} errors={compiled.errors} /> };
  return { ready: true, game: compiled.game };
}
