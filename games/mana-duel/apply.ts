import { EventLog, type GameEvent } from '../../engine/core/events';
import type { ApplyOptions } from '../../engine/core/game';
import type { Applied } from '../../engine/core/history';
import type { PlayerId } from '../../engine/core/players';
import { ScriptedDrawError } from '../../engine/core/rng';
import type { ManaAction } from './actions';
import { damageMonster, damagePlayer, resolveSteps, settle } from './effects';
import { explainIllegal } from './legal';
import { cardOf, cloneState, findMonster, nameOf, powerOf, toughnessOf, type ManaState } from './state';
import { endTurn, resolveMulligans, setFirstPlayer } from './turn';

/** The state after `action`, with its events; refuses (never throws on) an action `explainIllegal` refuses. */
export function applyAction(state: ManaState, action: ManaAction, options: ApplyOptions): Applied<ManaState, GameEvent> {
  const why = explainIllegal(state, action);
  if (why) return { ok: false, reason: why };
  const s = cloneState(state);
  const log = new EventLog(s.seq, options.explain !== false);
  try {
    switch (action.type) {
      case 'choose-first':
        setFirstPlayer(s, log, action.first, `${action.player} won the coin flip and chose`);
        break;
      case 'mulligan':
        s.mulligan[action.player] = { putBack: [...action.putBack] };
        log.emit('mulligan-chosen', () => `${action.player} chooses to put back ${action.putBack.length ? action.putBack.map((iid) => nameOf(s, iid)).join(', ') : 'nothing'}`, {
          visibleTo: action.player,
          publicText: `${action.player} has chosen their mulligan`,
        });
        if (s.mulligan.A !== null && s.mulligan.B !== null) resolveMulligans(s, log);
        break;
      case 'play':
        play(s, log, action);
        break;
      case 'attack':
        attack(s, log, action);
        break;
      case 'end-turn':
        endTurn(s, log);
        break;
    }
  } catch (err) {
    if (err instanceof ScriptedDrawError) return { ok: false, reason: err.message };
    throw err;
  }
  s.seq = log.seq;
  return { ok: true, state: s, events: log.events };
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
    pl.battlefield[a.slot ?? 0] = { iid: a.card, power: stats.power, toughness: stats.toughness, health: stats.health, maxHealth: stats.health, modifiers: [], equipment: [], summonedTurn: s.turn.number, attacked: false };
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

/** damage = attacker's power − defender's toughness; negative damage is dealt to the attacker. A player has no toughness. */
function attack(s: ManaState, log: EventLog, a: Extract<ManaAction, { type: 'attack' }>): void {
  const attacker = findMonster(s, a.attacker)?.monster;
  if (!attacker) return;
  attacker.attacked = true;
  const name = nameOf(s, attacker.iid);
  const power = powerOf(attacker);
  if (a.defender.kind === 'player') {
    const target: PlayerId = a.defender.player;
    damagePlayer(s, log, target, power, `${name} attacks ${target}: damage = power ${power}`);
    return;
  }
  const defender = findMonster(s, a.defender.iid)?.monster;
  if (!defender) return;
  const toughness = toughnessOf(defender);
  const damage = power - toughness;
  const calc = `${name} attacks ${nameOf(s, defender.iid)}: damage = power ${power} − toughness ${toughness} = ${damage < 0 ? `−${-damage}` : damage}`;
  if (damage >= 0) damageMonster(s, log, defender, damage, calc);
  else damageMonster(s, log, attacker, -damage, `${calc}: negative damage is dealt to the attacker`);
  settle(s, log);
}
