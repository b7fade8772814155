/**
 * `npm run bench`: runs every `bench/*.bench.ts` in its own process (so one benchmark's heap and JIT state
 * cannot skew the next) and prints each one's report. `npm run bench -- dsl` runs only files whose name
 * contains "dsl". Last it prints the goal table (bench/goal-table.ts) from the rows the files recorded.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCommandLine, withUsage } from '../scripts/args';
import { GOALS_FILE_ENV, goalTable, readGoals } from './goal-table';

const usage = `Usage: npm run bench [-- FILTER]

Runs every bench/*.bench.ts in its own process and prints its report; with FILTER, only the files whose
name contains it. Exit codes: 0 all ran, 1 some benchmark failed, 2 usage error.`;

const here = dirname(fileURLToPath(import.meta.url));

async function runBenchmarks(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(args, { help: { type: 'boolean', short: 'h' } }, { positionals: { min: 0, max: 1 } });
  if (values.help === true) {
    console.log(usage);
    return 0;
  }
  const filter = positionals[0] ?? '';
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
    .sort();
  let failed = 0;
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-bench-'));
  const goalsFile = join(dir, 'goals.jsonl');
  try {
    for (const file of files) {
      console.log(`\n## ${file}\n`);
      const env = { ...process.env, [GOALS_FILE_ENV]: goalsFile };
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(here, file)], { stdio: 'inherit', env });
      if (result.status !== 0) failed += 1;
    }
    if (files.length === 0) console.log(`no benchmark matches "${filter}"`);
    const { records, problems } = readGoals(goalsFile);
    console.log(`\n## Goals (issue "Fast at every scale")\n\n${goalTable(records)}`);
    for (const problem of problems) console.log(`goal record skipped: ${problem}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = await withUsage('bench', usage, () => runBenchmarks(process.argv.slice(2)));
