/**
 * A simulation run as data: the content it plays (the game's `.smith` files, as text, so a worker on any
 * machine plays exactly the same cards), the two decks by name, the players, and the games. It crosses
 * thread, process and database boundaries, so it is checked with zod wherever it arrives.
 */
import { z } from 'zod';
import { PLAYER_KINDS } from '../engine/ai/player';

export const SourceFileSchema = z.object({ path: z.string().min(1), text: z.string() });

export const RunSpecSchema = z.object({
  files: z.array(SourceFileSchema).min(1),
  decks: z.object({ A: z.string().min(1), B: z.string().min(1) }),
  ai: z.object({ A: z.enum(PLAYER_KINDS), B: z.enum(PLAYER_KINDS) }),
  swapSides: z.boolean().default(false),
  games: z.number().int().positive().max(10_000_000),
  seed: z.number().int().min(0).max(2 ** 31 - 1),
  maxActions: z.number().int().positive().max(100_000).default(3000),
  check: z.boolean().default(false),
});
export type RunSpec = z.infer<typeof RunSpecSchema>;

/** What a run's report says about its inputs (without the content text): its game and the decks' names as the content gives them. */
export function describeRun(spec: RunSpec, prepared: { gameId: string; deckNames: { A: string; B: string } }) {
  return { game: prepared.gameId, decks: prepared.deckNames, ai: spec.ai, swapSides: spec.swapSides, games: spec.games, seed: spec.seed, maxActions: spec.maxActions };
}
