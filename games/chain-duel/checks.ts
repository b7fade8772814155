import type { GameEvent } from '../../engine/core/events';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { CardLedger, decklistProblems } from '../duel/card-ledger';
import type { ChainAction } from './actions';
import { monsterOf, type ChainState } from './state';

/**
 * The chain duel's invariants, checked by the simulator after every action: every card of each player
 * is in exactly one zone and the cards are the decklist's (conservation); the chain's links are cards in
 * the action zone; a player whose damage zone reached the monster's HP has lost; no chain outlives the game.
 */
export function invariants(_prev: ChainState, next: ChainState, _events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const ledger = new CardLedger(out);
  for (const p of PLAYERS) {
    const pl = next.players[p];
    ledger.place(pl.monster, `${p}'s monster zone`);
    for (const zone of ['hand', 'stasis', 'drop', 'damage'] as const) pl[zone].forEach((iid) => ledger.place(iid, `${p}'s ${zone}`));
    pl.action.forEach((a) => ledger.place(a.iid, `${p}'s action zone`));
    const hp = monsterOf(next, p).hp ?? 1;
    if (pl.damage.length >= hp && next.winner !== opponentOf(p)) out.push(`${p}'s damage zone holds ${pl.damage.length} of HP ${hp} but ${p} has not lost`);
    out.push(...decklistProblems(next, p));
  }
  ledger.expectPlaced(Object.keys(next.cards));
  const chain = next.chain;
  if (chain) {
    if (next.winner) out.push('a chain is open after the game ended');
    for (const link of chain.links) if (!next.players[link.player].action.some((a) => a.iid === link.iid)) out.push(`chain link ${link.iid} is not in ${link.player}'s action zone`);
  }
  return out;
}

/** Actions `apply` must refuse: unknown cards, the other player acting, a pass with no chain, ending the turn in a chain. */
export function illegalProbes(s: ChainState, player: PlayerId): ChainAction[] {
  const other = opponentOf(player);
  const probes: ChainAction[] = [
    { type: 'play', player, card: 'no-such-card' },
    { type: 'activate', player, card: 'no-such-card' },
    { type: 'end-turn', player: other },
  ];
  probes.push(s.chain ? { type: 'end-turn', player } : { type: 'pass', player });
  const held = s.players[player].hand[0];
  if (held && s.turn.phase === 'battle') probes.push({ type: 'alter', player, card: held });
  return probes;
}
