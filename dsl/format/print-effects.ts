/** Printing effect steps, bindings, triggers and abilities. */
import type {
  Ability, Binding, Condition, ContinuousEffect, CritSpec, DamageSpec, Effect, Expr, Filter, HitSpec, ModifyOp, PlayerRef, Trigger,
} from '../ast';
import type { PrintKit } from '../effects/effect-module';
import { effectModule } from '../effects/registry';
import { turnCountWords } from '../turn-count';
import { closing, line, type Line } from './lines';
import {
  durationSuffix, printCondition, printExpr, printName, printNumber, printOperand, printSelector, printSelectorParts,
} from './print-expr';

export function printSteps(effects: Effect[], indent: number): Line[] {
  return effects.flatMap((e) => printStep(e, indent));
}

/** `{ steps }` opened on `head`, closed on its own line. */
function braced(head: string, body: Line[], indent: number, anchor: number | undefined, closes: number, tail = ''): Line[] {
  return [line(indent, `${head} {`, anchor), ...body, closing(indent, `}${tail}`, closes)];
}

export function printDamageSpec(spec: DamageSpec): string {
  const attribute = spec.attribute ? ` ${printName(spec.attribute)}` : '';
  return `${printName(spec.damageType)}${attribute} damage = ${printExpr(spec.amount)}`;
}

export function printHit(hit: HitSpec): string {
  switch (hit.kind) {
    case 'AlwaysHits': return 'always hits';
    case 'StandardHit': return 'hit standard';
    case 'HitFormula': return `hit = ${printExpr(hit.formula)}`;
  }
}

export function printCrit(crit: CritSpec): string {
  switch (crit.kind) {
    case 'NoCrit': return 'cannot crit';
    case 'StandardCrit': return crit.multiplier ? `crit ${printMultiplier(crit.multiplier)}` : 'crit standard';
    case 'CritFormula': return `crit = ${printExpr(crit.chance)}${crit.multiplier ? ' ' + printMultiplier(crit.multiplier) : ''}`;
  }
}

/** `x1.5` for a number; any other multiplier after the sign `×` (`× caster.LCK`), which reads back as one. */
function printMultiplier(value: Expr): string {
  if (value.kind === 'Number') return `x${printNumber(value.value)}`;
  // `x` is the multiplication sign only right before a digit (`x2`); before anything else it is a word.
  return `× ${printOperand(value)}`;
}

function lastEnd(steps: Effect[], fallback: number): number {
  return steps[steps.length - 1]?.range.end.offset ?? fallback;
}

