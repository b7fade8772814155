/**
 * A draft card and a deck deleted through the API stay deleted across a restart: the start-up loader
 * (db/content-load.ts, what app/server/database.ts runs at every start) is run again on the same
 * database and the same content folder, whose files for both are still there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { loadContentFolder } from '../../db/content-load';
import { contentDir } from '../../db/config';
import type { User, UserRole } from '../../db/roles';
import { clearCards, codeOf, contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);

describe.each(backends)('deletions across a restart on $name', (backend) => {
  const database = useDatabase(backend);
  let byRole: Record<UserRole, User>;
  const designer = () => createCaller(contextAs(database(), byRole.designer));

  beforeAll(async () => {
    byRole = await usersByRole(database());
    await clearCards(database());
    await loadContentFolder(database().db, contentDir());
  });

  it('cards.delete and decks.remove last: the next start does not load them from content/ again', async () => {
    expect(existsSync(join(contentDir(), 'summoners-grid', 'cards'))).toBe(true);
    const card = (await designer().cards.list()).find((c) => c.status === 'draft');
    if (!card) throw new Error('the content has no draft card');
    const deck = await designer().decks.get({ id: 'skirmish-patrol' });

    expect(await designer().cards.delete({ id: card.id })).toEqual({ deleted: true });
    expect(await designer().decks.remove({ id: deck.id, baseRevision: deck.revision })).toEqual({ status: 'deleted' });

    const restart = await loadContentFolder(database().db, contentDir());
    expect(restart.seed.deleted).toEqual([card.id]);
    expect(restart.deckSeed.deleted).toEqual([deck.id]);
    expect(restart.seed.inserted).toEqual([]);
    expect(restart.deckSeed.inserted).toEqual([]);
    await expect(designer().cards.get({ id: card.id })).rejects.toSatisfy((e) => codeOf(e) === 'NOT_FOUND');
    expect((await designer().decks.list()).map((d) => d.id)).not.toContain(deck.id);
    expect((await designer().cards.list()).map((c) => c.id)).not.toContain(card.id);
  });
});
