/**
 * The chain duel's explained log, grouped by timeline entry: one group per action (titled with it) with
 * every event it caused in the engine's words; the start group holds the new game's events. In a player's
 * view, events hidden from that player read as that player sees them, and scripted draws are not shown.
 */
import { eventsFor } from '../../../engine/core/events';
import type { ScriptedDraw } from '../../../engine/core/rng';
import { describeDraw } from '../mana-duel/describe';
import type { ManaLogGroup } from '../mana-duel/log-model';
import type { Viewer } from '../mana-duel/viewer';
import { describeAction, type ChainEntry, type ChainFrame } from './run';

/** The shape the log panel shows (the mana duel's panel serves both games). */
export type LogGroup = ManaLogGroup;

export function chainLog(frames: readonly ChainFrame[], entries: readonly ChainEntry[], cursor: number, viewer: Viewer, startDraws: readonly ScriptedDraw[]): LogGroup[] {
  const lines = (frame: ChainFrame) => (viewer === 'all' ? frame.events : eventsFor(frame.events, viewer)).map((e) => ({ seq: e.seq, kind: e.kind, text: e.text }));
  const scripted = (draws: readonly ScriptedDraw[]) => (viewer === 'all' && draws.length > 0 ? ` — scripted: ${draws.map(describeDraw).join('; ')}` : '');
  const groups: LogGroup[] = [];
  const start = frames[0];
  if (start) groups.push({ index: -1, title: `New game${scripted(startDraws)}`, player: null, lines: lines(start), future: false });
  entries.forEach((entry, i) => {
    const before = frames[i];
    const after = frames[i + 1];
    if (!before || !after) return;
    groups.push({ index: i, title: `${describeAction(before.state, entry.action)}${scripted(entry.rolls)}`, player: entry.action.player, lines: lines(after), future: i >= cursor });
  });
  return groups;
}