function printStep(effect: Effect, indent: number): Line[] {
  const at = effect.range.start.offset;
  const end = effect.range.end.offset - 1;
  const inner = indent + 1;
  switch (effect.kind) {
    case 'Gain': {
      const lose = effect.amount.kind === 'Unary';
      const amount = effect.amount.kind === 'Unary' ? effect.amount.operand : effect.amount;
      const word = lose ? verb(effect.player, 'lose', 'loses') : verb(effect.player, 'gain', 'gains');
      return [line(indent, `${playerWord(effect.player)} ${word} ${printExpr(amount)} ${printName(effect.stat)}`, at)];
    }
    case 'Damage': {
      const deal = effect.hit.kind === 'AlwaysHits';
      const head = deal
        ? `deal ${printDamageSpec(effect.damage)} to ${printOperand(effect.target)}`
        : `attack ${printOperand(effect.target)} with ${printDamageSpec(effect.damage)}`;
      const options: Line[] = [];
      if (!deal && effect.hit.kind !== 'StandardHit') options.push(line(inner, printHit(effect.hit), effect.hit.range.start.offset));
      const defaultCrit = deal ? effect.crit.kind === 'NoCrit' : effect.crit.kind === 'StandardCrit' && effect.crit.multiplier === undefined;
      if (!defaultCrit) options.push(line(inner, printCrit(effect.crit), effect.crit.range.start.offset));
      if (effect.label) options.push(line(inner, `as ${printName(effect.label)}`));
      if (effect.onHit.length > 0) options.push(...braced('on hit', printSteps(effect.onHit, inner + 1), inner, undefined, lastEnd(effect.onHit, end)));
      if (effect.onMiss.length > 0) options.push(...braced('on miss', printSteps(effect.onMiss, inner + 1), inner, undefined, lastEnd(effect.onMiss, end)));
      return [line(indent, head, at), ...options];
    }
    case 'Heal': {
      const options: Line[] = [];
      if (effect.hit) options.push(line(inner, printHit(effect.hit)));
      if (effect.crit.kind !== 'NoCrit') options.push(line(inner, printCrit(effect.crit), effect.crit.range.start.offset));
      if (effect.attribute) options.push(line(inner, `attribute ${printName(effect.attribute)}`));
      if (effect.label) options.push(line(inner, `as ${printName(effect.label)}`));
      return [line(indent, `heal ${printOperand(effect.target)} by ${printExpr(effect.amount)}`, at), ...options];
    }
    case 'Modify':
      return [line(indent, `${printPath(effect.target, effect.property.map(printName))} ${printModify(effect.op, effect.value)}${durationSuffix(effect.duration)}`, at)];
    case 'Replace': {
      const against = effect.damageType ? ` against ${printName(effect.damageType)} damage` : '';
      return [line(indent, `treat ${printPath(effect.target, [printName(effect.property)])} as ${printExpr(effect.with)} when ${effect.when}${against}${durationSuffix(effect.duration)}`, at)];
    }
    case 'Status': {
      const save = effect.save ? `, save ${printExpr(effect.save)}` : '';
      return [line(indent, `${printSubject(effect.target)} is ${effect.status.text}${durationSuffix(effect.duration)}${save}`, at)];
    }
    case 'Draw': return [line(indent, `${playerPrefix(effect.player)}${verb(effect.player, 'draw', 'draws')} ${printOperand(effect.count)} ${cards(effect.count)}`, at)];
    case 'Search':
      return [line(indent, `${playerPrefix(effect.player)}${verb(effect.player, 'search', 'searches')} ${printName(effect.from)} for ${printOperand(effect.count)} ${printSelector(effect.selector, { plural: plural(effect.count) })} into ${printName(effect.to)}`, at)];
    case 'LevelUp': return [line(indent, `${printSubject(effect.target)} gains ${printExpr(effect.times)} ${plural(effect.times) ? 'levels' : 'level'}`, at)];
    case 'SetLevel': return [line(indent, `${printSubject(effect.target)} becomes level ${printExpr(effect.level)}`, at)];
    case 'ChangeRole': return [line(indent, `${printSubject(effect.target)} becomes ${/^[AEIOUaeiou]/.test(effect.role.text) ? 'an' : 'a'} ${printName(effect.role)}`, at)];
    case 'Destroy': {
      const label = effect.label ? ` as ${printName(effect.label)}` : '';
      const what = effect.target.kind === 'Selector' ? `all ${printSelector(effect.target, { plural: true })}` : printOperand(effect.target);
      return [line(indent, `destroy ${what}${label}`, at)];
    }
    case 'GainVP': {
      const lose = effect.amount.kind === 'Unary';
      const amount = effect.amount.kind === 'Unary' ? effect.amount.operand : effect.amount;
      const word = lose ? verb(effect.player, 'lose', 'loses') : verb(effect.player, 'gain', 'gains');
      return [line(indent, `${playerWord(effect.player)} ${word} ${printExpr(amount)} VP`, at)];
    }
    case 'Grant':
      return braced(`${printSubject(effect.target)} gains`, printAbility(effect.ability, inner), indent, at, effect.ability.range.end.offset, durationSuffix(effect.duration));
    case 'If': return printIf(effect, indent, false);
    case 'Choose': return [line(indent, `choose ${printBinding(effect.binding)}`, at)];
    case 'ForEach':
      return braced(`for each ${printName(effect.variable)} in ${printSelector(effect.selector, { plural: true })}`, printSteps(effect.body, inner), indent, at, end);
    case 'May': {
      const head = `${playerWord(effect.player)} may`;
      const only = effect.body[0];
      if (effect.body.length === 1 && only !== undefined) return colonForm(head, printStep(only, indent), indent, at);
      return braced(head, printSteps(effect.body, inner), indent, at, end);
    }
    case 'AllowAdvance': return [line(indent, `you may advance ${printOperand(effect.target)} now`, at)];
    case 'Discard': {
      const what = effect.selector ? printSelector(effect.selector, { plural: plural(effect.count) }) : cards(effect.count);
      const to = effect.to === undefined ? '' : ` to ${printName(effect.to)}`;
      return [line(indent, `${playerPrefix(effect.player)}${verb(effect.player, 'discard', 'discards')} ${printOperand(effect.count)} ${what}${to}`, at)];
    }
    case 'Shuffle': return [line(indent, `${playerPrefix(effect.player)}${verb(effect.player, 'shuffle', 'shuffles')} ${printName(effect.zone)}`, at)];
    default: {
      const module = effectModule(effect.kind);
      if (!module) return [];
      const printed = module.print(effect, printKit);
      return [line(indent, printed.head, at), ...printed.options.map((option) => line(inner, option))];
    }
  }
}

