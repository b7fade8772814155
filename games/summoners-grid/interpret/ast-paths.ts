import type { Ability, CardDecl, Param, SpeciesDecl } from '../../../dsl/ast';
import { requireCard, type Content } from '../rules/content';
import { normName } from './values';

/**
 * Pointers into content. The state refers to an AST node by the key of its declaration (a card id, or
 * `species:<name>` for species traits) and a path of property names and indexes from it.
 */
export type Path = (string | number)[];

export type DeclWithAbilities = CardDecl | SpeciesDecl;

export function declFor(content: Content, key: string): DeclWithAbilities {
  if (key.startsWith('species:')) {
    const s = content.speciesByKey.get(key.slice('species:'.length));
    if (!s) throw new Error(`unknown species ${key}`);
    return s;
  }
  return requireCard(content, key);
}

export function speciesKey(name: string): string {
  return `species:${normName(name)}`;
}

export function nodeAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

export function abilitiesOf(decl: DeclWithAbilities): { list: Ability[]; prefix: Path } {
  return decl.kind === 'Species' ? { list: decl.traits, prefix: ['traits'] } : { list: decl.abilities, prefix: ['abilities'] };
}

export function paramsOf(decl: DeclWithAbilities): Param[] {
  return decl.kind === 'Species' ? [] : decl.params;
}

const paramCache = new WeakMap<object, Record<string, number>>();

/**
 * A card's parameters (`power 60`, `accuracy 85`, `range 6`) as numbers, keyed by normalised name.
 * Parameters are constants of the card, so they are evaluated once per declaration.
 */
export function cardParams(decl: DeclWithAbilities, evaluateParam: (p: Param) => number): Record<string, number> {
  let params = paramCache.get(decl);
  if (!params) {
    params = {};
    for (const p of paramsOf(decl)) params[normName(p.name.text)] = evaluateParam(p);
    paramCache.set(decl, params);
  }
  return params;
}
