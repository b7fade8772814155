/**
 * Formulas, conditions and selectors: every name resolves, every value has the type its place needs,
 * a divisor that may be zero is flagged, and requirements that can never hold are reported.
 */
import { numberWordValue } from '../number-words';
import { replaceWith } from '../diagnostics';
import type { Condition, Expr, Filter, Name, Range, RefExpr, Selector } from '../ast';
import { BUILTIN_NAMES, builtinNamed, isBuiltin, type BuiltinFn } from '../builtins';
import { Scope, type Checker, type VType } from './checker';
import { cardTypeOfNoun, defaultGame } from '../vocabulary';
import { checkRequirementBounds } from './requirements';
import { article } from '../article';
import { valueTestedWithIs } from '../parser/messages';

const properties: Partial<Record<VType, Record<string, VType>>> = {
  equipment: { power: 'number', range: 'number' },
  event: { unit: 'unit', damage: 'number', amount: 'number', player: 'player', card: 'card', space: 'space', source: 'any', reason: 'any' },
  label: { damage: 'number', healed: 'number' },
  space: { x: 'number', y: 'number' },
};
/** The zones the game declares (Summoner's Grid's for rulesets that predate zone declarations). */
export function zoneNames(c: Checker): string[] {
  return c.info.vocabulary.zones.map((z) => z.name.text);
}

export function checkZoneName(c: Checker, zone: Name): void {
  const zones = zoneNames(c);
  if (!zones.includes(zone.text)) c.unknown('L0112', `Unknown zone \`${zone.text}\``, zone, zones);
}

const typeWords: Record<VType, string> = {
  number: 'a number', unit: 'a summon', space: 'a space', card: 'a card', building: 'a building', player: 'a player', event: 'the event',
  equipment: 'an equipment card', label: 'a step result', role: 'a role', species: 'a species', any: 'anything',
};

/**
 * A type in the game's words: what a game other than Summoner's Grid holds in play is its own card type
 * (`a monster`, `a fighter`), not a summon, and it has no spaces or buildings to expect.
 */
function typeWord(c: Checker, type: VType): string {
  if (type !== 'unit' || c.info.vocabulary.game === defaultGame) return typeWords[type];
  const inPlay = c.info.vocabulary.inPlayTypes;
  return inPlay.length > 0 ? inPlay.map((t) => `${article(t)} ${t}`).join(' or ') : typeWords[type];
}

function describeTypes(c: Checker, types: readonly VType[]): string {
  const grid = c.info.vocabulary.game === defaultGame;
  return types.filter((t) => grid || (t !== 'space' && t !== 'building')).map((t) => typeWord(c, t)).join(' or ');
}

/** The type of a unit's property, or undefined when the unit has no such property. */
/** Stats are written in capitals (`STR`); an unknown all-capitals word is reported as an unknown stat. */
export function isStatLike(name: string): boolean {
  return /^[A-Z][A-Z0-9]*$/.test(name);
}

/** A thing in play: its declared stats and per-card properties, and what the game module computes for it. */
function unitProperty(c: Checker, name: string): VType | undefined {
  const v = c.info.vocabulary;
  if (c.info.stats.has(name) || v.properties.includes(name)) return 'number';
  if (!c.hasRuleset && isStatLike(name)) return 'number';
  const builtin = v.builtinUnitProperties[name];
  return builtin === undefined ? undefined : builtin === 'number' ? 'number' : builtin;
}

function isUnitNumber(c: Checker, name: string): boolean {
  return c.info.vocabulary.properties.includes(name) || c.info.vocabulary.builtinUnitProperties[name] === 'number';
}

function unitPropertyNames(c: Checker): string[] {
  const v = c.info.vocabulary;
  return [...c.info.stats, ...v.properties, ...Object.keys(v.builtinUnitProperties)];
}

function playerProperty(c: Checker, name: string): VType | undefined {
  const v = c.info.vocabulary;
  return v.playerStats.includes(name) || v.builtinPlayerProperties.includes(name) ? 'number' : undefined;
}

