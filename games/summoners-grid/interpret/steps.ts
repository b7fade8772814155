/** One step of an effect program: what each kind of effect does to the game. */
import type { CoreEffect, Effect } from '../../../dsl/ast';
import { isModuleEffect } from '../../../dsl/effects/registry';
import { defaultDiscardPile } from '../../../dsl/zones';
import { gridEffectModules } from './effect-modules';
import { destroyBuilding, destroyUnit } from '../rules/card-ops';
import { critChance, resolveDamage, rollAgainst } from '../rules/combat';
import { cardId, requireCard } from '../rules/content';
import type { G } from '../rules/game';
import { zoneByName } from '../rules/select';
import type { ExecState, Unit } from '../rules/state';
import { unitStats } from '../rules/stats';
import { changeRole, gainVP, healUnit, levelUp, setLevel, unitName } from '../rules/units';
import { drawCards, shuffleZone } from '../rules/zones';
import { declFor, nodeAt, type Path } from './ast-paths';
import { advanceOptions, ask, chooseBinding, discardStep, searchStep, type StepResult } from './choices';
import { testCondition } from './conditions';
import { asUnits, attributeOf, candidates, codeRef, describeUntil, durationOf, execContext, playerOf, sourceName } from './exec-context';
import { evalNumber, evaluate, explain, toNumber, type EvalContext } from './expr';
import { formatNumber } from '../../../engine/core/formula/format';
import { isEntity, normName, type EntityRef, type Value } from './values';

/** A core step of the language, by its kind. */
type Step<K extends CoreEffect['kind']> = Extract<CoreEffect, { kind: K }>;

/** What one kind of step does; `ctx` and `what` (the card's name) are computed once per step by `runStep`. */
type StepHandler<K extends CoreEffect['kind']> = (g: G, exec: ExecState, effect: Step<K>, path: Path, ctx: EvalContext, what: string) => StepResult;

/**
 * Runs one step of an effect program. Each kind of step is a function of its own, found in a table:
 * one function with every kind inline was a single optimisation unit for V8, which compiled it again
 * (about a third of a second of a background thread each time) whenever any of its kinds met a new
 * shape of data.
 */
export function runStep(g: G, exec: ExecState, effect: Effect, path: Path): StepResult {
  const ctx = execContext(g, exec);
  const what = sourceName(g, exec);
  if (isCoreEffect(effect)) return (STEPS[effect.kind] as StepHandler<CoreEffect['kind']>)(g, exec, effect, path, ctx, what);
  // An effect module's step: run by the module Summoner's Grid registered for it, or (another game's
  // step, which the validator refuses in its cards) it fizzles.
  const module = gridEffectModules.find((m) => m.language.kind === effect.kind);
  if (module && isModuleEffect(effect)) return module.run(g, exec, effect, path);
  g.emit('fizzles', () => `${what}: this step is not part of Summoner's Grid`);
  return 'continue';
}

function isCoreEffect(effect: Effect): effect is CoreEffect {
  return Object.hasOwn(STEPS, effect.kind);
}

/** A player stat Summoner's Grid does not declare: the validator rejects it in its cards, so here it only fizzles. */
function stepGain(g: G, _exec: ExecState, _effect: Step<'Gain'>, _path: Path, _ctx: EvalContext, what: string): StepResult {
  g.emit('fizzles', () => `${what}: this step is not part of Summoner's Grid`);
  return 'continue';
}

/** `deal … damage to TARGET`: each target's damage roll; the outcome feeds `on hit` / `on miss` and labels. */
function stepDamage(g: G, exec: ExecState, effect: Step<'Damage'>, path: Path, ctx: EvalContext, what: string): StepResult {
  const targets = asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed);
  for (const target of targets) {
    const caster = ctx.subject?.t === 'unit' ? g.s.units[ctx.subject.id] : undefined;
    const res = resolveDamage(g, {
      attacker: caster ?? null,
      target,
      hit: effect.hit,
      crit: effect.crit,
      damage: effect.damage,
      ctx: { ...ctx, locals: { ...ctx.locals, target: { t: 'unit', id: target.id } } },
      accuracy: ctx.params.accuracy ?? 0,
      what,
      source: exec.source,
      ...attributeOf(g, exec),
      basicAttack: false,
    });
    const record = { hit: res.hit, missed: !res.hit, crit: res.crit, damage: res.damage, dealt: res.damage };
    exec.outcomes.last = record;
    if (effect.label) exec.outcomes.labels[normName(effect.label.text)] = record;
    exec.locals.dealt = res.damage;
  }
  const branch = exec.outcomes.last.hit ? 'onHit' : 'onMiss';
  if ((effect[branch] ?? []).length > 0) exec.frames.push({ path: [...path, branch], index: 0 });
  return 'continue';
}

