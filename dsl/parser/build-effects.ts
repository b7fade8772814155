/** CST → AST for effect steps, durations, damage/hit/crit specifications, bindings, triggers and abilities. */
import type { CstNode, IToken } from 'chevrotain';
import type {
  Ability, Binding, Condition, ContinuousEffect, CritSpec, DamageReduction, DamageEffect, DamageSpec, Duration, DurationUntil, Effect,
  Expr, HitSpec, ModifyOp, Name, PlayerRef, Range, Trigger, TriggeredAbility,
} from '../ast';
import { spanRange, tokenRange } from '../position';
import * as T from '../tokens';
import { ExpressionBuilder, refOf } from './build-expressions';
import { child, nameOf, nodeRange, nodes, onlyChild, syntheticName, token } from './cst';
import { turnCountOf } from './build-turn-count';
import type { StepReader } from '../effects/effect-module';
import { effectModules, effectRuleName, type AnyEffectModule } from '../effects/registry';

/** The effect modules by the name of their grammar rule. */
const moduleOfRule = new Map<string, AnyEffectModule>(effectModules.map((m) => [effectRuleName(m.kind), m]));

/** Options collected from `rollOption`s of an attack, deal or heal step (and weapon clauses). */
interface RollOptions {
  hit?: HitSpec;
  crit?: CritSpec;
  label?: Name;
  attribute?: Name;
  onHit?: Effect[];
  onMiss?: Effect[];
}

export class EffectBuilder extends ExpressionBuilder {
  steps(block: CstNode | undefined): Effect[] {
    return this.stepsUnder(block);
  }

  /** `: step` or `{ steps }`. */
  body(node: CstNode | undefined): Effect[] {
    const block = child(node, 'block');
    return this.stepsUnder(block ?? node);
  }

  /** The steps of a node's `step` children, in order (a loop rather than a closure per call: every card body comes here). */
  private stepsUnder(node: CstNode | undefined): Effect[] {
    const out: Effect[] = [];
    for (const s of nodes(node, 'step')) for (const effect of this.step(s)) out.push(effect);
    return out;
  }

  step(node: CstNode): Effect[] {
    const range = nodeRange(node, this.ctx.fileRange);
    const only = onlyChild(node);
    if (only === undefined) return [];
    const [name, sub] = only;
    const r = nodeRange(sub, range);
    switch (name) {
      case 'attackStep': return [this.damageStep(sub, r, true)];
      case 'dealStep': return [this.damageStep(sub, r, false)];
      case 'healStep': return [this.healStep(sub, r)];
      case 'treatStep': return this.treatStep(sub, r);
      case 'destroyStep': return [this.destroyStep(sub, r)];
      case 'ifStep': return [this.ifStep(sub, r)];
      case 'chooseStep': return [{ kind: 'Choose', binding: this.binding(child(sub, 'binding'), r), range: r }];
      case 'forEachStep': {
        const variable = token(sub, 'variable');
        return [{ kind: 'ForEach', variable: variable ? nameOf(variable) : syntheticName('', r), selector: this.selector(child(sub, 'selector'), r), body: this.steps(child(sub, 'block')), range: r }];
      }
      case 'playerStep': return this.playerStep(sub, r);
      case 'pathStep': return this.pathStep(sub, r);
      default: {
        const module = moduleOfRule.get(name);
        return module ? [module.build(this.reader(sub, r))] : [];
      }
    }
  }

  /** A module's step read back by its labels (dsl/effects/effect-module.ts). */
  private reader(node: CstNode, range: Range): StepReader {
    return new CstStepReader(this, node, range);
  }

  damageSpec(node: CstNode | undefined, fallback: Range): DamageSpec {
    const range = nodeRange(node, fallback);
    const type = token(node, 'damageType');
    const attribute = token(node, 'attribute');
    const spec: DamageSpec = { kind: 'DamageSpec', damageType: type ? nameOf(type) : syntheticName('', range), amount: this.expr(child(node, 'amount'), range), range };
    if (attribute) spec.attribute = nameOf(attribute);
    return spec;
  }

