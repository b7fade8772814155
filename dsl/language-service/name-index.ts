/**
 * Every name in a document with what it names: a role, a card, a stat, a binding, a reference in a
 * formula … Hover, go-to-definition and completion read it.
 */
import type { Decl, Document, Name } from '../ast';
import { effectModules } from '../effects/registry';

export type NameRole =
  | 'decl' | 'role' | 'species' | 'card' | 'growth' | 'rarity' | 'ruleset' | 'stat' | 'status' | 'element' | 'damage-type'
  | 'zone' | 'setting' | 'formula' | 'ref' | 'property' | 'binding' | 'label' | 'param' | 'handle' | 'phase' | 'event' | 'card-type'
  | 'player-stat' | 'speed' | 'other';

export interface NameUse {
  name: Name;
  role: NameRole;
  decl: Decl;
  /** For references: the whole path and this name's place in it. */
  path?: Name[];
  index?: number;
}

/** Name-valued fields, by node kind (or `Parent.field` for kind-less records); effect modules add their own. */
const coreFields: Record<string, Record<string, NameRole>> = {
  Card: { name: 'decl', attribute: 'element', rarity: 'rarity', species: 'species', family: 'role', from: 'role' },
  Ruleset: {
    name: 'decl', stats: 'stat', game: 'other', cardTypes: 'card-type', properties: 'property', playerStats: 'player-stat', phases: 'phase', speeds: 'speed',
  },
  ZoneDef: { name: 'zone', holds: 'card-type' },
  GameCard: { name: 'decl', cardType: 'card-type', rarity: 'rarity' },
  Gain: { stat: 'player-stat' },
  Is: { noun: 'card-type' },
  Species: { name: 'decl' },
  Growth: { name: 'decl' },
  Rarity: { name: 'decl' },
  Pack: { name: 'decl' },
  Deck: { name: 'decl' },
  Scenario: { name: 'decl', ruleset: 'ruleset' },
  Role: { role: 'role' },
  Species_filter: { species: 'species' },
  Named: { name: 'card' },
  CompletedQuest: { quest: 'card' },
  Status: { status: 'status' },
  Selector: { zone: 'zone', noun: 'card-type' },
  Call: { fn: 'formula' },
  Outcome: { label: 'label', outcome: 'other' },
  Binding: { name: 'binding' },
  Param: { name: 'param' },
  Damage: { label: 'label' },
  Heal: { label: 'label', attribute: 'element' },
  Destroy: { label: 'label' },
  DamageSpec: { damageType: 'damage-type', attribute: 'element' },
  Modify: { property: 'property' },
  Replace: { property: 'property', damageType: 'damage-type' },
  Search: { from: 'zone', to: 'zone' },
  Discard: { to: 'zone' },
  Shuffle: { zone: 'zone' },
  ChangeRole: { role: 'role' },
  ForEach: { variable: 'binding' },
  Trigger: { event: 'event', phase: 'phase' },
  Duration: { endsWhen: 'other' },
  RoleChange: { subject: 'ref', to: 'role' },
  NamedSummon: { material: 'ref', species: 'species', role: 'role', inherits: 'other' },
  StatValue: { stat: 'stat' },
  StatRange: { stat: 'stat' },
  GrowthValue: { stat: 'stat', growth: 'growth' },
  StatModifier: { stat: 'stat' },
  Setting: { name: 'setting' },
  FormulaDef: { name: 'formula', params: 'param' },
  StatusDef: { name: 'status', prevents: 'other' },
  DamageTypeDef: { name: 'damage-type', attackStat: 'stat', defenseStat: 'stat' },
  Elements: { elements: 'element', beats: 'element', resists: 'element' },
  RuleOverride: { rule: 'setting' },
  Aura: { property: 'property' },
  ReplaceAura: { property: 'property', damageType: 'damage-type' },
  DamageReduction: { damageKind: 'other' },
  SkipPhase: { phase: 'phase' },
  DeckSlot: { summon: 'card', role: 'role', equipment: 'card' },
  'Deck.main': { card: 'card' },
  'Deck.advance': { card: 'card' },
  'Pack.slots': { rarity: 'rarity' },
  'slots.upgrades': { rarity: 'rarity' },
  'Species.appearance': { rarity: 'rarity' },
  'Rarity.growthWeights': { growth: 'growth' },
  ScenarioUnit: { handle: 'handle', card: 'card', role: 'role', equipment: 'card' },
  ScenarioPlayer: { faceDown: 'card' },
  'ScenarioPlayer.zones': { zone: 'zone', cards: 'card' },
  'ScenarioPlayer.buildings': { card: 'card' },
  ScenarioAction: { verb: 'other', subject: 'card' },
  'ScenarioAction.args': { name: 'other', value: 'card' },
  ExpectAt: { unit: 'handle' },
  ExpectInZone: { card: 'card', zone: 'zone' },
  ExpectStatus: { unit: 'handle', status: 'status' },
  ExpectDefeated: { unit: 'handle' },
};

const fields: Record<string, Partial<Record<string, NameRole>>> = {
  ...coreFields,
  ...Object.fromEntries(effectModules.map((m) => [m.kind, m.names])),
};

function isName(value: unknown): value is Name {
  return value !== null && typeof value === 'object' && (value as { kind?: unknown }).kind === 'Name';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

export function nameUses(doc: Document): NameUse[] {
  const out: NameUse[] = [];
  for (const decl of doc.decls) {
    const visit = (node: unknown, context: string, role: NameRole | undefined): void => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item, context, role);
        return;
      }
      if (isName(node)) {
        out.push({ name: node, role: role ?? 'other', decl });
        return;
      }
      if (!isRecord(node)) return;
      const kind = typeof node.kind === 'string' ? node.kind : undefined;
      if (kind === 'Ref') {
        const path = Array.isArray(node.path) ? node.path.filter(isName) : [];
        const scenario = decl.kind === 'Scenario';
        path.forEach((name, index) => out.push({ name, role: index === 0 ? (scenario ? 'handle' : 'ref') : 'property', decl, path, index }));
        return;
      }
      // `Species` is both a declaration and a filter: the filter is the one inside a selector.
      const key = kind === 'Species' && context !== '' ? 'Species_filter' : kind ?? context;
      const table = fields[key] ?? {};
      for (const [field, value] of Object.entries(node)) {
        if (field === 'range' || field === 'kind') continue;
        visit(value, kind ? `${kind}.${field}` : `${context.split('.').pop() ?? ''}.${field}`, table[field]);
      }
    };
    visit(decl, '', undefined);
  }
  return out;
}

/** The name use whose range contains `offset` (the innermost, i.e. the shortest). */
export function nameAt(uses: NameUse[], offset: number): NameUse | undefined {
  let best: NameUse | undefined;
  for (const use of uses) {
    const r = use.name.range;
    if (r.start.offset <= offset && offset <= r.end.offset && (best === undefined || r.end.offset - r.start.offset < best.name.range.end.offset - best.name.range.start.offset)) best = use;
  }
  return best;
}

/** The declaration whose range contains `offset`. */
export function declAt(doc: Document, offset: number): Decl | undefined {
  return doc.decls.find((d) => d.range.start.offset <= offset && offset <= d.range.end.offset);
}
