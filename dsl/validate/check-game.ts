/** The game's definitions: ruleset, species, growth kinds, rarities and packs. */
import type { GrowthDecl, Name, PackDecl, RarityDecl, RulesetDecl, SpeciesDecl } from '../ast';
import { Scope, type Checker } from './checker';
import { checkAbility, checkDamageSpec } from './check-effects';
import { checkCondition, expectType } from './check-exprs';

export function checkRuleset(c: Checker, r: RulesetDecl): void {
  if (c.info.rulesetCount > 1) c.report('L0416', 'A game has one ruleset; another is declared too', r.name.range);
  const stats = new Set<string>();
  for (const s of r.stats) {
    if (stats.has(s.text)) c.report('L0417', `The stat ${s.text} is listed twice`, s.range);
    stats.add(s.text);
  }
  const settings = new Set<string>();
  for (const s of r.settings) {
    if (settings.has(s.name.text)) c.report('L0417', `The setting \`${s.name.text}\` is given twice`, s.name.range);
    settings.add(s.name.text);
    expectType(c, s.value, new Scope(undefined), ['number']);
  }
  const formulas = new Set<string>();
  for (const f of r.formulas) {
    if (formulas.has(f.name.text)) c.report('L0417', `The formula \`${f.name.text}\` is defined twice`, f.name.range);
    formulas.add(f.name.text);
    // A ruleset formula reads the subject unit's stats bare, the defender as `target`, and the card's or
    // weapon's parameters.
    const scope = new Scope(undefined, new Map(), true);
    for (const name of ['target']) scope.define(name, 'unit');
    for (const name of ['power', 'accuracy', 'range', ...f.params.map((p) => p.text)]) scope.define(name, 'number');
    expectType(c, f.body, scope, ['number']);
  }
  for (const d of r.damageTypes) {
    for (const stat of [d.attackStat, d.defenseStat]) if (stat && !stats.has(stat.text)) c.unknown('L0102', `Unknown stat \`${stat.text}\``, stat, stats);
  }
  if (r.elements) {
    const elements = new Set(r.elements.elements.map((e) => e.text));
    for (const [a, b] of [...r.elements.beats, ...r.elements.resists]) {
      for (const e of [a, b]) if (!elements.has(e.text)) c.unknown('L0107', `Unknown element \`${e.text}\``, e, elements);
    }
  }
  checkDeclarations(c, r);
  if (r.unarmed) {
    const scope = new Scope(undefined, new Map([['power', { kind: 'Number', value: r.unarmed.power, range: r.name.range }], ['range', { kind: 'Number', value: r.unarmed.range, range: r.name.range }]]), true);
    scope.define('target', 'unit');
    checkDamageSpec(c, r.unarmed.damage, scope);
  }
}

/** The game's vocabulary: each word once, zones hold declared card types, win conditions read players. */
function checkDeclarations(c: Checker, r: RulesetDecl): void {
  const lists: Array<[string, Name[] | undefined]> = [
    ['card type', r.cardTypes], ['property', r.properties], ['player stat', r.playerStats], ['phase', r.phases], ['speed', r.speeds], ['zone', r.zones?.map((z) => z.name)],
  ];
  for (const [what, names] of lists) {
    const seen = new Set<string>();
    for (const n of names ?? []) {
      if (seen.has(n.text)) c.report('L0417', `The ${what} \`${n.text}\` is declared twice`, n.range);
      seen.add(n.text);
    }
  }
  const types = (r.cardTypes ?? []).map((t) => t.text);
  for (const z of r.zones ?? []) for (const h of z.holds) if (!types.includes(h.text)) c.unknown('L0118', `Unknown card type \`${h.text}\``, h, types);
  for (const w of r.winConditions ?? []) checkCondition(c, w, new Scope(undefined));
}

export function checkSpecies(c: Checker, s: SpeciesDecl): void {
  for (const r of s.stats) {
    if (c.hasRuleset && !c.info.stats.has(r.stat.text)) c.unknown('L0102', `Unknown stat \`${r.stat.text}\``, r.stat, c.info.stats);
    if (r.min > r.max) c.report('L0013', `The range ${r.min}..${r.max} is empty (write the smaller number first)`, r.range);
  }
  for (const a of s.appearance) if (!c.lookup('rarity', a.rarity)) c.unknown('L0111', `Unknown rarity "${a.rarity.text}"`, a.rarity, c.namesOf('rarity'));
  const scope = new Scope(undefined);
  scope.define('this', 'unit');
  for (const t of s.traits) checkAbility(c, t, scope, 'unit');
}

export function checkGrowth(c: Checker, g: GrowthDecl): void {
  const same = c.table.ordered('growth').filter((e) => e.decl !== g && e.decl.kind === 'Growth' && e.decl.symbol === g.symbol);
  if (same.length > 0 && g.symbol !== '') c.report('L0417', `The symbol \`${g.symbol}\` is also used by ${same[0]?.name}`, g.name.range);
}

export function checkRarity(c: Checker, r: RarityDecl): void {
  for (const w of r.growthWeights) if (!c.lookup('growth', w.growth)) c.unknown('SG0108', `Unknown growth kind \`${w.growth.text}\``, w.growth, c.namesOf('growth'));
}

export function checkPack(c: Checker, p: PackDecl): void {
  const scope = new Scope(undefined);
  for (const slot of p.slots) {
    for (const name of [slot.rarity, ...slot.upgrades.map((u) => u.rarity)]) {
      if (!c.lookup('rarity', name)) c.unknown('L0111', `Unknown rarity "${name.text}"`, name, c.namesOf('rarity'));
    }
    for (const u of slot.upgrades) expectType(c, u.chance, scope, ['number']);
  }
}
