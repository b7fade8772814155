import { z } from 'zod';
import type { ParsedAction } from '../../engine/core/game';
import type { PlayerId } from '../../engine/core/players';
import { stanceSchema, type Stance } from './rules';

/** The stance duel's one decision: a stance for the exchange, committed in secret. */
export interface StanceAction {
  type: 'stance';
  player: PlayerId;
  stance: Stance;
}

const actionSchema = z.object({ type: z.literal('stance'), player: z.enum(['A', 'B']), stance: stanceSchema }).strict();

export function parseAction(input: unknown): ParsedAction<StanceAction> {
  const r = actionSchema.safeParse(input);
  return r.success ? { ok: true, action: r.data } : { ok: false, reason: r.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; ') };
}
