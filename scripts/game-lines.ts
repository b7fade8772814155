/**
 * `npx tsx scripts/game-lines.ts`: the TypeScript lines specific to each game (games/<id>/) beside the
 * lines every game shares (engine/, dsl/, lib/), as a Markdown table for the README. Counts lines of code:
 * not blank, not only a comment; tests (`*.test.ts`) are counted apart.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

function count(...paths: string[]): Count {
  const total: Count = { code: 0, tests: 0, files: 0 };
  const files = paths.filter(existsSync).flatMap((p) => (statSync(p).isDirectory() ? (readdirSync(p, { recursive: true }) as string[]).map((f) => join(p, f)) : [p]));
  for (const f of files) {
    if (!/\.tsx?$/.test(f)) continue;
    const lines = codeLines(readFileSync(f, 'utf8'));
    if (/\.test\.tsx?$/.test(f)) total.tests += lines;
    else total.code += lines;
    total.files++;
  }
  return total;
}

const rows: Array<[string, string, Count]> = [];
for (const folder of ['engine', 'dsl', 'lib']) rows.push(['shared by every game', `${folder}/`, count(folder)]);
// games/ holds the modules and, beside them, what opens any of them: the registry, the folder loader, what
// every content adapter shares, and the balancing lab's tally of any game's runs.
rows.push(['shared by every game', 'games/registry.ts, games/languages.ts, games/content-reader.ts, games/node/, games/sim/', count('games/registry.ts', 'games/languages.ts', 'games/languages.test.ts', 'games/content-reader.ts', 'games/node', 'games/sim')]);
// games/duel/ is what the duels' modules share (the module factory, determinization, card conservation).
rows.push(['shared by the duels', 'games/duel/', count('games/duel')]);
const SHARED_FOLDERS = new Set(['node', 'sim', 'duel']);
const gameIds = readdirSync('games').filter((id) => !SHARED_FOLDERS.has(id) && statSync(join('games', id)).isDirectory());
for (const id of gameIds.sort()) rows.push([`${id} only`, `games/${id}/`, count(join('games', id))]);
console.log('| whose | folder | lines of code | test lines | files |');
console.log('|---|---|---:|---:|---:|');
for (const [whose, folder, c] of rows) console.log(`| ${whose} | \`${folder}\` | ${c.code} | ${c.tests} | ${c.files} |`);