function propertyNames(c: Checker, type: VType): string[] {
  if (type === 'unit') return unitPropertyNames(c);
  if (type === 'player') return [...c.info.vocabulary.playerStats, ...c.info.vocabulary.builtinPlayerProperties];
  return Object.keys(properties[type] ?? {});
}

/** Type of `expr`, reporting unknown names, bad operands and risky divisions along the way. */
export function typeOf(c: Checker, expr: Expr, scope: Scope): VType {
  switch (expr.kind) {
    case 'Number':
    case 'Percent':
      return 'number';
    case 'Ref':
      return refType(c, expr, scope);
    case 'Unary':
      expectType(c, expr.operand, scope, ['number']);
      return 'number';
    case 'Binary':
      expectType(c, expr.left, scope, ['number']);
      expectType(c, expr.right, scope, ['number']);
      if (expr.op === '/') checkDivisor(c, expr.right, scope);
      return 'number';
    case 'If':
      checkCondition(c, expr.condition, scope);
      expectType(c, expr.then, scope, ['number']);
      expectType(c, expr.else, scope, ['number']);
      return 'number';
    case 'Call':
      return callType(c, expr, scope);
  }
}

/** Checks that `expr` has one of `expected` types (anything is accepted where the type is unknown). */
export function expectType(c: Checker, expr: Expr, scope: Scope, expected: readonly VType[]): VType {
  const type = typeOf(c, expr, scope);
  reportUnexpected(c, expr, type, expected);
  return type;
}

/** L0201 when `type`, the type of `expr`, is none of `expected`. */
function reportUnexpected(c: Checker, expr: Expr, type: VType, expected: readonly VType[]): void {
  if (type !== 'any' && !expected.includes(type) && !expected.includes('any')) {
    c.report('L0201', `Expected ${describeTypes(c, expected)} here, but \`${exprText(expr)}\` is ${typeWord(c, type)}`, expr.range);
  }
}

/**
 * `you.stance is Reckless`: a value tested with `is`, which tests what a thing is (`target is stunned`);
 * the one name after it, read as a role, status or card name, is the value it was meant to equal. Said
 * as the comparison, with the fix, instead of "Expected a card … but `you.stance` is a number" and an
 * unknown role.
 */
function nameTestedWithIs(c: Checker, cond: Extract<Condition, { kind: 'Is' }>, type: VType): boolean {
  const [filter, ...more] = cond.filters;
  if (type !== 'number' || cond.owner !== undefined || cond.entity !== undefined || cond.noun !== undefined || more.length > 0 || filter === undefined) return false;
  const value = filter.kind === 'Role' ? filter.role : filter.kind === 'Named' ? filter.name : filter.kind === 'Status' && !filter.negated ? filter.status : undefined;
  if (value === undefined) return false;
  const subject = exprText(cond.subject);
  const written = value.quoted ? `"${value.text}"` : value.text;
  const between = { start: cond.subject.range.end, end: filter.range.start };
  c.report('L0201', valueTestedWithIs(subject, written), cond.range, [replaceWith(between, ' = ', 'Replace `is` with `=`')]);
  return true;
}

export function exprText(expr: Expr): string {
  switch (expr.kind) {
    case 'Number': return String(expr.value);
    case 'Percent': return `${expr.value}%`;
    case 'Ref': return expr.path.map((n) => n.text).join('.');
    case 'Call': return `${expr.fn.text}(…)`;
    default: return 'this formula';
  }
}

function callType(c: Checker, expr: Extract<Expr, { kind: 'Call' }>, scope: Scope): VType {
  for (const arg of expr.args) expectType(c, arg, scope, ['number']);
  const name = expr.fn.text;
  const builtin = builtinNamed(name);
  const formula = c.info.formulas.get(name);
  const { min, max } = builtin?.arity ?? (formula ? { min: formula.params.length, max: formula.params.length } : { min: 0, max: Infinity });
  if (builtin === undefined && formula === undefined) {
    if (c.hasRuleset) c.unknown('L0116', `Unknown function \`${name}\``, expr.fn, [...BUILTIN_NAMES, ...c.info.formulas.keys()]);
    return 'any';
  }
  if (formula) markFormulaUse(c, name, scope);
  if (expr.args.length < min || expr.args.length > max) {
    const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    c.report('L0206', `\`${name}\` takes ${wanted} argument${min === 1 && max === 1 ? '' : 's'}, not ${expr.args.length}`, expr.range);
  }
  return 'number';
}

