import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startHolder, type Holder } from '../db/holder';
import { cardsmith, usePgliteTemplate } from './cardsmith-process';
import { postgresBackend } from '../db/backends';
import { openDatabase } from '../../db/client';
import { listCards } from '../../db/cards';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsDir } from '../../db/config';
import { users } from '../../db/schema';

const fixtures = fileURLToPath(new URL('../fixtures/content', import.meta.url));
const problems = fileURLToPath(new URL('../fixtures/content-problems', import.meta.url));
const template = usePgliteTemplate();

let dir: string;
let env: Record<string, string>;
let holder: Holder | undefined;
beforeEach(() => {
  const copy = template.copy();
  dir = copy.dir;
  env = { CARDSMITH_DATA_DIR: copy.dataDir };
});
afterEach(() => {
  holder?.child.kill('SIGKILL');
  holder = undefined;
  rmSync(dir, { recursive: true, force: true });
});

// Every case spawns CLI processes that start TypeScript and open PGlite: slow on a busy machine.
describe('cardsmith CLI', { timeout: 180_000 }, () => {
  it('--help lists every command; unknown commands and options are usage errors (exit 2)', async () => {
    const help = await cardsmith(['--help'], env);
    expect(help.code).toBe(0);
    for (const command of ['serve', 'build', 'db migrate', 'db seed']) expect(help.stdout).toMatch(new RegExp(`^  ${command} +\\S`, 'm'));
    expect((await cardsmith(['db', 'frobnicate'], env)).code).toBe(2);
    // A group's name lists that group's commands: on --help as the answer, alone as a usage error.
    const group = await cardsmith(['db', '--help'], env);
    expect(group.code).toBe(0);
    expect(group.stdout.split('\n').filter((line) => /^  \S/.test(line)).map((line) => line.trim().split(/\s{2,}/)[0])).toEqual(['db migrate', 'db seed']);
    const bare = await cardsmith(['db'], env);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('"db" needs a command');
    const bad = await cardsmith(['db', 'seed', '--bogus'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--bogus'");
    expect(bad.stderr).toContain('Usage: cardsmith db seed');
    expect((await cardsmith(['serve', '--port', '99999'], env)).code).toBe(2);
  });

  it('db migrate applies the migrations once', async () => {
    const first = await cardsmith(['db', 'migrate'], env);
    expect(first.code).toBe(0);
    const total = readMigrationFiles({ migrationsFolder: migrationsDir() }).length;
    expect(first.stdout).toContain(`applied ${total} migration(s); ${total} of ${total} are applied`);
    expect((await cardsmith(['db', 'migrate'], env)).stdout).toMatch(/applied 0 migration\(s\)/);
  });

  it('db seed loads a content folder, is idempotent, and lists skipped files with exit 1', async () => {
    const first = await cardsmith(['db', 'seed', '--dir', fixtures], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('4 new card(s), 0 already present');
    const again = await cardsmith(['db', 'seed', '--dir', fixtures], env);
    expect(again.stdout).toContain('0 new card(s), 4 already present');
    const broken = await cardsmith(['db', 'seed', '--dir', problems], env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('3 file(s) skipped');
    expect(broken.stderr).toContain('summoners-grid/cards/a/nameless.smith:2:8: Unexpected `{` in a card; expected a name');
  });

  it('refuses with one line naming the holder while another process has the folder open', async () => {
    holder = await startHolder(env.CARDSMITH_DATA_DIR ?? '');
    const seed = await cardsmith(['db', 'seed', '--dir', fixtures], env);
    expect(seed.code).toBe(1);
    const lines = seed.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^cardsmith db seed: the database folder .* is in use by test holder \\(pid ${holder.pid} on this host, since .*\\)\\. The studio loads new content itself`));
    const migrate = await cardsmith(['db', 'migrate'], env);
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain(`(pid ${holder.pid} on this host`);
    const serve = await cardsmith(['serve', '--port', '3999'], env);
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain(`is in use by test holder (pid ${holder.pid} on this host`);
    expect(serve.stdout).not.toContain('building'); // refused before building

    holder.child.kill('SIGTERM');
    expect(await holder.exited).toBe(0);
    const inserted = Number(holder.lines.find((l) => l.startsWith('inserted '))?.split(' ')[1]);
    // Once the holder is gone, the CLI opens the folder and finds every row the holder wrote.
    const handle = await openDatabase({ backend: 'pglite', dataDir: env.CARDSMITH_DATA_DIR ?? '' }, { purpose: 'test' });
    try {
      expect(await handle.db.$count(users)).toBe(inserted);
    } finally {
      await handle.close();
    }
    expect((await cardsmith(['db', 'seed', '--dir', fixtures], env)).code).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('db seed works the same against a PostgreSQL server (DATABASE_URL)', async () => {
    const scratch = await postgresBackend(process.env.TEST_DATABASE_URL ?? '').open();
    try {
      if (scratch.backend !== 'postgres') throw new Error('expected a PostgreSQL scratch database');
      const seed = await cardsmith(['db', 'seed', '--dir', fixtures], { DATABASE_URL: scratch.url });
      expect(seed.code).toBe(0);
      expect(seed.stdout).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/cardsmith_test_\w+: 4 new card\(s\)/);
      expect((await listCards(scratch.db)).map((c) => c.id).sort()).toEqual(['blast-bolt', 'dark-altar', 'graverobbing', 'rush']);
    } finally {
      await scratch.close();
    }
  });
});
