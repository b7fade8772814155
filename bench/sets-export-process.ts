/**
 * One export of a frozen set, measured in a fresh process (bench/sets.bench.ts starts it): prints one JSON
 * line with the export's wall time, the process's peak RSS before and after it, and the bundle's size.
 * A process of its own, so that the peak memory is the export's and not the benchmark's set-up.
 */
import { openDatabase } from '../db/client';
import { exportSetBundle } from '../db/set-bundles';
import { generateSigningKey } from '../lib/signing';

const [dataDir, setId] = process.argv.slice(2);
if (dataDir === undefined || setId === undefined) throw new Error('usage: sets-export-process.ts DATA_DIR SET_ID');
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
