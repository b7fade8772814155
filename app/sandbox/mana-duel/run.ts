/**
 * A mana duel run as plain data: how it was set up (two decks, a seed, who plays each side, the draws
 * scripted before the game's first draw) and its timeline of entries, each an action with the draws
 * scripted just before it. The start frame is the engine's new game; everything after is replayed.
 */
import type { PlayerId } from '../../../engine/core/players';
import type { ScriptedDraw } from '../../../engine/core/rng';
import type { ManaAction } from '../../../games/mana-duel/actions';
import { ManaDeckError } from '../../../games/mana-duel/deck';
import type { ManaState } from '../../../games/mana-duel/state';
import { ScriptedDrawError } from '../../../engine/core/rng';
import * as generic from '../model/timeline';
import type { CompiledManaDuel, ManaEngine } from './compile';
import type { BotName } from './bots';

export type ManaEntry = generic.Entry<ManaAction, ScriptedDraw>;
export type ManaFrame = generic.Frame<ManaState>;
export type ManaTimeline = generic.Timeline<ManaAction, ScriptedDraw>;

/** Who plays a side: the designer at the keyboard, or one of the bots. */
export type Seat = 'human' | BotName;

export interface ManaSetup {
  /** Deck names of the content. */
  decks: Record<PlayerId, string>;
  seed: number;
  seats: Record<PlayerId, Seat>;
  /** Draws scripted before the game's first draw: the decks' shuffles (A's, then B's) and the coin flip. */
  script: ScriptedDraw[];
}

/** The frames of a mana duel timeline: an entry's draws are scripted through the engine before its action. */
export function manaFrames(engine: ManaEngine, start: ManaFrame): generic.Frames<ManaState, ManaAction, ScriptedDraw> {
  return new generic.Frames(engine, start, (state, draws) => engine.script(state, draws));
}

export const appendEntry = (engine: ManaEngine, t: ManaTimeline, entry: ManaEntry): ManaTimeline => generic.append(t, entry, engine.game.sameAction);

/** The new game a setup describes, or why it cannot start (an unknown deck, a scripted draw that does not fit). */
export function startMatch(game: CompiledManaDuel, setup: ManaSetup): { ok: true; frame: ManaFrame } | { ok: false; reason: string } {
  const deck = (p: PlayerId) => game.decks.find((d) => d.name === setup.decks[p])?.deck;
  const a = deck('A');
  const b = deck('B');
  if (!a || !b) return { ok: false, reason: `no deck "${a ? setup.decks.B : setup.decks.A}" in the content` };
  try {
    return { ok: true, frame: game.engine.newGame({ A: a, B: b }, setup.seed, { script: setup.script }) };
  } catch (err) {
    if (err instanceof ManaDeckError || err instanceof ScriptedDrawError) return { ok: false, reason: err.message };
    throw err;
  }
}
