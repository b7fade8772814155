import type { GameEvent } from '../../engine/core/events';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { victories } from '../../engine/core/formula/victory';
import { CardLedger, cardsOf, decklistProblems } from '../duel/card-ledger';
import type { ManaAction } from './actions';
import { playerContext } from './formulas';
import { delayOver, type ManaState } from './state';

/**
 * The mana duel's invariants, checked by the simulator after every action: every card of each player is
 * in exactly one zone and the cards are the decklist's (conservation), the rules' number of battlefield
 * slots a side, every monster on the battlefield alive and at most at its maximum health, mana and max
 * mana within 0 and the rules' max mana, health never negative, and a game going on only while nobody
 * meets a win condition.
 */
export function invariants(_prev: ManaState, next: ManaState, _events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const { battlefieldSize, maxMana } = next.rules;
  const ledger = new CardLedger(out);
  for (const p of PLAYERS) {
    const pl = next.players[p];
    pl.hand.forEach((iid) => ledger.place(iid, `${p}'s hand`));
    pl.graveyard.forEach((iid) => ledger.place(iid, `${p}'s graveyard`));
    if (pl.battlefield.length !== battlefieldSize) out.push(`${p}'s battlefield has ${pl.battlefield.length} slots, not ${battlefieldSize}`);
    for (const m of pl.battlefield) {
      if (!m) continue;
      ledger.place(m.iid, `${p}'s battlefield`);
      m.equipment.forEach((e) => ledger.place(e, `equipment on ${m.iid}`));
      if (next.cards[m.iid]?.owner !== p) out.push(`${m.iid} is on ${p}'s battlefield but is not ${p}'s card`);
      if (m.health > m.maxHealth) out.push(`${m.iid} has health ${m.health} above its max health ${m.maxHealth}`);
      if (m.health <= 0 && !next.winner) out.push(`${m.iid} is on the battlefield at health ${m.health}`);
    }
    if (pl.mana < 0 || pl.mana > maxMana) out.push(`${p}'s mana ${pl.mana} is outside 0–${maxMana}`);
    if (pl.maxMana < 0 || pl.maxMana > maxMana) out.push(`${p}'s max mana ${pl.maxMana} is outside 0–${maxMana}`);
    if (pl.health < 0) out.push(`${p}'s health ${pl.health} is negative`);
  }
  if (!next.winner) for (const v of victories(next.rules.win, (you) => playerContext(next.rules, next, you))) out.push(`${v.player} meets the win condition ${v.text} but the game goes on`);
  ledger.expectPlaced(Object.keys(next.cards));
  for (const [iid, where] of ledger.placed()) if (!next.cards[iid]) out.push(`${iid} in ${where} is not a known card`);
  for (const p of PLAYERS) {
    const have = cardsOf(next, p).length;
    // Every card the player's deck started with, wherever it is now (the deck list is the deck at setup).
    const dealt = next.decklists[p].length;
    if (have !== dealt) out.push(`${p} has ${have} cards, not the ${dealt} of their deck`);
    out.push(...decklistProblems(next, p));
  }
  return out;
}

/** Actions `apply` must refuse: the other player ending the turn, unknown cards and monsters, a mulligan of one card too many, a second mulligan. */
export function illegalProbes(s: ManaState, player: PlayerId): ManaAction[] {
  const other = opponentOf(player);
  const probes: ManaAction[] = [
    { type: 'play', player, card: 'no-such-card', slot: 0 },
    { type: 'attack', player, attacker: 'no-such-monster', defender: { kind: 'player', player: other } },
  ];
  if (s.turn.phase === 'main') {
    probes.push({ type: 'end-turn', player: other }, { type: 'mulligan', player, putBack: [] });
    const pl = s.players[player];
    const dear = pl.hand.find((iid) => (s.pool[s.cards[iid]?.card ?? '']?.cost ?? 0) > pl.mana);
    if (dear) probes.push({ type: 'play', player, card: dear, slot: 0 });
    const guarded = pl.battlefield.find((m) => m && m.attacks < s.rules.attacksPerMonster && delayOver(s, m));
    if (guarded && s.players[other].battlefield.some((m) => m)) probes.push({ type: 'attack', player, attacker: guarded.iid, defender: { kind: 'player', player: other } });
  }
  if (s.turn.phase === 'mulligan') {
    const hand = s.players[player].hand;
    if (hand.length > s.rules.mulliganLimit) probes.push({ type: 'mulligan', player, putBack: hand.slice(0, s.rules.mulliganLimit + 1) });
    probes.push({ type: 'end-turn', player });
  }
  return probes;
}
