/** English for effect steps, triggers and abilities. */
import type { Ability, Binding, ContinuousEffect, CritSpec, DamageSpec, Effect, Expr, HitSpec, ModifyOp, PlayerRef, Trigger } from '../ast';
import { effectModule } from '../effects/registry';
import { amountText, conditionText, durationText, exprText, propertyWords, refText, selectorText, type TextContext } from './text-expr';
import { turnCountWords } from '../turn-count';
import { defaultDiscardPile } from '../zones';

const capital = (s: string): string => (s.length === 0 ? s : s[0]?.toUpperCase() + s.slice(1));

function sentence(s: string): string {
  const t = s.trim();
  return t === '' ? '' : capital(t.endsWith('.') || t.endsWith(':') ? t : `${t}.`);
}

function playerSubject(p: PlayerRef): string {
  return p === 'you' ? 'you' : p === 'opponent' ? 'your opponent' : 'that player';
}

function verbFor(p: PlayerRef, base: string, third: string): string {
  return p === 'you' ? base : third;
}

function possessive(p: PlayerRef): string {
  return p === 'you' ? 'your' : p === 'opponent' ? "your opponent's" : "that player's";
}

function damageText(spec: DamageSpec, ctx: TextContext): string {
  return `${spec.damageType.text}${spec.attribute ? ` ${spec.attribute.text}` : ''} damage equal to ${amountText(spec.amount, ctx)}`;
}

function hitText(hit: HitSpec, ctx: TextContext): string {
  switch (hit.kind) {
    case 'AlwaysHits': return 'always hits';
    case 'StandardHit': {
      const accuracy = ctx.params.get('accuracy');
      return accuracy ? `to hit: ${exprText(accuracy, ctx)} + the attacker's ACC ÷ 10` : 'standard hit chance';
    }
    case 'HitFormula': return `to hit: ${exprText(hit.formula, ctx)}`;
  }
}

function critText(crit: CritSpec, ctx: TextContext): string {
  switch (crit.kind) {
    case 'NoCrit': return 'cannot crit';
    case 'StandardCrit': return crit.multiplier ? `can crit (×${exprText(crit.multiplier, ctx)})` : 'can crit';
    case 'CritFormula': return `crits with chance ${exprText(crit.chance, ctx)}${crit.multiplier ? ` (×${exprText(crit.multiplier, ctx)})` : ''}`;
  }
}

function modifyText(target: string, property: string, op: ModifyOp, value: Expr, ctx: TextContext): string {
  const v = exprText(value, ctx);
  const literal = value.kind === 'Number' ? value.value : undefined;
  switch (op) {
    case 'add': return `${target} gains +${v} ${property}`;
    case 'sub': return `${target} loses ${v} ${property}`;
    case 'mul': return literal === 2 ? `${target}'s ${property} is doubled` : `${target}'s ${property} is multiplied by ${v}`;
    case 'div': return literal === 2 ? `${target}'s ${property} is halved (rounded down)` : `${target}'s ${property} is divided by ${v} (rounded down)`;
    case 'set': return `${target}'s ${property} becomes ${v}`;
  }
}

function withDuration(text: string, d: string): string {
  return d === '' ? text : d.startsWith('It ends') ? `${text}. ${d}` : `${text} ${d}`;
}

export function stepsText(steps: Effect[], ctx: TextContext): string {
  return steps.map((s) => stepText(s, ctx)).filter((s) => s !== '').join(' ');
}

