import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends, useDatabase } from './backends';
import { queryRows } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../db/config';
import { cardVersions, cards, users } from '../../db/schema';
import { readMigrationFiles } from 'drizzle-orm/migrator';

const migrationCount = readMigrationFiles({ migrationsFolder: migrationsDir() }).length;

describe.each(backends)('migrations on $name', (backend) => {
  const database = useDatabase(backend);

  it('has applied every migration in db/migrations, and a second run applies none', async () => {
    expect(migrationCount).toBeGreaterThanOrEqual(2);
    expect(await migrateDatabase(database(), migrationsDir())).toEqual({ applied: 0, total: migrationCount });
  });

  it('creates the first tables', async () => {
    const rows = await queryRows(database(), `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
    const names = z.array(z.object({ table_name: z.string() })).parse(rows).map((r) => r.table_name);
    // Later migrations add tables (issue 7: set versions); these are the foundation's, the sign-in's and the balancing lab's.
    expect(names).toEqual(expect.arrayContaining(['balance_run_chunks', 'balance_runs', 'card_set_cards', 'card_sets', 'card_versions', 'cards', 'decks', 'opened_summons', 'scenarios', 'sessions', 'users']));
  });

  it('refuses to update or delete a published card version (immutable history)', async () => {
    const [author] = await database().db.insert(users).values({ name: 'ada', role: 'publisher' }).returning({ id: users.id });
    if (!author) throw new Error('no user inserted');
    await database().db.insert(cards).values({ id: 'rush', game: 'g', kind: 'action', name: 'Rush', draftSource: 's' });
    await database().db.insert(cardVersions).values({ cardId: 'rush', version: 1, source: 's', ast: { kind: 'Card' }, rulesText: 'r', author: author.id });
    await expect(queryRows(database(), `UPDATE card_versions SET source = 'changed' WHERE card_id = 'rush'`)).rejects.toThrow(/immutable/);
    await expect(queryRows(database(), `DELETE FROM card_versions WHERE card_id = 'rush'`)).rejects.toThrow(/immutable/);
    const rows = await database().db.select().from(cardVersions);
    expect(rows.map((r) => [r.cardId, r.version, r.source])).toEqual([['rush', 1, 's']]);
  });

  it('enforces unique user names and the role enum', async () => {
    await database().db.insert(users).values({ name: 'bob' });
    await expect(database().db.insert(users).values({ name: 'bob' })).rejects.toThrow();
    await expect(queryRows(database(), `INSERT INTO users (name, role) VALUES ('carol', 'admin')`)).rejects.toThrow();
  });
});
