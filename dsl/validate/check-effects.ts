/** Effect steps, durations, damage specifications, bindings, triggers and abilities. */
import type { Ability, Binding, ContinuousEffect, CritSpec, DamageReduction, DamageSpec, Duration, Effect, GameEffect, HitSpec, Name, Range, Trigger } from '../ast';
import { replaceWith } from '../diagnostics';
import { effectModule, gameHasEffect, gamesWithEffect } from '../effects/registry';
import { checkTurnCount } from './check-turn-count';
import type { Checker, Scope, VType } from './checker';
import { defaultGame } from '../vocabulary';
import { checkCondition, checkSelector, checkStatus, checkZoneName, expectType, isStatLike, typeOfSelector, zoneNames } from './check-exprs';
import { closest } from './suggest';
import { defaultDiscardPile } from '../zones';
import { entryLedBy, moduleKeywords } from '../reference/step-entries';

const events = [
  'enters-play', 'leaves-play', 'played', 'summoned', 'defeated', 'destroyed', 'levels-up', 'moves', 'moves-into', 'attacks',
  'damaged', 'healed', 'gains-vp', 'turn-start', 'turn-end', 'phase-start', 'phase-end',
];

export function checkSteps(c: Checker, steps: Effect[], scope: Scope): void {
  for (const step of steps) checkStep(c, step, scope);
}

function checkStep(c: Checker, step: Effect, scope: Scope): void {
  switch (step.kind) {
    case 'Gain': {
      const stats = c.info.vocabulary.playerStats;
      if (!stats.includes(step.stat.text)) c.unknown('L0115', `Players have no stat \`${step.stat.text}\``, step.stat, stats);
      expectType(c, step.amount, scope, ['number']);
      return;
    }
    case 'Damage':
      expectType(c, step.target, scope, ['unit']);
      checkDamageSpec(c, step.damage, scope);
      checkHit(c, step.hit, scope);
      checkCrit(c, step.crit, scope);
      checkSteps(c, step.onHit, scope);
      checkSteps(c, step.onMiss, scope);
      if (step.label) scope.define(step.label.text, 'label');
      return;
    case 'Heal':
      expectType(c, step.target, scope, ['unit']);
      expectType(c, step.amount, scope, ['number']);
      if (step.hit) checkHit(c, step.hit, scope);
      checkCrit(c, step.crit, scope);
      if (step.attribute) checkElement(c, step.attribute);
      if (step.label) scope.define(step.label.text, 'label');
      return;
    case 'Modify':
      expectType(c, step.target, scope, ['unit']);
      checkUnitProperty(c, step.property);
      expectType(c, step.value, scope, ['number']);
      checkDuration(c, step.duration, scope);
      return;
    case 'Replace':
      expectType(c, step.target, scope, ['unit']);
      checkUnitProperty(c, [step.property]);
      expectType(c, step.with, scope, ['number']);
      if (step.damageType) checkDamageType(c, step.damageType);
      checkDuration(c, step.duration, scope);
      return;
    case 'Status':
      expectType(c, step.target, scope, ['unit']);
      checkStatus(c, step.status);
      if (step.save) expectType(c, step.save, scope, ['number']);
      checkDuration(c, step.duration, scope);
      return;
    case 'Draw':
      expectType(c, step.count, scope, ['number']);
      return;
    case 'Search':
      checkZone(c, step.from);
      checkZone(c, step.to);
      checkSelector(c, step.selector, scope);
      expectType(c, step.count, scope, ['number']);
      return;
    case 'LevelUp':
      expectType(c, step.target, scope, ['unit']);
      expectType(c, step.times, scope, ['number']);
      return;
    case 'SetLevel':
      expectType(c, step.target, scope, ['unit']);
      expectType(c, step.level, scope, ['number']);
      return;
    case 'ChangeRole':
      expectType(c, step.target, scope, ['unit']);
      if (c.need('role', step.role, 'SG0103') === undefined) return;
      return;
    case 'Destroy':
      if (step.target.kind === 'Selector') checkSelector(c, step.target, scope);
      else expectType(c, step.target, scope, ['unit', 'building', 'card']);
      if (step.label) scope.define(step.label.text, 'label');
      return;
    case 'GainVP':
      expectType(c, step.amount, scope, ['number']);
      return;
    case 'Grant': {
      expectType(c, step.target, scope, ['unit']);
      const inner = scope.child();
      inner.define('this', 'unit');
      checkAbility(c, step.ability, inner, 'unit');
      checkDuration(c, step.duration, scope);
      return;
    }
    case 'If':
      checkCondition(c, step.condition, scope);
      checkSteps(c, step.then, scope.child());
      checkSteps(c, step.else, scope.child());
      return;
    case 'Choose':
      checkBinding(c, step.binding, scope);
      return;
    case 'ForEach': {
      checkSelector(c, step.selector, scope);
      const inner = scope.child();
      inner.define(step.variable.text, typeOfSelector(c, step.selector));
      inner.used.add(step.variable.text);
      checkSteps(c, step.body, inner);
      return;
    }
    case 'May':
      checkSteps(c, step.body, scope.child());
      return;
    case 'AllowAdvance':
      expectType(c, step.target, scope, ['unit']);
      return;
    case 'Discard':
      expectType(c, step.count, scope, ['number']);
      if (step.selector) checkSelector(c, step.selector, scope);
      if (step.to === undefined) checkDiscardPile(c, step.range);
      else checkZone(c, step.to);
      return;
    case 'Shuffle':
      checkZone(c, step.zone);
      return;
    default:
      checkModuleStep(c, step, scope);
  }
}

