import { describe, expect, it } from 'vitest';
import { card, declOf, role, roleSource, cardSource } from './test-fixtures/revalidate-entries';
import { revalidateEntries } from './revalidate';

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
