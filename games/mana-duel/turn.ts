import type { EventLog } from '../../engine/core/events';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import { shuffled } from '../../engine/core/rng';
import { drawCards, resolveSteps } from './effects';
import { monstersOf, nameOf, powerOf, toughnessOf, type ManaState } from './state';

/**
 * The turn's frame: the draw phase (mana grows and refills, then the forced draws), the end phase (turn
 * abilities, then "until end of turn" changes expire) and the hand-over to the other player.
 */

/** The first player is known: the second gets their own start mana (in the seed, 2 against the first player's 1). */
export function setFirstPlayer(s: ManaState, log: EventLog, first: PlayerId, why: string): void {
  s.first = first;
  s.turn.player = first;
  s.turn.phase = 'mulligan';
  const { startMana, secondPlayerStartMana } = s.rules;
  const second = opponentOf(first);
  log.emit('first-player', `${first} starts (${why}); ${second} starts with ${secondPlayerStartMana} mana${secondPlayerStartMana > startMana ? ' to make up for it' : ''}`, { data: { first } });
}

/** Both players have committed their mulligan: reveal and carry out both, then the first turn starts. */
export function resolveMulligans(s: ManaState, log: EventLog): void {
  const first = s.first ?? 'A';
  for (const p of [first, opponentOf(first)]) {
    const choice = s.mulligan[p];
    const putBack = choice && choice !== 'hidden' ? choice.putBack : [];
    const pl = s.players[p];
    if (putBack.length === 0) {
      log.emit('mulligan', `${p} keeps their opening hand`);
      continue;
    }
    const names = putBack.map((iid) => nameOf(s, iid));
    for (const iid of putBack) {
      const inst = s.cards[iid];
      if (!inst) continue;
      pl.hand = pl.hand.filter((h) => h !== iid);
      pl.deck.push(inst.card);
      // The card's instance id retires with it: the card drawn back later gets a new one.
      delete s.cards[iid];
    }
    // Rule decision: cards put back are shuffled into the deck, then as many are drawn.
    pl.deck = shuffled(s.rng, pl.deck);
    log.emit('mulligan', () => `${p} puts back ${names.join(', ')} and shuffles the deck`, { visibleTo: p, publicText: `${p} puts back ${putBack.length} card${putBack.length === 1 ? '' : 's'} and shuffles the deck` });
    drawCards(s, log, p, putBack.length);
  }
  startTurn(s, log, 1, first);
}

/**
 * Draw phase: mana starts at the start mana (turns 1 and 2 are each player's first), later grows by the mana
 * per turn, never above the max mana, and refills; the player's monsters may attack again; the forced draws.
 */
export function startTurn(s: ManaState, log: EventLog, number: number, p: PlayerId): void {
  s.turn = { number, player: p, phase: 'draw' };
  const pl = s.players[p];
  const { startMana, secondPlayerStartMana, manaPerTurn, maxMana, drawsPerTurn } = s.rules;
  const grown = number === 1 ? startMana : number === 2 ? secondPlayerStartMana : pl.maxMana + manaPerTurn;
  pl.maxMana = Math.min(maxMana, grown);
  pl.mana = pl.maxMana;
  for (const m of monstersOf(s, p)) m.attacks = 0;
  log.emit('turn', () => `Turn ${number}: ${p}'s draw phase; mana refills to ${pl.mana}/${pl.maxMana}`, { data: { turn: number, player: p } });
  // The draws are forced, the first turn's included; from an empty deck each deals fatigue damage instead.
  drawCards(s, log, p, drawsPerTurn);
  if (s.winner) return;
  s.turn.phase = 'main';
}

/** End phase: the turn player's monsters' turn abilities in slot order, then "until end of turn" changes end; the other player's turn starts. */
export function endTurn(s: ManaState, log: EventLog): void {
  const p = s.turn.player;
  s.turn.phase = 'end';
  log.emit('end-phase', `${p}'s end phase`);
  for (const m of monstersOf(s, p)) {
    if (s.winner) return;
    // A monster defeated by an earlier turn ability of this end phase does not act.
    if (!s.players[p].battlefield.includes(m)) continue;
    const card = s.pool[s.cards[m.iid]?.card ?? ''];
    if (!card?.onTurnEnd) continue;
    log.emit('trigger', () => `${card.name}'s turn ability`);
    resolveSteps({ s, log, controller: p, source: card.name, self: m.iid }, card.onTurnEnd);
  }
  if (s.winner) return;
  for (const side of [p, opponentOf(p)]) {
    for (const m of monstersOf(s, side)) {
      if (!m.modifiers.some((x) => x.until === 'end-of-turn')) continue;
      const p0 = powerOf(m);
      const t0 = toughnessOf(m);
      m.modifiers = m.modifiers.filter((x) => x.until !== 'end-of-turn');
      log.emit('expired', () => `the turn ends: ${nameOf(s, m.iid)}'s changes until end of turn expire: power ${p0} → ${powerOf(m)}, toughness ${t0} → ${toughnessOf(m)}`);
    }
  }
  startTurn(s, log, s.turn.number + 1, opponentOf(p));
}