function checkZone(c: Checker, zone: Name): void {
  checkZoneName(c, zone);
}

/**
 * A discard that names no zone (`discard 1 card`) goes to the zone `discard`, Summoner's Grid's; in a game
 * without one, "Unknown zone `discard`" pointed at a word nobody wrote. Said as what to add, with the fix
 * that adds the game's own pile (`to graveyard`, found among its zones by name or synonym).
 */
function checkDiscardPile(c: Checker, step: Range): void {
  const zones = zoneNames(c);
  if (zones.includes(defaultDiscardPile)) return;
  const pile = closest(defaultDiscardPile, zones);
  const example = `to ${pile ?? 'ZONE'}`;
  const message = `Discarded cards go to the zone \`${defaultDiscardPile}\` unless the step names one, and this game has none: name it (\`${example}\`; the zones are ${zones.map((z) => `\`${z}\``).join(', ')})`;
  const end = { ...step.end };
  c.report('L0112', message, step, pile === undefined ? undefined : [replaceWith({ start: end, end }, ` ${example}`, `Add \`${example}\``)]);
}

/**
 * A property path a step may change on a thing in play: a stat, a declared property, a number the game
 * module keeps (Summoner's Grid: level, hp, MV …), or `weapon.power`.
 */
export function checkUnitProperty(c: Checker, path: Name[]): void {
  const [head, next] = path;
  if (head === undefined) return;
  const v = c.info.vocabulary;
  const builtins = Object.entries(v.builtinUnitProperties).filter(([, kind]) => kind === 'number' || kind === 'equipment').map(([name]) => name);
  const props = [...v.properties, ...builtins];
  if (c.info.stats.has(head.text) || props.includes(head.text)) {
    if (head.text === 'weapon' && next !== undefined && next.text !== 'power' && next.text !== 'range') c.unknown('L0115', `Unknown property \`${next.text}\` of a weapon`, next, ['power', 'range']);
    return;
  }
  if (!c.hasRuleset) return;
  if (isStatLike(head.text) || v.game !== defaultGame) c.unknown('L0102', `Unknown stat \`${head.text}\``, head, [...c.info.stats, ...props]);
  else c.unknown('L0115', `A summon has no property \`${head.text}\``, head, [...c.info.stats, ...props]);
}

export function checkDamageSpec(c: Checker, spec: DamageSpec, scope: Scope): void {
  checkDamageType(c, spec.damageType);
  if (spec.attribute) checkElement(c, spec.attribute);
  expectType(c, spec.amount, scope, ['number']);
}