/** A ruleset formula reads card parameters by name (`power` in `magical-damage`): they count as used. */
function markFormulaUse(c: Checker, name: string, scope: Scope): void {
  const formula = c.info.formulas.get(name);
  if (formula === undefined) return;
  const visit = (e: Expr): void => {
    if (e.kind === 'Ref' && e.path.length === 1 && e.path[0]) scope.used.add(e.path[0].text);
    if (e.kind === 'Binary') { visit(e.left); visit(e.right); }
    if (e.kind === 'Unary') visit(e.operand);
    if (e.kind === 'Call') e.args.forEach(visit);
    if (e.kind === 'If') { visit(e.then); visit(e.else); }
  };
  visit(formula.body);
}

function refType(c: Checker, expr: RefExpr, scope: Scope): VType {
  const [head, ...rest] = expr.path;
  if (head === undefined) return 'any';
  let type = headType(c, head, scope);
  if (type === undefined) return 'any';
  for (const [i, segment] of rest.entries()) {
    const next = propertyOf(c, type, segment, expr.path.slice(0, i + 1).map((n) => n.text).join('.'));
    if (next === undefined) return 'any';
    type = next;
  }
  return type;
}

function headType(c: Checker, head: Name, scope: Scope): VType | undefined {
  const name = head.text;
  const local = scope.lookup(name);
  if (local !== undefined) {
    scope.used.add(name);
    return local;
  }
  if (scope.params.has(name)) {
    scope.used.add(name);
    return 'number';
  }
  if (c.info.settings.has(name)) return 'number';
  const formula = c.info.formulas.get(name);
  if (formula) {
    markFormulaUse(c, name, scope);
    if (formula.params.length > 0) c.report('L0206', `\`${name}\` takes ${formula.params.length} arguments: write \`${name}(…)\``, head.range);
    return 'number';
  }
  if (name === 'you' || name === 'opponent') return 'player';
  if (scope.hasSubject()) {
    const property = unitProperty(c, name);
    if (property !== undefined) return property;
  }
  if (!c.hasRuleset && scope.hasSubject()) return 'any';
  reportUnknownName(c, head, scope);
  return undefined;
}

function reportUnknownName(c: Checker, head: Name, scope: Scope): void {
  const name = head.text;
  if (c.info.stats.has(name) || isUnitNumber(c, name)) {
    const owner = scope.lookup('caster') !== undefined ? 'caster' : scope.lookup('target') !== undefined ? 'target' : 'it';
    c.report('L0101', `Whose \`${name}\`? Write \`${owner}.${name}\``, head.range, [c.replace(head.range, `${owner}.${name}`)]);
    return;
  }
  const digits = numberWordValue(name);
  if (digits !== undefined) {
    // `draw two cards`, `draw a card`: a count as prose writes it.
    c.report('L0101', `A number is written in digits: \`${digits}\`, not \`${name}\``, head.range, [c.replace(head.range, digits)]);
    return;
  }
  const parts = name.split('-');
  if (parts.length > 1 && parts.every((p) => p !== '' && (/^\d+(\.\d+)?$/.test(p) || isKnownWord(c, p, scope)))) {
    const spaced = parts.join(' - ');
    c.report('L0109', `\`${name}\` is one name (hyphens join words); to subtract, write \`${spaced}\``, head.range, [c.replace(head.range, spaced)]);
    return;
  }
  const candidates = [...scope.visible(), ...c.info.settings.keys(), ...c.info.formulas.keys(), 'you', 'opponent'];
  if (scope.hasSubject()) candidates.push(...unitPropertyNames(c));
  c.unknown('L0101', `Unknown name \`${name}\``, head, candidates);
}

