/**
 * What a declaration refers to by name: roles, species, other cards, rarities and growth kinds. A set
 * version must carry everything its cards refer to, so freezing a set follows these references from the
 * chosen cards to the definitions and cards they need.
 *
 * The walk visits every node of the AST and reads the reference fields of the node kinds that have them
 * (the table below, from dsl/ast.ts), so a reference nested anywhere — a role filter inside a trigger
 * inside a granted ability — is found.
 */
import type { Decl, Name } from '../dsl/ast';
import { effectModules } from '../dsl/effects/registry';

const referenceKinds = ['role', 'species', 'card', 'rarity', 'growth'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

export interface Reference {
  kind: ReferenceKind;
  name: string;
}

/** Node kind → the paths of its reference fields (`*` = every item of an array) and what they name. */
const coreReferenceFields: Record<string, Array<{ path: string[]; kind: ReferenceKind }>> = {
  Role: [{ path: ['role'], kind: 'role' }], // RoleFilter
  Species: [
    { path: ['species'], kind: 'species' }, // SpeciesFilter
    { path: ['appearance', '*', 'rarity'], kind: 'rarity' }, // SpeciesDecl
  ],
  Named: [{ path: ['name'], kind: 'card' }],
  CompletedQuest: [{ path: ['quest'], kind: 'card' }],
  ChangeRole: [{ path: ['role'], kind: 'role' }],
  RoleChange: [{ path: ['to'], kind: 'role' }],
  NamedSummon: [
    { path: ['role'], kind: 'role' },
    { path: ['species'], kind: 'species' },
  ],
  GrowthValue: [{ path: ['growth'], kind: 'growth' }],
  Rarity: [{ path: ['growthWeights', '*', 'growth'], kind: 'growth' }],
  Pack: [
    { path: ['slots', '*', 'rarity'], kind: 'rarity' },
    { path: ['slots', '*', 'upgrades', '*', 'rarity'], kind: 'rarity' },
  ],
  Card: [
    { path: ['rarity'], kind: 'rarity' },
    { path: ['species'], kind: 'species' }, // summon cards
    { path: ['family'], kind: 'role' }, // role cards
    { path: ['from', '*'], kind: 'role' },
  ],
};

function isReferenceKind(role: string | undefined): role is ReferenceKind {
  return referenceKinds.some((kind) => kind === role);
}

/** The core's reference fields, and those an effect module declares among its names (a card it summons …). */
const referenceFields: Record<string, Array<{ path: string[]; kind: ReferenceKind }>> = {
  ...coreReferenceFields,
  ...Object.fromEntries(
    effectModules.map((m) => [m.kind, Object.entries(m.names).flatMap(([field, role]) => (isReferenceKind(role) ? [{ path: [field], kind: role }] : []))]),
  ),
};

export function referencesOf(decl: Decl): Reference[] {
  const found = new Map<string, Reference>();
  walk(decl, (node, kind) => {
    for (const field of referenceFields[kind] ?? []) {
      for (const name of namesAt(node, field.path)) found.set(`${field.kind}\u0000${name.text}`, { kind: field.kind, name: name.text });
    }
  });
  return [...found.values()].sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Calls `visit` on every object with a string `kind` in `value`, `value` included. */
function walk(value: unknown, visit: (node: object, kind: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if ('kind' in value && typeof value.kind === 'string') visit(value, value.kind);
  for (const child of Object.values(value)) walk(child, visit);
}

function namesAt(value: unknown, path: readonly string[]): Name[] {
  const [step, ...rest] = path;
  if (step === undefined) return isName(value) ? [value] : [];
  if (step === '*') return Array.isArray(value) ? value.flatMap((item) => namesAt(item, rest)) : [];
  if (value === null || typeof value !== 'object' || !(step in value)) return [];
  return namesAt((value as Record<string, unknown>)[step], rest);
}

function isName(value: unknown): value is Name {
  return value !== null && typeof value === 'object' && 'kind' in value && value.kind === 'Name' && 'text' in value && typeof value.text === 'string';
}
