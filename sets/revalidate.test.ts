import { describe, expect, it } from 'vitest';
import { parse } from '../dsl/parse';
import type { Decl } from '../dsl/ast';
import type { SnapshotEntry } from './build-cards-file';
import { revalidateEntries } from './revalidate';

function declOf(source: string): Decl {
  const [decl] = parse(source).document.decls;
  if (decl === undefined) throw new Error('no declaration');
  return decl;
}

const roleSource = 'role Magician {\n  tier 1\n  family Magician\n}';
const cardSource = 'action Zap {\n  caster: your Magician\n  effect {\n    draw 1 card\n  }\n}\n';
const published = { version: 1, rulesText: '', publishedBy: 'ada', publishedAt: '2026-01-01T00:00:00.000Z', changelog: '' };
const role: SnapshotEntry = { id: 'magician', name: 'Magician', included: 'required', source: roleSource, ast: declOf(roleSource) };
const card: SnapshotEntry = { id: 'zap', name: 'Zap', included: 'selected', source: cardSource, ast: declOf(cardSource), published };

describe('revalidateEntries', () => {
  it('accepts entries whose sources are valid together and parse to their ASTs', () => {
    expect(revalidateEntries('g', [role, card])).toEqual([]);
  });

  it('reports a syntax error with the entry and its position', () => {
    const broken = cardSource.replace('draw 1 card', 'draw 1');
    const problems = revalidateEntries('g', [role, { ...card, source: broken, ast: declOf(broken) }]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ card: 'zap', at: expect.stringMatching(/^\d+:\d+$/), message: expect.stringMatching(/^(L|SG)\d{4} /) });
  });

  it('reports an AST that is not what the source parses to', () => {
    const other = declOf(cardSource.replace('draw 1 card', 'draw 2 cards'));
    expect(revalidateEntries('g', [role, { ...card, ast: other }])).toEqual([{ card: 'zap', message: 'its AST is not what its source parses to' }]);
  });

  it('reports a definition whose source gives another id, and a source with two declarations', () => {
    expect(revalidateEntries('g', [{ ...role, id: 'wizard' }, card])).toContainEqual({ card: 'wizard', message: 'its source declares the id "magician"' });
    const two = `${roleSource}\n${roleSource.replace(/Magician/g, 'Scout')}`;
    expect(revalidateEntries('g', [{ ...role, source: two }, card])).toContainEqual({ card: 'magician', message: 'its source declares 2 declarations; an entry holds exactly one' });
  });
});
