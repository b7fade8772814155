/**
 * The PostgreSQL job queue end to end: `cardsmith simulate --queue`'s run split into chunks, two
 * `cardsmith worker` processes on localhost, one killed (SIGKILL) in the middle of a chunk. The run must
 * still finish with every game counted exactly once: the same results as playing the games in one thread.
 * Needs a PostgreSQL server (TEST_DATABASE_URL, as `.ci/run` provides); pg-boss cannot run on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runOnQueue } from '../../balance/queue-run';
import { runLocally } from '../../balance/run-local';
import { gameFiles } from '../../balance/run-files';
import { RunSpecSchema } from '../../balance/run-spec';
import { openDatabase } from '../../db/client';
import { chunkRows } from '../../db/balance-runs';
import type { SimResults } from '../../games/sim/results';

const serverUrl = process.env.TEST_DATABASE_URL;
const bin = fileURLToPath(new URL('../../scripts/bin/cardsmith.mjs', import.meta.url));
const files = await gameFiles('content/summoners-grid');
// Greedy games take a noticeable time each, so a 3-game chunk is still in hand when the worker is killed.
const spec = RunSpecSchema.parse({ files, decks: { A: 'Player A', B: 'Player B' }, ai: { A: 'greedy', B: 'random' }, swapSides: true, games: 12, seed: 11 });

function withoutTiming(r: SimResults): Omit<SimResults, 'timing'> {
  const { timing: _timing, ...rest } = r;
  return rest;
}

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first output line matching `pattern`. */
  line: (pattern: RegExp) => Promise<string>;
}

function startWorker(url: string): WorkerProcess {
  const child = spawn(process.execPath, [bin, 'worker'], { env: { ...process.env, DATABASE_URL: url } });
  let out = '';
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const check = () => {
    for (const w of [...waiters]) {
      const hit = out.split('\n').find((l) => w.pattern.test(l));
      if (hit !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(hit);
      }
    }
  };
  child.stdout?.setEncoding('utf8').on('data', (s: string) => ((out += s), check()));
  child.stderr?.setEncoding('utf8').on('data', (s: string) => (out += s));
  return { child, output: () => out, line: (pattern) => new Promise((resolve) => (waiters.push({ pattern, resolve }), check())) };
}

describe.skipIf(!serverUrl)('the job queue on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const name = `cardsmith_queue_${randomBytes(4).toString('hex')}`;
  let url = '';
  const workers: WorkerProcess[] = [];
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const u = new URL(serverUrl ?? '');
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('loses no game when a worker is killed mid-chunk: the chunk is retried by the other worker', { timeout: 300_000 }, async () => {
    const expected = await runLocally(spec, { workers: 0 });
    const doomed = startWorker(url);
    await doomed.line(/waiting for chunks/);
    let runId = '';
    const running = runOnQueue(spec, { url, chunkSize: 3, chunkTimeoutSeconds: 30, onCreated: (id) => (runId = id) });
    const started = await doomed.line(/started run/);
    doomed.child.kill('SIGKILL');
    const killedChunk = Number(/chunk (\d+)/.exec(started)?.[1]);
    const killedName = started.split(': ')[0] ?? '';
    const survivor = startWorker(url);
    workers.push(doomed, survivor);

    const results = await running;
    expect(results.games).toBe(12);
    expect(JSON.stringify(withoutTiming(results))).toBe(JSON.stringify(withoutTiming(expected)));

    const handle = await openDatabase({ backend: 'postgres', url }, { purpose: 'test' });
    try {
      const rows = await chunkRows(handle.db, runId);
      expect(rows.map((r) => r.chunk)).toEqual([0, 1, 2, 3]);
      expect(rows.every((r) => r.worker !== killedName)).toBe(true);
      expect(rows.find((r) => r.chunk === killedChunk)?.worker).toMatch(new RegExp(`:${survivor.child.pid}:`));
    } finally {
      await handle.close();
    }
    expect(survivor.output()).toContain(`chunk ${killedChunk} `);
    survivor.child.kill('SIGINT');
  });
});
