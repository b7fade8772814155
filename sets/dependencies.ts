/**
 * What a set version contains: the chosen cards, everything they refer to (followed transitively: a
 * named summon's role, the card it adds to hand, that card's own references …), and the game's tables
 * that every card relies on (its ruleset, growth kinds, rarities and pack tables).
 */
import type { Decl } from '../dsl/ast';
import type { Included } from './cards-file';
import type { Problem } from './problem';
import { referencesOf, type Reference } from './references';

/** A published entry of the set's game that may go into the set. References resolve by its AST's name. */
export interface Candidate {
  id: string;
  ast: Decl;
}

export interface Contents {
  entries: Array<{ id: string; included: Included }>;
  problems: Problem[];
}

const tableKinds = new Set<Decl['kind']>(['Ruleset', 'Growth', 'Rarity', 'Pack']);

export function setContents(selectedIds: readonly string[], available: readonly Candidate[]): Contents {
  const byId = new Map(available.map((c) => [c.id, c]));
  const problems: Problem[] = [];
  const included = new Map<string, Included>();
  const queue: Candidate[] = [];
  const include = (candidate: Candidate, how: Included) => {
    if (included.has(candidate.id)) return;
    included.set(candidate.id, how);
    queue.push(candidate);
  };
  for (const id of [...selectedIds].sort()) {
    const candidate = byId.get(id);
    if (candidate === undefined) problems.push({ card: id, message: 'has no published version to include' });
    else include(candidate, 'selected');
  }
  for (const c of available) if (tableKinds.has(c.ast.kind)) include(c, 'required');
  const lookup = nameIndex(available);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const ref of referencesOf(next.ast)) {
      const matches = lookup(ref);
      if (matches.length === 1 && matches[0] !== undefined) include(matches[0], 'required');
      else if (matches.length === 0) problems.push({ card: next.id, message: `refers to ${ref.kind} "${ref.name}", which has no published version` });
      else problems.push({ card: next.id, message: `refers to ${ref.kind} "${ref.name}", which is ambiguous: ${matches.map((m) => m.id).join(', ')}` });
    }
  }
  const entries = [...included].map(([id, how]) => ({ id, included: how })).sort((a, b) => (a.id < b.id ? -1 : 1));
  return { entries, problems };
}

/**
 * Finds the candidates a reference can mean, as the DSL's symbol table resolves it: by id first, then by
 * display name; a card reference may name a role card; a growth kind may be named by its symbol.
 */
function nameIndex(available: readonly Candidate[]): (ref: Reference) => Candidate[] {
  const byId = new Map<string, Candidate[]>();
  const byName = new Map<string, Candidate[]>();
  const add = (index: Map<string, Candidate[]>, kind: Reference['kind'], text: string, c: Candidate) => {
    const key = `${kind}\u0000${text}`;
    const list = index.get(key);
    if (list === undefined) index.set(key, [c]);
    else if (!list.includes(c)) list.push(c);
  };
  for (const c of available) {
    for (const kind of referenceKindsOf(c.ast)) {
      add(byId, kind, c.id, c);
      add(byName, kind, c.ast.name.text, c);
      if (c.ast.kind === 'Growth') add(byName, kind, c.ast.symbol, c);
    }
  }
  return (ref) => {
    const key = `${ref.kind}\u0000${ref.name}`;
    return byId.get(key) ?? byName.get(key) ?? [];
  };
}

function referenceKindsOf(ast: Decl): Reference['kind'][] {
  switch (ast.kind) {
    case 'Card':
      return ast.cardType === 'role' ? ['card', 'role'] : ['card'];
    case 'GameCard':
      return ['card'];
    case 'Species':
      return ['species'];
    case 'Rarity':
      return ['rarity'];
    case 'Growth':
      return ['growth'];
    default:
      return [];
  }
}
