/**
 * The explained log, grouped by timeline entry: each group is one action (titled with it) and every
 * event it caused, each with the units it names (so hovering a line can highlight them on the board).
 * Entries after the cursor are included and marked `future`, so stepping through a scenario shows what
 * is coming. With a `viewer`, hidden events read as that player sees them.
 */
import { eventsFor, type Engine, type GameEvent, type GameState } from '../../../games/summoners-grid/index';
import { describeAction } from './describe';
import type { Side } from './setup';
import type { Entry, Frame } from './grid-timeline';
import { nounFor } from '../../ui/plural';

export interface LogLine {
  seq: number;
  kind: string;
  text: string;
  /** Ids of the units the line names. */
  units: string[];
  automatic: boolean;
}

export interface LogGroup {
  /** Entry index (0-based), or -1 for the start position's automatic steps. */
  index: number;
  title: string;
  player: Side | null;
  lines: LogLine[];
  future: boolean;
}

/** Each unit's label as the log writes it (`A's Gignen Warrior`), longest first so longer names win. */
export function unitLabels(engine: Engine, state: GameState): Array<{ label: string; id: string }> {
  return Object.keys(state.units)
    .map((id) => ({ label: engine.describe(state, { t: 'unit', id }), id }))
    .sort((a, b) => b.label.length - a.label.length);
}

/** The units an event names: its `data.unit`, and every unit whose label appears in its text. */
export function unitsNamed(event: GameEvent, labels: ReadonlyArray<{ label: string; id: string }>): string[] {
  const found = new Set<string>();
  const dataUnit = event.data?.unit;
  if (typeof dataUnit === 'string') found.add(dataUnit);
  let text = event.text;
  for (const { label, id } of labels) {
    if (!text.includes(label)) continue;
    found.add(id);
    // Blank the match so "A's Gignen Warrior" does not also count as a shorter name inside it.
    text = text.split(label).join(' ');
  }
  return [...found];
}

function lines(events: readonly GameEvent[], labels: ReadonlyArray<{ label: string; id: string }>): LogLine[] {
  return events.map((e) => ({ seq: e.seq, kind: e.kind, text: e.text, units: unitsNamed(e, labels), automatic: e.kind === 'pass' && e.data?.automatic === true }));
}

export function logGroups(engine: Engine, frames: readonly Frame[], entries: readonly Entry[], cursor: number, viewer?: Side): LogGroup[] {
  const visible = (events: readonly GameEvent[]) => (viewer ? eventsFor(events, viewer) : [...events]);
  const start = frames[0];
  const groups: LogGroup[] = [];
  if (start && start.events.length > 0) groups.push({ index: -1, title: 'Start position', player: null, lines: lines(visible(start.events), unitLabels(engine, start.state)), future: false });
  entries.forEach((entry, i) => {
    const before = frames[i];
    const after = frames[i + 1];
    if (!before || !after) return;
    const rolls = entry.rolls.length > 0 ? ` — forced ${nounFor(entry.rolls.length, 'roll')} ${entry.rolls.join(', ')}` : '';
    groups.push({
      index: i,
      title: `${describeAction(engine, before.state, entry.action)}${rolls}`,
      player: entry.action.player,
      lines: lines(visible(after.events), unitLabels(engine, after.state)),
      future: i >= cursor,
    });
  });
  return groups;
}
