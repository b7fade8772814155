/** Cards of every type: their clauses, references, stats and the role tree. */
import type { AdvanceCard, CardDecl, Condition, GrowthValue, Name, StatModifier, StatValue } from '../ast';
import { Scope, type Checker, type VType } from './checker';
import { checkAbility, checkBinding, checkCrit, checkDamageSpec, checkElement, checkHit, checkSteps, checkTrigger } from './check-effects';
import { checkCondition, checkRoleName, checkSpeciesName, checkSelector, expectType } from './check-exprs';
import { checkRequirementBounds } from './requirements';

const inheritable = ['equipment', 'position', 'level', 'movement-used', 'damage', 'attacks-used', 'quests'];

/** What `this` is on a card of this type (units for cards that become or equip units). */
function ownerType(card: CardDecl): VType {
  switch (card.cardType) {
    case 'building': return 'building';
    case 'summon':
    case 'role':
    case 'equipment':
    case 'advance':
      return 'unit';
    default:
      return 'card';
  }
}

export function checkCard(c: Checker, card: CardDecl): void {
  const scope = new Scope(undefined, new Map(card.params.map((p) => [p.name.text, p.value])));
  scope.define('this', ownerType(card));
  scope.used.add('this');
  checkParams(c, card);
  if (card.attribute) checkElement(c, card.attribute);
  if (card.rarity && !c.lookup('rarity', card.rarity)) c.unknown('L0111', `Unknown rarity "${card.rarity.text}"`, card.rarity, c.namesOf('rarity'));
  for (const p of card.params) expectType(c, p.value, scope, ['number']);

  const trigger = 'trigger' in card ? card.trigger : undefined;
  const settable = card.cardType === 'counter' || card.cardType === 'reaction' || (card.cardType === 'building' && card.trap);
  const body = trigger ? checkTrigger(c, trigger, scope, ownerType(card), settable) : scope;
  if (card.cardType === 'counter' && trigger === undefined) c.report('L0405', 'A counter needs a trigger (`when your summon is defeated`)', card.name.range);
  for (const r of card.requirements) {
    checkCondition(c, r, body);
    checkRequirementBounds(c, r);
  }
  for (const b of card.bindings) checkBinding(c, b, body);
  checkSteps(c, card.costs, body);
  checkTypeSpecific(c, card, body);
  checkSteps(c, card.effect, body);
  for (const a of card.abilities) checkAbility(c, a, scope, ownerType(card));
  for (const b of card.bindings) {
    if (!body.used.has(b.name.text) && !usedByAdvance(card, b.name.text)) c.report('L0409', `The choice \`${b.name.text}\` is never used`, b.name.range);
  }
  for (const p of card.params) {
    if (!scope.used.has(p.name.text)) c.report('L0409', `The parameter \`${p.name.text}\` is never used`, p.name.range);
  }
}

function usedByAdvance(card: CardDecl, name: string): boolean {
  if (card.cardType !== 'advance') return false;
  const a = card.advance;
  return (a.kind === 'RoleChange' ? a.subject.text : a.material.text) === name;
}

function checkParams(c: Checker, card: CardDecl): void {
  const seen = new Set<string>();
  for (const p of card.params) {
    if (seen.has(p.name.text)) c.report('L0417', `The parameter \`${p.name.text}\` is given twice`, p.name.range);
    seen.add(p.name.text);
  }
}

function checkTypeSpecific(c: Checker, card: CardDecl, scope: Scope): void {
  switch (card.cardType) {
    case 'building': {
      const holder = { kind: 'Selector' as const, entity: 'space' as const, owner: 'any' as const, filters: card.placement, range: card.name.range };
      checkSelector(c, holder, scope);
      return;
    }
    case 'quest':
      checkCondition(c, card.objective, scope);
      checkRequirementBounds(c, card.objective);
      checkSteps(c, card.reward, scope);
      if (card.failure) {
        checkCondition(c, card.failure.condition, scope);
        checkSteps(c, card.failure.effect, scope);
      }
      return;
    case 'advance':
      checkAdvance(c, card.advance, scope);
      return;
    case 'summon':
      checkSpeciesName(c, card.species);
      checkStatValues(c, card.stats, card.species, card.name, true);
      checkGrowthValues(c, card.growth, card.name);
      return;
    case 'role':
      checkRole(c, card);
      return;
    case 'equipment': {
      checkModifiers(c, card.bonuses);
      if (card.weapon) {
        const weapon = new Scope(undefined, new Map([
          ['power', { kind: 'Number', value: card.weapon.power, range: card.name.range }],
          ['range', { kind: 'Number', value: card.weapon.range, range: card.name.range }],
        ]), true);
        weapon.define('target', 'unit');
        checkDamageSpec(c, card.weapon.damage, weapon);
        if (card.weapon.hit) checkHit(c, card.weapon.hit, weapon);
        if (card.weapon.crit) checkCrit(c, card.weapon.crit, weapon);
      }
      return;
    }
    default:
      return;
  }
}

function checkAdvance(c: Checker, advance: AdvanceCard['advance'], scope: Scope): void {
  const subject = advance.kind === 'RoleChange' ? advance.subject : advance.material;
  if (subject.text !== '' && scope.lookup(subject.text) === undefined) {
    c.unknown('L0101', `\`${subject.text}\` is not one of this card's choices (declare it: \`${subject.text}: your …\`)`, subject, scope.visible());
  }
  if (advance.kind === 'RoleChange') {
    checkRoleName(c, advance.to);
    return;
  }
  checkSpeciesName(c, advance.species);
  checkRoleName(c, advance.role);
  for (const i of advance.inherits) if (!inheritable.includes(i.text)) c.unknown('SG0117', `A named summon cannot inherit \`${i.text}\``, i, inheritable);
  // A named summon is one of a kind: its stats are set by hand, not drawn from the species ranges.
  checkStatValues(c, advance.stats, advance.species, advance.material, false);
  checkGrowthValues(c, advance.growth, advance.material);
}

