/**
 * Card sets at scale: a generated set of 10,000 published cards (SETS_BENCH_CARDS to change it), frozen,
 * exported as a signed bundle and imported into an empty database. Reports the time to add the cards to
 * a set and to freeze it (in this process), then export and import each measured in fresh processes
 * (bench/sets-process.ts): wall time, CPU time (on a shared machine the wall time includes waiting for
 * a core; PGlite runs in the process, so its work is in the CPU time) and the whole process's peak
 * resident memory, the median of SETS_BENCH_RUNS runs (3) with the spread. The goals are judged on the
 * CPU time (it includes the import's DSL-check thread: `process.cpuUsage` counts every thread of the
 * process; on a shared machine the wall time mostly measures the other work) and the peak.
 *
 * Each is measured beside a baseline in the same run, in the same kind of process:
 * - export: opening the database and reading the set version's rows — what any export must do before
 *   it writes a byte;
 * - import: reading the zip, hashing every file and JSON.parse of cards.json — the raw cost of taking
 *   in the bundle's bytes, with no checks and no database.
 * PGlite runs inside the measured process, so its own memory (the resident memory once it is open) is
 * part of every peak; it is reported beside it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client';
import { diffSetSides } from '../db/set-diffs';
import { contentDir, migrationsDir } from '../db/config';
import { migrateDatabase } from '../db/migrate';
import { compiledEntry } from '../lib/compiled-js';
import { contentFreezeSources } from '../db/set-sources';
import { freezeSet, versionSnapshot } from '../db/set-versions';
import { addCardsToSet, createSet } from '../db/sets';
import { generatedPool, publishPool } from './sets-generated-pool';
import { recordGoal } from './goal-table';
import { showSpread, spread, type Spread } from './measure';
import { StepMeasure } from './sets-step-measure';

const count = Number(process.env.SETS_BENCH_CARDS ?? 10_000);
const runs = Number(process.env.SETS_BENCH_RUNS ?? 3);
const here = fileURLToPath(new URL('.', import.meta.url));
const MiB = 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

/**
 * The step process runs compiled, as `cardsmith export` and `cardsmith import` do (scripts/bin/cardsmith.mjs):
 * through tsx it started at about 200 MiB instead of 85, which every peak below would carry.
 */
const stepProcess = await compiledEntry(join(here, 'sets-process.ts'));

function runStep(args: string[]): StepMeasure {
  const child = spawnSync(process.execPath, [stepProcess, ...args], { encoding: 'utf8', maxBuffer: 16 * MiB });
  if (child.status !== 0) throw new Error(`sets-process ${args[0]} failed:\n${child.stderr}`);
  return StepMeasure.parse(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}'));
}

/**
 * The changelog of the frozen version (db/set-diffs.ts), in this process, `runs` rounds: against itself
 * and against the working selection (the same 10,000 cards, so every card is unchanged). Baseline:
 * reading the version whole (`versionSnapshot`), which the comparison did for each frozen side before it
 * read only the cards whose versions differ.
 */
async function changelogRows(db: Database, version: number): Promise<Array<[string, string]>> {
  const sources = contentFreezeSources();
  const itself: number[] = [];
  const working: number[] = [];
  const whole: number[] = [];
  for (let round = 0; round < runs; round++) {
    const read = await timed(() => versionSnapshot(db, 'generated', version));
    if (read.value.status !== 'ok') throw new Error('the frozen version did not read');
    whole.push(read.ms / 1000);
    for (const [to, into] of [[version, itself], ['working', working]] as const) {
      const diff = await timed(() => diffSetSides(db, 'generated', version, to, sources));
      if (diff.value.status !== 'ok' || diff.value.diff.changed.length > 0) throw new Error(`unexpected changelog: ${JSON.stringify(diff.value).slice(0, 500)}`);
      into.push(diff.ms / 1000);
    }
  }
  return [
    [`changelog, the version against itself: median of ${runs} (min–max)`, showSpread(spread(itself), 2, ' s')],
    ['changelog, the version against the working selection (the same cards)', showSpread(spread(working), 2, ' s')],
    ['changelog baseline: read the version whole (what each frozen side cost before)', showSpread(spread(whole), 2, ' s')],
  ];
}

/** Medians and spreads of a step's runs. */
interface StepSummary {
  seconds: Spread;
  cpuSeconds: Spread;
  peakMiB: Spread;
  openMiB: Spread;
}

function summary(measures: readonly StepMeasure[]): StepSummary {
  return {
    seconds: spread(measures.map((m) => m.ms / 1000)),
    cpuSeconds: spread(measures.map((m) => m.cpuMs / 1000)),
    peakMiB: spread(measures.map((m) => m.peak / MiB)),
    openMiB: spread(measures.map((m) => m.rssOpen / MiB)),
  };
}