  hitSpec(node: CstNode, fallback: Range): HitSpec {
    const range = nodeRange(node, fallback);
    if (token(node, 'always')) return { kind: 'AlwaysHits', range };
    if (token(node, 'standard')) return { kind: 'StandardHit', range };
    return { kind: 'HitFormula', formula: this.expr(child(node, 'formula'), range), range };
  }

  critSpec(node: CstNode, fallback: Range): CritSpec {
    const range = nodeRange(node, fallback);
    if (token(node, 'never')) return { kind: 'NoCrit', range };
    const multipliers = nodes(node, 'multiplier');
    const multiplier = multipliers[0] ? this.operandExpr(child(multipliers[0], 'value'), range) : undefined;
    const chance = child(node, 'chance');
    if (chance) {
      const spec: CritSpec = { kind: 'CritFormula', chance: this.expr(chance, range), range };
      if (multiplier) spec.multiplier = multiplier;
      return spec;
    }
    return multiplier ? { kind: 'StandardCrit', multiplier, range } : { kind: 'StandardCrit', range };
  }

  rollOptions(list: CstNode[], allowOutcomes: boolean): RollOptions {
    const out: RollOptions = {};
    for (const option of list) {
      const range = nodeRange(option, this.ctx.fileRange);
      const hit = child(option, 'hitSpec');
      const crit = child(option, 'critSpec');
      const label = token(option, 'label');
      const attribute = token(option, 'attribute');
      if (hit) out.hit = this.once(out.hit, this.hitSpec(hit, range), 'hit rule');
      else if (crit) out.crit = this.once(out.crit, this.critSpec(crit, range), 'crit rule');
      else if (label) out.label = this.once(out.label, nameOf(label), 'label');
      else if (attribute) out.attribute = this.once(out.attribute, nameOf(attribute), 'attribute');
      else if (token(option, 'onHit') || token(option, 'onMiss')) {
        if (!allowOutcomes) this.ctx.error('L0404', '`on hit` and `on miss` belong to attacks and damage, not to heals', range);
        if (token(option, 'onHit')) out.onHit = this.once(out.onHit, this.steps(child(option, 'hitBlock')), '`on hit` block');
        else out.onMiss = this.once(out.onMiss, this.steps(child(option, 'missBlock')), '`on miss` block');
      }
    }
    return out;
  }

  /** Reports a repeated option; the later one wins. */
  private once<V>(existing: V | undefined, next: V, what: string): V {
    if (existing !== undefined) {
      const range = (next as { range?: Range }).range ?? this.ctx.fileRange;
      this.ctx.error('L0408', `This step already has a ${what}`, range);
    }
    return next;
  }

  private damageStep(node: CstNode, range: Range, isAttack: boolean): DamageEffect {
    const options = this.rollOptions(nodes(node, 'rollOption'), true);
    const verb = token(node, isAttack ? T.KwAttack.name : T.KwDeal.name);
    const keyword = verb ? tokenRange(verb) : range;
    if (options.attribute) this.ctx.error('L0404', 'Give the attribute in the damage itself: `physical fire damage = …`', options.attribute.range);
    const effect: DamageEffect = {
      kind: 'Damage',
      target: this.operandExpr(child(node, 'target'), range),
      damage: this.damageSpec(child(node, 'damageSpec'), range),
      hit: options.hit ?? (isAttack ? { kind: 'StandardHit', range: keyword } : { kind: 'AlwaysHits', range: keyword }),
      crit: options.crit ?? (isAttack ? { kind: 'StandardCrit', range: keyword } : { kind: 'NoCrit', range: keyword }),
      onHit: options.onHit ?? [],
      onMiss: options.onMiss ?? [],
      range,
    };
    if (options.label) effect.label = options.label;
    return effect;
  }

