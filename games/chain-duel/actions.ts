import { z } from 'zod';
import type { ParsedAction } from '../../engine/core/game';
import type { PlayerId } from '../../engine/core/players';

export type ChainAction =
  /** Alter: drop one card of the hand and draw one (once, at the start of the turn). */
  | { type: 'alter'; player: PlayerId; card: string }
  /** Play a move from the hand into the action zone (vertical): it starts a chain or adds a link to it. */
  | { type: 'play'; player: PlayerId; card: string }
  /** Activate a card with a Field effect from Stasis into the action zone (horizontal). */
  | { type: 'activate'; player: PlayerId; card: string }
  /** Add nothing to the chain (two passes in a row resolve it). */
  | { type: 'pass'; player: PlayerId }
  /** Clear the board and draw two; the other player's turn begins. */
  | { type: 'end-turn'; player: PlayerId };

const player = z.enum(['A', 'B']);
const iid = z.string().min(1).max(40);

export const chainActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('alter'), player, card: iid }).strict(),
  z.object({ type: z.literal('play'), player, card: iid }).strict(),
  z.object({ type: z.literal('activate'), player, card: iid }).strict(),
  z.object({ type: z.literal('pass'), player }).strict(),
  z.object({ type: z.literal('end-turn'), player }).strict(),
]);

/** Validates an action from outside (CLI, studio, files). */
export function parseAction(input: unknown): ParsedAction<ChainAction> {
  const r = chainActionSchema.safeParse(input);
  if (r.success) return { ok: true, action: r.data };
  return { ok: false, reason: r.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ') };
}

export function sameAction(a: ChainAction, b: ChainAction): boolean {
  if (a.type !== b.type || a.player !== b.player) return false;
  return !('card' in a) || ('card' in b && a.card === b.card);
}
