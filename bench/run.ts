/**
 * `npm run bench`: runs every `bench/*.bench.ts` in its own process (so one benchmark's heap and JIT state
 * cannot skew the next) and prints each one's report. `npm run bench -- dsl` runs only files whose name
 * contains "dsl".
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (files.length === 0) console.log(`no benchmark matches "${filter}"`);
process.exitCode = failed === 0 ? 0 : 1;
