/**
 * The set table's API (`setTable.rows`) over a real database and the language worker: a card's cells
 * with their literals' offsets in the saved draft, a draft with an error without the number it lacks, and an
 * edit planned from the rows saved through `cards.editDrafts` and read back, then undone.
 */
import { describe, expect, it } from 'vitest';
import { backends } from '../db/backends';
import { planCellEdits } from '../../app/table/cell-edits';
import { GAME, SPARK_BOLT, useCardApi } from './card-api';

describe.each(backends)('the set table API on $name', (backend) => {
  const { as } = useCardApi(backend);

  it("lists the game's cards with their literals, and an edit planned from them saves and undoes", async () => {
    const table = await as('viewer').setTable.rows({ game: GAME });
    expect(table.columns.find((c) => c.key === 'param:power')).toMatchObject({ label: 'power', kind: 'number' });
    const spark = table.rows.find((r) => r.id === 'spark-bolt');
    const power = spark?.cells['param:power']?.number;
    expect(power).toEqual({ value: 60, start: SPARK_BOLT.indexOf('60'), end: SPARK_BOLT.indexOf('60') + 2, style: 'plain' });
    // A draft with a syntax error still has the cells its parse recovered, never a number it did not read.
    const half = table.rows.find((r) => r.id === 'half-done');
    expect(half?.errors).toBeGreaterThan(0);
    expect(half?.cells['type']).toEqual({ text: 'action' });
    expect(half?.cells['param:power']?.number).toBeUndefined();

    const plan = planCellEdits(table.rows, table.columns, [{ id: 'spark-bolt', key: 'param:power', value: 66 }]);
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    expect(await as('designer').cards.editDrafts({ changes: plan.changes })).toMatchObject({ status: 'saved' });
    const after = await as('viewer').setTable.rows({ game: GAME });
    expect(after.rows.find((r) => r.id === 'spark-bolt')?.source).toBe(SPARK_BOLT.replace('power 60', 'power 66'));
    expect(after.rows.find((r) => r.id === 'spark-bolt')?.cells['param:power']?.number?.value).toBe(66);

    expect(await as('designer').cards.editDrafts({ changes: plan.undo })).toMatchObject({ status: 'saved' });
    expect((await as('viewer').cards.get({ id: 'spark-bolt' })).draftSource).toBe(SPARK_BOLT);
    // Undoing twice is refused: the undo was computed on the edited text, which is no longer the draft.
    expect(await as('designer').cards.editDrafts({ changes: plan.undo })).toMatchObject({ status: 'refused', card: 'spark-bolt' });
  });
});
