import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { callFormula } from '../interpret/expr';
import { findCard } from './content';
import type { G } from './game';
import { FORMULA } from './rule-names';
import type { Space, Unit } from './state';
import { statLine, unitStats } from './stats';
import { moveCard } from './zones';

/** Unit lifecycle: stat changes, damage and healing, level-ups, role changes, defeat. */
export function unitName(g: G, unit: Unit): string {
  return g.world.unitName(unit);
}

export function logStats(g: G, unit: Unit, why: string): void {
  g.emit('recalculated', () => `${unitName(g, unit)} ${why}: ${statLine(g, unit)}`, undefined, { data: { unit: unit.id } });
}

/** Ends timed effects on a unit whose `endsWhen` lists `what` (moves, changes-position, attacks, leaves-play). */
export function endEffectsOn(g: G, unit: string, what: string): void {
  const ends = (t: { endsWhen: string[] }) => t.endsWhen.includes(what);
  const before = g.s.modifiers.length + g.s.statuses.length + g.s.replacements.length + g.s.riders.length;
  g.s.modifiers = g.s.modifiers.filter((m) => !('unit' in m.subject && m.subject.unit === unit && ends(m)));
  g.s.statuses = g.s.statuses.filter((m) => !(m.unit === unit && ends(m)));
  g.s.replacements = g.s.replacements.filter((m) => !(m.unit === unit && ends(m)));
  g.s.riders = g.s.riders.filter((m) => !(m.unit === unit && ends(m)));
  const after = g.s.modifiers.length + g.s.statuses.length + g.s.replacements.length + g.s.riders.length;
  if (after !== before) {
    g.changed();
    g.emit('effects-ended', () => `effects on ${unitName(g, g.unit(unit))} that end when it ${what} end`);
  }
}

export function hasStatus(g: G, unit: string, status: string): boolean {
  return g.s.statuses.some((s) => s.unit === unit && s.status.toLowerCase() === status.toLowerCase());
}

/** Is `verb` (move, attack …) prevented by one of the unit's statuses (`status immobilized prevents move`)? */
export function preventedBy(g: G, unit: string, verb: string): string | null {
  for (const st of g.s.statuses) {
    if (st.unit !== unit) continue;
    const def = g.content.ruleset.statuses.find((d) => d.name.text.toLowerCase() === st.status.toLowerCase());
    if (def?.prevents.some((p) => p.text.toLowerCase() === verb)) return st.status;
  }
  return null;
}

export function dealDamage(g: G, unit: Unit, amount: number, source: string | undefined, why: string): number {
  const before = unitStats(g, unit).hp;
  unit.damage += amount;
  g.changed();
  const after = before - amount;
  g.emit('damaged', () => `${unitName(g, unit)} takes ${amount} damage (${why}): HP ${before} → ${after}`, {
    unit: unit.id,
    player: unit.controller,
    amount,
    ...(source ? { source } : {}),
  });
  if (after <= 0) defeat(g, unit, 'defeated', source);
  return amount;
}

/** Heals up to max HP; returns the HP actually restored. */
export function healUnit(g: G, unit: Unit, amount: number, source: string | undefined, why: string): number {
  const st = unitStats(g, unit);
  const restored = Math.max(0, Math.min(amount, unit.damage));
  unit.damage -= restored;
  g.changed();
  g.emit('healed', () => `${unitName(g, unit)} heals ${restored} HP (${why}): HP ${st.hp} → ${st.hp + restored}/${st.maxHP}`, {
    unit: unit.id,
    player: unit.controller,
    amount: restored,
    ...(source ? { source } : {}),
  });
  return restored;
}

/** One level-up at a time (each one an event abilities can respond to). Returns levels gained. */
export function levelUp(g: G, unit: Unit, times: number, source: string | undefined, why: string): number {
  const max = g.requireSetting('maxLevel', unit.controller);
  let gained = 0;
  for (let i = 0; i < times; i++) {
    if (unit.level >= max) {
      g.emit('level-capped', () => `${unitName(g, unit)} is already at the maximum level ${max}`);
      break;
    }
    unit.level += 1;
    gained++;
    g.changed();
    g.emit('levels-up', () => `${unitName(g, unit)} levels up to ${unit.level} (${why})`, {
      unit: unit.id,
      player: unit.controller,
      amount: unit.level,
      ...(source ? { source } : {}),
    });
  }
  if (gained > 0) logStats(g, unit, 'is recalculated');
  return gained;
}

