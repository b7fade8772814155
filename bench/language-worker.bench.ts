/**
 * The studio's language worker (`npm run bench -- language-worker`): from the first request to its answer
 * (the thread started, its code loaded, one small request answered), through LanguageClient as the studio
 * asks, in three ways, in turn, after one round that warms the file cache:
 * - compiled JavaScript, its build fresh (`cardsmith build` / `npm start` made it): the studio's start;
 * - compiled JavaScript built first (what a start waits for after a source changed);
 * - TypeScript through tsx's loader (how the worker started before).
 * CPU is this process's while its main thread only waits (so the thread's own) plus its child processes'
 * (esbuild's build service, which does a build's work). LANGUAGE_BENCH_STARTS (default 7) sizes it.
 */
import { availableParallelism, loadavg } from 'node:os';
import { buildCompiled, compiledEntry } from '../lib/compiled-js';
import { startCompiledWorker, startTsWorker } from '../lib/ts-worker';
import { LanguageClient } from '../app/server/language/client';
import { languageWorkerScript } from '../app/server/language/worker-script';
import { showSpread, spread } from './measure';
import { childProcessSeconds } from './thread-cpu';

const STARTS = Math.max(1, Math.floor(Number(process.env.LANGUAGE_BENCH_STARTS ?? 7)) || 7);
const entry = languageWorkerScript();

function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6 + childProcessSeconds();
}

const kinds = {
  compiled: { label: 'compiled JavaScript, build fresh (the studio after `npm start`)', start: () => startCompiledWorker(entry) },
  rebuilt: {
    label: 'compiled JavaScript, built first (the first start after a source changed)',
    start: async () => {
      await buildCompiled(entry);
      return startCompiledWorker(entry);
    },
  },
  tsx: { label: 'TypeScript through tsx (before)', start: () => startTsWorker(entry) },
};
type Kind = keyof typeof kinds;

interface Start {
  cpu: number;
  wall: number;
}

async function timeStart(kind: Kind): Promise<Start> {
  const client = new LanguageClient(kinds[kind].start);
  const cpu0 = cpuSeconds();
  const t0 = performance.now();
  const names = await client.ask({ type: 'scenarioNames', text: 'scenario "Up" {\n}\n' });
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds() - cpu0;
  await client.stop();
  if (names.join() !== 'Up') throw new Error(`the language worker answered ${JSON.stringify(names)}`);
  return { cpu, wall };
}

await compiledEntry(entry); // fresh before timing, as `npm start` leaves it
const starts: Record<Kind, Start[]> = { compiled: [], rebuilt: [], tsx: [] };
const load0 = loadavg()[0]?.toFixed(1) ?? '?';
for (let round = 0; round <= STARTS; round++) {
  for (const kind of Object.keys(kinds) as Kind[]) {
    const s = await timeStart(kind);
    if (round > 0) starts[kind].push(s); // round 0 warms the file cache (and starts esbuild's service)
  }
}
const load1 = loadavg()[0]?.toFixed(1) ?? '?';

console.log(`The language worker's start, from the first request to its answer, ${STARTS} starts of each kind in turn, median (min–max); load average ${load0} → ${load1} on ${availableParallelism()} cores.\n`);
console.log('| language worker runs | start to first answer, CPU s | wall s |');
console.log('|---|---:|---:|');
for (const kind of Object.keys(kinds) as Kind[]) {
  console.log(`| ${kinds[kind].label} | ${showSpread(spread(starts[kind].map((s) => s.cpu)), 3)} | ${showSpread(spread(starts[kind].map((s) => s.wall)), 3)} |`);
}