export function stepText(step: Effect, ctx: TextContext): string {
  const e = (x: Expr): string => exprText(x, ctx);
  switch (step.kind) {
    case 'Gain': {
      const lose = step.amount.kind === 'Unary';
      const amount = step.amount.kind === 'Unary' ? step.amount.operand : step.amount;
      return sentence(`${playerSubject(step.player)} ${lose ? verbFor(step.player, 'lose', 'loses') : verbFor(step.player, 'gain', 'gains')} ${e(amount)} ${step.stat.text}`);
    }
    case 'Damage': {
      const parts: string[] = [];
      const crit = critText(step.crit, ctx);
      if (step.hit.kind === 'AlwaysHits') parts.push(sentence(`Deal ${step.damage.damageType.text}${step.damage.attribute ? ` ${step.damage.attribute.text}` : ''} damage to ${e(step.target)} equal to ${amountText(step.damage.amount, ctx)}${step.crit.kind === 'NoCrit' ? '' : `; ${crit}`}`));
      else parts.push(sentence(`Attack ${e(step.target)} (${hitText(step.hit, ctx)}) for ${damageText(step.damage, ctx)}; ${crit}`));
      if (step.onHit.length > 0) parts.push(`If it hits: ${stepsText(step.onHit, ctx)}`);
      if (step.onMiss.length > 0) parts.push(`If it misses: ${stepsText(step.onMiss, ctx)}`);
      return parts.join(' ');
    }
    case 'Heal': {
      const extras = [step.hit ? hitText(step.hit, ctx) : '', step.crit.kind === 'NoCrit' ? '' : critText(step.crit, ctx)].filter((x) => x !== '');
      return sentence(`Heal ${e(step.target)} by ${amountText(step.amount, ctx)}${extras.length > 0 ? `; ${extras.join(', ')}` : ''}`);
    }
    case 'Modify': {
      const property = step.property.map((p) => propertyWords[p.text] ?? p.text).join(' ');
      return sentence(withDuration(modifyText(e(step.target), property, step.op, step.value, ctx), durationText(step.duration, ctx)));
    }
    case 'Replace': {
      const against = step.damageType ? ` against ${step.damageType.text} damage` : '';
      return sentence(withDuration(`When ${step.when}${against}, ${e(step.target)}'s ${step.property.text} counts as ${e(step.with)}`, durationText(step.duration, ctx)));
    }
    case 'Status': {
      const save = step.save ? ` (${e(step.save)} chance to resist)` : '';
      return sentence(withDuration(`${e(step.target)} is ${step.status.text}`, durationText(step.duration, ctx)) + save);
    }
    case 'Draw': return sentence(`${playerSubject(step.player)} ${verbFor(step.player, 'draw', 'draws')} ${e(step.count)} ${plural(step.count, 'card')}`);
    case 'Search':
      return sentence(`${playerSubject(step.player)} ${verbFor(step.player, 'search', 'searches')} ${possessive(step.player)} ${step.from.text.replace(/-/g, ' ')} for ${e(step.count)} ${selectorText(step.selector, ctx, { plural: !isOne(step.count) })} and ${verbFor(step.player, 'put', 'puts')} ${isOne(step.count) ? 'it' : 'them'} into ${possessive(step.player)} ${step.to.text.replace(/-/g, ' ')}`);
    case 'LevelUp': return sentence(`${e(step.target)} gains ${e(step.times)} ${plural(step.times, 'level')}`);
    case 'SetLevel': return sentence(`${e(step.target)} becomes level ${e(step.level)}`);
    case 'ChangeRole': return sentence(`${e(step.target)} becomes ${/^[AEIOU]/.test(step.role.text) ? 'an' : 'a'} ${step.role.text}`);
    case 'Destroy':
      return sentence(step.target.kind === 'Selector' ? `Destroy every ${selectorText(step.target, ctx)}` : `Destroy ${e(step.target)}`);
    case 'GainVP': {
      const lose = step.amount.kind === 'Unary';
      const amount = step.amount.kind === 'Unary' ? step.amount.operand : step.amount;
      return sentence(`${playerSubject(step.player)} ${lose ? verbFor(step.player, 'lose', 'loses') : verbFor(step.player, 'gain', 'gains')} ${e(amount)} VP`);
    }
    case 'Grant': return sentence(withDuration(`${e(step.target)} gains: "${abilityText(step.ability, ctx)}"`, durationText(step.duration, ctx)));
    case 'If': {
      const otherwise = step.else.length > 0 ? ` Otherwise: ${stepsText(step.else, ctx)}` : '';
      return `If ${conditionText(step.condition, ctx)}: ${stepsText(step.then, ctx)}${otherwise}`;
    }
    case 'Choose': return sentence(`Choose ${bindingText(step.binding, ctx)}`);
    case 'ForEach': return `For each ${selectorText(step.selector, ctx)} (${step.variable.text}): ${stepsText(step.body, ctx)}`;
    case 'May': return `${capital(playerSubject(step.player))} may: ${stepsText(step.body, ctx)}`;
    case 'AllowAdvance': return sentence(`You may immediately advance ${e(step.target)}`);
    case 'Discard': {
      const what = step.selector ? selectorText(step.selector, ctx, { plural: !isOne(step.count) }) : plural(step.count, 'card');
      const to = step.to === undefined || step.to.text === defaultDiscardPile ? '' : ` to ${possessive(step.player)} ${step.to.text} pile`;
      return sentence(`${playerSubject(step.player)} ${verbFor(step.player, 'discard', 'discards')} ${e(step.count)} ${what}${to}`);
    }
    case 'Shuffle': return sentence(`${playerSubject(step.player)} ${verbFor(step.player, 'shuffle', 'shuffles')} ${possessive(step.player)} ${step.zone.text.replace(/-/g, ' ')}`);
    default: {
      const module = effectModule(step.kind);
      return module ? sentence(module.text(step, {
        expr: e,
        amount: (x) => amountText(x, ctx),
        possessive,
        damage: (spec) => damageText(spec, ctx),
        duration: (d) => durationText(d, ctx),
      })) : '';
    }
  }
}

function isOne(e: Expr): boolean {
  return e.kind === 'Number' && e.value === 1;
}

function plural(count: Expr, word: string): string {
  return isOne(count) ? word : `${word}s`;
}