export function checkDamageType(c: Checker, name: Name): void {
  if (!c.hasRuleset || name.text === '' || c.info.damageTypes.has(name.text)) return;
  if (c.info.elements.has(name.text) && c.info.damageTypes.size > 0) {
    // `with fire damage`: a newcomer's wording. The damage type comes first, the element after it.
    const types = [...c.info.damageTypes];
    const example = `${types[0] ?? 'physical'} ${name.text} damage = …`;
    c.report('L0107', `\`${name.text}\` is an element, not a damage type: write the damage type, then the element (\`${example}\`); the damage types are ${types.map((t) => `\`${t}\``).join(', ')}`, name.range, types.map((t) => c.replace(name.range, `${t} ${name.text}`)));
    return;
  }
  c.unknown('L0107', `Unknown damage type \`${name.text}\``, name, c.info.damageTypes);
}

export function checkElement(c: Checker, name: Name): void {
  if (!c.hasRuleset || c.info.elements.size === 0 || c.info.elements.has(name.text)) return;
  c.unknown('L0107', `Unknown element \`${name.text}\``, name, c.info.elements);
}

export function checkHit(c: Checker, hit: HitSpec, scope: Scope): void {
  if (hit.kind === 'HitFormula') expectType(c, hit.formula, scope, ['number']);
  if (hit.kind === 'StandardHit') scope.used.add('accuracy');
}

export function checkCrit(c: Checker, crit: CritSpec, scope: Scope): void {
  if (crit.kind === 'CritFormula') expectType(c, crit.chance, scope, ['number']);
  if (crit.kind !== 'NoCrit' && crit.multiplier) expectType(c, crit.multiplier, scope, ['number']);
}

function checkDuration(c: Checker, duration: Duration, scope: Scope): void {
  if (duration.while) checkCondition(c, duration.while, scope);
}

/** Checks a binding and defines its name in `scope` (reporting a name already taken). */
export function checkBinding(c: Checker, binding: Binding, scope: Scope): void {
  checkSelector(c, binding.selector, scope);
  if (binding.name.text === '') return;
  if (scope.names.has(binding.name.text) || scope.params.has(binding.name.text)) {
    c.report('L0417', `\`${binding.name.text}\` is already declared in this card`, binding.name.range);
  }
  scope.define(binding.name.text, typeOfSelector(c, binding.selector));
}

/** The type `it` has inside an ability triggered by `trigger`. */
function subjectType(c: Checker, trigger: Trigger, owner: VType): VType {
  if (trigger.subject?.kind === 'Selector') return typeOfSelector(c, trigger.subject);
  if (trigger.subject?.kind === 'This') return owner;
  return 'any';
}

/** `settable`: the card's own trigger, on a card set face down before it is activated (a counted trigger may say `after this was set`). */
export function checkTrigger(c: Checker, trigger: Trigger, scope: Scope, owner: VType, settable = false): Scope {
  checkTurnCount(c, trigger, settable);
  const event = trigger.event.text;
  if (event !== '' && !events.includes(event)) c.unknown('L0114', `Unknown event \`${event}\``, trigger.event, events);
  const phases = c.info.vocabulary.phases;
  if (trigger.phase && !phases.includes(trigger.phase.text)) c.unknown('L0114', `Unknown phase \`${trigger.phase.text}\``, trigger.phase, phases);
  if (trigger.subject?.kind === 'Selector') checkSelector(c, trigger.subject, scope);
  const inner = scope.child();
  inner.define('event', 'event');
  inner.define('it', subjectType(c, trigger, owner));
  inner.used.add('event');
  if (trigger.condition) checkCondition(c, trigger.condition, inner);
  return inner;
}

/** `owner` is what `this` is for the thing that has the ability (a unit, a building, a card). */
export function checkAbility(c: Checker, ability: Ability, scope: Scope, owner: VType): void {
  if (ability.kind === 'Triggered') {
    const inner = checkTrigger(c, ability.trigger, scope, owner);
    if (ability.condition) checkCondition(c, ability.condition, inner);
    for (const b of ability.bindings) checkBinding(c, b, inner);
    checkSteps(c, ability.effect, inner);
    return;
  }
  if (ability.condition) checkCondition(c, ability.condition, scope);
  for (const effect of ability.effects) checkContinuous(c, effect, scope);
}

