/**
 * The generic timeline (`timeline.ts`) as Summoner's Grid's sandbox uses it: its actions, d100 rolls
 * forced before an action, and the game's sameness of actions.
 */
import { forceRolls, sameAction, type Action, type Engine, type GameState } from '../../../games/summoners-grid/index';
import * as generic from './timeline';

export type Entry = generic.Entry<Action, number>;
export type Frame = generic.Frame<GameState>;
export type Timeline = generic.Timeline<Action, number>;
export { back, forward, goTo, switchBranch, timeline, undo } from './timeline';

export const append = (t: Timeline, entry: Entry): Timeline => generic.append(t, entry, sameAction);
export const sameEntry = (a: Entry, b: Entry): boolean => generic.sameEntry(a, b, sameAction);

/** Replays Summoner's Grid entries, forcing each entry's d100 rolls before its action. */
export class Frames extends generic.Frames<GameState, Action, number> {
  constructor(engine: Engine, start: Frame) {
    super(engine, start, forceRolls);
  }
}
