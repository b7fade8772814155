import { beforeEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { backends, useDatabase } from './backends';
import { seedFromContentDir } from '../../db/seed';
import { getCard, listCards, saveDraft } from '../../db/cards';
import { cards } from '../../db/schema';

const fixtures = fileURLToPath(new URL('../fixtures/content', import.meta.url));
const empty = fileURLToPath(new URL('../fixtures/no-such-content-dir', import.meta.url));

describe.each(backends)('seeding on $name', (backend) => {
  const database = useDatabase(backend);
  beforeEach(async () => {
    await database().db.delete(cards);
  });

  it('inserts every card file of the content folder as a draft', async () => {
    const report = await seedFromContentDir(database().db, fixtures);
    expect(report.problems).toEqual([]);
    expect(report.inserted.sort()).toEqual(['blast-bolt', 'dark-altar', 'graverobbing', 'rush']);
    const list = await listCards(database().db);
    expect(list.map((c) => `${c.game}/${c.kind}/${c.name}/${c.status}`)).toEqual([
      'summoners-grid/action/Blast Bolt/draft',
      'summoners-grid/action/Rush/draft',
      'summoners-grid/building/Dark Altar/draft',
      'summoners-grid/counter/Graverobbing/draft',
    ]);
  });

  it('is idempotent and never overwrites a saved draft', async () => {
    await seedFromContentDir(database().db, fixtures);
    const edited = 'action "Rush" {\n  // the designer was here\n}\n';
    expect((await saveDraft(database().db, { id: 'rush', baseRevision: 1, source: edited })).status).toBe('saved');
    const again = await seedFromContentDir(database().db, fixtures);
    expect(again.inserted).toEqual([]);
    expect(again.existing.sort()).toEqual(['blast-bolt', 'dark-altar', 'graverobbing', 'rush']);
    const rush = await getCard(database().db, 'rush');
    expect(rush?.draftSource).toBe(edited);
    expect(rush?.draftRevision).toBe(2);
    expect(await listCards(database().db)).toHaveLength(4);
  });

  it('adds only the new cards when content grows', async () => {
    await database().db.insert(cards).values({ id: 'rush', game: 'summoners-grid', kind: 'action', name: 'Rush (db)', draftSource: 'kept' });
    const report = await seedFromContentDir(database().db, fixtures);
    expect(report.inserted.sort()).toEqual(['blast-bolt', 'dark-altar', 'graverobbing']);
    expect(report.existing).toEqual(['rush']);
    expect((await getCard(database().db, 'rush'))?.draftSource).toBe('kept');
  });

  it('treats a missing content folder as an empty library', async () => {
    expect(await seedFromContentDir(database().db, empty)).toEqual({ inserted: [], existing: [], deleted: [], problems: [] });
    expect(await listCards(database().db)).toEqual([]);
  });
});
