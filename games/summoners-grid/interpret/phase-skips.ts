/**
 * `skip opponent's level phase`: a continuous effect that skips a phase of a player's turn while its
 * source is in play (and its condition holds). The turn flow (rules/flow.ts) asks before each phase.
 */
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { G } from '../rules/game';
import { continuous } from './abilities';
import { normName } from './values';

export function phaseSkipped(g: G, phase: string, player: PlayerId): boolean {
  const wanted = normName(phase);
  return continuous(g).some((src) =>
    src.ability.effects.some((e) => {
      if (e.kind !== 'SkipPhase' || normName(e.phase.text) !== wanted) return false;
      return e.appliesTo === 'any' || (e.appliesTo === 'you' ? player === src.controller : player === opponentOf(src.controller));
    }),
  );
}
