import { EventLog } from '../../../engine/core/events';
import { G, type EngineDef } from './game';
import type { GameState } from './state';

/**
 * Queries of a state share their caches (unit stats, settings, sources in play, card uses). A greedy
 * look-ahead asks several questions of each state it reaches — whose decision it is, whether the next
 * action is legal, how good the position is — and each used to compute every unit's stats afresh.
 *
 * The caches of the last few states queried or produced by `apply` are kept, by state object: a state is
 * never mutated once `apply` has returned it, so a G over the same object may reuse what another G
 * computed. A few entries suffice (the sample being judged, the position an action leads to); a map
 * per state (weak) kept more garbage alive than it saved.
 */
const RECENT = 4;
const recent = new WeakMap<EngineDef, G[]>();

function recentOf(def: EngineDef): G[] {
  let list = recent.get(def);
  if (!list) {
    list = [];
    recent.set(def, list);
  }
  return list;
}

/** A G for querying `state` (not for changing it), sharing the caches of recent queries of the same state. */
export function queryOf(def: EngineDef, state: GameState): G {
  const list = recentOf(def);
  for (const other of list) if (other.s === state) return new G(def, state, new EventLog(state.seq, false), other);
  const g = new G(def, state, new EventLog(state.seq, false));
  remember(def, g);
  return g;
}

/** Keeps the caches of `g` for later queries of its state (`apply` calls it with the G that made the new state). */
export function remember(def: EngineDef, g: G): void {
  const list = recentOf(def);
  if (list.length >= RECENT) list.shift();
  list.push(g);
}
