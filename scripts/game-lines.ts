/**
 * `npx tsx scripts/game-lines.ts`: the TypeScript lines specific to each game (games/<id>/) beside the
 * lines every game shares (engine/, dsl/, lib/), as a Markdown table for the README. Counts lines of code:
 * not blank, not only a comment; tests (`*.test.ts`) are counted apart.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Count {
  code: number;
  tests: number;
  files: number;
}

function codeLines(text: string): number {
  let n = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inBlock = true;
      continue;
    }
    n++;
  }
  return n;
}

function count(folder: string): Count {
  const total: Count = { code: 0, tests: 0, files: 0 };
  if (!existsSync(folder)) return total;
  for (const f of readdirSync(folder, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(f)) continue;
    const lines = codeLines(readFileSync(join(folder, f), 'utf8'));
    if (/\.test\.tsx?$/.test(f)) total.tests += lines;
    else total.code += lines;
    total.files++;
  }
  return total;
}

const rows: Array<[string, string, Count]> = [];
for (const folder of ['engine', 'dsl', 'lib']) rows.push(['shared by every game', `${folder}/`, count(folder)]);
for (const id of readdirSync('games').sort()) rows.push([`${id} only`, `games/${id}/`, count(join('games', id))]);
console.log('| whose | folder | lines of code | test lines | files |');
console.log('|---|---|---:|---:|---:|');
for (const [whose, folder, c] of rows) console.log(`| ${whose} | \`${folder}\` | ${c.code} | ${c.tests} | ${c.files} |`);