export function setLevel(g: G, unit: Unit, level: number, why: string): void {
  const max = g.requireSetting('maxLevel', unit.controller);
  unit.level = Math.min(max, Math.max(1, Math.floor(level)));
  g.changed();
  g.emit('level-set', () => `${unitName(g, unit)} becomes level ${unit.level} (${why})`, { unit: unit.id, player: unit.controller, amount: unit.level });
  logStats(g, unit, 'is recalculated');
}

export function changeRole(g: G, unit: Unit, role: string, why: string): void {
  const from = unit.role;
  unit.role = role;
  g.changed();
  const shown = (id: string) => findCard(g.content, id)?.name.text ?? id;
  g.emit('role-changed', () => `${unitName(g, unit)} changes role from ${shown(from)} to ${shown(role)} (${why})`, { unit: unit.id, player: unit.controller, reason: role });
  logStats(g, unit, 'is recalculated');
}

/** VP for a defeated unit of this tier, by the ruleset's `defeat-vp` formula. */
export function defeatVP(g: G, unit: Unit): number {
  const f = g.requireFormula(FORMULA.defeatVP);
  const tier = unitStats(g, unit).tier;
  return Number(callFormula(f, [tier], { ...g.plainContext(unit.controller), locals: { tier } }));
}

export function gainVP(g: G, player: PlayerId, amount: number, source: 'defeat' | 'direct-attack' | 'effect', detail: string, trigger: { unit?: string; source?: string }): void {
  const id = g.s.vpLedger.length;
  g.s.vpLedger.push({ id, player, amount, source, detail, cancelled: false });
  g.s.players[player].vp += amount;
  g.emit('gains-vp', () => `${player} gains ${amount} VP (${detail}): ${g.s.players[player].vp} VP`, { player, amount, reason: source, vp: id, ...trigger });
}

export function cancelVP(g: G, id: number): void {
  const record = g.s.vpLedger[id];
  if (!record || record.cancelled) return;
  record.cancelled = true;
  g.s.players[record.player].vp -= record.amount;
  g.emit('vp-cancelled', () => `${record.player}'s gain of ${record.amount} VP (${record.detail}) is cancelled: ${g.s.players[record.player].vp} VP`, {
    player: record.player,
    amount: record.amount,
  });
}

/** Removes a unit from the board and from play. Its card goes to the removed zone; the opponent gains VP. */
export function defeat(g: G, unit: Unit, how: 'defeated' | 'destroyed', source: string | undefined): void {
  if (unit.removed) return;
  const at = unit.at;
  const vp = defeatVP(g, unit);
  unit.removed = true;
  unit.at = null;
  unit.moved = 0;
  unit.attacks = 0;
  clearTimedEffects(g, unit.id);
  moveCard(g, unit.iid, 'removed');
  g.changed();
  g.emit('defeated', () => `${unitName(g, unit)} is ${how} and removed from play`, {
    unit: unit.id,
    player: unit.controller,
    reason: how,
    ...(at ? { space: at } : {}),
    ...(source ? { source } : {}),
  });
  const gainer = opponentOf(unit.controller);
  gainVP(g, gainer, vp, 'defeat', `${how} ${unitName(g, unit)}`, { unit: unit.id, ...(source ? { source } : {}) });
}

export function clearTimedEffects(g: G, unit: string): void {
  g.s.modifiers = g.s.modifiers.filter((m) => !('unit' in m.subject && m.subject.unit === unit));
  g.s.statuses = g.s.statuses.filter((m) => m.unit !== unit);
  g.s.replacements = g.s.replacements.filter((m) => m.unit !== unit);
  g.s.riders = g.s.riders.filter((m) => m.unit !== unit);
}

export function placeUnit(g: G, unit: Unit, at: Space): void {
  unit.at = { x: at.x, y: at.y };
  unit.removed = false;
  g.changed();
}
