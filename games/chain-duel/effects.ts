import type { EventLog } from '../../engine/core/events';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import { rollRange } from '../../engine/core/rng';
import type { Step } from './cards';
import { handLimitOf, monsterOf, nameOf, type ChainState } from './state';

/** A card leaving `p`'s deck gets its instance id (A1, A2 …), so an id never tells where it sat. */
function takeTop(s: ChainState, p: PlayerId): string | undefined {
  const pl = s.players[p];
  const card = pl.deck.shift();
  if (card === undefined) return undefined;
  pl.drawn += 1;
  const iid = `${p}${pl.drawn}`;
  s.cards[iid] = { card, owner: p };
  return iid;
}

/**
 * `p` draws up to `n` cards: none past their hand limit (README decision 3). A player who must draw from
 * an empty deck loses (README decision 6), as one who must take damage with an empty deck does.
 */
export function drawCards(s: ChainState, log: EventLog, p: PlayerId, n: number): void {
  const pl = s.players[p];
  const limit = handLimitOf(s, p);
  for (let i = 0; i < n; i++) {
    if (pl.hand.length >= limit) {
      log.emit('draw-skipped', `${p} holds ${pl.hand.length} cards, the hand limit: no more draws`);
      return;
    }
    const iid = takeTop(s, p);
    if (iid === undefined) {
      lose(s, log, p, 'must draw from an empty deck');
      return;
    }
    pl.hand.push(iid);
    log.emit('draw', () => `${p} draws ${nameOf(s, iid)}`, { visibleTo: p, publicText: `${p} draws a card` });
  }
}

/** A player loses; nothing further resolves. */
export function lose(s: ChainState, log: EventLog, p: PlayerId, why: string): void {
  if (s.winner) return;
  s.winner = opponentOf(p);
  s.endReason = `${p} ${why}: ${s.winner} wins`;
  log.emit('game-over', s.endReason, { data: { winner: s.winner } });
}

/**
 * `n` points of damage to `p`: for each, the top card of their deck goes face up into their damage zone.
 * They lose when the zone holds as many cards as their monster's HP, or when damage finds their deck
 * empty (README decision 6).
 */
export function takeDamage(s: ChainState, log: EventLog, p: PlayerId, n: number): void {
  const pl = s.players[p];
  const hp = monsterOf(s, p).hp ?? 1;
  for (let i = 0; i < n && !s.winner; i++) {
    const iid = takeTop(s, p);
    if (iid === undefined) {
      lose(s, log, p, 'must take damage with an empty deck');
      return;
    }
    pl.damage.push(iid);
    log.emit('damage', () => `${p} takes 1 damage: ${nameOf(s, iid)} goes face up into the damage zone (${pl.damage.length} of HP ${hp})`, { data: { player: p } });
    if (pl.damage.length >= hp) lose(s, log, p, `has ${pl.damage.length} cards in the damage zone, as many as ${monsterOf(s, p).name}'s HP ${hp}`);
  }
}

/** Runs the steps of `owner`'s card, in order, until the game ends. */
export function runSteps(s: ChainState, log: EventLog, owner: PlayerId, steps: readonly Step[]): void {
  for (const step of steps) {
    if (s.winner) return;
    const p = step.who === 'you' ? owner : opponentOf(owner);
    switch (step.do) {
      case 'draw':
        drawCards(s, log, p, step.amount);
        break;
      case 'discard':
        for (let i = 0; i < step.amount; i++) {
          const hand = s.players[p].hand;
          if (hand.length === 0) {
            log.emit('discard-skipped', `${p}'s hand is empty: nothing to drop`);
            break;
          }
          const roll = rollRange(s.rng, 1, hand.length);
          const [iid] = hand.splice(roll.value - 1, 1);
          if (iid === undefined) break;
          s.players[p].drop.push(iid);
          log.emit('discard', () => `Random(1, ${hand.length + 1}) = ${roll.value}${roll.forced ? ' (scripted)' : ''}: ${p} drops ${nameOf(s, iid)} from the hand`);
        }
        break;
      case 'deal':
        takeDamage(s, log, p, step.amount);
        break;
      case 'gain': {
        if (!s.chain) break;
        const bonus = s.chain.bonus[p];
        bonus[step.stat] += step.amount;
        log.emit('gain', `${p} ${step.amount >= 0 ? 'gains' : 'loses'} ${Math.abs(step.amount)} ${step.stat.toUpperCase()} in this chain (now ${bonus[step.stat] >= 0 ? '+' : ''}${bonus[step.stat]})`);
        break;
      }
    }
  }
}
