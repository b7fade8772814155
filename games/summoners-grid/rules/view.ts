import type { PlayerId } from '../../../engine/core/players';
import type { GameState } from './state';

/**
 * The state as one player may see it: the other player's hand and advance deck are hidden (card ids
 * replaced by `hidden`), the order of both main decks is hidden, face-down cards of the other player
 * are hidden, and the RNG's seed is removed (it would predict future rolls and shuffles).
 */
export function viewFor(state: GameState, player: PlayerId): GameState {
  const view: GameState = JSON.parse(JSON.stringify(state));
  const other: PlayerId = player === 'A' ? 'B' : 'A';
  const hide = (iid: string) => {
    const c = view.cards[iid];
    if (c) view.cards[iid] = { iid, card: 'hidden', owner: c.owner, ...(c.faceDown ? { faceDown: true } : {}) };
  };
  for (const iid of view.players[other].zones.hand) hide(iid);
  // The advance deck is "almost an extension of the hand" (rules l.103): hidden from the opponent too.
  for (const iid of view.players[other].zones['advance-deck']) hide(iid);
  for (const p of ['A', 'B'] as const) {
    const deck = view.players[p].zones['main-deck'];
    for (const iid of deck) hide(iid);
    // Deck order is hidden from both players: list the cards in a fixed order instead.
    deck.sort();
  }
  for (const iid of view.players[other].zones['in-play']) if (view.cards[iid]?.faceDown) hide(iid);
  for (const item of view.stack) {
    if (item.controller === other && (item.what.kind === 'set' || (item.what.kind === 'card' && view.cards[item.what.iid]?.faceDown))) hide(item.what.iid);
  }
  if (view.choice && view.choice.player !== player) view.choice = { ...view.choice, options: view.choice.options.map(() => ({ label: 'hidden', value: null })) };
  view.rng = { seed: 0, counter: view.rng.counter, forced: [] };
  return view;
}