function isKnownWord(c: Checker, word: string, scope: Scope): boolean {
  return scope.lookup(word) !== undefined || scope.params.has(word) || c.info.settings.has(word) || c.info.formulas.has(word) || c.info.stats.has(word) || isUnitNumber(c, word);
}

function propertyOf(c: Checker, type: VType, segment: Name, owner: string): VType | undefined {
  if (type === 'any') return 'any';
  const name = segment.text;
  const found = type === 'unit' ? unitProperty(c, name) : type === 'player' ? playerProperty(c, name) : properties[type]?.[name];
  if (found !== undefined) return found;
  const parts = name.split('-');
  if (type === 'unit' && parts.length > 1 && parts.every((p) => /^\d+(\.\d+)?$/.test(p) || unitProperty(c, p) === 'number')) {
    // `caster.SPD-ACC` was meant as `caster.SPD - caster.ACC`.
    const spaced = parts.map((p, i) => (i === 0 || /^\d/.test(p) ? p : `${owner}.${p}`)).join(' - ');
    c.report('L0109', `\`${name}\` is one name (hyphens join words); to subtract, write \`${owner}.${spaced}\``, segment.range, [c.replace(segment.range, spaced)]);
    return 'number';
  }
  if (type === 'unit' && (isStatLike(name) || c.info.vocabulary.game !== defaultGame)) {
    // Outside Summoner's Grid every property of a thing in play is a declared stat or property.
    c.unknown('L0102', `Unknown stat or property \`${name}\``, segment, unitPropertyNames(c));
    return undefined;
  }
  const known = propertyNames(c, type);
  const what = typeWord(c, type);
  if (known.length === 0) c.report('L0115', `${what[0]?.toUpperCase()}${what.slice(1)} has no properties (\`${name}\`)`, segment.range);
  else c.unknown('L0115', `Unknown property \`${name}\` of ${what}`, segment, known);
  return undefined;
}

// ------------------------------------------------------------------ divisors

type Interval = [number, number];

/** The values a formula can take, as far as can be told without playing: used for divisor checks. */
export function bounds(c: Checker, expr: Expr, scope: Scope): Interval {
  switch (expr.kind) {
    case 'Number': return [expr.value, expr.value];
    case 'Percent': return [expr.value / 100, expr.value / 100];
    case 'Unary': {
      const [lo, hi] = bounds(c, expr.operand, scope);
      return [-hi, -lo];
    }
    case 'If': {
      const a = bounds(c, expr.then, scope);
      const b = bounds(c, expr.else, scope);
      return [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
    }
    case 'Call': return callBounds(c, expr, scope);
    case 'Binary': return binaryBounds(expr.op, bounds(c, expr.left, scope), bounds(c, expr.right, scope));
    case 'Ref': return refBounds(c, expr, scope);
  }
}

function refBounds(c: Checker, expr: RefExpr, scope: Scope): Interval {
  const last = expr.path[expr.path.length - 1]?.text ?? '';
  const single = expr.path.length === 1;
  if (single && scope.lookup(last) === undefined) {
    const param = scope.params.get(last);
    if (param?.kind === 'Number') return [param.value, param.value];
    const setting = c.info.settings.get(last);
    if (setting?.kind === 'Number') return [setting.value, setting.value];
  }
  if (c.info.stats.has(last)) return [c.info.statMinimum, Infinity];
  if (last === 'level') return [c.info.minLevel, c.info.maxLevel];
  if (last === 'tier') return [1, Math.max(1, c.info.maxTier)];
  if (last === 'maxHP') return [1, Infinity];
  return [-Infinity, Infinity];
}

/** The range of each built-in's result given its arguments' ranges (each is monotone, or `abs`). */
const builtinBounds: { readonly [F in BuiltinFn]: (args: Interval[], first: Interval) => Interval } = {
  floor: (_, first) => [Math.floor(first[0]), Math.floor(first[1])],
  ceil: (_, first) => [Math.ceil(first[0]), Math.ceil(first[1])],
  round: (_, first) => [Math.round(first[0]), Math.round(first[1])],
  abs: (_, first) => (first[0] >= 0 ? first : first[1] <= 0 ? [-first[1], -first[0]] : [0, Math.max(-first[0], first[1])]),
  max: (args) => args.reduce<Interval>((a, b) => [Math.max(a[0], b[0]), Math.max(a[1], b[1])], [-Infinity, -Infinity]),
  min: (args) => args.reduce<Interval>((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1])], [Infinity, Infinity]),
};