  private healStep(node: CstNode, range: Range): Effect {
    const options = this.rollOptions(nodes(node, 'rollOption'), false);
    const effect: Effect = {
      kind: 'Heal',
      target: this.operandExpr(child(node, 'target'), range),
      amount: this.expr(child(node, 'amount'), range),
      crit: options.crit ?? { kind: 'NoCrit', range: keywordRange(token(node, T.KwHeal.name), range) },
      range,
    };
    if (options.hit) effect.hit = options.hit;
    if (options.attribute) effect.attribute = options.attribute;
    if (options.label) effect.label = options.label;
    return effect;
  }

  private treatStep(node: CstNode, range: Range): Effect[] {
    const path = this.pathNames(child(node, 'path'));
    const split = this.splitPath(path, range);
    const tail = child(node, 'replaceTail');
    if (split === undefined) return [];
    const property = split.property[0];
    if (property === undefined) return [];
    if (split.property.length > 1) this.ctx.error('L0013', '`treat` replaces one stat of a unit: write `treat target.DEF as …`', spanRange(split.property[0]?.range ?? range, split.property[split.property.length - 1]?.range ?? range));
    const effect: Effect = { kind: 'Replace', target: split.target, property, with: this.expr(child(tail, 'with'), range), when: this.replaceWhen(tail), duration: this.duration(child(node, 'duration'), range), range };
    const damageType = token(tail, 'damageType');
    if (damageType) effect.damageType = nameOf(damageType);
    return [effect];
  }

  replaceWhen(tail: CstNode | undefined): 'defending' | 'attacking' {
    return token(tail, 'when')?.tokenType === T.KwAttacking ? 'attacking' : 'defending';
  }

  private destroyStep(node: CstNode, range: Range): Effect {
    const label = token(node, 'label');
    const target = token(node, 'all') ? this.selector(child(node, 'selector'), range) : this.operandExpr(child(node, 'target'), range);
    return label ? { kind: 'Destroy', target, label: nameOf(label), range } : { kind: 'Destroy', target, range };
  }

  private ifStep(node: CstNode, range: Range): Effect {
    const elseIf = child(node, 'elseIf');
    return {
      kind: 'If',
      condition: this.condition(child(node, 'condition'), range),
      then: this.body(child(node, 'then')),
      else: elseIf ? [this.ifStep(elseIf, nodeRange(elseIf, range))] : this.body(child(node, 'else')),
      range,
    };
  }

  playerRef(node: CstNode | undefined): PlayerRef {
    const t = token(node, 'player');
    return t?.tokenType === T.KwOpponent ? 'opponent' : t?.tokenType === T.KwThat ? 'event-player' : 'you';
  }

  possessive(node: CstNode | undefined): PlayerRef {
    const t = token(node, 'player');
    return t?.tokenType === T.KwOpponents ? 'opponent' : t?.tokenType === T.KwThat ? 'event-player' : 'you';
  }

  zone(t: IToken | undefined, range: Range): Name {
    return t ? nameOf(t) : syntheticName('', range);
  }

