/**
 * What validation needs to know about a game, derived from its symbol table: the ruleset's vocabulary
 * (stats, settings, formulas, statuses, damage types, elements) and the role tree. Cached per table
 * version, so a keystroke in a card file does not recompute it.
 */
import type { Expr, FormulaDef, RulesetDecl } from '../ast';
import type { SymbolTable } from '../symbols';
import { vocabularyOf, type Vocabulary } from '../vocabulary';

export interface RoleInfo {
  name: string;
  tier: number;
  from: string[];
  family: string;
}

export interface GameInfo {
  ruleset: RulesetDecl | undefined;
  rulesetCount: number;
  /** The game's declared words (card types, zones, phases …), with Summoner's Grid's defaults for old rulesets. */
  vocabulary: Vocabulary;
  stats: Set<string>;
  settings: Map<string, Expr>;
  formulas: Map<string, FormulaDef>;
  statuses: Set<string>;
  damageTypes: Set<string>;
  elements: Set<string>;
  maxLevel: number;
  minLevel: number;
  statMinimum: number;
  /** Roles by id and by name. */
  roles: Map<string, RoleInfo>;
  maxTier: number;
  /** Every role that is `role` or advanced from it (its descendants in the tree), by name. */
  basedOn(role: string): Set<string>;
  /** True when `ancestor` is `role` or one of the roles it advances from. */
  isAncestor(ancestor: string, role: string): boolean;
}

const cache = new WeakMap<SymbolTable, { version: number; info: GameInfo }>();

export function gameInfo(table: SymbolTable): GameInfo {
  const hit = cache.get(table);
  if (hit && hit.version === table.version) return hit.info;
  const info = compute(table);
  cache.set(table, { version: table.version, info });
  return info;
}

function numberSetting(settings: Map<string, Expr>, name: string, fallback: number): number {
  const value = settings.get(name);
  return value?.kind === 'Number' ? value.value : fallback;
}

function compute(table: SymbolTable): GameInfo {
  const ruleset = table.ruleset();
  const settings = new Map((ruleset?.settings ?? []).map((s) => [s.name.text, s.value]));
  const roles = new Map<string, RoleInfo>();
  for (const entry of table.ordered('role')) {
    if (entry.decl.kind !== 'Card' || entry.decl.cardType !== 'role') continue;
    const info = { name: entry.name, tier: entry.decl.tier, from: entry.decl.from.map((n) => n.text), family: entry.decl.family.text };
    roles.set(entry.name, info);
    roles.set(entry.id, info);
  }
  const canonical = (name: string): string => roles.get(name)?.name ?? name;
  const children = new Map<string, string[]>();
  for (const role of new Set(roles.values())) {
    for (const parent of role.from) {
      const key = canonical(parent);
      children.set(key, [...(children.get(key) ?? []), role.name]);
    }
  }
  const basedCache = new Map<string, Set<string>>();
  const basedOn = (role: string): Set<string> => {
    const start = canonical(role);
    const cached = basedCache.get(start);
    if (cached) return cached;
    const out = new Set<string>([start]);
    const queue = [start];
    while (queue.length > 0) {
      const next = queue.pop();
      for (const child of next === undefined ? [] : (children.get(next) ?? [])) {
        if (!out.has(child)) {
          out.add(child);
          queue.push(child);
        }
      }
    }
    basedCache.set(start, out);
    return out;
  };
  return {
    ruleset,
    rulesetCount: table.count('ruleset'),
    vocabulary: vocabularyOf(ruleset),
    stats: new Set((ruleset?.stats ?? []).map((s) => s.text)),
    settings,
    formulas: new Map((ruleset?.formulas ?? []).map((f) => [f.name.text, f])),
    statuses: new Set((ruleset?.statuses ?? []).map((s) => s.name.text)),
    damageTypes: new Set((ruleset?.damageTypes ?? []).map((d) => d.name.text)),
    elements: new Set((ruleset?.elements?.elements ?? []).map((e) => e.text)),
    maxLevel: numberSetting(settings, 'max-level', Infinity),
    minLevel: 1,
    statMinimum: numberSetting(settings, 'stat-minimum', 0),
    roles,
    maxTier: Math.max(0, ...[...roles.values()].map((r) => r.tier)),
    basedOn,
    isAncestor: (ancestor, role) => basedOn(ancestor).has(canonical(role)),
  };
}