/** `heal TARGET by N`, with an optional crit. */
function stepHeal(g: G, exec: ExecState, effect: Step<'Heal'>, _path: Path, ctx: EvalContext, what: string): StepResult {
  for (const target of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) {
    const caster = ctx.subject?.t === 'unit' ? g.s.units[ctx.subject.id] : undefined;
    const ex = explain(effect.amount, ctx, '', g.log.explain);
    const raw = toNumber(ex.value, 'heal');
    let amount = Math.max(0, Math.floor(raw));
    const cc = critChance(g, effect.crit, ctx, exec.controller);
    const crit = cc ? rollAgainst(g, 'Crit', cc.chance, cc.text, `${what} crit`, 'crit', 'no crit') : false;
    g.emit('calc', () => `Heal = ${ex.text}${Number.isInteger(raw) ? '' : ` → ${amount}`}`);
    if (crit && cc) {
      const mult = cc.multiplier;
      const before = amount;
      amount = Math.floor(amount * mult);
      g.emit('calc', () => `Critical: ${before} * ${formatNumber(mult)} = ${formatNumber(before * mult)} → ${amount}`);
    }
    const restored = healUnit(g, target, amount, exec.source, caster ? `${what} by ${unitName(g, caster)}` : what);
    const record = { healed: restored, amount: restored, crit };
    exec.outcomes.last = record;
    if (effect.label) exec.outcomes.labels[normName(effect.label.text)] = record;
  }
  return 'continue';
}

/** `TARGET's STAT +N for DURATION`: a modifier (on the unit, or on its weapon for `weapon.…`). */
function stepModify(g: G, exec: ExecState, effect: Step<'Modify'>, path: Path, ctx: EvalContext, what: string): StepResult {
  const value = evalNumber(effect.value, ctx);
  const timed = durationOf(g, exec, effect.duration, path);
  for (const unit of asUnits(g, evaluate(effect.target, ctx))) {
    const prop = effect.property.map((n) => n.text);
    let subject: { unit: string } | { equipment: string } = { unit: unit.id };
    let property = prop;
    if (normName(prop[0] ?? '') === 'weapon') {
      const weapon = unitStats(g, unit).weapon;
      if (!weapon) {
        g.emit('fizzles', () => `${unitName(g, unit)} has no weapon to modify`);
        continue;
      }
      subject = { equipment: weapon.id };
      property = prop.slice(1);
    }
    const before = readProperty(g, unit, prop);
    g.s.modifiers.push({ id: g.id('m'), seq: g.s.nextId, subject, property, op: effect.op, value, ...timed });
    g.changed();
    const after = readProperty(g, unit, prop);
    g.emit('modified', () => `${unitName(g, unit)}'s ${prop.join('.')} ${opText(effect.op, value)}: ${before} → ${after} ${describeUntil(timed)} (${what})`, { unit: unit.id, player: unit.controller, reason: prop.join('.') });
  }
  return 'continue';
}

/** `TARGET's PROPERTY counts as … when defending/attacking`. */
function stepReplace(g: G, exec: ExecState, effect: Step<'Replace'>, path: Path, ctx: EvalContext, what: string): StepResult {
  const timed = durationOf(g, exec, effect.duration, path);
  for (const unit of asUnits(g, evaluate(effect.target, ctx))) {
    g.s.replacements.push({
      id: g.id('r'),
      seq: g.s.nextId,
      unit: unit.id,
      property: effect.property.text,
      with: codeRef(exec, [...path, 'with']),
      when: effect.when,
      ...(effect.damageType ? { damageType: effect.damageType.text } : {}),
      ...timed,
    });
    g.changed();
    g.emit('replacement', () => `${unitName(g, unit)}: when ${effect.when}${effect.damageType ? ` against ${effect.damageType.text} damage` : ''}, ${effect.property.text} counts differently ${describeUntil(timed)} (${what})`);
  }
  return 'continue';
}

/** `TARGET is STATUS for DURATION`, with an optional save. */
function stepStatus(g: G, exec: ExecState, effect: Step<'Status'>, path: Path, ctx: EvalContext, what: string): StepResult {
  for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) {
    if (effect.save) {
      // Chances are on a 0–100 scale: `save 30%` and `save 30` both mean a roll ≤ 30 saves.
      const pct = effect.save.kind === 'Percent' ? effect.save.value : evalNumber(effect.save, ctx);
      const saved = rollAgainst(g, 'SaveChance', pct, () => `${formatNumber(pct)}%`, `${what} save`, 'saved', 'not saved');
      exec.outcomes.last = { ...exec.outcomes.last, saved };
      if (saved) continue;
    }
    const timed = durationOf(g, exec, effect.duration, path);
    g.s.statuses.push({ id: g.id('t'), seq: g.s.nextId, unit: unit.id, status: effect.status.text, ...timed });
    g.changed();
    g.emit('status', () => `${unitName(g, unit)} is ${effect.status.text} ${describeUntil(timed)} (${what})`, { unit: unit.id, player: unit.controller, reason: effect.status.text });
  }
  return 'continue';
}