/** The formatter's printing, as effect modules use it. */
const printKit: PrintKit = {
  expr: (e) => printExpr(e),
  operand: printOperand,
  name: printName,
  possessive,
  damage: printDamageSpec,
  multiplier: printMultiplier,
  duration: durationSuffix,
};

/** `head: step`, continuing the step's own option lines below. */
function colonForm(head: string, step: Line[], indent: number, anchor: number): Line[] {
  const [first, ...rest] = step;
  if (first === undefined) return [line(indent, head, anchor)];
  return [line(indent, `${head}: ${first.text}`, anchor), ...rest];
}

function printIf(effect: Extract<Effect, { kind: 'If' }>, indent: number, elseIf: boolean): Line[] {
  const at = effect.range.start.offset;
  const end = effect.range.end.offset - 1;
  const head = `${elseIf ? '} else ' : ''}if ${printCondition(effect.condition)}`;
  const only = effect.then[0];
  if (!elseIf && effect.else.length === 0 && effect.then.length === 1 && only !== undefined) return colonForm(head, printStep(only, indent), indent, at);
  const lines: Line[] = [line(indent, `${head} {`, elseIf ? undefined : at), ...printSteps(effect.then, indent + 1)];
  const nested = effect.else[0];
  if (effect.else.length === 1 && nested?.kind === 'If') return [...lines, ...printIf(nested, indent, true)];
  if (effect.else.length > 0) lines.push(line(indent, '} else {'), ...printSteps(effect.else, indent + 1));
  lines.push(closing(indent, '}', end));
  return lines;
}

function printModify(op: ModifyOp, value: Expr): string {
  const literal = value.kind === 'Number' || value.kind === 'Percent';
  const v = printExpr(value);
  switch (op) {
    case 'add': return literal ? `+${v}` : `+ ${v}`;
    case 'sub': return literal ? `-${v}` : `- ${v}`;
    case 'mul': return value.kind === 'Number' ? `x${v}` : `* ${v}`;
    case 'div': return literal ? `/${v}` : `/ ${v}`;
    case 'set': return `= ${v}`;
  }
}

/** A unit path (`target.weapon.power`): the target must be a reference to print as a path. */
function printPath(target: Expr, property: string[]): string {
  return [printSubject(target), ...property].join('.');
}

function printSubject(target: Expr): string {
  return target.kind === 'Ref' ? target.path.map(printName).join('.') : printOperand(target);
}

function plural(count: Expr): boolean {
  return !(count.kind === 'Number' && count.value === 1);
}

function cards(count: Expr): string {
  return plural(count) ? 'cards' : 'card';
}

function playerWord(player: PlayerRef): string {
  return player === 'you' ? 'you' : player === 'opponent' ? 'opponent' : 'that player';
}