  private playerStep(node: CstNode, range: Range): Effect[] {
    const player = this.playerRef(child(node, 'playerRef'));
    const verb = token(node, 'verb');
    switch (verb?.tokenType) {
      case T.KwDraw:
      case T.KwDraws:
        return [{ kind: 'Draw', player, count: this.operandExpr(child(node, 'count'), range), range }];
      case T.KwDiscard:
      case T.KwDiscards: {
        const selector = this.selector(child(node, 'selector'), range);
        const plain = selector.entity === 'card' && selector.owner === 'any' && selector.filters.length === 0 && selector.zone === undefined;
        const effect: Effect = { kind: 'Discard', player, count: this.operandExpr(child(node, 'count'), range), ...(token(node, 'zone') ? { to: nameOf(token(node, 'zone') as IToken) } : {}), range };
        if (!plain) effect.selector = selector;
        return [effect];
      }
      case T.KwSearch:
      case T.KwSearches:
        return [{ kind: 'Search', player, from: this.zone(token(node, 'from'), range), selector: this.selector(child(node, 'selector'), range), count: this.operandExpr(child(node, 'count'), range), to: this.zone(token(node, 'to'), range), range }];
      case T.KwShuffle:
      case T.KwShuffles:
        return [{ kind: 'Shuffle', player, zone: this.zone(token(node, 'zone'), range), range }];
      case T.KwGain:
      case T.KwGains:
      case T.KwLose:
      case T.KwLoses: {
        const amount = this.expr(child(node, 'amount'), range);
        const lose = verb.tokenType === T.KwLose || verb.tokenType === T.KwLoses;
        const signed: Expr = lose ? { kind: 'Unary', op: '-', operand: amount, range: amount.range } : amount;
        const stat = token(node, 'stat');
        return [stat ? { kind: 'Gain', player, stat: nameOf(stat), amount: signed, range } : { kind: 'GainVP', player, amount: signed, range }];
      }
      case T.KwMay: {
        if (token(node, 'advance')) {
          if (player !== 'you') this.ctx.error('L0013', 'Only `you may advance …` is allowed: the card\'s controller advances', range);
          return [{ kind: 'AllowAdvance', target: this.operandExpr(child(node, 'advanceTarget'), range), range }];
        }
        return [{ kind: 'May', player, body: this.body(child(node, 'body')), range }];
      }
      default:
        return [];
    }
  }

  /**
   * Splits `target.weapon.power` into the unit (`target`; `event.unit` for event paths) and the property
   * path relative to it (`weapon.power`).
   */
  splitPath(path: Name[], range: Range): { target: Expr; property: Name[] } | undefined {
    const head = path[0];
    if (head === undefined) return undefined;
    const targetLength = head.text === 'event' && path.length >= 3 ? 2 : 1;
    const targetNames = path.slice(0, targetLength);
    const property = path.slice(targetLength);
    const last = targetNames[targetNames.length - 1] ?? head;
    const target = refOf(targetNames, spanRange(head.range, last.range));
    if (property.length === 0) {
      this.ctx.error('L0013', `Say which property of \`${path.map((n) => n.text).join('.')}\` changes, e.g. \`${head.text}.DEF\``, range);
      return undefined;
    }
    return { target, property };
  }

  private pathStep(node: CstNode, range: Range): Effect[] {
    const pathNode = child(node, 'path');
    const path = this.pathNames(pathNode);
    const whole = refOf(path, nodeRange(pathNode, range));
    if (child(node, 'modifyOp')) {
      const split = this.splitPath(path, range);
      if (split === undefined) return [];
      return [{ kind: 'Modify', target: split.target, property: split.property, op: modifyOpOf(token(child(node, 'modifyOp'), 'op')), value: this.expr(child(node, 'value'), range), duration: this.duration(child(node, 'duration'), range), range }];
    }
    if (token(node, T.KwGains.name)) {
      const grant = child(node, 'grant');
      if (grant) {
        const ability = this.ability(child(grant, 'ability'), range);
        return ability ? [{ kind: 'Grant', target: whole, ability, duration: this.duration(child(node, 'duration'), range), range }] : [];
      }
      return [{ kind: 'LevelUp', target: whole, times: this.expr(child(node, 'levels'), range), range }];
    }
    if (token(node, T.KwBecomes.name)) {
      if (token(node, 'setLevel')) return [{ kind: 'SetLevel', target: whole, level: this.expr(child(node, 'level'), range), range }];
      const role = token(node, 'role');
      return [{ kind: 'ChangeRole', target: whole, role: role ? nameOf(role) : syntheticName('', range), range }];
    }
    const status = token(node, 'status');
    if (status) {
      const effect: Effect = { kind: 'Status', target: whole, status: nameOf(status), duration: this.duration(child(node, 'duration'), range), range };
      const save = child(node, 'save');
      if (save) effect.save = this.expr(save, range);
      return [effect];
    }
    return [];
  }

