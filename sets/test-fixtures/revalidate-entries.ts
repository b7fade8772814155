/** A two-entry set (a role and a card that names it) for the DSL re-validation's tests. */
import type { Decl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import type { SnapshotEntry } from '../build-cards-file';

export function declOf(source: string): Decl {
  const [decl] = parse(source).document.decls;
  if (decl === undefined) throw new Error('no declaration');
  return decl;
}

export const roleSource = 'role Magician {\n  tier 1\n  family Magician\n}';
export const cardSource = 'action Zap {\n  caster: your Magician\n  effect {\n    draw 1 card\n  }\n}\n';
const published = { version: 1, rulesText: '', publishedBy: 'ada', publishedAt: '2026-01-01T00:00:00.000Z', changelog: '' };
export const role: SnapshotEntry = { id: 'magician', name: 'Magician', included: 'required', source: roleSource, ast: declOf(roleSource) };
export const card: SnapshotEntry = { id: 'zap', name: 'Zap', included: 'selected', source: cardSource, ast: declOf(cardSource), published };
