/**
 * Time travel, for any game: a run is a start position plus a list of entries (an action and the random
 * draws scripted just before it), and a cursor saying how many of them are applied. Stepping back and
 * forward moves the cursor; undo drops the last applied entry; acting while the cursor is behind the end
 * forks a "what if" (the abandoned continuation is kept as a branch to go back to). All of it is plain
 * data: the states are recomputed by replaying the entries (with a cache, `Frames`).
 *
 * `A` is the game's action, `R` one scripted draw as the game's sandbox states it (Summoner's Grid: a
 * forced d100 result; the mana duel: any `ScriptedDraw`).
 */
import type { Engine } from '../../../engine/core/engine';
import type { GameEvent } from '../../../engine/core/events';
import type { GameAction } from '../../../engine/core/game';

export interface Entry<A, R> {
  action: A;
  /** Draws scripted just before the action (the UI's scripted dice, a scenario's `rolls`). */
  rolls: R[];
}

export interface Branch<A, R> {
  /** Where it left the current line (entries in common). */
  at: number;
  entries: Entry<A, R>[];
}

export interface Timeline<A, R> {
  entries: Entry<A, R>[];
  /** How many entries are applied: 0 is the start position. */
  cursor: number;
  /** Continuations abandoned by a fork, newest first. */
  branches: Branch<A, R>[];
}

/** True when two actions are the same decision (the game module's `sameAction`). */
export type SameAction<A> = (a: A, b: A) => boolean;

export function timeline<A, R>(entries: Entry<A, R>[] = [], cursor = entries.length): Timeline<A, R> {
  return { entries, cursor: clamp(cursor, entries.length), branches: [] };
}

function clamp(n: number, max: number): number {
  return Math.max(0, Math.min(max, Math.floor(n)));
}

export function goTo<A, R>(t: Timeline<A, R>, cursor: number): Timeline<A, R> {
  return { ...t, cursor: clamp(cursor, t.entries.length) };
}

export const back = <A, R>(t: Timeline<A, R>): Timeline<A, R> => goTo(t, t.cursor - 1);
export const forward = <A, R>(t: Timeline<A, R>): Timeline<A, R> => goTo(t, t.cursor + 1);

/** Drops the last applied entry (and whatever followed it). */
export function undo<A, R>(t: Timeline<A, R>): Timeline<A, R> {
  if (t.cursor === 0) return t;
  return { ...t, entries: t.entries.slice(0, t.cursor - 1), cursor: t.cursor - 1 };
}

/**
 * Appends an entry at the cursor. When the cursor is behind the end and the entry differs from the next
 * one, the rest is kept as a branch; when it is the same as the next one, this is just a step forward.
 */
export function append<A, R>(t: Timeline<A, R>, entry: Entry<A, R>, sameAction: SameAction<A>): Timeline<A, R> {
  const next = t.entries[t.cursor];
  if (next && sameEntry(next, entry, sameAction)) return forward(t);
  const rest = t.entries.slice(t.cursor);
  const branches = rest.length > 0 ? [{ at: t.cursor, entries: rest }, ...t.branches] : t.branches;
  return { entries: [...t.entries.slice(0, t.cursor), entry], cursor: t.cursor + 1, branches };
}

/** Switches to a kept branch; the current continuation becomes a branch in its place. */
export function switchBranch<A, R>(t: Timeline<A, R>, index: number): Timeline<A, R> {
  const branch = t.branches[index];
  if (!branch) return t;
  const current = t.entries.slice(branch.at);
  const others = t.branches.filter((_, i) => i !== index);
  const entries = [...t.entries.slice(0, branch.at), ...branch.entries];
  return { entries, cursor: branch.at + branch.entries.length, branches: current.length > 0 ? [{ at: branch.at, entries: current }, ...others] : others };
}

/** The same action with the same scripted draws (draws are plain data: compared as JSON). */
export function sameEntry<A, R>(a: Entry<A, R>, b: Entry<A, R>, sameAction: SameAction<A>): boolean {
  return JSON.stringify(a.rolls) === JSON.stringify(b.rolls) && sameAction(a.action, b.action);
}

/** The state after an entry, and the events that entry produced. */
export interface Frame<S> {
  state: S;
  events: GameEvent[];
}

export type FrameResult<S> = { ok: true; frames: Frame<S>[] } | { ok: false; frames: Frame<S>[]; failedAt: number; reason: string };

/** A copy of `state` whose next random draws are `rolls` (Summoner's Grid's `forceRolls`, or `engine.script`). */
export type ScriptRolls<S, R> = (state: S, rolls: R[]) => S;

/**
 * Replays entries from a start, caching frames by entry identity: entries are immutable objects, so a
 * timeline that shares a prefix with the previous one (a step, an undo, a fork) reuses its states.
 */
export class Frames<S, A extends GameAction, R> {
  private cachedEntries: Entry<A, R>[] = [];
  private cached: Frame<S>[];

  constructor(
    private readonly engine: Engine<S, A, never>,
    readonly start: Frame<S>,
    private readonly script: ScriptRolls<S, R>,
  ) {
    this.cached = [start];
  }

  /** Frames 0..entries.length (frame 0 is the start). Stops at an entry the engine rejects. */
  compute(entries: readonly Entry<A, R>[]): FrameResult<S> {
    let shared = 0;
    while (shared < entries.length && shared < this.cachedEntries.length && entries[shared] === this.cachedEntries[shared]) shared++;
    const frames = this.cached.slice(0, shared + 1);
    const applied = entries.slice(0, shared);
    for (let i = shared; i < entries.length; i++) {
      const entry = entries[i] as Entry<A, R>;
      const before = (frames[i] as Frame<S>).state;
      const r = this.engine.apply(entry.rolls.length > 0 ? this.script(before, entry.rolls) : before, entry.action);
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