  duration(node: CstNode | undefined, fallback: Range): Duration {
    const range = nodeRange(node, fallback);
    const edge = token(node, 'edge');
    let until: DurationUntil = 'permanent';
    if (edge?.tokenType === T.KwStart) until = 'start-of-your-next-turn';
    else if (edge?.tokenType === T.KwEnd) {
      const whose = token(node, 'whose');
      until = whose === undefined ? 'end-of-turn' : whose.tokenType === T.KwYour ? 'end-of-your-next-turn' : 'end-of-opponents-next-turn';
    }
    const endsWhen = nodes(node, 'endEvent').map((e) => {
      const t = token(e, 'event');
      const text = t?.tokenType === T.KwChanges ? 'changes-position' : t?.tokenType === T.KwLeaves ? 'leaves-play' : t?.tokenType === T.KwAttacks ? 'attacks' : 'moves';
      return syntheticName(text, nodeRange(e, range));
    });
    const duration: Duration = { kind: 'Duration', until, endsWhen, range };
    const whileNode = child(node, 'while');
    if (whileNode) duration.while = this.condition(whileNode, range);
    return duration;
  }

  binding(node: CstNode | undefined, fallback: Range): Binding {
    const range = nodeRange(node, fallback);
    const name = token(node, 'name');
    const count = token(node, 'count');
    const chooser = token(node, 'chooser');
    return {
      kind: 'Binding',
      name: name ? nameOf(name) : syntheticName('', range),
      selector: this.selector(child(node, 'selector'), range),
      chooser: chooser?.tokenType === T.KwOpponent ? 'opponent' : 'you',
      count: token(node, 'all') ? 'all' : count ? Number(count.image) : 1,
      optional: token(node, 'upTo') !== undefined,
      range,
    };
  }

  trigger(node: CstNode | undefined, fallback: Range): Trigger {
    const range = nodeRange(node, fallback);
    const trigger: Trigger = { kind: 'Trigger', event: syntheticName('', range), whose: 'any', occurrence: 'each', would: false, range };
    const edge = token(node, 'edge');
    const conditionNode = child(node, 'condition');
    const condition = conditionNode ? this.condition(conditionNode, range) : undefined;
    if (edge) {
      const phase = token(node, 'phase');
      const start = edge.tokenType === T.KwStart;
      trigger.event = syntheticName(phase ? (start ? 'phase-start' : 'phase-end') : start ? 'turn-start' : 'turn-end', tokenRange(edge));
      if (phase) trigger.phase = nameOf(phase);
      const whose = token(node, 'whose');
      trigger.whose = whose?.tokenType === T.KwYour ? 'you' : whose?.tokenType === T.KwOpponents ? 'opponent' : 'any';
      if (token(node, 'next')) trigger.occurrence = 'next';
      const nth = turnCountOf(token(node, 'ordinal'), token(node, 'after'), token(node, 'since'));
      if (nth) trigger.nth = nth;
      if (condition) trigger.condition = condition;
      return trigger;
    }
    trigger.would = token(node, T.KwWould.name) !== undefined;
    if (token(node, 'nextTime')) trigger.occurrence = 'next';
    const subject = child(node, 'eventSubject');
    if (token(subject, 'this')) trigger.subject = { kind: 'This', range: nodeRange(subject, range) };
    const player = token(subject, 'player');
    if (player) trigger.whose = player.tokenType === T.KwYou ? 'you' : 'opponent';
    const subjectSelector = child(subject, 'selector');
    if (subjectSelector) {
      const selector = this.selector(subjectSelector, range);
      if (selector.entity === 'player') trigger.whose = selector.owner;
      else trigger.subject = selector;
    }
    const verbNode = child(node, 'eventVerb');
    const verb = token(verbNode, 'verb');
    const verbRange = nodeRange(verbNode, range);
    trigger.event = syntheticName(verb ? eventOfVerb(verb, verbNode) : '', verbRange);
    const object = child(verbNode, 'object');
    if (object) trigger.subject = this.selector(object, verbRange);
    let into: Condition | undefined;
    if (token(verbNode, 'into')) {
      const filters = nodes(verbNode, 'postFilter');
      const these = token(verbNode, 'these');
      if (filters.length > 0 || these) {
        const selector = this.selector(undefined, verbRange);
        selector.filters = these ? [{ kind: 'OnSpaces', of: refOf([syntheticName('this', tokenRange(these))], tokenRange(these)), range: tokenRange(these) }] : [];
        for (const f of filters) this.postFilter(f, selector, verbRange);
        const space = refOf([syntheticName('event', verbRange), syntheticName('space', verbRange)], verbRange);
        into = { kind: 'Is', subject: space, filters: selector.filters, entity: 'space', range: verbRange };
      }
    }
    if (into && condition) {
      const items = condition.kind === 'And' ? condition.items : [condition];
      trigger.condition = { kind: 'And', items: [into, ...items], range: spanRange(into.range, condition.range) };
    } else if (into) trigger.condition = into;
    else if (condition) trigger.condition = condition;
    return trigger;
  }

