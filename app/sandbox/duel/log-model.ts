/**
 * A duel's explained log, grouped by timeline entry: each group is one action (titled with it, in the
 * game's words) and every event it caused, in the engine's words (formulas filled in). The start group
 * holds the new game's events (shuffles, opening hands, the coin flip). Entries after the cursor are
 * included and marked `future`. In a player's view, events hidden from that player read as the player
 * sees them (`eventsFor`), titles hide what the game's `describeAction` hides from that viewer, and
 * scripted draws are not shown (a scripted shuffle would tell the deck's order).
 */
import { eventsFor, type GameEvent } from '../../../engine/core/events';
import type { GameAction } from '../../../engine/core/game';
import type { PlayerId } from '../../../engine/core/players';
import type { ScriptedDraw } from '../../../engine/core/rng';
import { describeDraw } from './describe-draw';
import type { DuelEntry, DuelFrame } from './run';
import type { Viewer } from './viewer';

export interface LogLine {
  seq: number;
  kind: string;
  text: string;
}

export interface LogGroup {
  /** Entry index (0-based), or -1 for the new game's events. */
  index: number;
  title: string;
  player: PlayerId | null;
  lines: LogLine[];
  future: boolean;
}

/** An action in words, in the state before it, as `viewer` may read it. */
export type DescribeAction<S, A> = (state: S, action: A, viewer: Viewer) => string;

function lines(events: readonly GameEvent[], viewer: Viewer): LogLine[] {
  const visible = viewer === 'all' ? events : eventsFor(events, viewer);
  return visible.map((e) => ({ seq: e.seq, kind: e.kind, text: e.text }));
}

export function duelLog<S, A extends GameAction>(frames: readonly DuelFrame<S>[], entries: readonly DuelEntry<A>[], cursor: number, viewer: Viewer, startDraws: readonly ScriptedDraw[], describeAction: DescribeAction<S, A>): LogGroup[] {
  const groups: LogGroup[] = [];
  const scripted = (draws: readonly ScriptedDraw[]) => (viewer === 'all' && draws.length > 0 ? ` — scripted: ${draws.map(describeDraw).join('; ')}` : '');
  const start = frames[0];
  if (start) groups.push({ index: -1, title: `New game${scripted(startDraws)}`, player: null, lines: lines(start.events, viewer), future: false });
  entries.forEach((entry, i) => {
    const before = frames[i];
    const after = frames[i + 1];
    if (!before || !after) return;
    groups.push({ index: i, title: `${describeAction(before.state, entry.action, viewer)}${scripted(entry.rolls)}`, player: entry.action.player, lines: lines(after.events, viewer), future: i >= cursor });
  });
  return groups;
}