function callBounds(c: Checker, expr: Extract<Expr, { kind: 'Call' }>, scope: Scope): Interval {
  const args = expr.args.map((a) => bounds(c, a, scope));
  const fn = expr.fn.text;
  return isBuiltin(fn) ? builtinBounds[fn](args, args[0] ?? [-Infinity, Infinity]) : [-Infinity, Infinity];
}

function binaryBounds(op: string, [a, b]: Interval, [x, y]: Interval): Interval {
  const span = (values: number[]): Interval => {
    const finite = values.map((v) => (Number.isNaN(v) ? 0 : v));
    return [Math.min(...finite), Math.max(...finite)];
  };
  switch (op) {
    case '+': return [a + x, b + y];
    case '-': return [a - y, b - x];
    case '*': return span([a * x, a * y, b * x, b * y]);
    case '/': return x <= 0 && y >= 0 ? [-Infinity, Infinity] : span([a / x, a / y, b / x, b / y]);
    default: return [-Infinity, Infinity];
  }
}

function checkDivisor(c: Checker, divisor: Expr, scope: Scope): void {
  const [lo, hi] = bounds(c, divisor, scope);
  if (lo === 0 && hi === 0) {
    c.report('L0205', 'Division by zero', divisor.range);
  } else if (lo <= 0 && hi >= 0 && !(divisor.kind === 'Number' || divisor.kind === 'Percent')) {
    const hint = c.info.stats.size > 0 && divisor.kind === 'Ref' && c.info.stats.has(divisor.path[divisor.path.length - 1]?.text ?? '')
      ? ' (stats can be 0: set `stat-minimum 1` in the ruleset, or divide by `max(1, …)`)'
      : ' (divide by `max(1, …)` to be safe)';
    c.report('L0204', `\`${exprText(divisor)}\` may be 0 here${hint}`, divisor.range, [c.replace(divisor.range, `max(1, ${sourceOf(divisor)})`)]);
  }
}

function sourceOf(expr: Expr): string {
  return expr.kind === 'Ref' ? expr.path.map((n) => n.text).join('.') : exprText(expr);
}

// ------------------------------------------------------------------ conditions

export function checkCondition(c: Checker, cond: Condition, scope: Scope): void {
  switch (cond.kind) {
    case 'Compare': {
      if (cond.op === '=' || cond.op === '!=') {
        const left = typeOf(c, cond.left, scope);
        const right = typeOf(c, cond.right, scope);
        if (left !== 'any' && right !== 'any' && left !== right) {
          c.report('L0201', `\`${exprText(cond.left)}\` is ${typeWord(c, left)} and \`${exprText(cond.right)}\` is ${typeWord(c, right)}: they are never equal`, cond.range);
        }
      } else {
        expectType(c, cond.left, scope, ['number']);
        expectType(c, cond.right, scope, ['number']);
      }
      return;
    }
    case 'And':
      cond.items.forEach((i) => checkCondition(c, i, scope));
      return;
    case 'Or':
      cond.items.forEach((i) => checkCondition(c, i, scope));
      return;
    case 'Not':
      checkCondition(c, cond.item, scope);
      return;
    case 'Is': {
      const type = typeOf(c, cond.subject, scope);
      if (nameTestedWithIs(c, cond, type)) return;
      reportUnexpected(c, cond.subject, type, ['unit', 'space', 'card', 'building', 'player']);
      if (cond.noun) checkNoun(c, cond.noun);
      const entity = cond.entity ?? entityOfType(type);
      checkFilters(c, cond.filters, scope, entity, cond.range, typeOfSelector(c, { entity, noun: cond.noun }));
      return;
    }
    case 'Exists':
      if (cond.count) expectType(c, cond.count.value, scope, ['number']);
      checkSelector(c, cond.selector, scope);
      return;
    case 'Outcome':
      if (cond.label && scope.lookup(cond.label.text) === undefined) {
        c.unknown('L0101', `No step is labelled \`${cond.label.text}\` before this (label one with \`as ${cond.label.text}\`)`, cond.label, scope.visible());
      } else if (cond.label) scope.used.add(cond.label.text);
      return;
  }
}

