/**
 * One export of a frozen set, measured in a fresh process (bench/sets.bench.ts starts it): prints one JSON
 * line with the export's wall time, the process's peak RSS before and after it, and the bundle's size.
 * A process of its own, so that the peak memory is the export's and not the benchmark's set-up.
 */
import { openDatabase } from '../db/client';
import { exportSetBundle } from '../db/set-bundles';
import { generateSigningKey } from '../lib/signing';
import { parseCommandLine, withUsage } from '../scripts/args';

const usage = 'Usage: sets-export-process.ts DATA_DIR SET_ID (started by bench/sets.bench.ts)';

async function measureExport(args: string[]): Promise<number> {
  const { positionals } = parseCommandLine(args, {}, { positionals: { min: 2, max: 2 } });
  const [dataDir = '', setId = ''] = positionals;
  const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'sets benchmark export' });
  const key = generateSigningKey();
  global.gc?.();
  const rssBefore = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const result = await exportSetBundle(handle.db, setId, undefined, key);
  const ms = performance.now() - started;
  const rssAfter = process.resourceUsage().maxRSS * 1024;
  await handle.close();
  if (result.status !== 'ok') throw new Error(JSON.stringify(result));
  const bytes = [...result.files.values()].reduce((n, f) => n + f.length, 0);
  const cardsJson = result.files.get('cards.json')?.length ?? 0;
  process.stdout.write(`${JSON.stringify({ ms, rssBefore, rssAfter, bytes, cardsJson, entries: result.snapshot.entries.length })}\n`);
  return 0;
}

process.exitCode = await withUsage('bench sets-export-process', usage, () => measureExport(process.argv.slice(2)));
