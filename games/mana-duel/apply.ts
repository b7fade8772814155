import type { EventLog } from '../../engine/core/events';
import type { PlayerId } from '../../engine/core/players';
import type { ManaAction } from './actions';
import { damageMonster, damagePlayer, resolveSteps, settle } from './effects';
import { runFormula } from './formulas';
import { cardOf, findMonster, nameOf, powerOf, toughnessOf, type ManaState } from './state';
import { checkVictory } from './victory';
import { endTurn, resolveMulligans, setFirstPlayer } from './turn';

/**
 * Carries out a legal `action` on the working copy `s` (`duelGame` refuses the illegal ones and makes the
 * copy), then checks the win conditions: a line may read numbers no damage changes (`you.mana`, a zone's size).
 */
export function performAction(s: ManaState, action: ManaAction, log: EventLog): void {
  carryOut(s, action, log);
  checkVictory(s, log);
}

function carryOut(s: ManaState, action: ManaAction, log: EventLog): void {
  switch (action.type) {
    case 'choose-first':
      return setFirstPlayer(s, log, action.first, `${action.player} won the coin flip and chose`);
    case 'mulligan':
      s.mulligan[action.player] = { putBack: [...action.putBack] };
      log.emit('mulligan-chosen', () => `${action.player} chooses to put back ${action.putBack.length ? action.putBack.map((iid) => nameOf(s, iid)).join(', ') : 'nothing'}`, {
        visibleTo: action.player,
        publicText: `${action.player} has chosen their mulligan`,
      });
      if (s.mulligan.A !== null && s.mulligan.B !== null) resolveMulligans(s, log);
      return;
    case 'play':
      return play(s, log, action);
    case 'attack':
      return attack(s, log, action);
    case 'end-turn':
      return endTurn(s, log);
  }
}

/** Pays the cost, then: a monster enters its slot and its summon ability resolves; a spell resolves and goes to the graveyard; an equipment attaches, then its effect resolves. */
function play(s: ManaState, log: EventLog, a: Extract<ManaAction, { type: 'play' }>): void {
  const p = a.player;
  const pl = s.players[p];
  const card = cardOf(s, a.card);
  if (!card) return;
  const before = pl.mana;
  pl.mana -= card.cost;
  pl.hand = pl.hand.filter((iid) => iid !== a.card);
  const aimed = a.target ? ` targeting ${a.target.kind === 'player' ? `player ${a.target.player}` : nameOf(s, a.target.iid)}` : '';
  log.emit('play', () => `${p} plays ${card.name}${aimed}: mana ${before} − cost ${card.cost} = ${pl.mana}`, { data: { card: card.id } });
  const ctx = { s, log, controller: p, source: card.name, ...(a.target ? { target: a.target } : {}) };
  if (card.type === 'monster') {
    const stats = card.stats ?? { power: 0, toughness: 0, health: 1 };
    pl.battlefield[a.slot ?? 0] = { iid: a.card, power: stats.power, toughness: stats.toughness, health: stats.health, maxHealth: stats.health, modifiers: [], equipment: [], summonedTurn: s.turn.number, attacks: 0 };
    log.emit('summoned', () => `${card.name} is summoned to ${p}'s slot ${a.slot}: power ${stats.power}, toughness ${stats.toughness}, health ${stats.health}`);
    if (card.onSummon) resolveSteps({ ...ctx, self: a.card }, card.onSummon);
    return;
  }
  if (card.type === 'spell') {
    pl.graveyard.push(a.card);
    if (card.onPlay) resolveSteps(ctx, card.onPlay);
    return;
  }
  const equipped = a.target?.kind === 'monster' ? findMonster(s, a.target.iid) : null;
  if (!equipped) return;
  const m = equipped.monster;
  const bonus = card.bonus ?? { power: 0, toughness: 0 };
  const p0 = powerOf(m);
  const t0 = toughnessOf(m);
  m.equipment.push(a.card);
  m.modifiers.push({ power: bonus.power, toughness: bonus.toughness, until: 'permanent', source: card.name, equipment: a.card });
  log.emit('equipped', () => `${card.name} equips ${nameOf(s, m.iid)}: power ${p0} → ${powerOf(m)}, toughness ${t0} → ${toughnessOf(m)}`);
  if (card.onPlay) resolveSteps(ctx, card.onPlay);
}

/**
 * The ruleset's formulas decide an attack: the defender takes attack-damage(power, toughness) and the
 * attacker recoil-damage(power, toughness) (the seed: power − toughness, and a negative difference hurts
 * the attacker instead). A player has no toughness: they take player-damage(power).
 */
function attack(s: ManaState, log: EventLog, a: Extract<ManaAction, { type: 'attack' }>): void {
  const attacker = findMonster(s, a.attacker)?.monster;
  if (!attacker) return;
  attacker.attacks += 1;
  const name = nameOf(s, attacker.iid);
  const power = powerOf(attacker);
  const self = { kind: 'monster', iid: attacker.iid } as const;
  if (a.defender.kind === 'player') {
    const target: PlayerId = a.defender.player;
    const hit = runFormula(s, 'player-damage', [power], self, log.explain);
    damagePlayer(s, log, target, hit.amount, `${name} (power ${power}) attacks ${target}: ${hit.text}`);
    return;
  }
  const defender = findMonster(s, a.defender.iid)?.monster;
  if (!defender) return;
  const toughness = toughnessOf(defender);
  const hit = runFormula(s, 'attack-damage', [power, toughness], self, log.explain);
  const recoil = runFormula(s, 'recoil-damage', [power, toughness], self, log.explain);
  const calc = `${name} (power ${power}) attacks ${nameOf(s, defender.iid)} (toughness ${toughness}): ${hit.text}`;
  // Recoil alone is told in one line; a formula that hurts both sides gets a line for each.
  if (hit.amount > 0 || recoil.amount === 0) {
    damageMonster(s, log, defender, hit.amount, calc);
    if (recoil.amount > 0) damageMonster(s, log, attacker, recoil.amount, `${name} takes recoil: ${recoil.text}`);
  } else damageMonster(s, log, attacker, recoil.amount, `${calc}; ${recoil.text}, dealt to the attacker`);
  settle(s, log);
}