function stepDraw(g: G, exec: ExecState, effect: Step<'Draw'>, _path: Path, ctx: EvalContext, what: string): StepResult {
  drawCards(g, playerOf(g, exec, effect.player), Math.max(0, Math.floor(evalNumber(effect.count, ctx))), what);
  return 'continue';
}

function stepSearch(g: G, exec: ExecState, effect: Step<'Search'>, _path: Path, ctx: EvalContext, _what: string): StepResult {
  const player = playerOf(g, exec, effect.player);
  const from = zoneByName(effect.from.text) ?? 'main-deck';
  const to = zoneByName(effect.to.text) ?? 'hand';
  return searchStep(g, exec, player, Math.floor(evalNumber(effect.count, ctx)), from, to, effect.selector);
}

function stepLevelUp(g: G, exec: ExecState, effect: Step<'LevelUp'>, _path: Path, ctx: EvalContext, what: string): StepResult {
  const times = Math.floor(evalNumber(effect.times, ctx));
  for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) levelUp(g, unit, times, exec.source, what);
  return 'continue';
}

function stepSetLevel(g: G, _exec: ExecState, effect: Step<'SetLevel'>, _path: Path, ctx: EvalContext, what: string): StepResult {
  const level = evalNumber(effect.level, ctx);
  for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) setLevel(g, unit, level, what);
  return 'continue';
}

function stepChangeRole(g: G, _exec: ExecState, effect: Step<'ChangeRole'>, _path: Path, ctx: EvalContext, what: string): StepResult {
  for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) changeRole(g, unit, cardId(requireCard(g.content, effect.role.text)), what);
  return 'continue';
}

/** `destroy TARGET`: units first, then buildings (and the card itself when it is one of them). */
function stepDestroy(g: G, exec: ExecState, effect: Step<'Destroy'>, _path: Path, ctx: EvalContext, _what: string): StepResult {
  const targets: EntityRef[] = 'kind' in effect.target && effect.target.kind === 'Selector' ? candidates(g, exec, effect.target) : toEntities(evaluate(effect.target, ctx));
  let count = 0;
  // Units first: "destroy this and every summon on its spaces" must still see the building's spaces.
  for (const t of targets) {
    if (t.t !== 'unit') continue;
    const u = g.s.units[t.id];
    if (u && !u.removed) {
      destroyUnit(g, u, exec.source);
      count++;
    }
  }
  for (const t of targets) {
    const building = t.t === 'building' ? t.id : t.t === 'card' ? Object.values(g.s.buildings).find((b) => b.iid === t.iid)?.id : undefined;
    if (building && g.s.buildings[building]) {
      destroyBuilding(g, building, exec.source);
      if (t.t === 'card' && t.iid === exec.source) exec.then = 'none';
    }
  }
  const record = { destroyed: count > 0, amount: count };
  exec.outcomes.last = record;
  if (effect.label) exec.outcomes.labels[normName(effect.label.text)] = record;
  return 'continue';
}

function stepGainVP(g: G, exec: ExecState, effect: Step<'GainVP'>, _path: Path, ctx: EvalContext, what: string): StepResult {
  const player = playerOf(g, exec, effect.player);
  gainVP(g, player, Math.floor(evalNumber(effect.amount, ctx)), 'effect', what, { source: exec.source });
  return 'continue';
}

/** `TARGET gains ABILITY for DURATION`. */
function stepGrant(g: G, exec: ExecState, effect: Step<'Grant'>, path: Path, ctx: EvalContext, what: string): StepResult {
  const timed = durationOf(g, exec, effect.duration, path);
  for (const unit of asUnits(g, evaluate(effect.target, ctx))) {
    g.s.grants.push({ id: g.id('a'), seq: g.s.nextId, unit: unit.id, code: codeRef(exec, [...path, 'ability']), ...timed });
    g.changed();
    g.emit('granted', () => `${unitName(g, unit)} gains an ability ${describeUntil(timed)} (${what})`);
  }
  return 'continue';
}

function stepIf(g: G, exec: ExecState, effect: Step<'If'>, path: Path, ctx: EvalContext, _what: string): StepResult {
  const branch = testCondition(effect.condition, ctx, g.world) ? 'then' : 'else';
  if (effect[branch].length > 0) exec.frames.push({ path: [...path, branch], index: 0 });
  return 'continue';
}

