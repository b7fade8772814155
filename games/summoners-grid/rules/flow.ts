import { expiresAt } from '../../../engine/core/durations';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { openRound, passPriority } from '../../../engine/core/stack';
import { basicAttack, offhandStrike } from './combat';
import { ContentError } from './content';
import type { G } from './game';
import { hasResponse } from './legal';
import { checkVictory } from './victory';
import type { StackItem, TriggerEvent } from './state';
import { statLine, unitStats } from './stats';
import { endEffectsOn, gainVP, levelUp, placeUnit, unitName } from './units';
import { cardName, drawCards, moveCard } from './zones';
import { footprintSpaces, reachable, showSpace, territoryOf, unitAt, unitsOnBoard } from './board';

/**
 * Turn structure and the stack. `settle` moves the game forward until a player must decide something:
 * it resolves the stack once priority has been passed around, evaluates pending triggers when the stack
 * is empty, completes quests, checks victory and steps through the automatic phases.
 */

/** Puts an item on the stack; the other player gets priority first. */
export function pushItem(g: G, item: StackItem, events: TriggerEvent[] = []): void {
  g.s.stack.push(item);
  g.s.openEvents = events;
  g.s.priority = openRound(item.controller);
  g.s.resolving = false;
}

export function passFor(g: G, player: PlayerId, automatic: boolean): void {
  g.emit('pass', `${player} passes priority${automatic ? ' (no response available)' : ''}`, undefined, { data: { player, automatic } });
  const { priority, closed } = passPriority(g.s.priority);
  g.s.priority = priority;
  if (closed) {
    g.s.openEvents = [];
    g.s.resolving = g.s.stack.length > 0;
  }
}

/**
 * With `answers` (a look-ahead in one working copy, `playOn`), a player given priority passes at once, as
 * the look-ahead's automatic answer would, without asking whether they could respond, while answers are
 * left: the position is the one those answers reach (only the count of actions taken, and whether the
 * pass events say "no response available", differ). With none left, the holder keeps priority.
 */
export function settle(g: G, answers?: { left: number }): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (g.s.winner !== null || g.s.turn.phase === 'over' || g.s.choice) return;
    const holder = g.s.priority.holder;
    if (holder) {
      if (answers) {
        if (answers.left <= 0) return;
        answers.left -= 1;
        passFor(g, holder, false);
        continue;
      }
      if (g.s.options.autoPass && !hasResponse(g, holder)) {
        passFor(g, holder, true);
        continue;
      }
      return;
    }
    if (g.s.stack.length > 0) {
      resolveTop(g);
      continue;
    }
    g.s.resolving = false;
    if (g.s.pendingEvents.length > 0) {
      openTriggerWindow(g);
      continue;
    }
    const quests = g.e.behaviours.questChecks(g);
    if (quests.length > 0) {
      for (const q of quests) g.s.stack.push(q);
      g.s.priority = openRound(g.s.turn.player);
      continue;
    }
    if (checkVictory(g)) return;
    if (!advancePhase(g)) return;
  }
  throw new ContentError('the game did not settle: an endless loop of triggers?');
}

function openTriggerWindow(g: G): void {
  const events = g.s.pendingEvents;
  g.s.pendingEvents = [];
  const items = g.e.behaviours.collectTriggers(g, events);
  const turnPlayer = g.s.turn.player;
  // The turn player's triggers go on the stack first, so the other player's resolve first.
  const ordered = [...items.filter((i) => i.controller === turnPlayer), ...items.filter((i) => i.controller !== turnPlayer)];
  for (const item of ordered) g.s.stack.push(item);
  const respondable = events.filter((e) => e.kind !== 'played');
  const someone = (['A', 'B'] as const).some((p) => g.e.behaviours.hasTriggeredResponse(g, p, respondable));
  if (ordered.length > 0 || someone) {
    g.s.openEvents = respondable;
    g.s.priority = openRound(turnPlayer);
  }
}

function resolveTop(g: G): void {
  const item = g.s.stack.pop();
  if (!item) return;
  g.s.resolving = true;
  const before = g.s.stack.length;
  resolveItem(g, item);
  g.changed();
  respondToAdded(g, before);
}

/** If an effect put something on the stack, players may respond to it before resolution goes on. */
export function respondToAdded(g: G, before: number): void {
  if (g.s.stack.length > before && !g.s.choice) {
    const top = g.s.stack[g.s.stack.length - 1] as StackItem;
    g.s.priority = openRound(top.controller);
    g.s.resolving = false;
  }
}

