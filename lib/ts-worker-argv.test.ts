import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../db/config';
import { compiledThreadArgv } from './ts-worker';

describe('compiledThreadArgv (the Node options a compiled thread starts with)', () => {
  it('inherits (undefined) when the process does not load tsx', () => {
    expect(compiledThreadArgv([])).toBeUndefined();
    expect(compiledThreadArgv(['--expose-gc', '--max-old-space-size=4096'])).toBeUndefined();
    expect(compiledThreadArgv(['--import', './telemetry.mjs'])).toBeUndefined();
    expect(compiledThreadArgv(['--import', 'tsx-extra', '--require=./mytsx.cjs'])).toBeUndefined();
  });

  it('drops every way of preloading tsx, and every option that is not a preload', () => {
    expect(compiledThreadArgv(['--expose-gc', '--import', 'tsx', '--max-old-space-size=4096'])).toEqual([]);
    expect(compiledThreadArgv(['--import=tsx'])).toEqual([]);
    expect(compiledThreadArgv(['--loader', 'tsx/esm', '--cpu-prof'])).toEqual([]);
    expect(compiledThreadArgv(['-r', 'tsx/cjs'])).toEqual([]);
    expect(compiledThreadArgv(['--import', 'file:///work/node_modules/tsx/dist/esm/index.mjs'])).toEqual([]);
    expect(compiledThreadArgv(['--experimental-loader=/work/node_modules/tsx/dist/loader.mjs'])).toEqual([]);
  });

  it('keeps the other preloads, each with its module', () => {
    expect(compiledThreadArgv(['--import', './telemetry.mjs', '--import', 'tsx'])).toEqual(['--import', './telemetry.mjs']);
    expect(compiledThreadArgv(['--require=./setup.cjs', '--import=tsx'])).toEqual(['--require', './setup.cjs']);
  });

  // Node refuses V8 options in a worker's own option list: a thread started from a process run with
  // `--expose-gc --import tsx` (as `npm run bench` runs each benchmark) must still start.
  it('starts a compiled thread from a process run with V8 options and tsx, and the thread has no tsx', { timeout: 120_000 }, () => {
    const script = `
      import { startCompiledWorker } from './lib/ts-worker.ts';
      import { workerScript } from './balance/pool.ts';
      const worker = await startCompiledWorker(workerScript());
      const answer = await new Promise((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); worker.postMessage({ type: 'ping' }); });
      await worker.terminate();
      console.log(JSON.stringify({ answer }));
    `;
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot(), encoding: 'utf8', timeout: 110_000 });
    expect(run.stderr).not.toMatch(/ERR_WORKER_INVALID_EXEC_ARGV/);
    expect(run.status).toBe(0);
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(last)).toHaveProperty('answer');
  });
});