/** "the target: an enemy summon within 6 spaces of the caster". */
export function bindingText(b: Binding, ctx: TextContext): string {
  const many = b.count === 'all' ? 'all ' : b.count === 1 ? '' : `${b.count} `;
  const upTo = b.optional ? 'up to ' : '';
  const who = b.chooser === 'opponent' ? ' (your opponent chooses)' : '';
  return `${refText([b.name], ctx)}: ${upTo}${many}${selectorText(b.selector, ctx, { article: b.count === 1 && !b.optional, plural: b.count !== 1 })}${who}`;
}

const eventPhrases: Record<string, [string, string]> = {
  'enters-play': ['enters play', 'would enter play'],
  'leaves-play': ['leaves play', 'would leave play'],
  played: ['is played', 'would be played'],
  summoned: ['is summoned', 'would be summoned'],
  defeated: ['is defeated', 'would be defeated'],
  destroyed: ['is destroyed', 'would be destroyed'],
  damaged: ['is damaged', 'would be damaged'],
  healed: ['is healed', 'would be healed'],
  'levels-up': ['levels up', 'would level up'],
  moves: ['moves', 'would move'],
  'moves-into': ['moves into', 'would move into'],
  attacks: ['attacks', 'would attack'],
  'gains-vp': ['gains VP', 'would gain VP'],
};

export function triggerText(trigger: Trigger, ctx: TextContext): string {
  const event = trigger.event.text;
  const whose = trigger.whose === 'you' ? 'your' : trigger.whose === 'opponent' ? "your opponent's" : 'each';
  const condition = trigger.condition ? ` (if ${conditionText(trigger.condition, ctx)})` : '';
  if (event.startsWith('turn-') || event.startsWith('phase-')) {
    const edge = event.endsWith('start') ? 'start' : 'end';
    const what = trigger.phase ? `${trigger.phase.text} phase` : 'turn';
    const counted = turnCountWords(trigger.nth);
    return `At the ${edge} of ${whose} ${trigger.occurrence === 'next' ? 'next ' : ''}${counted.ordinal}${what}${counted.after}${condition}`;
  }
  const subject = trigger.subject?.kind === 'This'
    ? ctx.self
    : trigger.subject?.kind === 'Selector'
      ? selectorText(trigger.subject, ctx, { article: true })
      : trigger.whose === 'you' ? 'you' : trigger.whose === 'opponent' ? 'your opponent' : 'a player';
  const phrase = eventPhrases[event]?.[trigger.would ? 1 : 0] ?? `triggers ${event}`;
  const fixed = subject === 'you' ? phrase.replace(/^is /, 'are ').replace(/^gains/, 'gain').replace(/^would /, 'would ') : phrase;
  return `${trigger.occurrence === 'next' ? 'The next time' : 'When'} ${subject} ${fixed}${condition}`;
}

export function abilityText(ability: Ability, ctx: TextContext): string {
  if (ability.kind === 'Triggered') {
    const bindings = ability.bindings.map((b) => sentence(`Choose ${bindingText(b, ctx)}`)).join(' ');
    const may = ability.optional ? 'you may: ' : '';
    const only = ability.condition ? `While ${conditionText(ability.condition, ctx)}, ${triggerText(ability.trigger, ctx).replace(/^\w/, (c) => c.toLowerCase())}` : triggerText(ability.trigger, ctx);
    return `${only}: ${may}${[bindings, stepsText(ability.effect, ctx)].filter((x) => x !== '').join(' ')}`;
  }
  const effects = ability.effects.map((e) => continuousText(e, ctx)).join('; ');
  return ability.condition ? `While ${conditionText(ability.condition, ctx)}: ${effects}.` : sentence(effects);
}

function continuousText(effect: ContinuousEffect, ctx: TextContext): string {
  switch (effect.kind) {
    case 'RuleOverride': {
      const whose = effect.appliesTo === 'you' ? 'your' : effect.appliesTo === 'opponent' ? "your opponent's" : 'the';
      return `${whose} ${effect.rule.text.replace(/-/g, ' ')} is ${exprText(effect.value, ctx)}`;
    }
    case 'Aura': return modifyText(capital(selectorText(effect.selector, ctx, { plural: true })), effect.property.map((p) => p.text).join(' '), effect.op, effect.value, ctx).replace(' gains ', ' gain ').replace(' loses ', ' lose ');
    case 'DamageReduction': {
      const subject = effect.subject.kind === 'This' ? 'this summon' : selectorText(effect.subject, ctx, { plural: true });
      return `${effect.damageKind ? `${effect.damageKind.text} damage` : 'damage'} to ${subject} is reduced by ${exprText(effect.amount, ctx)}`;
    }
    case 'SkipPhase':
      return `skip ${effect.appliesTo === 'you' ? 'your' : effect.appliesTo === 'opponent' ? "your opponent's" : "each player's"} ${effect.phase.text} phase`;
    case 'ReplaceAura':
      return `when ${effect.when}${effect.damageType ? ` against ${effect.damageType.text} damage` : ''}, ${selectorText(effect.selector, ctx, { plural: true })} count their ${effect.property.text} as ${exprText(effect.with, ctx)}`;
  }
}