  /** Body of a triggered ability: `: step` or `{ bindings steps }`. */
  triggeredAbility(trigger: Trigger, bodyNode: CstNode | undefined, optional: boolean, range: Range): TriggeredAbility {
    const block = child(bodyNode, 'abilityBlockBody');
    const bindings = nodes(block, 'binding').map((b) => this.binding(b, range));
    const effect = block ? nodes(block, 'step').flatMap((s) => this.step(s)) : nodes(bodyNode, 'step').flatMap((s) => this.step(s));
    return { kind: 'Triggered', trigger, optional, bindings, effect, range };
  }

  ability(node: CstNode | undefined, fallback: Range): Ability | undefined {
    if (node === undefined) return undefined;
    const range = nodeRange(node, fallback);
    const continuous = child(node, 'continuous');
    if (continuous) return this.continuous(continuous, range);
    const trigger = this.trigger(child(node, 'trigger'), range);
    return this.triggeredAbility(trigger, child(node, 'abilityBody'), token(node, T.KwOptional.name) !== undefined, range);
  }

  continuous(node: CstNode, fallback: Range): Ability {
    const range = nodeRange(node, fallback);
    const triggerNode = child(node, 'trigger');
    if (triggerNode) {
      const ability = this.triggeredAbility(this.trigger(triggerNode, range), child(node, 'abilityBody'), false, range);
      ability.condition = this.condition(child(node, 'condition'), range);
      return ability;
    }
    const effects = nodes(node, 'continuousEffect').map((e) => this.continuousEffect(e, range)).filter((e): e is ContinuousEffect => e !== undefined);
    const conditionNode = child(node, 'condition');
    return conditionNode ? { kind: 'Continuous', condition: this.condition(conditionNode, range), effects, range } : { kind: 'Continuous', effects, range };
  }

  private continuousEffect(node: CstNode, fallback: Range): ContinuousEffect | undefined {
    const range = nodeRange(node, fallback);
    const reduction = child(node, 'damageReduction');
    if (reduction) return this.damageReduction(reduction, range);
    const skipped = token(node, 'skip') ? token(node, 'phase') : undefined;
    if (skipped) {
      const whose = token(node, 'skipWhose');
      return { kind: 'SkipPhase', phase: nameOf(skipped), appliesTo: whose?.tokenType === T.KwYour ? 'you' : whose?.tokenType === T.KwOpponents ? 'opponent' : 'any', range };
    }
    const rule = token(node, 'rule');
    if (rule) {
      const appliesTo = token(node, 'appliesTo');
      return { kind: 'RuleOverride', rule: nameOf(rule), value: this.expr(child(node, 'value'), range), appliesTo: appliesTo?.tokenType === T.KwYour ? 'you' : appliesTo?.tokenType === T.KwOpponents ? 'opponent' : 'any', range };
    }
    const selector = this.selector(child(node, 'selector'), range);
    const property = token(node, 'property');
    if (property) {
      const tail = child(node, 'replaceTail');
      const aura: ContinuousEffect = { kind: 'ReplaceAura', selector, property: nameOf(property), with: this.expr(child(tail, 'with'), range), when: this.replaceWhen(tail), range };
      const damageType = token(tail, 'damageType');
      if (damageType) aura.damageType = nameOf(damageType);
      return aura;
    }
    const path = this.pathNames(child(node, 'propertyPath'));
    if (path.length === 0) return undefined;
    return { kind: 'Aura', selector, property: path, op: modifyOpOf(token(child(node, 'modifyOp'), 'op')), value: this.expr(child(node, 'auraValue'), range), range };
  }

