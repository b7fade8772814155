import { Engine } from '../../engine/core/engine';
import type { PlayerId } from '../../engine/core/players';
import type { Character, ManaAction } from './actions';
import type { ManaDeck } from './deck';
import { manaDuel } from './game';
import { DEFAULT_RULES, type ManaRules } from './rules';
import type { SetupOptions } from '../../engine/core/game';
import { findMonster, type ManaState } from './state';
import { TEST_POOL } from './test-cards';

/**
 * Helpers for the mana duel's tests: matches whose decks are in a known order (the shuffles are
 * scripted), and the few position edits a test needs (mana, health) where playing up to them would only
 * add noise. Everything else happens through real actions.
 */
export const engine = new Engine(manaDuel(DEFAULT_RULES));

/** Cards that fill a test deck after the ones a test names (plain monsters and spells, no triggers that could interfere). */
const FILLER = ['stone-golem', 'iron-wall', 'storm-drake', 'bog-toad', 'glass-brute', 'second-wind', 'insight', 'doom', 'earthquake', 'tower-shield', 'weaken', 'fireball'];

/** A 30-card deck with `top` first (in that order after an identity shuffle), filled up with filler cards. */
export function deck(top: readonly string[]): ManaDeck {
  const cards = [...top];
  for (let i = 0; cards.length < 30; i++) {
    const id = FILLER[i % FILLER.length] as string;
    if (cards.filter((c) => c === id).length < 3) cards.push(id);
  }
  return { cards, pool: TEST_POOL };
}

const IDENTITY = Array.from({ length: 30 }, (_, i) => i);

/**
 * A new match, decks in the given order (scripted shuffles), before who starts and the mulligan; by the
 * seed's rules unless `rules` are given (the state carries them, so `act` and `step` play by them too).
 */
export function newMatch(topA: readonly string[], topB: readonly string[], options: { firstPlayer?: PlayerId; coin?: 'heads' | 'tails'; rules?: ManaRules } = {}): ManaState {
  const script = [
    { kind: 'shuffle' as const, order: IDENTITY },
    { kind: 'shuffle' as const, order: IDENTITY },
    ...(options.coin ? [{ kind: 'coin' as const, value: options.coin }] : []),
  ];
  const setup: SetupOptions = { ...(options.firstPlayer ? { firstPlayer: options.firstPlayer } : {}), script };
  const by = options.rules ? new Engine(manaDuel(options.rules)) : engine;
  return by.newGame({ A: deck(topA), B: deck(topB) }, 7, setup).state;
}

/** A match where A starts and both keep their opening hands: A is in turn 1's main phase, having drawn the 6th card of their deck. */
export function started(topA: readonly string[], topB: readonly string[], rules?: ManaRules): ManaState {
  let s = newMatch(topA, topB, { firstPlayer: 'A', ...(rules ? { rules } : {}) });
  s = step(s, { type: 'mulligan', player: 'A', putBack: [] });
  return step(s, { type: 'mulligan', player: 'B', putBack: [] });
}

/** The state after `action`, with its events' texts; the test fails if it is refused. */
export function act(s: ManaState, action: ManaAction): { state: ManaState; log: string[] } {
  const r = engine.apply(s, action);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return { state: r.state, log: r.events.map((e) => e.text) };
}

export function step(s: ManaState, action: ManaAction): ManaState {
  return act(s, action).state;
}

/** The instance id of a card with this card id in `p`'s hand. */
export function inHand(s: ManaState, p: PlayerId, cardId: string): string {
  const iid = s.players[p].hand.find((i) => s.cards[i]?.card === cardId);
  if (!iid) throw new Error(`no ${cardId} in ${p}'s hand`);
  return iid;
}

/** The action that plays the card `cardId` from the current player's hand. */
export function playOf(s: ManaState, cardId: string, extra: { slot?: number; target?: Character } = {}): ManaAction {
  const p = s.turn.player;
  return { type: 'play', player: p, card: inHand(s, p, cardId), ...extra };
}

/** The monster (instance id) of card `cardId` on `p`'s battlefield. */
export function onField(s: ManaState, p: PlayerId, cardId: string): string {
  const m = s.players[p].battlefield.find((x) => x && s.cards[x.iid]?.card === cardId);
  if (!m) throw new Error(`no ${cardId} on ${p}'s battlefield`);
  return m.iid;
}

export function monster(s: ManaState, iid: string) {
  const found = findMonster(s, iid);
  if (!found) throw new Error(`${iid} is not on the battlefield`);
  return found.monster;
}

export function endTurn(s: ManaState): ManaState {
  return step(s, { type: 'end-turn', player: s.turn.player });
}

/** A position edit: `p` has `mana` to spend this turn. */
export function withMana(s: ManaState, p: PlayerId, mana: number): ManaState {
  return { ...s, players: { ...s.players, [p]: { ...s.players[p], mana } } };
}

/** A position edit: `p`'s health. */
export function withHealth(s: ManaState, p: PlayerId, health: number): ManaState {
  return { ...s, players: { ...s.players, [p]: { ...s.players[p], health } } };
}
