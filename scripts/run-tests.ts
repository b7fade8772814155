/**
 * `npm test`: every test, in order, stopping at the first step that fails:
 *   1. tsc --noEmit (the whole project)
 *   2. vitest: unit and integration tests (the database suites on PGlite, and on PostgreSQL too when
 *      TEST_DATABASE_URL is set)
 *   3. Chromium at /usr/bin/chromium (installed with apt-get when running as root; otherwise a one-line
 *      instruction and a failure: the browser tests are never skipped silently)
 *   4. the studio's production build (skipped when current)
 *   5. vitest with vitest.e2e.config.ts: browser tests against that build
 * and ends with one line `cardsmith: N passed, N failed` counting every test that ran.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../db/config';
import { ensureStudioBuild } from './studio-build';
import { ensureChromium } from '../test/e2e/harness/chromium';

const root = projectRoot();
const resultsDir = join(root, 'test-results');
const VitestReport = z.object({ numPassedTests: z.number(), numFailedTests: z.number(), numPendingTests: z.number() });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function vitest(name: string, extraArgs: string[]): Promise<number> {
  const report = join(resultsDir, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const vitestBin = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const code = await run(process.execPath, [vitestBin, 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const counts = VitestReport.parse(JSON.parse(readFileSync(report, 'utf8')));
    totals.passed += counts.numPassedTests;
    totals.failed += counts.numFailedTests;
    totals.skipped += counts.numPendingTests;
  }
  return code;
}

function step(title: string): void {
  console.log(`\n=== ${title} ===\n`);
}

function finish(code: number, failedStep?: string): never {
  if (failedStep) console.error(`\ncardsmith test: ${failedStep} failed`);
  console.log(`\ncardsmith: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(code);
}

mkdirSync(resultsDir, { recursive: true });

step('Type check (tsc --noEmit)');
if ((await run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit'])) !== 0) finish(1, 'the type check');

step(`Unit and integration tests (database backends: PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL from TEST_DATABASE_URL' : '; set TEST_DATABASE_URL to add PostgreSQL'})`);
if ((await vitest('unit', [])) !== 0) finish(1, 'a unit or integration test');

step('Browser tests: Chromium');
const chromiumProblem = ensureChromium();
if (chromiumProblem) {
  console.error(`cardsmith test: ${chromiumProblem}`);
  finish(1);
}

step('Browser tests: studio production build');
if ((await ensureStudioBuild(root)) !== 0) finish(1, 'the studio build');

step('Browser tests (headless Chromium)');
if ((await vitest('e2e', ['--config', 'vitest.e2e.config.ts'])) !== 0) finish(1, 'a browser test');

finish(totals.failed === 0 ? 0 : 1);
