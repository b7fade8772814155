/**
 * A card or deck deleted in the studio stays deleted although its file is still in the content folder:
 * the start-up loader (db/content-load.ts) skips what db/deleted-content.ts recorded.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useDatabase } from './backends';
import { loadContentFolder } from '../../db/content-load';
import { deleteUnpublishedCard } from '../../db/card-lifecycle';
import { deleteDeck, getDeck } from '../../db/decks';
import { getCard } from '../../db/cards';
import { cards, decks, deletedContent } from '../../db/schema';
import { contentDir } from '../../db/config';

describe.each(backends)('deletions that last on $name', (backend) => {
  const database = useDatabase(backend);
  beforeEach(async () => {
    await database().db.delete(cards);
    await database().db.delete(decks);
    await database().db.delete(deletedContent);
  });

  it('a deleted card and deck are not loaded again at the next start; the others are untouched', async () => {
    const db = database().db;
    const first = await loadContentFolder(db, contentDir());
    expect(first.seed.inserted).toContain('blast-bolt');
    expect(first.deckSeed.inserted).toContain('iron-vanguard');
    expect(first.seed.deleted).toEqual([]);

    expect(await deleteUnpublishedCard(db, 'blast-bolt')).toBe('deleted');
    expect(await deleteDeck(db, 'iron-vanguard', 1)).toEqual({ status: 'deleted' });

    const restart = await loadContentFolder(db, contentDir());
    expect(restart.seed.inserted).toEqual([]);
    expect(restart.deckSeed.inserted).toEqual([]);
    expect(restart.seed.deleted).toEqual(['blast-bolt']);
    expect(restart.deckSeed.deleted).toEqual(['iron-vanguard']);
    expect(await getCard(db, 'blast-bolt')).toBeUndefined();
    expect(await getDeck(db, 'iron-vanguard')).toBeUndefined();
    // Everything else the first load inserted is still there (and counted as present, not new).
    expect(restart.seed.existing.sort()).toEqual(first.seed.inserted.filter((id) => id !== 'blast-bolt').sort());
    expect(restart.deckSeed.existing.sort()).toEqual(first.deckSeed.inserted.filter((id) => id !== 'iron-vanguard').sort());
  });

  it('a refused deletion (a stale deck revision) records nothing', async () => {
    const db = database().db;
    await loadContentFolder(db, contentDir());
    expect(await deleteDeck(db, 'player-a', 7)).toEqual({ status: 'conflict', revision: 1 });
    expect(await db.select().from(deletedContent)).toEqual([]);
    expect((await loadContentFolder(db, contentDir())).deckSeed.deleted).toEqual([]);
  });
});
