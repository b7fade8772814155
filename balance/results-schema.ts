/** zod schemas of simulation results, for results read back from the database or sent by the API. */
import { z } from 'zod';
import { PLAYER_KINDS } from '../engine/ai/player';
import { TallySchema } from './worker-protocol';

export const RateSchema = z.object({ successes: z.number().int().min(0), trials: z.number().int().min(0), rate: z.number(), low: z.number(), high: z.number() });

/** A rate of no trials, as wilson() gives it. */
const noTrials = { successes: 0, trials: 0, rate: 0, low: 0, high: 1 };

/** The game of a run stored before the lab played other games: they were all Summoner's Grid's. */
export const GAME_OF_EARLY_RUNS = 'summoners-grid';

export const RunDescriptionSchema = z.object({
  game: z.string().default(GAME_OF_EARLY_RUNS),
  decks: z.object({ A: z.string(), B: z.string() }),
  ai: z.object({ A: z.enum(PLAYER_KINDS), B: z.enum(PLAYER_KINDS) }),
  swapSides: z.boolean(),
  games: z.number().int(),
  seed: z.number().int(),
  maxActions: z.number().int(),
});

export const CardRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  plays: z.number(),
  playsPerGame: z.number(),
  games: z.number(),
  played: RateSchema,
  winWhenPlayed: RateSchema,
  winWhenNotPlayed: RateSchema,
  playedBy: z
    .object({ A: z.object({ games: z.number(), winWhenPlayed: RateSchema }), B: z.object({ games: z.number(), winWhenPlayed: RateSchema }) })
    .default({ A: { games: 0, winWhenPlayed: noTrials }, B: { games: 0, winWhenPlayed: noTrials } }),
  damage: z.number(),
  damagePerPlay: z.number(),
  selfDamage: z.number(),
  healing: z.number(),
  vp: z.number(),
  vpToOpponent: z.number(),
  hits: z.number(),
  averageHit: z.number(),
  hitHistogram: z.array(z.object({ from: z.number(), to: z.number(), hits: z.number() })),
});

export const TimingSchema = z.object({
  milliseconds: z.number(),
  gamesPerSecond: z.number(),
  workers: z.number().int(),
  oneWorker: z.object({ milliseconds: z.number(), gamesPerSecond: z.number() }).optional(),
  // Runs stored before the speed-up was measured against a one-worker run carry `speedup` (the first games
  // on one worker against the rest on all: a cold slice against warm ones, so it overstated the gain).
  // z.object drops that key on reading; those runs still load.
});

export const SimResultsSchema = z.object({
  format: z.literal('cardsmith-simulation/1'),
  run: RunDescriptionSchema,
  games: z.number().int(),
  wins: z.object({ A: RateSchema, B: RateSchema, draw: RateSchema, unfinished: z.number().int() }),
  firstPlayer: RateSchema,
  length: z.object({ averageTurns: z.number(), averageActions: z.number(), medianTurns: z.number(), histogram: z.array(z.object({ turns: z.number(), games: z.number() })) }),
  ai: z.array(z.object({ kind: z.string(), games: z.number(), wins: RateSchema, draws: z.number() })),
  cards: z.array(CardRowSchema),
  // Runs stored before rounds of simultaneous choices were counted have none (nor do games without them).
  choices: z.array(z.object({ choice: z.string(), picks: z.number(), pickRate: z.number(), wins: RateSchema })).default([]),
  matchups: z.array(z.object({ mine: z.string(), theirs: z.string(), wins: RateSchema })).default([]),
  violations: z.array(z.object({ game: z.number(), message: z.string() })),
  tally: TallySchema,
  timing: TimingSchema.optional(),
});
