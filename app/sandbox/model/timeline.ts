/**
 * Time travel: a run is a start position plus a list of entries (an action and the rolls forced just
 * before it), and a cursor saying how many of them are applied. Stepping back and forward moves the
 * cursor; undo drops the last applied entry; acting while the cursor is behind the end forks a "what if"
 * (the abandoned continuation is kept as a branch to go back to). All of it is plain data: the URL holds
 * the entries, and the states are recomputed by replaying them (with a cache, `Frames`).
 */
import { forceRolls, sameAction, type Action, type Engine, type GameEvent, type GameState } from '../../../games/summoners-grid/index';

export interface Entry {
  action: Action;
  /** d100 results forced just before the action (the UI's scripted dice, a scenario's `rolls`). */
  rolls: number[];
}

export interface Branch {
  /** Where it left the current line (entries in common). */
  at: number;
  entries: Entry[];
}

export interface Timeline {
  entries: Entry[];
  /** How many entries are applied: 0 is the start position. */
  cursor: number;
  /** Continuations abandoned by a fork, newest first. */
  branches: Branch[];
}

export function timeline(entries: Entry[] = [], cursor = entries.length): Timeline {
  return { entries, cursor: clamp(cursor, entries.length), branches: [] };
}

function clamp(n: number, max: number): number {
  return Math.max(0, Math.min(max, Math.floor(n)));
}

export function goTo(t: Timeline, cursor: number): Timeline {
  return { ...t, cursor: clamp(cursor, t.entries.length) };
}

export const back = (t: Timeline): Timeline => goTo(t, t.cursor - 1);
export const forward = (t: Timeline): Timeline => goTo(t, t.cursor + 1);

/** Drops the last applied entry (and whatever followed it). */
export function undo(t: Timeline): Timeline {
  if (t.cursor === 0) return t;
  return { ...t, entries: t.entries.slice(0, t.cursor - 1), cursor: t.cursor - 1 };
}

/**
 * Appends an entry at the cursor. When the cursor is behind the end and the entry differs from the next
 * one, the rest is kept as a branch; when it is the same as the next one, this is just a step forward.
 */
export function append(t: Timeline, entry: Entry): Timeline {
  const next = t.entries[t.cursor];
  if (next && sameEntry(next, entry)) return forward(t);
  const rest = t.entries.slice(t.cursor);
  const branches = rest.length > 0 ? [{ at: t.cursor, entries: rest }, ...t.branches] : t.branches;
  return { entries: [...t.entries.slice(0, t.cursor), entry], cursor: t.cursor + 1, branches };
}

/** Switches to a kept branch; the current continuation becomes a branch in its place. */
export function switchBranch(t: Timeline, index: number): Timeline {
  const branch = t.branches[index];
  if (!branch) return t;
  const current = t.entries.slice(branch.at);
  const others = t.branches.filter((_, i) => i !== index);
  const entries = [...t.entries.slice(0, branch.at), ...branch.entries];
  return { entries, cursor: branch.at + branch.entries.length, branches: current.length > 0 ? [{ at: branch.at, entries: current }, ...others] : others };
}

export function sameEntry(a: Entry, b: Entry): boolean {
  return JSON.stringify(a.rolls) === JSON.stringify(b.rolls) && sameAction(a.action, b.action);
}

/** The state after an entry, and the events that entry produced. */
export interface Frame {
  state: GameState;
  events: GameEvent[];
}

export type FrameResult = { ok: true; frames: Frame[] } | { ok: false; frames: Frame[]; failedAt: number; reason: string };

/**
 * Replays entries from a start, caching frames by entry identity: entries are immutable objects, so a
 * timeline that shares a prefix with the previous one (a step, an undo, a fork) reuses its states.
 */
export class Frames {
  private cachedEntries: Entry[] = [];
  private cached: Frame[];

  constructor(
    private readonly engine: Engine,
    readonly start: Frame,
  ) {
    this.cached = [start];
  }

  /** Frames 0..entries.length (frame 0 is the start). Stops at an entry the engine rejects. */
  compute(entries: readonly Entry[]): FrameResult {
    let shared = 0;
    while (shared < entries.length && shared < this.cachedEntries.length && entries[shared] === this.cachedEntries[shared]) shared++;
    const frames = this.cached.slice(0, shared + 1);
    const applied = entries.slice(0, shared);
    for (let i = shared; i < entries.length; i++) {
      const entry = entries[i] as Entry;
      const before = (frames[i] as Frame).state;
      const r = this.engine.apply(entry.rolls.length > 0 ? forceRolls(before, entry.rolls) : before, entry.action);
      if (!r.ok) {
        this.cachedEntries = applied;
        this.cached = frames;
        return { ok: false, frames, failedAt: i, reason: r.reason };
      }
      frames.push({ state: r.state, events: r.events });
      applied.push(entry);
    }
    this.cachedEntries = applied;
    this.cached = frames;
    return { ok: true, frames };
  }
}
