import type { Engine } from '../core/engine';
import type { GameEvent } from '../core/events';
import type { GameAction } from '../core/game';

/** A decision point reached while looking ahead. */
export interface Reached<S> {
  state: S;
  events: GameEvent[];
}

/** How many automatic answers a look-ahead gives before it stops (a stack of responses is short). */
const MAX_ANSWERS = 40;

/**
 * Applies `action` (on a determinized sample) and lets the game run on with the game's automatic answers
 * (passing priority, the first option of a choice) until someone faces an open decision or the game ends:
 * the position the action leads to if nobody responds. Returns null when the sample does not allow the
 * action (possible: the sample's hidden cards differ from the real ones).
 */
export function lookAhead<S, A extends GameAction>(engine: Engine<S, A>, state: S, action: A): Reached<S> | null {
  const inPlace = engine.game.ai.playOn?.(state, action, MAX_ANSWERS);
  if (inPlace !== undefined) return inPlace;
  const first = engine.apply(state, action, { explain: false });
  if (!first.ok) return null;
  let s = first.state;
  const events = first.events;
  for (let i = 0; i < MAX_ANSWERS; i++) {
    const answer = engine.game.ai.answer(s, engine.awaiting(s));
    if (!answer) break;
    const r = engine.apply(s, answer, { explain: false });
    if (!r.ok) break;
    s = r.state;
    for (const e of r.events) events.push(e);
  }
  return { state: s, events };
}