function stepChoose(g: G, exec: ExecState, effect: Step<'Choose'>, _path: Path, _ctx: EvalContext, what: string): StepResult {
  return chooseBinding(g, exec, effect.binding, `Choose ${effect.binding.name.text} for ${what}`);
}

/** `for each X in SELECTOR: …`: binds the first value and pushes a frame that walks the rest. */
function stepForEach(g: G, exec: ExecState, effect: Step<'ForEach'>, path: Path, _ctx: EvalContext, _what: string): StepResult {
  const values = candidates(g, exec, effect.selector);
  if (values.length === 0) return 'continue';
  const [first, ...rest] = values;
  exec.locals[normName(effect.variable.text)] = first as EntityRef;
  exec.frames.push({ path: [...path, 'body'], index: 0, each: { variable: normName(effect.variable.text), values: rest } });
  return 'continue';
}

function stepMay(g: G, exec: ExecState, effect: Step<'May'>, path: Path, _ctx: EvalContext, what: string): StepResult {
  return ask(
    g,
    exec,
    playerOf(g, exec, effect.player),
    `${what}: do it?`,
    [
      { label: 'yes', value: true },
      { label: 'no', value: false },
    ],
    false,
    { kind: 'may', path: [...path, 'body'] },
  );
}

function stepAllowAdvance(g: G, exec: ExecState, effect: Step<'AllowAdvance'>, _path: Path, ctx: EvalContext, _what: string): StepResult {
  const unit = asUnits(g, evaluate(effect.target, ctx))[0];
  if (!unit || unit.removed) return 'continue';
  const options = advanceOptions(g, exec.controller, unit);
  if (options.length === 0) {
    g.emit('no-choice', () => `${exec.controller} has no advance card for ${unitName(g, unit)}`);
    return 'continue';
  }
  return ask(g, exec, exec.controller, `Advance ${unitName(g, unit)} now?`, options, true, { kind: 'advance', unit: unit.id });
}

function stepDiscard(g: G, exec: ExecState, effect: Step<'Discard'>, _path: Path, ctx: EvalContext, _what: string): StepResult {
  const player = playerOf(g, exec, effect.player);
  return discardStep(g, exec, player, Math.floor(evalNumber(effect.count, ctx)), (effect.to ? zoneByName(effect.to.text) : undefined) ?? defaultDiscardPile, effect.selector);
}

function stepShuffle(g: G, exec: ExecState, effect: Step<'Shuffle'>, _path: Path, _ctx: EvalContext, _what: string): StepResult {
  shuffleZone(g, playerOf(g, exec, effect.player), zoneByName(effect.zone.text) ?? 'main-deck');
  return 'continue';
}

const STEPS: { [K in CoreEffect['kind']]: StepHandler<K> } = {
  Gain: stepGain,
  Damage: stepDamage,
  Heal: stepHeal,
  Modify: stepModify,
  Replace: stepReplace,
  Status: stepStatus,
  Draw: stepDraw,
  Search: stepSearch,
  LevelUp: stepLevelUp,
  SetLevel: stepSetLevel,
  ChangeRole: stepChangeRole,
  Destroy: stepDestroy,
  GainVP: stepGainVP,
  Grant: stepGrant,
  If: stepIf,
  Choose: stepChoose,
  ForEach: stepForEach,
  May: stepMay,
  AllowAdvance: stepAllowAdvance,
  Discard: stepDiscard,
  Shuffle: stepShuffle,
};

/** Continues an effect module's step after its question was answered. */
export function resumeModuleStep(g: G, exec: ExecState, path: Path, value: Value, progress: number): StepResult {
  const effect = nodeAt(declFor(g.content, exec.card), path) as Effect | undefined;
  const module = effect ? gridEffectModules.find((m) => m.language.kind === effect.kind) : undefined;
  if (!effect || !module?.resume || !isModuleEffect(effect)) return 'continue';
  return module.resume(g, exec, effect, value, progress, path);
}

function toEntities(v: Value): EntityRef[] {
  if (Array.isArray(v)) return v;
  return isEntity(v) ? [v] : [];
}

function opText(op: string, value: number): string {
  const v = formatNumber(value);
  return op === 'add' ? `+${v}` : op === 'sub' ? `-${v}` : op === 'mul' ? `x${v}` : op === 'div' ? `/${v}` : `= ${v}`;
}

function readProperty(g: G, unit: Unit, prop: string[]): string {
  const ctx = g.plainContext(unit.controller);
  let v: Value = { t: 'unit', id: unit.id };
  for (const p of prop) v = g.world.property(v, p, ctx) ?? null;
  return g.world.describe(v);
}

