/**
 * One measured step of the sets benchmark in a fresh process (bench/sets.bench.ts starts it), so that the
 * peak memory is the step's and not the benchmark's set-up. Prints one JSON line: the step's wall and CPU time,
 * the process's resident memory after start-up and after opening the database (the database engine's
 * own share: PGlite runs inside this process), and its peak resident memory (the whole process).
 *
 *   export DATA_DIR SET_ID ZIP     what `cardsmith export --zip` does: the bundle streamed to ZIP
 *   import DATA_DIR ZIP            what `cardsmith import` does: read, verify, check, re-validate, write
 *   read-rows DATA_DIR SET_ID      export's baseline: open the database and read the version's rows
 *   read-bundle ZIP                import's baseline: read the zip, SHA-256 every file, JSON.parse cards.json
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { exportSetBundle, importSetBundle } from '../db/set-bundles';
import { versionSnapshot } from '../db/set-versions';
import { optimiseLater } from '../lib/optimise-later';
import { sha256Hex } from '../lib/sha256';
import { generateSigningKey, parsePublicKeyPem } from '../lib/signing';
import { CARDS_FILE, PUBLIC_KEY_FILE, readUtf8 } from '../sets/bundle-files';
import { readBundle, writeBundleZip } from '../sets/bundle-folder';
import { readZip } from '../sets/bundle-zip';
import { threadImportCheck } from '../sets/revalidate-thread';
import { parseCommandLine, UsageError, withUsage } from '../scripts/args';
import type { StepMeasure } from './sets-step-measure';

const usage = `Usage: sets-process.ts (export DATA_DIR SET_ID ZIP | import DATA_DIR ZIP | read-rows DATA_DIR SET_ID | read-bundle ZIP)
(started by bench/sets.bench.ts)`;


const rss = () => process.memoryUsage().rss;

/**
 * The process's own peak resident memory, in bytes: Linux's high-water mark of this program's memory
 * (VmHWM). Not `process.resourceUsage().maxRSS`: Linux carries a process's maximum over from before it
 * ran this program, so a step started by the benchmark (which holds the 10,000-card set's database, some
 * 500 MiB) reported the benchmark's size whenever its own peak was lower — every baseline did.
 */
function ownPeak(): number {
  try {
    const kib = /^VmHWM:\s*(\d+)\s*kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kib !== undefined) return Number(kib) * 1024;
  } catch {
    // Not Linux: the maximum the system reports.
  }
  return process.resourceUsage().maxRSS * 1024;
}

async function withDatabase<T>(dataDir: string, run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'sets benchmark' });
  try {
    return await run(handle);
  } finally {
    await handle.close();
  }
}

async function step(mode: string, args: string[]): Promise<Omit<StepMeasure, 'ms' | 'cpuMs' | 'peak' | 'rssStart'> & { started: number; cpu: NodeJS.CpuUsage }> {
  switch (mode) {
    case 'export': {
      const [dataDir = '', setId = '', zip = ''] = args;
      return withDatabase(dataDir, async (handle) => {
        const rssOpen = rss();
        const started = performance.now();
        const cpu = process.cpuUsage();
        const result = await exportSetBundle(handle.db, setId, undefined, generateSigningKey());
        if (result.status !== 'ok') throw new Error(JSON.stringify(result).slice(0, 2000));
        await writeBundleZip(zip, result.bundle);
        const bytes = result.bundle.reduce((n, e) => n + e.size, 0);
        return { rssOpen, started, cpu, detail: `${result.snapshot.entries.length} entries, ${bytes} bytes` };
      });
    }
    case 'import': {
      const [dataDir = '', zip = ''] = args;
      return withDatabase(dataDir, async (handle) => {
        const rssOpen = rss();
        const started = performance.now();
        const cpu = process.cpuUsage();
        const bundle = await readBundle(zip);
        if (!bundle.ok) throw new Error(bundle.error);
        // The benchmark trusts the key the bundle carries, as `--trust` would.
        const pem = readUtf8(bundle.files.get(PUBLIC_KEY_FILE) ?? new Uint8Array());
        const key = pem.ok ? parsePublicKeyPem(pem.text) : pem;
        if (!key.ok) throw new Error(key.error);
        const result = await importSetBundle(handle.db, bundle.files, { trusted: [key.key], allowUnsigned: false }, threadImportCheck);
        if (result.status !== 'imported') throw new Error(JSON.stringify(result).slice(0, 2000));
        return { rssOpen, started, cpu, detail: `${result.newVersions} new versions` };
      });
    }
    case 'read-rows': {
      const [dataDir = '', setId = ''] = args;
      return withDatabase(dataDir, async (handle) => {
        const rssOpen = rss();
        const started = performance.now();
        const cpu = process.cpuUsage();
        const snapshot = await versionSnapshot(handle.db, setId, undefined);
        if (snapshot.status !== 'ok') throw new Error(JSON.stringify(snapshot).slice(0, 2000));
        return { rssOpen, started, cpu, detail: `${snapshot.snapshot.entries.length} entries` };
      });
    }
    case 'read-bundle': {
      const [zip = ''] = args;
      const rssOpen = rss();
      const started = performance.now();
      const cpu = process.cpuUsage();
      const files = readZip(new Uint8Array(await readFile(zip)));
      if (!files.ok) throw new Error(files.error);
      for (const bytes of files.files.values()) sha256Hex(bytes);
      const cards = readUtf8(files.files.get(CARDS_FILE) ?? new Uint8Array());
      if (!cards.ok) throw new Error(cards.error);
      const parsed: unknown = JSON.parse(cards.text);
      return { rssOpen, started, cpu, detail: typeof parsed };
    }
    default:
      throw new UsageError(`unknown step "${mode}"`);
  }
}

async function measure(args: string[]): Promise<number> {
  const { positionals } = parseCommandLine(args, {}, { positionals: { min: 2, max: 4 } });
  const [mode = '', ...rest] = positionals;
  // As `cardsmith import` and `cardsmith export` run (their rows in the command table); the baselines
  // too, so that each pair differs only in the work.
  optimiseLater();
  const rssStart = rss();
  const { started, cpu, ...measured } = await step(mode, rest);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const peak = ownPeak();
  const result: StepMeasure = { ms, cpuMs, rssStart, peak, ...measured };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return 0;
}

process.exitCode = await withUsage('bench sets-process', usage, () => measure(process.argv.slice(2)));
