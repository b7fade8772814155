import type { Triaged } from '../../../engine/core/game';
import type { ManaAction } from '../actions';
import type { ManaState } from '../state';

/**
 * The greedy player's cost control: summoning the same card (same card id, same target) to different
 * empty slots leads to the same position (slots have no rule of their own), and so does playing either
 * of two copies of a card; only the first of each such family is played out. Ending the turn is worth
 * the current position. `breadth` is not needed: the families are exact duplicates.
 */
export function triage(sample: ManaState, legal: readonly ManaAction[], here: number): Triaged<ManaAction>[] {
  const out: Triaged<ManaAction>[] = [];
  const seen = new Set<string>();
  for (const action of legal) {
    if (action.type === 'end-turn') {
      out.push({ action, score: here });
      continue;
    }
    if (action.type === 'play') {
      const key = `${sample.cards[action.card]?.card ?? action.card}|${JSON.stringify(action.target ?? null)}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push({ action });
  }
  return out;
}
