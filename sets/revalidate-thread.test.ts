import { describe, expect, it } from 'vitest';
import type { SnapshotEntry } from './build-cards-file';
import { revalidateEntries } from './revalidate';
import { revalidateInThread } from './revalidate-thread';
import { card, cardSource, declOf, role, roleSource } from './test-fixtures/revalidate-entries';

/** A set with one of every problem the check finds, and good entries between them. */
function badSet(): SnapshotEntry[] {
  const broken = cardSource.replace('draw 1 card', 'draw 1');
  const scout = roleSource.replace(/Magician/g, 'Scout');
  return [
    role,
    { ...card, id: 'zap-broken', source: broken, ast: declOf(broken) },
    card,
    { ...card, id: 'zap-other-ast', ast: declOf(cardSource.replace('draw 1 card', 'draw 2 cards')) },
    { ...role, id: 'wizard', source: scout, ast: declOf(scout) },
    { ...role, id: 'two', source: `${roleSource}\n${scout}`, ast: declOf(roleSource) },
    { ...card, id: 'zap-again' },
  ];
}

describe('revalidateInThread', () => {
  it('accepts a valid set', async () => {
    expect(await revalidateInThread('g', [role, card])).toEqual([]);
  });

  it('finds the problems revalidateEntries finds, in the same order, in batches of one entry or of all', async () => {
    const entries = badSet();
    const inProcess = revalidateEntries('g', entries);
    // Each kind is there (so the comparison below compares something).
    expect(inProcess).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ card: 'zap-broken', at: expect.stringMatching(/^\d+:\d+$/) }),
        { card: 'zap-other-ast', message: 'its AST is not what its source parses to' },
        { card: 'wizard', message: 'its source declares the id "scout"' },
        { card: 'two', message: 'its source declares 2 declarations; an entry holds exactly one' },
      ]),
    );
    expect(await revalidateInThread('g', entries)).toEqual(inProcess);
    expect(await revalidateInThread('g', entries, 1)).toEqual(inProcess);
  });

  it('checks ASTs sent as JSON text as closely: a changed number or an emptied list is still refused', async () => {
    const changed = declOf(cardSource.replace('draw 1 card', 'draw 3 cards'));
    const full = declOf(cardSource);
    if (full.kind !== 'Card') throw new Error('the fixture is a card');
    expect(full.effect.length).toBeGreaterThan(0);
    const problems = await revalidateInThread('g', [role, { ...card, ast: changed }, { ...card, id: 'zap-2', ast: { ...full, effect: [] } }]);
    expect(problems).toEqual([
      { card: 'zap', message: 'its AST is not what its source parses to' },
      { card: 'zap-2', message: 'its AST is not what its source parses to' },
    ]);
  });
});