/** Role change to a role that the subject's required role does not lead to in the role tree (SG0412). */
export function checkAdvanceTree(c: Checker, card: CardDecl): void {
  if (card.cardType !== 'advance' || card.advance.kind !== 'RoleChange') return;
  const { subject, to } = card.advance;
  const binding = card.bindings.find((b) => b.name.text === subject.text);
  const target = c.info.roles.get(to.text);
  if (binding === undefined || target === undefined) return;
  const required = binding.selector.filters.flatMap((f) => (f.kind === 'Role' ? [f.role] : f.kind === 'Where' ? rolesCandidateIs(f.condition) : []));
  for (const role of required) {
    if (c.info.roles.has(role.text) && !c.info.isAncestor(role.text, target.name)) {
      c.report('SG0412', `${target.name} is not reached from ${role.text} in the role tree`, to.range);
    }
  }
}

/**
 * The roles a `where` condition says the candidate is (`it is a Fighter or it is a Mage`: both, for
 * a convergence role's card), through `and` and `or`; a negated role (`it is not a Mage`) is not one.
 */
function rolesCandidateIs(condition: Condition): Name[] {
  switch (condition.kind) {
    case 'And':
    case 'Or':
      return condition.items.flatMap(rolesCandidateIs);
    case 'Is': {
      const subject = condition.subject;
      const aboutCandidate = subject.kind === 'Ref' && subject.path.length === 1 && subject.path[0]?.text === 'it';
      return aboutCandidate ? condition.filters.flatMap((f) => (f.kind === 'Role' ? [f.role] : [])) : [];
    }
    default:
      return [];
  }
}

function checkRole(c: Checker, card: Extract<CardDecl, { cardType: 'role' }>): void {
  if (card.family.text !== card.name.text) checkRoleName(c, card.family);
  if (card.tier === 1 && card.from.length > 0) c.report('SG0411', 'A tier 1 role is a starting role and advances from nothing', card.from[0]?.range ?? card.name.range);
  if (card.tier > 1 && card.from.length === 0) c.report('SG0411', `A tier ${card.tier} role must say which roles it advances from (\`from …\`)`, card.name.range);
  for (const parent of card.from) {
    checkRoleName(c, parent);
    const info = c.info.roles.get(parent.text);
    if (info && info.tier > card.tier) {
      c.report('SG0411', `${card.name.text} (tier ${card.tier}) cannot advance from ${info.name} (tier ${info.tier}): advancing never lowers the tier`, parent.range);
    }
    if (info && c.info.isAncestor(card.name.text, info.name)) {
      c.report('SG0411', `${card.name.text} and ${info.name} advance from each other: the role tree has a cycle`, parent.range);
    }
  }
  checkModifiers(c, card.modifiers);
}

function checkModifiers(c: Checker, modifiers: StatModifier[]): void {
  for (const m of modifiers) checkStatName(c, m.stat);
}

function checkStatName(c: Checker, stat: Name): boolean {
  if (!c.hasRuleset || c.info.stats.has(stat.text)) return true;
  c.unknown('L0102', `Unknown stat \`${stat.text}\``, stat, c.info.stats);
  return false;
}

/** Base stats: known, each once, every stat present, and (for generated summons) inside the species ranges (SG0406). */
function checkStatValues(c: Checker, stats: StatValue[], species: Name, where: Name, inRanges: boolean): void {
  const seen = new Set<string>();
  const speciesDecl = c.lookup('species', species)?.decl;
  const ranges = speciesDecl?.kind === 'Species' ? new Map(speciesDecl.stats.map((r) => [r.stat.text, r])) : new Map();
  const outside: string[] = [];
  for (const s of stats) {
    if (!checkStatName(c, s.stat)) continue;
    if (seen.has(s.stat.text)) c.report('L0407', `${s.stat.text} is given twice`, s.stat.range);
    seen.add(s.stat.text);
    const r = ranges.get(s.stat.text);
    if (inRanges && r && (s.value < r.min || s.value > r.max)) outside.push(`${s.stat.text} ${s.value} (${r.min}..${r.max})`);
  }
  const first = stats[0];
  const last = stats[stats.length - 1];
  if (outside.length > 0 && first && last) {
    c.report('SG0406', `Outside the ${species.text} ranges: ${outside.join(', ')}`, { start: first.range.start, end: last.range.end });
  }
  reportMissingStats(c, seen, stats.length > 0 ? (stats[stats.length - 1]?.range ?? where.range) : where.range, 'base stat');
}

function checkGrowthValues(c: Checker, growth: GrowthValue[], where: Name): void {
  const seen = new Set<string>();
  for (const g of growth) {
    if (!checkStatName(c, g.stat)) continue;
    if (seen.has(g.stat.text)) c.report('L0407', `${g.stat.text} is given twice`, g.stat.range);
    seen.add(g.stat.text);
    if (!c.lookup('growth', g.growth)) c.unknown('SG0108', `Unknown growth kind \`${g.growth.text}\``, g.growth, c.namesOf('growth'));
  }
  reportMissingStats(c, seen, growth.length > 0 ? (growth[growth.length - 1]?.range ?? where.range) : where.range, 'growth rate');
}

function reportMissingStats(c: Checker, seen: Set<string>, range: Name['range'], what: string): void {
  const missing = [...c.info.stats].filter((s) => !seen.has(s));
  if (missing.length > 0) c.report('L0407', `No ${what} for ${missing.join(', ')}`, range);
}