const describe = (s: StepSummary) => `${showSpread(s.seconds, 2, ' s')} wall, ${showSpread(s.cpuSeconds, 2, ' s')} CPU, peak ${showSpread(s.peakMiB, 0, ' MiB')}`;

const temp = mkdtempSync(join(tmpdir(), 'cardsmith-sets-bench-'));
const sourceDir = join(temp, 'source');
const emptyDir = join(temp, 'empty');
const zip = join(temp, 'generated.zip');
const rows: Array<[string, string]> = [];
try {
  const pool = generatedPool(contentDir(), count);
  const source = await openDatabase({ backend: 'pglite', dataDir: sourceDir }, { purpose: 'sets benchmark' });
  try {
    await migrateDatabase(source, migrationsDir());
    await publishPool(source.db, pool);
    await createSet(source.db, { name: 'Generated' });
    const add = await timed(() => addCardsToSet(source.db, 'generated', pool.map((c) => ({ cardId: c.id }))));
    if (add.value.status !== 'ok') throw new Error(JSON.stringify(add.value).slice(0, 2000));
    rows.push([`add ${count.toLocaleString('en')} cards to a set`, seconds(add.ms)]);
    const freeze = await timed(() => freezeSet(source.db, 'generated', null, contentFreezeSources()));
    if (freeze.value.status !== 'frozen') throw new Error(JSON.stringify(freeze.value).slice(0, 2000));
    const v = freeze.value.version;
    rows.push([`freeze (closure + DSL re-validation of ${v.cards.toLocaleString('en')} cards and ${v.definitions} definitions + write)`, seconds(freeze.ms)]);
    rows.push(...(await changelogRows(source.db, v.version)));
  } finally {
    await source.close();
  }
  // An empty, migrated database, copied for each import (migrating in the importing process would count
  // the creation of the database, which grows PGlite's memory well past what an import needs).
  const empty = await openDatabase({ backend: 'pglite', dataDir: emptyDir }, { purpose: 'sets benchmark' });
  await migrateDatabase(empty, migrationsDir());
  await empty.close();

  // Interleaved rounds: a burst of load from other work hits a step and its baseline alike.
  const exports: StepMeasure[] = [];
  const readRows: StepMeasure[] = [];
  const imports: StepMeasure[] = [];
  const readBundles: StepMeasure[] = [];
  for (let round = 0; round < runs; round++) {
    exports.push(runStep(['export', sourceDir, 'generated', zip]));
    readRows.push(runStep(['read-rows', sourceDir, 'generated']));
    readBundles.push(runStep(['read-bundle', zip]));
    const target = join(temp, `target-${round}`);
    cpSync(emptyDir, target, { recursive: true });
    imports.push(runStep(['import', target, zip]));
    rmSync(target, { recursive: true, force: true });
  }
  const exported = summary(exports);
  const rowsRead = summary(readRows);
  const imported = summary(imports);
  const bundleRead = summary(readBundles);
  const bundleBytes = exports.at(-1)?.detail ?? '';
  rows.push([`export, streamed to a zip (${bundleBytes}): median of ${runs} fresh processes (min–max)`, describe(exported)]);
  rows.push(['export baseline: open the database and read the version\'s rows', describe(rowsRead)]);
  rows.push([`import of that zip into an empty database (verify + check + DSL re-validation + write ${imports.at(-1)?.detail ?? ''})`, describe(imported)]);
  rows.push(['import baseline: read the zip, SHA-256 every file, JSON.parse cards.json (no checks, no database)', describe(bundleRead)]);
  rows.push(['resident memory once PGlite is open, before the step (part of every peak above)', `export ${showSpread(exported.openMiB, 0, ' MiB')}, import ${showSpread(imported.openMiB, 0, ' MiB')}`]);

  const tenThousand = count === 10_000 ? '' : ` (${count.toLocaleString('en')} cards)`;
  recordGoal({
    id: 'import-10k',
    now: `${describe(imported)}${tenThousand}`,
    baseline: `read + hash + JSON.parse of the bundle: ${describe(bundleRead)}`,
    met: imported.cpuSeconds.median <= 8 && imported.peakMiB.median <= 600,
  });
  recordGoal({
    id: 'export-10k',
    now: `${describe(exported)}${tenThousand}`,
    baseline: `open + read the version's rows: ${describe(rowsRead)}`,
    met: exported.peakMiB.median <= 400,
  });
} finally {
  rmSync(temp, { recursive: true, force: true });
}

console.log(`Generated set of ${count.toLocaleString('en')} published cards (embedded PGlite, this machine):\n`);
console.log('| step | result |\n|---|---|');
for (const [step, result] of rows) console.log(`| ${step} | ${result} |`);
