/** Messages between a simulation pool and its worker threads (checked with zod on arrival). */
import { z } from 'zod';
import { RunSpecSchema } from './run-spec';

export const ToWorker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), spec: RunSpecSchema }),
  z.object({ type: z.literal('chunk'), from: z.number().int().min(0), count: z.number().int().positive() }),
  z.object({ type: z.literal('stop') }),
  /** Answered at once with 'ready': the thread is up (how long a thread takes to start is measured with it). */
  z.object({ type: z.literal('ping') }),
]);
export type ToWorker = z.infer<typeof ToWorker>;

const count = z.number().int().min(0);
const counts = z.record(z.string(), count);
const sidePlays = z.object({ games: count, wins: count });

export const TallySchema = z.object({
  games: count,
  wins: z.object({ A: count, B: count, draw: count, unfinished: count }),
  first: z.object({ games: count, wins: count, draws: count }),
  turns: z.object({ total: count, histogram: counts }),
  actions: count,
  ai: z.record(z.string(), z.object({ games: count, wins: count, draws: count })),
  cards: z.record(
    z.string(),
    z.object({
      name: z.string(),
      type: z.string(),
      plays: count,
      games: count,
      playedGames: count,
      playedWins: count,
      notPlayedGames: count,
      notPlayedWins: count,
      // Tallies stored before the per-side split have none: zero, which their other counts do not contradict.
      playedBy: z.object({ A: sidePlays, B: sidePlays }).default({ A: { games: 0, wins: 0 }, B: { games: 0, wins: 0 } }),
      damage: count,
      selfDamage: count,
      healing: count,
      vp: count,
      vpToOpponent: count,
      hits: count,
      hitHistogram: counts,
    }),
  ),
  // Tallies stored before rounds were counted have none.
  choices: z.record(z.string(), z.object({ rounds: count, wins: count })).default({}),
  matchups: z.record(z.string(), z.object({ rounds: count, wins: count })).default({}),
  violations: z.array(z.object({ game: count, message: z.string() })),
});

export const FromWorker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('game'), index: count }),
  z.object({ type: z.literal('done'), from: count, count: count, tally: TallySchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type FromWorker = z.infer<typeof FromWorker>;
