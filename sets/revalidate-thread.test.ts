import { describe, expect, it } from 'vitest';
import type { SnapshotEntry } from './build-cards-file';
import { revalidateEntries, sourceOf } from './revalidate';
import { revalidateInThread, ThreadRevalidation } from './revalidate-thread';
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

describe('ThreadRevalidation: sources handed over while the bundle is still being checked', () => {
  it('finds the same problems with every source handed over early, one message each, or only some of them', async () => {
    const entries = badSet();
    const inProcess = revalidateEntries('g', entries);
    const early = new ThreadRevalidation(undefined, 1);
    await early.started();
    for (const entry of entries) early.source(sourceOf(entry));
    expect(await early.problems('g', entries)).toEqual(inProcess);
    // Handed over before the thread exists (no `started`), and only the first three: the rest go at the end.
    const some = new ThreadRevalidation(1, 1);
    for (const entry of entries.slice(0, 3)) some.source(sourceOf(entry));
    expect(await some.problems('g', entries)).toEqual(inProcess);
  });

  it('refuses the set when a source handed over early is not the entry in its place (it would check other text)', async () => {
    const check = new ThreadRevalidation();
    check.source(sourceOf(card));
    expect(await check.problems('g', [role, card])).toEqual([
      { message: 'the DSL check of the set could not run: source 0 (zap) handed over early is not entry 0 (magician)' },
    ]);
  });

  it('stops its thread when closed before any check (an import refused earlier)', async () => {
    const check = new ThreadRevalidation();
    await check.started();
    check.source(sourceOf(role));
    await check.close();
    // A check asked of a closed thread is a problem, not a wait for an answer that never comes.
    expect(await check.problems('g', [role])).toEqual([{ message: expect.stringMatching(/^the DSL check of the set could not run: the thread stopped/) }]);
  });
});
