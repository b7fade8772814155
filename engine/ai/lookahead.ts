import type { GameEvent } from '../core/events';
import type { Engine } from '../../games/summoners-grid/index';
import type { Action } from '../../games/summoners-grid/rules/actions';
import type { GameState } from '../../games/summoners-grid/rules/state';

/** A decision point reached while looking ahead. */
export interface Outcome {
  state: GameState;
  events: GameEvent[];
}

/** How many automatic answers a look-ahead gives before it stops (a stack of responses is short). */
const MAX_ANSWERS = 40;

/**
 * Applies `action` (on a determinized sample) and lets the game run on, passing priority for whoever
 * holds it and taking the first option of every choice, until someone faces their Action Phase with an
 * empty stack or the game ends: the position the action leads to if nobody responds. Returns null when
 * the sample does not allow the action (possible: the sample's hidden cards differ from the real ones).
 */
export function lookAhead(engine: Engine, state: GameState, action: Action): Outcome | null {
  const first = engine.apply(state, action, { explain: false });
  if (!first.ok) return null;
  let s = first.state;
  const events = first.events;
  for (let i = 0; i < MAX_ANSWERS; i++) {
    const aw = engine.awaiting(s);
    if (aw.kind !== 'priority' && aw.kind !== 'choice') break;
    const answer: Action = aw.kind === 'priority' ? { type: 'pass', player: aw.player } : { type: 'choose', player: aw.player, option: 0 };
    const r = engine.apply(s, answer, { explain: false });
    if (!r.ok) break;
    s = r.state;
    for (const e of r.events) events.push(e);
  }
  return { state: s, events };
}
