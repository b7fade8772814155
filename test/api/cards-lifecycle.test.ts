/** The library list and the life of a card: create from a template, duplicate, delete, deprecate. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends } from '../db/backends';
import { cardSetCards, cardSets, cardTags, cardVersions, cards } from '../../db/schema';
import { codeOf } from './context';
import { GAME, SPARK_BOLT, useCardApi } from './card-api';

describe.each(backends)('cards on $name', (backend) => {
  const { database, users, as } = useCardApi(backend);

  it('lists each card with its face, rules text, requirements, problems and sets, validated against the game', async () => {
    await database().db.insert(cardSets).values({ id: 'alpha', game: GAME, name: 'Alpha' });
    await database().db.insert(cardSetCards).values({ setId: 'alpha', cardId: 'spark-bolt' });
    const list = await as('viewer').cards.list();
    const spark = list.find((c) => c.id === 'spark-bolt');
    expect(spark).toMatchObject({ name: 'Spark Bolt', roles: ['Magician'], species: [], sets: ['Alpha'], errors: 0, changedSincePublish: false });
    expect(spark?.face).toMatchObject({ typeLine: 'Action · Fire', stats: [{ label: 'Power', value: '60' }] });
    expect(spark?.rulesText.split('\n')[0]).toBe('Spark Bolt — Action · Fire');
    const half = list.find((c) => c.id === 'half-done');
    expect(half?.errors).toBeGreaterThan(0);
  });

  it('marks a published card whose draft changed since', async () => {
    await database().db.insert(cardVersions).values({ cardId: 'spark-bolt', version: 1, source: SPARK_BOLT, ast: {}, rulesText: '', author: users().publisher.id });
    await database().db.update(cards).set({ status: 'published', currentVersion: 1 }).where(eq(cards.id, 'spark-bolt'));
    expect((await as('viewer').cards.list()).find((c) => c.id === 'spark-bolt')?.changedSincePublish).toBe(false);
    await as('designer').cards.saveDraft({ id: 'spark-bolt', baseRevision: 1, source: SPARK_BOLT.replace('power 60', 'power 70') });
    expect((await as('viewer').cards.list()).find((c) => c.id === 'spark-bolt')).toMatchObject({ changedSincePublish: true, status: 'published' });
  });

  it('creates a card of each kind from its template under an id made from its name, never reusing one', async () => {
    const first = await as('designer').cards.create({ kind: 'action', name: 'Frost Lance' });
    expect(first).toMatchObject({ id: 'frost-lance', kind: 'action', name: 'Frost Lance', game: GAME, status: 'draft', draftRevision: 1, updatedBy: users().designer.id });
    // Another name with the same slug: the id gets a suffix.
    const second = await as('designer').cards.create({ kind: 'weapon', name: 'Frost Lance!' });
    expect(second).toMatchObject({ id: 'frost-lance-2', kind: 'equipment' });
    expect(second.draftSource).toMatch(/^weapon "Frost Lance!" \{/);
    const list = await as('viewer').cards.list();
    expect(list.find((c) => c.id === 'frost-lance')).toMatchObject({ errors: 0, warnings: 0 });
    await expect(as('designer').cards.create({ kind: 'action', name: 'X', game: 'no-such-game' })).rejects.toSatisfy((e) => codeOf(e) === 'BAD_REQUEST');
  });

  it('duplicates the current draft under a new name, keeping the original', async () => {
    const copy = await as('designer').cards.duplicate({ id: 'spark-bolt', name: 'Spark Bolt II' });
    expect(copy.id).toBe('spark-bolt-ii');
    expect(copy.draftSource).toBe(SPARK_BOLT.replace('"Spark Bolt"', '"Spark Bolt II"'));
    expect((await as('viewer').cards.get({ id: 'spark-bolt' })).draftSource).toBe(SPARK_BOLT);
  });

  it('deletes a card never published, and only deprecates (and reinstates) a published one', async () => {
    expect(await as('designer').cards.delete({ id: 'half-done' })).toEqual({ deleted: true });
    await expect(as('viewer').cards.get({ id: 'half-done' })).rejects.toSatisfy((e) => codeOf(e) === 'NOT_FOUND');

    await expect(as('publisher').cards.setDeprecated({ id: 'spark-bolt', deprecated: true })).rejects.toSatisfy((e) => codeOf(e) === 'PRECONDITION_FAILED');
    await database().db.insert(cardVersions).values({ cardId: 'spark-bolt', version: 1, source: SPARK_BOLT, ast: {}, rulesText: '', author: users().publisher.id });
    await database().db.update(cards).set({ status: 'published', currentVersion: 1 }).where(eq(cards.id, 'spark-bolt'));
    await expect(as('designer').cards.delete({ id: 'spark-bolt' })).rejects.toSatisfy((e) => codeOf(e) === 'PRECONDITION_FAILED');
    expect(await as('publisher').cards.setDeprecated({ id: 'spark-bolt', deprecated: true })).toMatchObject({ status: 'deprecated' });
    expect(await as('publisher').cards.setDeprecated({ id: 'spark-bolt', deprecated: false })).toMatchObject({ status: 'published' });
  });

  it('tags cards (normalised, once each), lists and copies the tags, removes them, and refuses a viewer and bad tags', async () => {
    expect(await as('designer').cards.addTag({ id: 'spark-bolt', tag: '  Needs   Art ' })).toEqual({ tags: ['needs art'] });
    expect(await as('designer').cards.addTag({ id: 'spark-bolt', tag: 'needs art' })).toEqual({ tags: ['needs art'] });
    expect(await as('designer').cards.addTag({ id: 'spark-bolt', tag: 'starter' })).toEqual({ tags: ['needs art', 'starter'] });
    // A fresh draft (an earlier test deleted half-done for good).
    const lance = await as('designer').cards.create({ kind: 'action', name: 'Frost Lance' });
    await as('designer').cards.addTag({ id: lance.id, tag: 'starter' });
    // Tagging is not an edit: the draft revision stays.
    expect((await as('viewer').cards.get({ id: 'spark-bolt' })).draftRevision).toBe(1);
    const tagsOf = async () => Object.fromEntries((await as('viewer').cards.list()).map((c) => [c.id, c.tags]));
    expect(await tagsOf()).toMatchObject({ 'spark-bolt': ['needs art', 'starter'], [lance.id]: ['starter'] });

    const copy = await as('designer').cards.duplicate({ id: 'spark-bolt', name: 'Spark Bolt II' });
    expect((await tagsOf())[copy.id]).toEqual(['needs art', 'starter']);

    expect(await as('designer').cards.removeTag({ id: 'spark-bolt', tag: 'Starter' })).toEqual({ tags: ['needs art'] });
    expect(await as('designer').cards.removeTag({ id: 'spark-bolt', tag: 'never there' })).toEqual({ tags: ['needs art'] });
    // Deleting a card drops its tags with it (the foreign key cascades).
    await as('designer').cards.delete({ id: lance.id });
    const after = await tagsOf();
    expect(after).toMatchObject({ 'spark-bolt': ['needs art'], [copy.id]: ['needs art', 'starter'] });
    expect(after[lance.id]).toBeUndefined();
    expect(await database().db.select().from(cardTags).where(eq(cardTags.cardId, lance.id))).toEqual([]);

    await expect(as('viewer').cards.addTag({ id: 'spark-bolt', tag: 'x' })).rejects.toSatisfy((e) => codeOf(e) === 'FORBIDDEN');
    for (const bad of ['', '   ', '#hash', 'a'.repeat(41)]) {
      await expect(as('designer').cards.addTag({ id: 'spark-bolt', tag: bad }), JSON.stringify(bad)).rejects.toSatisfy((e) => codeOf(e) === 'BAD_REQUEST');
    }
    await expect(as('designer').cards.addTag({ id: 'nope', tag: 'x' })).rejects.toSatisfy((e) => codeOf(e) === 'NOT_FOUND');
  });

  it('refuses a 21st tag on one card, but accepts a tag it already has', async () => {
    for (let i = 1; i <= 20; i++) await as('designer').cards.addTag({ id: 'spark-bolt', tag: `t${i}` });
    await expect(as('designer').cards.addTag({ id: 'spark-bolt', tag: 't21' })).rejects.toSatisfy((e) => codeOf(e) === 'BAD_REQUEST');
    expect((await as('designer').cards.addTag({ id: 'spark-bolt', tag: 't1' })).tags).toHaveLength(20);
  });
});
