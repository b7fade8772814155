/**
 * The generation tables of a game, read from its declarations: growth kinds, rarities (order, stat floor,
 * growth weights), species (stat ranges, appearance weight per rarity) and a pack (slots with upgrade
 * chances). The pack generator and its expected distributions work from these plain tables, never from
 * the AST, so the studio can tune a copy and regenerate at once.
 *
 * Problems (an unknown rarity, a negative weight, upgrade chances above 100 %) are values with the file
 * and range they come from; a table with problems is still returned as far as it could be read.
 */
import type { Decl, Document, Expr, Name, Range } from '../../../dsl/ast';
import { declId, slug } from '../../../dsl/slug';

export interface GrowthKind {
  name: string;
  symbol: string;
  rate: number;
}

export interface RarityTable {
  name: string;
  order: number;
  /** Share of the species range below which no base stat is generated (0 … 1). */
  statFloor: number;
  /** Weight per growth kind name; kinds not listed weigh 0. */
  growthWeights: Record<string, number>;
}

export interface SpeciesTable {
  name: string;
  ranges: Record<string, { min: number; max: number }>;
  /** Appearance weight per rarity name; rarities not listed weigh 0. */
  appearance: Record<string, number>;
}

export interface PackSlotTable {
  count: number;
  rarity: string;
  /** Chance (0 … 1) that a card of this slot is upgraded to each rarity, in the order written. */
  upgrades: Array<{ rarity: string; chance: number }>;
}

export interface PackTable {
  name: string;
  id: string;
  slots: PackSlotTable[];
}

export interface PackTables {
  /** The ruleset's stats in order (every generated summon has each of them). */
  stats: string[];
  /** Sorted by rate, poorest first. */
  growth: GrowthKind[];
  /** Sorted by order, commonest first. */
  rarities: RarityTable[];
  species: SpeciesTable[];
  pack: PackTable;
}

export interface TableProblem {
  path: string;
  range: Range;
  message: string;
}

export interface SourceDocument {
  path: string;
  document: Document;
}