function resolveItem(g: G, item: StackItem): void {
  const w = item.what;
  switch (w.kind) {
    case 'summon':
      return resolveSummon(g, item, w);
    case 'move': {
      const unit = g.s.units[w.unit];
      if (!unit || unit.removed || !unit.at) return void g.emit('fizzles', 'the move fizzles: the unit is gone');
      const budget = unitStats(g, unit).mv - unit.moved;
      const step = reachable(g, unit, budget).find((r) => r.to.x === w.to.x && r.to.y === w.to.y);
      if (!step) return void g.emit('fizzles', () => `${unitName(g, unit)} can no longer reach ${showSpace(w.to)}`);
      const from = unit.at;
      unit.moved += step.cost;
      placeUnit(g, unit, w.to);
      g.emit('moves', () => `${unitName(g, unit)} moves ${step.cost} space${step.cost === 1 ? '' : 's'} ${showSpace(from)} → ${showSpace(w.to)} (${unit.moved}/${unitStats(g, unit).mv} movement used)`, {
        unit: unit.id,
        player: unit.controller,
        space: w.to,
        amount: step.cost,
      });
      g.emit('moves-into', () => `${unitName(g, unit)} enters ${showSpace(w.to)}`, { unit: unit.id, player: unit.controller, space: w.to });
      endEffectsOn(g, unit.id, 'moves');
      return;
    }
    case 'attack': {
      const attacker = g.s.units[w.unit];
      const target = g.s.units[w.target];
      if (!attacker || attacker.removed || !target || target.removed) return void g.emit('fizzles', 'the attack fizzles: a unit is gone');
      attacker.attacks += 1;
      g.changed();
      g.emit('attacks', () => `${unitName(g, attacker)} attacks ${unitName(g, target)}`, { unit: attacker.id, player: attacker.controller, reason: 'basic' });
      endEffectsOn(g, attacker.id, 'attacks');
      basicAttack(g, attacker, target);
      offhandStrike(g, attacker, target);
      return;
    }
    case 'direct-attack': {
      const unit = g.s.units[w.unit];
      if (!unit || unit.removed || !unit.at) return void g.emit('fizzles', 'the direct attack fizzles');
      unit.attacks += 1;
      g.changed();
      const enemy = opponentOf(unit.controller);
      const defended = unitsOnBoard(g).some((u) => u.controller === enemy && u.at && territoryOf(g, u.at) === enemy);
      if (defended) return void g.emit('fizzles', 'the direct attack fizzles: the territory is defended now');
      g.emit('attacks', () => `${unitName(g, unit)} attacks ${enemy}'s territory directly`, { unit: unit.id, player: unit.controller, reason: 'direct' });
      gainVP(g, unit.controller, g.settingOr('directAttackVP', unit.controller, 1), 'direct-attack', `direct attack by ${unitName(g, unit)}`, { unit: unit.id });
      return;
    }
    case 'end-turn':
      g.emit('phase-end', `${item.controller}'s Action Phase ends`, { player: item.controller, phase: 'action' });
      g.s.turn.phase = 'ending';
      g.s.turn.step = 0;
      return;
    case 'set': {
      const card = g.editCard(w.iid);
      card.faceDown = true;
      card.setTurn = g.s.turn.number;
      g.emit('set', () => `${item.controller} sets ${cardName(g, w.iid)} face down`, { player: item.controller, card: w.iid }, { visibleTo: item.controller, publicText: `${item.controller} sets a card face down` });
      const decl = g.decl(w.iid);
      if (w.anchor && decl.cardType === 'building') {
        const id = g.id('b');
        g.s.buildings[id] = { id, iid: w.iid, controller: item.controller, spaces: footprintSpaces(w.anchor, decl.footprint, w.rotated === true), faceDown: true, enteredTurn: g.s.turn.number };
        g.changed();
      }
      return;
    }
    default:
      g.e.behaviours.resolveItem(g, item);
  }
}

function resolveSummon(g: G, item: StackItem, w: Extract<StackItem['what'], { kind: 'summon' }>): void {
  const card = g.card(w.iid);
  if (unitAt(g, w.at)) {
    moveCard(g, w.iid, 'hand');
    g.emit('fizzles', () => `${cardName(g, w.iid)} cannot materialise: ${showSpace(w.at)} is occupied; it returns to hand`);
    return;
  }
  const slot = card.slot;
  const contentCard = g.content.byKey.get(card.card);
  if (!slot || !contentCard || contentCard.cardType !== 'summon') throw new Error(`${card.card} is not a summon slot`);
  const id = g.id('u');
  g.s.units[id] = {
    id,
    iid: w.iid,
    statsFrom: card.card,
    controller: item.controller,
    species: contentCard.species.text,
    role: slot.role,
    level: g.requireSetting('startLevel', item.controller),
    damage: 0,
    at: { x: w.at.x, y: w.at.y },
    removed: false,
    moved: 0,
    attacks: 0,
    equipment: slot.equipment.map((e) => ({ id: g.id('e'), card: e })),
    quests: [],
    enteredTurn: g.s.turn.number,
  };
  g.changed();
  const unit = g.unit(id);
  g.emit('summoned', () => `${unitName(g, unit)} materialises at ${showSpace(w.at)}`, { unit: id, player: item.controller, card: w.iid, space: w.at });
  g.emit('enters-play', () => `${unitName(g, unit)} enters play`, { unit: id, player: item.controller, card: w.iid, space: w.at });
  g.emit('recalculated', () => `${unitName(g, unit)}: ${statLine(g, unit)}`);
  if (w.turnSummon) drawCards(g, item.controller, g.requireSetting('summonDraws', item.controller), 'summon draw');
}

