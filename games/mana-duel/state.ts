import { cloneJson } from '../../engine/core/clone';
import type { PlayerId } from '../../engine/core/players';
import type { RngState } from '../../engine/core/rng';
import type { CardInstance } from '../duel/hands-and-decks';
import type { ManaCard } from './cards';
import type { ManaRules } from './rules';

// A card's instance and the view's placeholder for a hidden card are every hidden-hand duel's.
export { HIDDEN, type CardInstance } from '../duel/hands-and-decks';

/** A change to a monster's power and toughness: from an effect, or an equipment's bonus while it is attached. */
export interface Modifier {
  power: number;
  toughness: number;
  until: 'permanent' | 'end-of-turn';
  /** The name of the card it came from (for explanations). */
  source: string;
  /** The equipment card (instance id) whose bonus this is. */
  equipment?: string;
}

/** A monster on the battlefield. `power` and `toughness` are the card's; modifiers are added on top. */
export interface Monster {
  iid: string;
  power: number;
  toughness: number;
  health: number;
  maxHealth: number;
  modifiers: Modifier[];
  /** Equipment cards (instance ids) attached to it; they go to their owners' graveyards when it leaves. */
  equipment: string[];
  /** The turn it was summoned on (it cannot attack during that turn). */
  summonedTurn: number;
  /** How many times it has attacked this turn (at most the rules' attacks per monster). */
  attacks: number;
}

export interface PlayerState {
  health: number;
  /** Mana left this turn. */
  mana: number;
  /** This turn's maximum (the mana refilled at the start of the player's turn). */
  maxMana: number;
  /**
   * Card ids, top first. Cards in the deck have no instance id: a card gets one when it is drawn, so an
   * instance id never tells which card it is or where it sat in the deck.
   */
  deck: string[];
  /** Instance ids. */
  hand: string[];
  /** The rules' battlefield size of slots; null is an empty slot. */
  battlefield: (Monster | null)[];
  /** Instance ids, oldest first. */
  graveyard: string[];
  /** How many times the player has drawn from an empty deck (the `n` of the fatigue-damage formula). */
  fatigue: number;
  /** Cards that have left the deck so far, drawn or milled (numbers the instance ids: A1, A2, …). */
  drawn: number;
}

/** A committed mulligan choice: the cards put back, or `hidden` in the other player's view until both committed. */
export type MulliganChoice = { putBack: string[] } | 'hidden';

export type Phase = 'choose-first' | 'mulligan' | 'draw' | 'main' | 'end' | 'over';

export interface ManaState {
  /** The numbers and formulas the match is played by (from the ruleset; never changed during a match). */
  rules: ManaRules;
  /** The card definitions of both decks, by id (public: decklists are open). */
  pool: Record<string, ManaCard>;
  /** Each player's 30 card ids, sorted (public; the AI's determinization deals unseen cards from them). */
  decklists: Record<PlayerId, string[]>;
  cards: Record<string, CardInstance>;
  players: Record<PlayerId, PlayerState>;
  turn: { number: number; player: PlayerId; phase: Phase };
  /** Who won the coin flip (and chooses who starts); null when a setup option named the first player. */
  coinWinner: PlayerId | null;
  /** Who started the match; null until chosen. */
  first: PlayerId | null;
  mulligan: Record<PlayerId, MulliganChoice | null>;
  winner: PlayerId | null;
  /** Why the game ended, in the log's words. */
  endReason: string;
  seq: number;
  rng: RngState;
}

/** A working copy for `apply`: everything copied except the rules, card pool and decklists, which are never changed. */
export function cloneState(s: ManaState): ManaState {
  return {
    rules: s.rules,
    pool: s.pool,
    decklists: s.decklists,
    cards: cloneJson(s.cards),
    players: cloneJson(s.players),
    turn: { ...s.turn },
    coinWinner: s.coinWinner,
    first: s.first,
    mulligan: cloneJson(s.mulligan),
    winner: s.winner,
    endReason: s.endReason,
    seq: s.seq,
    rng: cloneJson(s.rng),
  };
}

export function cardOf(s: ManaState, iid: string): ManaCard | undefined {
  const inst = s.cards[iid];
  return inst ? s.pool[inst.card] : undefined;
}

export function nameOf(s: ManaState, iid: string): string {
  return cardOf(s, iid)?.name ?? iid;
}

/** Power after modifiers; never below 0. */
export function powerOf(m: Monster): number {
  let v = m.power;
  for (const mod of m.modifiers) v += mod.power;
  return Math.max(0, v);
}

/** Toughness after modifiers; never below 0. */
export function toughnessOf(m: Monster): number {
  let v = m.toughness;
  for (const mod of m.modifiers) v += mod.toughness;
  return Math.max(0, v);
}

/** The monsters of a side, in slot order. */
export function monstersOf(s: ManaState, p: PlayerId): Monster[] {
  const out: Monster[] = [];
  for (const m of s.players[p].battlefield) if (m) out.push(m);
  return out;
}

/**
 * Whether a monster's summoning delay is over: `attack-delay` of its controller's turns have started since
 * the turn it was summoned on (0: it may attack at once). Monsters are summoned only in their controller's
 * turn and turns alternate, so each own turn since is two turn numbers; rounding up counts a monster
 * placed by a position edit as summoned in the turn before (`summonedTurn` one less) as one turn old.
 */
export function delayOver(s: ManaState, m: Monster): boolean {
  return Math.ceil((s.turn.number - m.summonedTurn) / 2) >= s.rules.attackDelay;
}

/** Where a monster is on the battlefield, or null. */
export function findMonster(s: ManaState, iid: string): { side: PlayerId; slot: number; monster: Monster } | null {
  for (const side of ['A', 'B'] as const) {
    const field = s.players[side].battlefield;
    for (let slot = 0; slot < field.length; slot++) {
      const m = field[slot];
      if (m && m.iid === iid) return { side, slot, monster: m };
    }
  }
  return null;
}
