/**
 * A chain duel run as plain data: its setup (two decks, a seed, who plays each side, the draws scripted
 * before the game's first draw) and its timeline of entries (an action with the draws scripted just before
 * it). The start frame is the engine's new game; everything after is replayed (undo and fork are the
 * shared timeline's).
 */
import { createPlayer, type Player } from '../../../engine/ai/index';
import type { PlayerId } from '../../../engine/core/players';
import { ScriptedDrawError, type ScriptedDraw } from '../../../engine/core/rng';
import type { ChainAction } from '../../../games/chain-duel/actions';
import { ChainDeckError } from '../../../games/chain-duel/deck';
import type { ChainState } from '../../../games/chain-duel/state';
import * as generic from '../model/timeline';
import { isBotName, type BotName } from '../mana-duel/bots';
import type { ChainEngine, CompiledChainDuel } from './compile';

export type ChainEntry = generic.Entry<ChainAction, ScriptedDraw>;
export type ChainFrame = generic.Frame<ChainState>;
export type ChainTimeline = generic.Timeline<ChainAction, ScriptedDraw>;

/** Who plays a side: the designer at the keyboard, or one of the studio's bots. */
export type Seat = 'human' | BotName;

export interface ChainSetup {
  decks: Record<PlayerId, string>;
  seed: number;
  seats: Record<PlayerId, Seat>;
  /** Draws scripted before the game's first draw: the decks' shuffles (A's, then B's) and the coin flip. */
  script: ScriptedDraw[];
}

export function chainFrames(engine: ChainEngine, start: ChainFrame): generic.Frames<ChainState, ChainAction, ScriptedDraw> {
  return new generic.Frames(engine, start, (state, draws) => engine.script(state, draws));
}

export const appendEntry = (engine: ChainEngine, t: ChainTimeline, entry: ChainEntry): ChainTimeline => generic.append(t, entry, engine.game.sameAction);

/** The new game a setup describes, or why it cannot start (an unknown deck, a scripted draw that does not fit). */
export function startMatch(game: CompiledChainDuel, setup: ChainSetup): { ok: true; frame: ChainFrame } | { ok: false; reason: string } {
  const deck = (p: PlayerId) => game.decks.find((d) => d.name === setup.decks[p])?.deck;
  const a = deck('A');
  const b = deck('B');
  if (!a || !b) return { ok: false, reason: `no deck "${a ? setup.decks.B : setup.decks.A}" in the content` };
  try {
    return { ok: true, frame: game.engine.newGame({ A: a, B: b }, setup.seed, { script: setup.script }) };
  } catch (err) {
    if (err instanceof ChainDeckError || err instanceof ScriptedDrawError) return { ok: false, reason: err.message };
    throw err;
  }
}

/** A bot for a seat (the search bot thinks at most a second a decision, in this page). */
export function botFor(seat: Seat, seed: number): Player<ChainState, ChainAction> | null {
  if (!isBotName(seat)) return null;
  return seat === 'search' ? createPlayer<ChainState, ChainAction>('search', seed, { search: { timeMs: 1000 } }) : createPlayer<ChainState, ChainAction>(seat, seed);
}

/** An action in words, as the log titles it. */
export function describeAction(s: ChainState, a: ChainAction): string {
  const name = (iid: string) => (s.cards[iid] && s.pool[s.cards[iid].card]?.name) || 'a card';
  switch (a.type) {
    case 'alter':
      return `${a.player} alters: drops ${name(a.card)}`;
    case 'play':
      return `${a.player} plays ${name(a.card)}`;
    case 'activate':
      return `${a.player} activates ${name(a.card)} from Stasis`;
    case 'pass':
      return `${a.player} passes`;
    case 'end-turn':
      return `${a.player} ends the turn`;
  }
}