function checkContinuous(c: Checker, effect: ContinuousEffect, scope: Scope): void {
  switch (effect.kind) {
    case 'RuleOverride':
      if (c.hasRuleset && !c.info.settings.has(effect.rule.text)) c.unknown('L0113', `The ruleset has no setting \`${effect.rule.text}\``, effect.rule, c.info.settings.keys());
      expectType(c, effect.value, scope, ['number']);
      return;
    case 'Aura':
      checkSelector(c, effect.selector, scope);
      checkUnitProperty(c, effect.property);
      expectType(c, effect.value, scope, ['number']);
      return;
    case 'SkipPhase': {
      const phases = c.info.vocabulary.phases;
      if (!phases.includes(effect.phase.text)) c.unknown('L0114', `Unknown phase \`${effect.phase.text}\``, effect.phase, phases);
      return;
    }
    case 'ReplaceAura': {
      checkSelector(c, effect.selector, scope);
      checkUnitProperty(c, [effect.property]);
      const unit = scope.child(true);
      unit.define('it', 'unit');
      expectType(c, effect.with, unit, ['number']);
      if (effect.damageType) checkDamageType(c, effect.damageType);
      return;
    }
    case 'DamageReduction':
      checkDamageReduction(c, effect, scope);
      return;
  }
}

/**
 * `reduce [KIND] damage to this|SELECTOR by AMOUNT`: the kind is a damage type or an element; `this` must
 * be a unit (a summon, its species or its equipment); a selector names summons; a percentage is at most
 * 100 % and an amount is not negative.
 */
function checkDamageReduction(c: Checker, effect: DamageReduction, scope: Scope): void {
  const kind = effect.damageKind;
  if (kind && c.hasRuleset && !c.info.damageTypes.has(kind.text) && !c.info.elements.has(kind.text)) {
    c.unknown('L0107', `Unknown damage type or element \`${kind.text}\``, kind, [...c.info.damageTypes, ...c.info.elements]);
  }
  if (effect.subject.kind === 'This') {
    if (scope.lookup('this') !== 'unit') c.report('L0201', '`this` is not a unit here: `reduce … damage to this` belongs on a summon, a species or equipment; elsewhere name the summons (`to your summons`)', effect.subject.range);
  } else {
    checkSelector(c, effect.subject, scope);
    if (effect.subject.entity !== 'summon') c.report('L0201', 'Only summons take damage: write `to your summons`, `to your Elf summons` …', effect.subject.range);
  }
  expectType(c, effect.amount, scope, ['number']);
  const a = effect.amount;
  if (a.kind === 'Percent' && a.value > 100) c.report('L0201', `A reduction of ${a.value}% is more than all the damage: at most 100%`, a.range);
  if (a.kind === 'Unary') c.report('L0201', 'A reduction is not negative: to add damage, use an effect on the attacker', a.range);
}

/** A step of an effect module: only in a game that registered it (L0119); then the module's own checks. */
function checkModuleStep(c: Checker, step: GameEffect, scope: Scope): void {
  const module = effectModule(step.kind);
  if (!module) return;
  const game = c.info.vocabulary.game;
  if (!gameHasEffect(game, step.kind)) {
    // The game may have a step of its own led by the same word (Summoner's Grid's typed `deal … damage = …`): its form is what to write.
    const lead = moduleKeywords(module)[0];
    const own = lead === undefined ? undefined : entryLedBy(game, lead);
    const instead = own?.category === 'effect-step' ? `; ${game}'s own \`${lead}\` step reads \`${own.form}\`` : '';
    c.report('L0119', `${game} has no step ${module.example}: it is a step of ${gamesWithEffect(step.kind).join(', ')}${instead}`, step.range);
  }
  // Its parts are still checked (and its choices count as used), so the one finding is the step itself.
  module.check(step, {
    game,
    expectType: (e, types) => void expectType(c, e, scope, types),
    defineLabel: (label) => scope.define(label.text, 'label'),
    bound: (name) => scope.lookup(name) !== undefined,
    card: (name) => c.need('card', name, 'L0105')?.decl,
    zone: (name) => checkZone(c, name),
    damage: (spec, bound = {}) => {
      const inner = scope.child();
      for (const [name, type] of Object.entries(bound)) inner.define(name, type);
      checkDamageSpec(c, spec, inner);
    },
    duration: (d) => checkDuration(c, d, scope),
    report: (code, message, range) => c.report(code, message, range),
  });
}
