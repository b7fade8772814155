/**
 * Card sets at scale: a generated set of 10,000 published cards (SETS_BENCH_CARDS to change it), frozen
 * and exported as a signed bundle. Reports the time to add the cards to a set, to freeze it (including
 * re-validating all 10,000 with the DSL), and the export's time and peak memory, each export measured in
 * a fresh process (bench/sets-export-process.ts). Also the export → import round trip into an empty
 * database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, openMemoryDatabase } from '../db/client';
import { contentDir, migrationsDir } from '../db/config';
import { migrateDatabase } from '../db/migrate';
import { exportSetBundle, importSetBundle } from '../db/set-bundles';
import { contentFreezeSources } from '../db/set-sources';
import { freezeSet } from '../db/set-versions';
import { addCardsToSet, createSet } from '../db/sets';
import { revalidateEntries } from '../sets/revalidate';
import { generateSigningKey } from '../lib/signing';
import { generatedPool, publishPool } from './sets-generated-pool';
import { spread } from './measure';

const count = Number(process.env.SETS_BENCH_CARDS ?? 10_000);
const runs = 3;
const here = fileURLToPath(new URL('.', import.meta.url));
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => spread(xs).median;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

const temp = mkdtempSync(join(tmpdir(), 'cardsmith-sets-bench-'));
const dataDir = join(temp, 'pglite');
const rows: Array<[string, string]> = [];
try {
  const pool = generatedPool(contentDir(), count);
  const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'sets benchmark' });
  try {
    await migrateDatabase(handle, migrationsDir());
    await publishPool(handle.db, pool);
    await createSet(handle.db, { name: 'Generated' });
    const add = await timed(() => addCardsToSet(handle.db, 'generated', pool.map((c) => ({ cardId: c.id }))));
    if (add.value.status !== 'ok') throw new Error(JSON.stringify(add.value).slice(0, 2000));
    rows.push([`add ${count.toLocaleString('en')} cards to a set`, seconds(add.ms)]);
    const freeze = await timed(() => freezeSet(handle.db, 'generated', null, contentFreezeSources()));
    if (freeze.value.status !== 'frozen') throw new Error(JSON.stringify(freeze.value).slice(0, 2000));
    const v = freeze.value.version;
    rows.push([`freeze (closure + DSL re-validation of ${v.cards.toLocaleString('en')} cards and ${v.definitions} definitions + write)`, seconds(freeze.ms)]);
  } finally {
    await handle.close();
  }

  const exports = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, 'sets-export-process.ts'), dataDir, 'generated'], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    exports.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as { ms: number; rssBefore: number; rssAfter: number; bytes: number; cardsJson: number });
  }
  const last = exports.at(-1);
  rows.push([`export (read + cards.json + schema check + types + hashes + signature), median of ${runs} fresh processes`, seconds(median(exports.map((e) => e.ms)))]);
  rows.push(['export: peak RSS of the exporting process (before the export → after)', `${mib(median(exports.map((e) => e.rssBefore)))} → ${mib(median(exports.map((e) => e.rssAfter)))}`]);
  rows.push(['bundle size (cards.json / all files)', `${mib(last?.cardsJson ?? 0)} / ${mib(last?.bytes ?? 0)}`]);

  // Round trip into an empty in-memory database, in this process (re-validation included).
  const source = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'sets benchmark' });
  const target = await openMemoryDatabase();
  try {
    await migrateDatabase(target, migrationsDir());
    const key = generateSigningKey();
    const bundle = await exportSetBundle(source.db, 'generated', undefined, key);
    if (bundle.status !== 'ok') throw new Error('export failed');
    const imported = await timed(() => importSetBundle(target.db, bundle.files, { trusted: [key], allowUnsigned: false }, revalidateEntries));
    if (imported.value.status !== 'imported') throw new Error(JSON.stringify(imported.value).slice(0, 2000));
    rows.push([`import into an empty database (verify + re-validate + write ${imported.value.newVersions.toLocaleString('en')} versions)`, seconds(imported.ms)]);
  } finally {
    await source.close();
    await target.close();
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

console.log(`Generated set of ${count.toLocaleString('en')} published cards (embedded PGlite, this machine):\n`);
console.log('| step | result |\n|---|---|');
for (const [step, result] of rows) console.log(`| ${step} | ${result} |`);
