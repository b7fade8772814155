import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends, useDatabase } from './backends';
import { queryRows } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../db/config';
import { cardVersions, cards, users } from '../../db/schema';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** A copy of db/migrations that stops before the migration tagged `tag` (its journal cut there). */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'cardsmith-migrations-'));
  cpSync(migrationsDir(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = z.object({ entries: z.array(z.object({ tag: z.string() }).loose()) }).loose().parse(JSON.parse(readFileSync(journalPath, 'utf8')));
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe.each(backends)('0010 on $name: card ASTs stored as json instead of jsonb', (backend) => {
  it('keeps every stored AST as it was, and the columns become json', async () => {
    const before = migrationsBefore('0010_card_asts_as_json');
    const handle = await backend.openUnmigrated();
    try {
      await migrateDatabase(handle, before.folder);
      const ast = { kind: 'Card', name: { kind: 'Name', text: 'Émile’s “Bolt” ⚡', range: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 9, line: 1, column: 10 } } }, cost: 2.5, tags: ['a', null, true, { nested: [1, [2, [3]]] }] };
      const [author] = await handle.db.insert(users).values({ name: 'ada', role: 'publisher' }).returning({ id: users.id });
      if (!author) throw new Error('no user inserted');
      await handle.db.insert(cards).values({ id: 'bolt', game: 'g', kind: 'action', name: 'Bolt', draftSource: 's' });
      await queryRows(handle, `INSERT INTO card_versions (card_id, version, source, ast, rules_text, author) VALUES ('bolt', 1, 's', '${JSON.stringify(ast)}'::jsonb, 'r', ${author.id})`);

      expect(await migrateDatabase(handle, migrationsDir())).toEqual({ applied: migrationCount - readMigrationFiles({ migrationsFolder: before.folder }).length, total: migrationCount });
      const [row] = await handle.db.select({ ast: cardVersions.ast }).from(cardVersions);
      expect(row?.ast).toEqual(ast);
      const types = await queryRows(handle, `SELECT table_name, data_type FROM information_schema.columns WHERE column_name = 'ast' AND table_schema = 'public' ORDER BY table_name`);
      expect(types).toEqual([
        { table_name: 'card_set_version_definitions', data_type: 'json' },
        { table_name: 'card_versions', data_type: 'json' },
      ]);
    } finally {
      await handle.close();
      before.remove();
    }
  });
});
