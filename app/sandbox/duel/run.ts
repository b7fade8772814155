/**
 * A duel run as plain data: how it was set up (two decks, a seed, who plays each side, the draws
 * scripted before the game's first draw) and its timeline of entries, each an action with the draws
 * scripted just before it. The start frame is the engine's new game; everything after is replayed (undo,
 * stepping and forks are the shared timeline's, `model/timeline.ts`).
 */
import type { Engine } from '../../../engine/core/engine';
import type { GameAction } from '../../../engine/core/game';
import type { PlayerId } from '../../../engine/core/players';
import { ScriptedDrawError, type ScriptedDraw } from '../../../engine/core/rng';
import { DeckError } from '../../../games/duel/deck-error';
import * as generic from '../model/timeline';
import type { BotName } from './bots';
import type { CompiledDuel } from './compile';

export type DuelEntry<A> = generic.Entry<A, ScriptedDraw>;
export type DuelFrame<S> = generic.Frame<S>;
export type DuelTimeline<A> = generic.Timeline<A, ScriptedDraw>;

/** Who plays a side: the designer at the keyboard, or one of the bots. */
export type Seat = 'human' | BotName;

export interface DuelSetup {
  /** Deck names of the content. */
  decks: Record<PlayerId, string>;
  seed: number;
  seats: Record<PlayerId, Seat>;
  /** Draws scripted before the game's first draw: the decks' shuffles (A's, then B's) and the coin flip. */
  script: ScriptedDraw[];
}

/** The frames of a duel's timeline: an entry's draws are scripted through the engine before its action. */
export function duelFrames<S, A extends GameAction, D>(engine: Engine<S, A, D>, start: DuelFrame<S>): generic.Frames<S, A, ScriptedDraw> {
  return new generic.Frames(engine, start, (state, draws) => engine.script(state, draws));
}

export const appendEntry = <S, A extends GameAction, D>(engine: Engine<S, A, D>, t: DuelTimeline<A>, entry: DuelEntry<A>): DuelTimeline<A> => generic.append(t, entry, engine.game.sameAction);

/** The new game a setup describes, or why it cannot start (an unknown deck, a deck the game refuses, a scripted draw that does not fit). */
export function startMatch<S, A extends GameAction, D>(game: CompiledDuel<S, A, D>, setup: DuelSetup): { ok: true; frame: DuelFrame<S> } | { ok: false; reason: string } {
  const deck = (p: PlayerId) => game.decks.find((d) => d.name === setup.decks[p])?.deck;
  const a = deck('A');
  const b = deck('B');
  if (!a || !b) return { ok: false, reason: `no deck "${a ? setup.decks.B : setup.decks.A}" in the content` };
  try {
    return { ok: true, frame: game.engine.newGame({ A: a, B: b }, setup.seed, { script: setup.script }) };
  } catch (err) {
    if (err instanceof DeckError || err instanceof ScriptedDrawError) return { ok: false, reason: err.message };
    throw err;
  }
}
