import type { RunDescription } from '../games/sim/results';

/** A run as one line: "Player A vs Player B · greedy · 1,000 games · seed 7". */
export function runLabel(run: RunDescription): string {
  const ai = run.ai.A === run.ai.B ? run.ai.A : `${run.ai.A} vs ${run.ai.B}${run.swapSides ? ' (seats swapped on odd games)' : ''}`;
  return `${run.decks.A} vs ${run.decks.B} · ${ai} · ${run.games.toLocaleString('en-US')} games · seed ${run.seed}`;
}