export interface TablesResult {
  tables: PackTables;
  problems: TableProblem[];
  /** Every pack the content declares (the generator uses `tables.pack`). */
  packs: string[];
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase() || slug(a) === slug(b);

/** A chance written in a pack: `8%` is 0.08, and a plain number is read on the 0–100 scale like other chances. */
export function chanceOf(expr: Expr): number | undefined {
  if (expr.kind === 'Percent' || expr.kind === 'Number') return expr.value / 100;
  return undefined;
}

/**
 * Reads the tables from a game's documents. `packName` picks a pack (by name or id); the first pack is
 * used otherwise.
 */
export function packTables(sources: readonly SourceDocument[], packName?: string): TablesResult {
  const problems: TableProblem[] = [];
  const all = sources.flatMap((s) => s.document.decls.map((decl) => ({ path: s.path, decl })));
  const report = (path: string, range: Range, message: string) => problems.push({ path, range, message });
  const of = <K extends Decl['kind']>(kind: K) => all.filter((x): x is { path: string; decl: Extract<Decl, { kind: K }> } => x.decl.kind === kind);

  const ruleset = of('Ruleset')[0];
  const stats = ruleset ? ruleset.decl.stats.map((s) => s.text) : [];

  const growth = of('Growth')
    .map(({ decl }) => ({ name: decl.name.text, symbol: decl.symbol, rate: decl.rate }))
    .sort((a, b) => a.rate - b.rate);
  const growthName = (path: string, n: Name): string | undefined => {
    const kind = growth.find((g) => g.symbol === n.text || same(g.name, n.text));
    if (!kind) report(path, n.range, `Unknown growth kind \`${n.text}\``);
    return kind?.name;
  };

  const rarityDecls = of('Rarity');
  const rarityName = (path: string, n: Name): string | undefined => {
    const r = rarityDecls.find(({ decl }) => same(decl.name.text, n.text) || (decl.id !== undefined && decl.id === n.text));
    if (!r) report(path, n.range, `Unknown rarity "${n.text}"`);
    return r?.decl.name.text;
  };

  const rarities: RarityTable[] = rarityDecls
    .map(({ path, decl }) => {
      if (decl.statFloor < 0 || decl.statFloor > 1) report(path, decl.name.range, `The stat floor of ${decl.name.text} is ${Math.round(decl.statFloor * 100)}%; it must be between 0% and 100% of the species range`);
      const growthWeights: Record<string, number> = {};
      for (const w of decl.growthWeights) {
        const name = growthName(path, w.growth);
        if (name === undefined) continue;
        if (!(w.weight >= 0)) report(path, w.growth.range, `A growth weight cannot be negative (${w.weight})`);
        growthWeights[name] = (growthWeights[name] ?? 0) + Math.max(0, w.weight);
      }
      if (Object.values(growthWeights).every((w) => w === 0)) report(path, decl.name.range, `${decl.name.text} gives no growth kind a weight: its summons cannot be generated`);
      return { name: decl.name.text, order: decl.order, statFloor: Math.min(1, Math.max(0, decl.statFloor)), growthWeights };
    })
    .sort((a, b) => a.order - b.order);

  const species: SpeciesTable[] = of('Species').map(({ path, decl }) => {
    const ranges: Record<string, { min: number; max: number }> = {};
    for (const r of decl.stats) {
      if (r.min > r.max) report(path, r.range, `The range ${r.min}..${r.max} is empty`);
      ranges[r.stat.text] = { min: Math.min(r.min, r.max), max: Math.max(r.min, r.max) };
    }
    for (const stat of stats) if (!ranges[stat]) report(path, decl.name.range, `${decl.name.text} gives no range for ${stat}: its summons cannot be generated`);
    const appearance: Record<string, number> = {};
    for (const a of decl.appearance) {
      const name = rarityName(path, a.rarity);
      if (name === undefined) continue;
      if (!(a.weight >= 0)) report(path, a.rarity.range, `An appearance weight cannot be negative (${a.weight})`);
      appearance[name] = (appearance[name] ?? 0) + Math.max(0, a.weight);
    }
    return { name: decl.name.text, ranges, appearance };
  });
  for (const r of rarities) {
    if (species.length > 0 && species.every((s) => (s.appearance[r.name] ?? 0) === 0)) {
      const decl = rarityDecls.find((d) => d.decl.name.text === r.name);
      if (decl) report(decl.path, decl.decl.name.range, `No species appears at ${r.name}: a ${r.name} card cannot be generated`);
    }
  }

  const packDecls = of('Pack');
  const chosen = packName === undefined ? packDecls[0] : packDecls.find(({ decl }) => same(decl.name.text, packName) || decl.id === packName);
  let pack: PackTable = { name: packName ?? '', id: slug(packName ?? ''), slots: [] };
  if (!chosen) {
    const first = sources[0];
    if (first) report(first.path, first.document.range, packName === undefined ? 'The content declares no pack' : `No pack is named "${packName}"`);
  } else {
    const { path, decl } = chosen;
    const slots: PackSlotTable[] = [];
    for (const slot of decl.slots) {
      const rarity = rarityName(path, slot.rarity);
      const upgrades: PackSlotTable['upgrades'] = [];
      for (const u of slot.upgrades) {
        const name = rarityName(path, u.rarity);
        const chance = chanceOf(u.chance);
        if (chance === undefined) report(path, u.chance.range, 'An upgrade chance is a number or a percentage (`8%`)');
        else if (chance < 0) report(path, u.chance.range, 'An upgrade chance cannot be negative');
        if (name !== undefined && chance !== undefined && chance >= 0) upgrades.push({ rarity: name, chance });
      }
      const total = upgrades.reduce((n, u) => n + u.chance, 0);
      if (total > 1 + 1e-9) report(path, slot.range, `The upgrade chances of this slot add up to ${round(total * 100)}%, more than 100%`);
      if (!(slot.count >= 1 && Number.isInteger(slot.count))) report(path, slot.range, `A slot holds a whole number of cards, at least 1 (${slot.count})`);
      if (rarity !== undefined) slots.push({ count: Math.max(0, Math.floor(slot.count)), rarity, upgrades });
    }
    pack = { name: decl.name.text, id: declId(decl), slots };
  }
  if (!ruleset) {
    const first = sources[0];
    if (first) report(first.path, first.document.range, 'The content declares no ruleset: the stats to generate are unknown');
  }
  return { tables: { stats, growth, rarities, species, pack }, problems, packs: packDecls.map(({ decl }) => decl.name.text) };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The declarations the tables are read from (a file with any of them is a table file). */
export const TABLE_DECL_KINDS: ReadonlySet<Decl['kind']> = new Set<Decl['kind']>(['Rarity', 'Species', 'Growth', 'Pack']);

export function declaresTables(document: Document): boolean {
  return document.decls.some((d) => TABLE_DECL_KINDS.has(d.kind));
}
