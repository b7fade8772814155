import type { EventLog } from '../../engine/core/events';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import type { ChainAction } from './actions';
import { staysInStasis, statText } from './cards';
import { damageStep } from './combat';
import { drawCards, runSteps } from './effects';
import { cardOf, nameOf, type Chain, type ChainState } from './state';

/** Carries out a legal `action` on the working copy `s` (`duelGame` refuses the illegal ones and makes the copy). */
export function performAction(s: ChainState, action: ChainAction, log: EventLog): void {
  switch (action.type) {
    case 'alter': {
      const pl = s.players[action.player];
      pl.hand = pl.hand.filter((iid) => iid !== action.card);
      pl.drop.push(action.card);
      log.emit('alter', () => `Alter: ${action.player} drops ${nameOf(s, action.card)} and draws one`);
      drawCards(s, log, action.player, 1);
      s.turn.phase = 'battle';
      return;
    }
    case 'play':
    case 'activate':
      return addLink(s, log, action.player, action.card, action.type === 'activate');
    case 'pass':
      return pass(s, log, action.player);
    case 'end-turn':
      return endTurn(s, log);
  }
}

/** A card enters the action zone (from the hand vertical, from Stasis horizontal) and the chain: started or built. */
function addLink(s: ChainState, log: EventLog, p: PlayerId, iid: string, horizontal: boolean): void {
  const pl = s.players[p];
  const card = cardOf(s, iid);
  if (!card) return;
  if (horizontal) pl.stasis = pl.stasis.filter((x) => x !== iid);
  else pl.hand = pl.hand.filter((x) => x !== iid);
  pl.action.push({ iid, horizontal });
  s.turn.phase = 'battle';
  const stats = `ATK ${statText(card.atk)} / DEF ${statText(card.def)}`;
  if (!s.chain) {
    const combat = !horizontal && card.atk.kind === 'initial' && card.atk.value >= 1;
    s.chain = { kind: combat ? 'combat' : 'effect', attacker: p, links: [], priority: p, passed: false, initialDefence: false, bonus: { A: { atk: 0, def: 0 }, B: { atk: 0, def: 0 } } };
    if (combat) s.turn.combatDone = true;
    log.emit('chain-start', combat ? `${p} plays ${card.name} (${stats}) and initiates combat: ${opponentOf(p)}'s monster is attacked` : `${p} ${horizontal ? `activates ${card.name} from Stasis` : `plays ${card.name} (${stats})`}: a non-combat chain begins`, { data: { card: card.id } });
  } else {
    const chain = s.chain;
    if (p !== chain.attacker && chain.kind === 'combat' && !horizontal && card.def.kind === 'initial') chain.initialDefence = true;
    log.emit('chain-link', `${p} ${horizontal ? `activates ${card.name} from Stasis (horizontal: its Field effect)` : `plays ${card.name} (${stats})`}: link ${chain.links.length + 1} of the chain`, { data: { card: card.id } });
  }
  const chain = s.chain;
  chain.links.push({ iid, player: p, horizontal });
  chain.priority = opponentOf(p);
  chain.passed = false;
}

/** A pass; the second pass in a row resolves the chain. */
function pass(s: ChainState, log: EventLog, p: PlayerId): void {
  const chain = s.chain;
  if (!chain) return;
  if (!chain.passed) {
    chain.passed = true;
    chain.priority = opponentOf(p);
    log.emit('pass', `${p} passes`);
    return;
  }
  log.emit('pass', `${p} passes too: the chain of ${chain.links.length} resolves, last link first`);
  resolveChain(s, log, chain);
}

/**
 * Resolution, backwards: a vertical card's Play effect, a horizontal card's Field effect; then, for a
 * combat chain, the damage step. Stats of a non-combat chain are discarded.
 */
function resolveChain(s: ChainState, log: EventLog, chain: Chain): void {
  for (let i = chain.links.length - 1; i >= 0 && !s.winner; i--) {
    const link = chain.links[i];
    const card = link ? cardOf(s, link.iid) : undefined;
    if (!link || !card) continue;
    const steps = link.horizontal ? card.field : card.play;
    log.emit('resolve', `link ${i + 1}: ${link.player}'s ${card.name} resolves${steps.length ? (link.horizontal ? ' (Field effect)' : ' (Play effect)') : ' (no effect)'}`, { data: { card: card.id, link: i + 1 } });
    runSteps(s, log, link.player, steps);
  }
  if (!s.winner && chain.kind === 'combat') damageStep(s, log, chain);
  s.chain = null;
}

/** Clear (cards with a Field or Passive effect played from the hand go to Stasis, the rest to Drop), then Draw two. */
function endTurn(s: ChainState, log: EventLog): void {
  const p = s.turn.player;
  for (const side of [p, opponentOf(p)]) {
    const pl = s.players[side];
    for (const { iid, horizontal } of pl.action) {
      const card = cardOf(s, iid);
      const toStasis = !horizontal && !!card && staysInStasis(card);
      (toStasis ? pl.stasis : pl.drop).push(iid);
      log.emit('clear', () => `Clear: ${side}'s ${nameOf(s, iid)} goes to ${toStasis ? 'Stasis' : 'Drop'}`);
    }
    pl.action = [];
  }
  drawCards(s, log, p, s.rules.drawsPerTurn);
  s.turn = { number: s.turn.number + 1, player: opponentOf(p), phase: 'alter', combatDone: false };
  log.emit('turn', `turn ${s.turn.number}: ${s.turn.player}`, { data: { player: s.turn.player } });
}