function entityOfType(type: VType): Selector['entity'] {
  switch (type) {
    case 'space': return 'space';
    case 'card': return 'card';
    case 'building': return 'building';
    case 'player': return 'player';
    default: return 'summon';
  }
}

export function typeOfEntity(entity: Selector['entity']): VType {
  switch (entity) {
    case 'summon':
    case 'removed-summon': return 'unit';
    case 'space': return 'space';
    case 'card': return 'card';
    case 'building': return 'building';
    case 'player': return 'player';
  }
}

// ------------------------------------------------------------------ selectors

export function checkSelector(c: Checker, selector: Selector, scope: Scope): void {
  if (selector.zone) checkZoneName(c, selector.zone);
  if (selector.noun) checkNoun(c, selector.noun);
  else checkGridNoun(c, selector);
  if (selector.zone && selector.entity !== 'card') c.report('L0201', `Only cards are in zones; this selects ${typeWord(c, typeOfEntity(selector.entity))}`, selector.zone.range);
  checkFilters(c, selector.filters, scope, selector.entity, selector.range, typeOfSelector(c, selector));
}

/** `monster`, `monsters`: a card type the game declares. */
export function checkNoun(c: Checker, noun: Name): void {
  if (cardTypeOfNoun(c.info.vocabulary, noun.text) !== undefined) return;
  c.unknown('L0118', `Unknown card type \`${noun.text}\``, noun, c.info.vocabulary.cardTypes);
}

/** Summoner's Grid's board nouns (`summon`, `space`, `building`) mean nothing in another game. */
function checkGridNoun(c: Checker, selector: Selector): void {
  const grid = selector.entity === 'summon' || selector.entity === 'removed-summon' || selector.entity === 'space' || selector.entity === 'building';
  if (!grid || !c.hasRuleset || c.info.vocabulary.game === defaultGame) return;
  const types = c.info.vocabulary.cardTypes.map((t) => `\`${t}\``).join(', ');
  // Nothing written (`your Elf Mage`): the summon is the parser's default, not a word to blame.
  if (selector.implied) c.report('L0118', `Name what this selects: this game's card types are ${types}`, selector.range);
  else c.report('L0118', `\`${selector.entity.replace('removed-', '')}\` is a word of Summoner's Grid; this game's card types are ${types}`, selector.range);
}

/** What a selector picks, as a formula type: a declared card type held in play selects things with stats. */
export function typeOfSelector(c: Checker, selector: Pick<Selector, 'entity' | 'noun'>): VType {
  if (selector.noun) {
    const type = cardTypeOfNoun(c.info.vocabulary, selector.noun.text);
    return type !== undefined && c.info.vocabulary.inPlayTypes.includes(type) ? 'unit' : 'card';
  }
  return typeOfEntity(selector.entity);
}

function checkFilters(c: Checker, filters: Filter[], scope: Scope, entity: Selector['entity'], range: Range, itType: VType = typeOfEntity(entity)): void {
  const candidate = scope.child(true);
  candidate.define('it', itType);
  for (const f of filters) checkFilter(c, f, scope, candidate, entity);
  checkTierAgainstRoles(c, filters, range);
}

const positional = new Set(['unit', 'space', 'building', 'any']);