function playerPrefix(player: PlayerRef): string {
  return player === 'you' ? '' : `${playerWord(player)} `;
}

function verb(player: PlayerRef, base: string, third: string): string {
  return player === 'you' ? base : third;
}

function possessive(player: PlayerRef): string {
  return player === 'you' ? 'your' : player === 'opponent' ? "opponent's" : "that player's";
}

export function printBinding(binding: Binding): string {
  const many = binding.count === 'all' || binding.count !== 1;
  const count = binding.optional ? `up to ${binding.count === 'all' ? 1 : binding.count} ` : binding.count === 'all' ? 'all ' : binding.count === 1 ? '' : `${binding.count} `;
  const chooser = binding.chooser === 'opponent' ? ' chosen by opponent' : '';
  // An empty selector (nothing written after the colon) leaves no space behind it.
  return `${printName(binding.name)}: ${count}${printSelector(binding.selector, { plural: many })}${chooser}`.trimEnd();
}

const baseVerbs: Record<string, [string, string]> = {
  'enters-play': ['enter play', 'enters play'],
  'leaves-play': ['leave play', 'leaves play'],
  played: ['be played', 'is played'],
  summoned: ['be summoned', 'is summoned'],
  defeated: ['be defeated', 'is defeated'],
  destroyed: ['be destroyed', 'is destroyed'],
  damaged: ['be damaged', 'is damaged'],
  healed: ['be healed', 'is healed'],
  'levels-up': ['level up', 'levels up'],
  moves: ['move', 'moves'],
  'moves-into': ['move into', 'moves into'],
  attacks: ['attack', 'attacks'],
  'gains-vp': ['gain VP', 'gains VP'],
};

export function printTrigger(trigger: Trigger, ability: boolean): string {
  const event = trigger.event.text;
  const condition = trigger.condition;
  if (event === 'turn-start' || event === 'turn-end' || event === 'phase-start' || event === 'phase-end') {
    const edge = event.endsWith('start') ? 'start' : 'end';
    const whose = trigger.whose === 'you' ? 'your ' : trigger.whose === 'opponent' ? "opponent's " : 'each ';
    const next = trigger.occurrence === 'next' ? 'next ' : '';
    const what = trigger.phase ? `${printName(trigger.phase)} phase` : 'turn';
    const counted = turnCountWords(trigger.nth);
    return `at ${edge} of ${whose}${next}${counted.ordinal}${what}${counted.after}${condition ? ` if ${printCondition(condition)}` : ''}`;
  }
  const player = trigger.whose === 'you' ? 'you' : trigger.whose === 'opponent' ? 'opponent' : 'a player';
  const playsCard = event === 'played' && trigger.subject?.kind === 'Selector';
  const subject = playsCard || trigger.subject === undefined ? player : trigger.subject.kind === 'This' ? 'this' : printSelector(trigger.subject, { article: true });
  const base = trigger.would || subject === 'you';
  let verbText: string;
  if (playsCard && trigger.subject?.kind === 'Selector') {
    verbText = `${base ? 'play' : 'plays'} ${printSelector(trigger.subject, { article: true })}`;
  } else {
    const forms = baseVerbs[event];
    verbText = forms ? forms[base ? 0 : 1] : `triggers ${printName(trigger.event)}`;
  }
  let rest = condition;
  if (event === 'moves-into' && condition !== undefined) {
    const [into, remaining] = splitInto(condition);
    if (into) verbText += ` ${printIntoSpaces(into.filters)}`;
    rest = remaining;
  }
  const when = trigger.occurrence === 'next'
    ? 'next time'
    : ability && !['enters-play', 'leaves-play', 'played', 'summoned'].includes(event) && trigger.subject?.kind !== 'This' ? 'whenever' : 'when';
  return `${when} ${subject}${trigger.would ? ' would' : ''} ${verbText}${rest ? ` if ${printCondition(rest)}` : ''}`;
}