  private damageReduction(node: CstNode, fallback: Range): DamageReduction {
    const range = nodeRange(node, fallback);
    const self = token(node, 'this');
    const subject: DamageReduction['subject'] = self ? { kind: 'This', range: tokenRange(self) } : this.selector(child(node, 'selector'), range);
    const effect: DamageReduction = { kind: 'DamageReduction', subject, amount: this.expr(child(node, 'amount'), range), range };
    const damageKind = token(node, 'damageKind');
    if (damageKind) effect.damageKind = nameOf(damageKind);
    return effect;
  }
}

export function modifyOpOf(t: IToken | undefined): ModifyOp {
  switch (t?.tokenType) {
    case T.Plus: return 'add';
    case T.Minus: return 'sub';
    case T.Slash: return 'div';
    case T.Equals: return 'set';
    default: return 'mul';
  }
}

function eventOfVerb(verb: IToken, verbNode: CstNode | undefined): string {
  switch (verb.tokenType) {
    case T.KwEnters: case T.KwEnter: return 'enters-play';
    case T.KwLeaves: case T.KwLeave: return 'leaves-play';
    case T.KwPlayed: case T.KwPlays: case T.KwPlay: return 'played';
    case T.KwSummoned: return 'summoned';
    case T.KwDefeated: return 'defeated';
    case T.KwDestroyed: return 'destroyed';
    case T.KwDamaged: return 'damaged';
    case T.KwHealed: return 'healed';
    case T.KwLevels: case T.KwLevel: return 'levels-up';
    case T.KwMoves: case T.KwMove: return token(verbNode, 'into') ? 'moves-into' : 'moves';
    case T.KwAttacks: case T.KwAttack: return 'attacks';
    case T.KwGains: case T.KwGain: return 'gains-vp';
    case T.KwTriggers: return token(verbNode, 'event')?.image ?? '';
    default: return verb.image;
  }
}

function keywordRange(t: IToken | undefined, fallback: Range): Range {
  return t ? tokenRange(t) : fallback;
}

/** A StepReader over a step's CST node (methods, not a closure per part: one is made for every module step). */
class CstStepReader implements StepReader {
  constructor(
    private readonly builder: EffectBuilder,
    private readonly node: CstNode,
    readonly range: Range,
  ) {}

  expr(label: string): Expr {
    return this.builder.expr(child(this.node, label), this.range);
  }

  operand(label: string): Expr {
    return this.builder.operandExpr(child(this.node, label), this.range);
  }

  name(label: string): Name | undefined {
    const t = token(this.node, label);
    return t ? nameOf(t) : undefined;
  }

  has(label: string): boolean {
    return token(this.node, label) !== undefined;
  }

  possessive(label: string): PlayerRef {
    return this.builder.possessive(child(this.node, label));
  }

  damage(label: string): DamageSpec {
    return this.builder.damageSpec(child(this.node, label), this.range);
  }

  multiplier(label: string): Expr | undefined {
    const multiplier = child(this.node, label);
    return multiplier ? this.builder.operandExpr(child(multiplier, 'value'), this.range) : undefined;
  }

  duration(label: string): Duration {
    return this.builder.duration(child(this.node, label), this.range);
  }
}