function checkFilter(c: Checker, f: Filter, scope: Scope, candidate: Scope, entity: Selector['entity']): void {
  switch (f.kind) {
    case 'Role': checkRoleName(c, f.role); break;
    case 'Species': checkSpeciesName(c, f.species); break;
    case 'Tier':
      if (c.info.maxTier > 0 && (f.value < 1 || f.value > c.info.maxTier) && (f.op === '=' || f.op === '>=' || f.op === '>')) {
        c.report('L0301', `No role has tier ${f.value} (tiers go from 1 to ${c.info.maxTier})`, f.range);
      }
      break;
    case 'CardType': break;
    case 'Named': c.need('card', f.name, 'L0105'); break;
    case 'Within':
      expectType(c, f.distance, scope, ['number']);
      expectPosition(c, f.of, scope);
      break;
    case 'Adjacent': expectPosition(c, f.of, scope); break;
    case 'OnSpaces': expectType(c, f.of, scope, ['building', 'unit', 'card']); break;
    case 'Territory': break;
    case 'Empty':
      if (entity !== 'space') c.report('L0201', '`empty` describes spaces: write `empty space`', f.range);
      break;
    case 'CompletedQuest':
      if (f.quest) {
        const quest = c.need('card', f.quest, 'L0105');
        if (quest && !(quest.decl.kind === 'Card' && quest.decl.cardType === 'quest')) c.report('L0201', `"${f.quest.text}" is not a quest card`, f.quest.range);
      }
      break;
    case 'Status': checkStatus(c, f.status); break;
    case 'OtherThan': expectType(c, f.other, scope, ['unit', 'space', 'card', 'building', 'player']); break;
    case 'Where': checkCondition(c, f.condition, candidate); checkRequirementBounds(c, f.condition); break;
  }
}

function expectPosition(c: Checker, expr: Expr, scope: Scope): void {
  const type = typeOf(c, expr, scope);
  if (!positional.has(type)) c.report('L0201', `Expected a summon, space or building to measure from, but \`${exprText(expr)}\` is ${typeWord(c, type)}`, expr.range);
}

export function checkStatus(c: Checker, status: Name): void {
  if (!c.hasRuleset || c.info.statuses.has(status.text)) return;
  c.unknown('L0106', `Unknown status \`${status.text}\``, status, c.info.statuses);
}

export function checkRoleName(c: Checker, role: Name): void {
  if (c.lookup('role', role)) return;
  if (c.lookup('species', role)) {
    const end = role.range.end;
    c.report('SG0110', `"${role.text}" is a species, not a role: write \`${role.text} summon\``, role.range, [{ title: 'Add `summon`', edits: [{ range: { start: end, end }, newText: ' summon' }] }]);
    return;
  }
  c.unknown('SG0103', `Unknown role "${role.text}"`, role, c.namesOf('role'));
}

export function checkSpeciesName(c: Checker, species: Name): void {
  if (c.lookup('species', species)) return;
  if (c.lookup('role', species)) {
    c.report('SG0110', `"${species.text}" is a role, not a species: a role is written without \`summon\` (\`your ${species.text}\`)`, species.range);
    return;
  }
  c.unknown('SG0104', `Unknown species "${species.text}"`, species, c.namesOf('species'));
}

/** `tier 1 Champion` (a tier 2 role): the role (and every role advanced from it) has a higher tier than allowed. */
function checkTierAgainstRoles(c: Checker, filters: Filter[], range: Range): void {
  const tier = filters.find((f): f is Extract<Filter, { kind: 'Tier' }> => f.kind === 'Tier');
  if (tier === undefined) return;
  for (const f of filters) {
    if (f.kind !== 'Role') continue;
    const role = c.info.roles.get(f.role.text);
    if (role === undefined) continue;
    const tiers = [...c.info.basedOn(role.name)].map((r) => c.info.roles.get(r)?.tier ?? role.tier);
    const allowed = tiers.some((t) => compare(t, tier.op, tier.value));
    if (!allowed) {
      c.report('L0302', `No ${role.name} based summon has tier ${tier.op === '=' ? '' : tier.op + ' '}${tier.value} (${role.name} is tier ${role.tier})`, tier.range.start.offset < range.start.offset ? range : tier.range);
    }
  }
}

export function compare(a: number, op: string, b: number): boolean {
  switch (op) {
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    case '>=': return a >= b;
    case '!=': return a !== b;
    default: return a === b;
  }
}

export { Scope };
