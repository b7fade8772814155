/**
 * The other cards' part of a rename across files (`cards.editDrafts`): the edits the language service
 * computes for a card's rename are written to every other card's draft as one change, or, when one of
 * those drafts changed since the edits were computed, to none.
 */
import { describe, expect, it } from 'vitest';
import { backends } from '../db/backends';
import { cards } from '../../db/schema';
import { seedCards } from '../../db/seed';
import { Project } from '../../dsl/project';
import { renameAt } from '../../dsl/language-service/rename';
import { GAME, SPARK_BOLT, useCardApi } from './card-api';

/** A card that names Spark Bolt twice (each `add "Spark Bolt" to your hand`). */
const CALLER = `action "Spark Caller" {
  attribute fire
  caster: your Magician
  when this enters play: add "Spark Bolt" to your hand
  at start of your turn: add "Spark Bolt" to your hand
}
`;
const path = (id: string) => `content/${GAME}/cards/${id}.smith`;

/** The edits renaming Spark Bolt to `name`, as the editor's worker computes them (dsl/language-service/rename.ts). */
function renameEdits(name: string) {
  const project = new Project([
    { path: path('spark-bolt'), text: SPARK_BOLT },
    { path: path('spark-caller'), text: CALLER },
  ]);
  const result = renameAt(project, path('spark-bolt'), SPARK_BOLT.indexOf('Spark Bolt'), name);
  if (!result.ok) throw new Error(result.message);
  return result.files;
}

describe.each(backends)('editing other drafts for a rename, on $name', (backend) => {
  const { database, as } = useCardApi(backend);

  const seedCaller = () => seedCards(database().db, [{ id: 'spark-caller', game: GAME, kind: 'action', name: 'Spark Caller', source: CALLER, file: 'spark-caller.smith' }]);
  const draftOf = async (id: string) => (await database().db.select().from(cards)).find((c) => c.id === id);

  it('writes the rename into the other card: both of its uses, as a new draft revision', async () => {
    await seedCaller();
    const files = renameEdits('Ember Bolt');
    expect(files.map((f) => f.path).sort()).toEqual([path('spark-bolt'), path('spark-caller')]);
    const caller = files.find((f) => f.path === path('spark-caller'));
    const changes = [{ id: 'spark-caller', expected: CALLER, edits: (caller?.edits ?? []).map((e) => ({ start: e.range.start.offset, end: e.range.end.offset, newText: e.newText })) }];
    const result = await as('designer').cards.editDrafts({ changes });
    expect(result).toEqual({ status: 'saved', cards: [{ id: 'spark-caller', name: 'Spark Caller', revision: 2 }] });
    expect((await draftOf('spark-caller'))?.draftSource).toBe(CALLER.replaceAll('add "Spark Bolt"', 'add "Ember Bolt"'));
  });

  it('writes nothing when one of the drafts changed since: the whole rename is refused, naming the card', async () => {
    await seedCaller();
    const edit = (text: string, id: string) => ({ id, expected: text, edits: [{ start: text.indexOf('Spark'), end: text.indexOf('Spark') + 5, newText: 'Ember' }] });
    // Spark Bolt's edit is fine; the caller's was computed on a text it no longer has.
    const result = await as('designer').cards.editDrafts({ changes: [edit(SPARK_BOLT, 'spark-bolt'), edit(CALLER.replace('fire', 'water'), 'spark-caller')] });
    expect(result).toEqual({ status: 'refused', card: 'spark-caller', message: 'Spark Caller was changed since this page loaded it: reload the page and try again' });
    expect((await draftOf('spark-bolt'))?.draftSource).toBe(SPARK_BOLT);
    expect((await draftOf('spark-bolt'))?.draftRevision).toBe(1);
    expect((await draftOf('spark-caller'))?.draftSource).toBe(CALLER);
  });

  it('refuses overlapping edits and an unknown card, and a viewer may not edit', async () => {
    await seedCaller();
    const overlapping = { id: 'spark-caller', expected: CALLER, edits: [{ start: 10, end: 20, newText: 'x' }, { start: 15, end: 25, newText: 'y' }] };
    expect(await as('designer').cards.editDrafts({ changes: [overlapping] })).toMatchObject({ status: 'refused', card: 'spark-caller' });
    expect(await as('designer').cards.editDrafts({ changes: [{ id: 'nope', expected: '', edits: [{ start: 0, end: 0, newText: 'x' }] }] })).toEqual({ status: 'refused', card: 'nope', message: 'there is no card "nope"' });
    await expect(as('viewer').cards.editDrafts({ changes: [overlapping] })).rejects.toThrow();
    expect((await draftOf('spark-caller'))?.draftSource).toBe(CALLER);
  });
});
