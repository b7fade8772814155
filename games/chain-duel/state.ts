import { cloneJson } from '../../engine/core/clone';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import type { RngState } from '../../engine/core/rng';
import type { CardInstance } from '../duel/hands-and-decks';
import type { ChainCard, ChainStat } from './cards';
import type { ChainRules } from './rules';

// A card's instance and the view's placeholder for a hidden card are every hidden-hand duel's.
export { HIDDEN, type CardInstance } from '../duel/hands-and-decks';

/** A card in the action zone: played from the hand (vertical) or activated from Stasis (horizontal). */
export interface ActionCard {
  iid: string;
  horizontal: boolean;
}

export interface PlayerState {
  /** The monster's instance id (face up from the start). */
  monster: string;
  /** Card ids, top first; a card gets an instance id when it leaves the deck. */
  deck: string[];
  /** Instance ids in every other zone. */
  hand: string[];
  /** The action zone: the turn player's cards are its attack half, the other player's its defence half. */
  action: ActionCard[];
  stasis: string[];
  drop: string[];
  /** Face up; the player loses when it holds as many cards as the monster's HP. */
  damage: string[];
  /** Cards that have left the deck so far (numbers the instance ids: A1, A2, …). */
  drawn: number;
}

/** One link of the chain, in the order it was added. */
export interface ChainLink {
  iid: string;
  player: PlayerId;
  horizontal: boolean;
}

/**
 * The chain being built: a combat chain (started by a move with initial ATK 1 or more) or a non-combat
 * chain (ATK 0, or a card activated from Stasis). Priority passes back and forth; two passes in a row
 * resolve it, last link first.
 */
export interface Chain {
  kind: 'combat' | 'effect';
  /** The turn player, who started it. */
  attacker: PlayerId;
  links: ChainLink[];
  /** Who may add a link or pass now. */
  priority: PlayerId;
  /** The previous decision was a pass (a second one in a row resolves the chain). */
  passed: boolean;
  /** The defender has played their one initial defensive move. */
  initialDefence: boolean;
  /** ATK and DEF each player gained or lost from effects resolved in this chain (`you gain 1 atk`). */
  bonus: Record<PlayerId, Record<ChainStat, number>>;
}

/** Alter comes first; playing or activating anything moves the turn on to the battle. */
export type Phase = 'alter' | 'battle';

export interface ChainState {
  rules: ChainRules;
  /** The card definitions of both decks, by id (public: decklists are open). */
  pool: Record<string, ChainCard>;
  /** Each player's 20 move ids, sorted (public; the AI's determinization deals unseen cards from them). */
  decklists: Record<PlayerId, string[]>;
  cards: Record<string, CardInstance>;
  players: Record<PlayerId, PlayerState>;
  turn: { number: number; player: PlayerId; phase: Phase; combatDone: boolean };
  chain: Chain | null;
  winner: PlayerId | null;
  endReason: string;
  seq: number;
  rng: RngState;
}

/** A working copy for `apply`: everything copied except the rules, pool and decklists, which never change. */
export function cloneState(s: ChainState): ChainState {
  return {
    rules: s.rules,
    pool: s.pool,
    decklists: s.decklists,
    cards: { ...s.cards },
    players: cloneJson(s.players),
    turn: { ...s.turn },
    chain: s.chain ? cloneJson(s.chain) : null,
    winner: s.winner,
    endReason: s.endReason,
    seq: s.seq,
    rng: cloneJson(s.rng),
  };
}

export function cardOf(s: ChainState, iid: string): ChainCard | undefined {
  const inst = s.cards[iid];
  return inst ? s.pool[inst.card] : undefined;
}

export function nameOf(s: ChainState, iid: string): string {
  return cardOf(s, iid)?.name ?? iid;
}

export function monsterOf(s: ChainState, p: PlayerId): ChainCard {
  const card = cardOf(s, s.players[p].monster);
  if (!card) throw new Error(`${p} has no monster`);
  return card;
}

/** The cards whose Passive effects hold for `p`: their monster and their cards in Stasis. */
function passiveSources(s: ChainState, p: PlayerId): ChainCard[] {
  const out = [monsterOf(s, p)];
  for (const iid of s.players[p].stasis) {
    const c = cardOf(s, iid);
    if (c) out.push(c);
  }
  return out;
}

/** The sum of `p`'s Passive `your monsters get atk +N` (or def). */
export function passiveStat(s: ChainState, p: PlayerId, stat: ChainStat): number {
  let n = 0;
  for (const c of passiveSources(s, p)) for (const e of c.passive) if (e.kind === 'stat' && e.stat === stat) n += e.amount;
  return n;
}

/** The hand limit of `p`: the ruleset's, or the highest a Passive of theirs states. */
export function handLimitOf(s: ChainState, p: PlayerId): number {
  let limit = s.rules.handLimit;
  for (const c of passiveSources(s, p)) for (const e of c.passive) if (e.kind === 'hand-limit') limit = Math.max(limit, e.value);
  return limit;
}

/** Can `p` pay the move's traits: is every one of them a trait of their monster? */
export function canPayTraits(s: ChainState, p: PlayerId, card: ChainCard): boolean {
  const own = monsterOf(s, p).traits;
  return card.traits.every((t) => own.includes(t));
}

export function defenderOf(chain: Chain): PlayerId {
  return opponentOf(chain.attacker);
}
