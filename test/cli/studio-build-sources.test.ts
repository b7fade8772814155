/**
 * The studio's build is reused while the hash of its sources matches (scripts/studio-build.ts): a folder
 * of code the studio imports but the hash leaves out makes `npm start` serve a stale build after a change
 * there (it did for games/, lib/ and balance/).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_DIRS, sourcesHash } from '../../scripts/studio-build';

const root = resolve(import.meta.dirname, '..', '..');

function codeFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') codeFiles(path, into);
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name)) into.push(path);
  }
  return into;
}

/** The top-level folders (or content files) that the studio's code imports by relative path. */
function importedPlaces(): Set<string> {
  const places = new Set<string>();
  const files = [...SOURCE_DIRS.flatMap((d) => codeFiles(join(root, d))), join(root, 'instrumentation.ts'), join(root, 'proxy.ts')];
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = relative(root, resolve(dirname(file), m[1] as string));
      const top = target.split(sep)[0] ?? '';
      places.add(top === 'content' ? target : top);
    }
  }
  return places;
}

describe("the studio build's sources hash", () => {
  it('covers every folder the studio imports code from, and the content files it bundles', () => {
    const places = [...importedPlaces()];
    expect(places.length).toBeGreaterThan(5);
    for (const place of places) {
      if (place.startsWith(`content${sep}`)) expect(place).toMatch(/faces\.json$/);
      else expect(SOURCE_DIRS).toContain(place);
    }
  });

  const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-build-hash-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(tmp, path)), { recursive: true });
    writeFileSync(join(tmp, path), text);
  };

  it("changes with a game module's code and a faces file, not with cards read at run time or tests", () => {
    write('games/duel/rule.ts', 'export const a = 1;\n');
    write('content/mana-duel/faces.json', '{}\n');
    write('content/mana-duel/cards/bolt.smith', 'card Bolt\n');
    const before = sourcesHash(tmp);
    write('content/mana-duel/cards/bolt.smith', 'card Bolt, changed\n');
    write('games/duel/rule.test.ts', 'test\n');
    expect(sourcesHash(tmp)).toBe(before);
    write('games/duel/rule.ts', 'export const a = 2;\n');
    const afterCode = sourcesHash(tmp);
    expect(afterCode).not.toBe(before);
    write('content/mana-duel/faces.json', '{"templates":[]}\n');
    expect(sourcesHash(tmp)).not.toBe(afterCode);
  });
});