/** `these spaces …` for the building's own spaces, otherwise the space filters (`in your territory`). */
function printIntoSpaces(filters: Filter[]): string {
  const [first, ...rest] = filters;
  const these = first?.kind === 'OnSpaces' && first.of.kind === 'Ref' && first.of.path.length === 1 && first.of.path[0]?.text === 'this';
  const tail = printSelectorParts({ entity: undefined, owner: undefined, filters: these ? rest : filters, descriptor: true });
  return these ? `these spaces${tail ? ' ' + tail : ''}` : tail;
}

/** The `moves into <spaces>` sugar: an `event.space is …` test first in the trigger's condition. */
function splitInto(condition: Condition): [Extract<Condition, { kind: 'Is' }> | undefined, Condition | undefined] {
  const isInto = (c: Condition | undefined): c is Extract<Condition, { kind: 'Is' }> =>
    c?.kind === 'Is' && c.entity === 'space' && c.owner === undefined && c.filters.length > 0 && c.subject.kind === 'Ref' &&
    c.subject.path.map((n) => n.text).join('.') === 'event.space';
  if (isInto(condition)) return [condition, undefined];
  if (condition.kind === 'And' && isInto(condition.items[0])) {
    const rest = condition.items.slice(1);
    const only = rest[0];
    return [condition.items[0], rest.length === 1 && only !== undefined ? only : rest.length === 0 ? undefined : { kind: 'And', items: rest, range: condition.range }];
  }
  return [undefined, condition];
}

export function printAbility(ability: Ability, indent: number): Line[] {
  const at = ability.range.start.offset;
  const end = ability.range.end.offset - 1;
  if (ability.kind === 'Triggered') {
    const head = `${ability.condition ? `while ${printCondition(ability.condition)} ` : ''}${ability.optional && !ability.condition ? 'optional ' : ''}${printTrigger(ability.trigger, true)}`;
    const only = ability.effect[0];
    if (ability.bindings.length === 0 && ability.effect.length === 1 && only !== undefined) return colonForm(head, printStep(only, indent), indent, at);
    const body = [...ability.bindings.map((b) => line(indent + 1, printBinding(b), b.range.start.offset)), ...printSteps(ability.effect, indent + 1)];
    return braced(head, body, indent, at, end);
  }
  const effects = ability.effects.map((e) => line(indent + 1, printContinuous(e), e.range.start.offset));
  const only = ability.effects[0];
  if (ability.condition) {
    const head = `while ${printCondition(ability.condition)}`;
    if (ability.effects.length === 1 && only !== undefined) return [line(indent, `${head}: ${printContinuous(only)}`, at)];
    return braced(head, effects, indent, at, end);
  }
  if (ability.effects.length === 1 && only !== undefined) return [line(indent, printContinuous(only), at)];
  return braced('always', effects, indent, at, end);
}

export function printContinuous(effect: ContinuousEffect): string {
  switch (effect.kind) {
    case 'RuleOverride': {
      const whose = effect.appliesTo === 'you' ? 'your' : effect.appliesTo === 'opponent' ? "opponent's" : 'the';
      return `${whose} ${printName(effect.rule)} is ${printExpr(effect.value)}`;
    }
    case 'Aura':
      return `${printSelector(effect.selector, { plural: true })} get ${effect.property.map(printName).join('.')} ${printModify(effect.op, effect.value)}`;
    case 'SkipPhase':
      return `skip ${effect.appliesTo === 'you' ? 'your' : effect.appliesTo === 'opponent' ? "opponent's" : 'each'} ${printName(effect.phase)} phase`;
    case 'ReplaceAura': {
      const against = effect.damageType ? ` against ${printName(effect.damageType)} damage` : '';
      return `${printSelector(effect.selector, { plural: true })} treat ${printName(effect.property)} as ${printExpr(effect.with)} when ${effect.when}${against}`;
    }
    case 'DamageReduction': {
      const kind = effect.damageKind ? `${printName(effect.damageKind)} ` : '';
      const subject = effect.subject.kind === 'This' ? 'this' : printSelector(effect.subject, { plural: true });
      return `reduce ${kind}damage to ${subject} by ${printExpr(effect.amount)}`;
    }
  }
}