function expire(g: G, boundary: 'start' | 'end'): void {
  const n = g.s.turn.number;
  const keep = (t: { until: Parameters<typeof expiresAt>[0] }) => !expiresAt(t.until, boundary, n);
  const before = g.s.modifiers.length + g.s.statuses.length + g.s.replacements.length + g.s.riders.length;
  g.s.modifiers = g.s.modifiers.filter(keep);
  g.s.statuses = g.s.statuses.filter(keep);
  g.s.replacements = g.s.replacements.filter(keep);
  g.s.riders = g.s.riders.filter(keep);
  const after = g.s.modifiers.length + g.s.statuses.length + g.s.replacements.length + g.s.riders.length;
  if (after !== before) {
    g.changed();
    g.emit('expired', `${before - after} timed effect${before - after === 1 ? '' : 's'} end at the ${boundary} of turn ${n}`);
  }
}

/** One automatic step of the turn. Returns false when the turn player must act. */
function advancePhase(g: G): boolean {
  const t = g.s.turn;
  const p = t.player;
  switch (t.phase) {
    case 'setup':
    case 'over':
      return false;
    case 'draw':
      if (t.step === 0) {
        for (const u of Object.values(g.s.units)) {
          u.moved = 0;
          u.attacks = 0;
        }
        g.s.players.A.summons = 0;
        g.s.players.B.summons = 0;
        g.changed();
        g.emit('turn-start', `Turn ${t.number}: Player ${p}`, { player: p });
        expire(g, 'start');
        if (skipped(g, 'draw', p)) {
          t.phase = 'level';
          return true;
        }
        g.emit('phase-start', `${p}'s Draw Phase`, { player: p, phase: 'draw' });
        t.step = 1;
        if (g.s.first === p && t.number === 1) g.emit('draw-skipped', `${p} goes first and skips the first draw`);
        else drawCards(g, p, g.settingOr('drawsPerTurn', p, 1), 'draw phase');
        return true;
      }
      g.emit('phase-end', `${p}'s Draw Phase ends`, { player: p, phase: 'draw' });
      t.phase = 'level';
      t.step = 0;
      return true;
    case 'level':
      if (t.step === 0) {
        if (skipped(g, 'level', p)) {
          t.step = 2;
          return true;
        }
        t.step = 1;
        g.emit('phase-start', `${p}'s Level Phase`, { player: p, phase: 'level' });
        for (const u of unitsOnBoard(g).filter((x) => x.controller === p)) levelUp(g, u, 1, undefined, 'Level Phase');
        return true;
      }
      if (t.step === 1) g.emit('phase-end', `${p}'s Level Phase ends`, { player: p, phase: 'level' });
      t.step = 0;
      // A skipped Action Phase: the turn goes on to its end with no action of its player.
      if (skipped(g, 'action', p)) {
        t.phase = 'ending';
        return true;
      }
      t.phase = 'action';
      g.emit('phase-start', `${p}'s Action Phase`, { player: p, phase: 'action' });
      return true;
    case 'action':
      return false;
    case 'ending':
      if (t.step === 0) {
        t.step = 1;
        g.emit('turn-end', `End of turn ${t.number}: effects that wait for the end of the turn happen now`, { player: p });
        return true;
      }
      t.phase = 'end';
      t.step = 0;
      return true;
    case 'end':
      if (t.step === 0) {
        if (skipped(g, 'end', p)) {
          t.step = 2;
          return true;
        }
        t.step = 1;
        g.emit('phase-start', `${p}'s End Phase`, { player: p, phase: 'end' });
        requireHandLimit(g, p);
        return true;
      }
      expire(g, 'end');
      if (t.step === 1) g.emit('phase-end', `${p}'s End Phase ends: turn ${t.number} is over`, { player: p, phase: 'end' });
      else g.emit('turn-over', `turn ${t.number} is over`);
      t.number += 1;
      t.player = opponentOf(p);
      t.phase = 'draw';
      t.step = 0;
      return true;
  }
}

/**
 * Is `phase` of `player`'s turn skipped by a card (`skip opponent's level phase`)? A skipped phase has no
 * start or end event and none of its step (the draw, the level-ups, the actions, the hand limit); the
 * turn's own start and end, and the expiry of timed effects, still happen.
 */
function skipped(g: G, phase: string, player: PlayerId): boolean {
  if (!(g.e.behaviours.skipsPhase?.(g, phase, player) ?? false)) return false;
  g.emit('phase-skipped', `${player}'s ${phase[0]?.toUpperCase() ?? ''}${phase.slice(1)} Phase is skipped`);
  return true;
}

/** End Phase: a player over the hand limit puts cards from hand into the recharge pile, one choice at a time. */
export function requireHandLimit(g: G, p: PlayerId): void {
  const limit = g.requireSetting('handLimit', p);
  const hand = g.s.players[p].zones.hand;
  if (hand.length <= limit) return;
  g.s.choice = {
    player: p,
    prompt: `Hand limit ${limit}: choose a card to put into the recharge pile (${hand.length - limit} to go)`,
    options: hand.map((iid) => ({ label: cardName(g, iid), value: { t: 'card', iid } })),
    optional: false,
    resume: { kind: 'hand-limit' },
  };
}
