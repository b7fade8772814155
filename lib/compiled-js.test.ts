import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildCompiled, compiledEntry, compiledPath, isFresh } from './compiled-js';

// A small project of its own: an entry importing a module beside it, Chevrotain (mapped to the
// package's one-file build), zod (a package: stays an import of node_modules) and, lazily, a module
// of its own (a chunk), with the real node_modules linked in.
const root = mkdtempSync(join(tmpdir(), 'cardsmith-compiled-'));
symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
writeFileSync(join(root, 'value.ts'), 'export const value: number = 1;\n');
writeFileSync(join(root, 'later.ts'), "export const later: string = 'loaded later';\n");
writeFileSync(
  join(root, 'entry.ts'),
  [
    "import { value } from './value';",
    "import { Lexer } from 'chevrotain';",
    "import { z } from 'zod';",
    "export const answer = { value, lexer: typeof Lexer, parsed: z.number().parse(3) };",
    "export const loadLater = async (): Promise<string> => (await import('./later')).later;",
    '',
  ].join('\n'),
);
// Written a minute ago, so the first build is newer than both.
const minuteAgo = new Date(Date.now() - 60_000);
for (const file of ['value.ts', 'entry.ts', 'later.ts']) utimesSync(join(root, file), minuteAgo, minuteAgo);

afterAll(() => rmSync(root, { recursive: true, force: true }));

let loads = 0;
/**
 * Imports a copy of `file` (beside it, so its chunks resolve) under a name never imported before: the test
 * runner's module loader may key its cache on the path alone (a `?t=` query is Vite's own timestamp and
 * did not always bust it), so a rebuilt file imported by its own name could come back as the first build.
 */
async function importCopy(file: string): Promise<Record<string, unknown>> {
  const copy = `${file}.load-${++loads}.mjs`;
  copyFileSync(file, copy);
  const module: unknown = await import(pathToFileURL(copy).href);
  return typeof module === 'object' && module !== null ? { ...module } : {};
}

/** The entry's `answer`. */
async function load(file: string): Promise<unknown> {
  return (await importCopy(file)).answer;
}

/** The value the entry imports lazily. */
async function loadLater(file: string): Promise<unknown> {
  const { loadLater: later } = await importCopy(file);
  return typeof later === 'function' ? ((await later()) as unknown) : undefined;
}

describe('compiled entries', () => {
  it('are built on demand, kept while fresh, rebuilt when a file they came from changes', { timeout: 60_000 }, async () => {
    const out = compiledPath('entry.ts', root);
    expect(out).toBe(join(root, 'dist', 'js', 'entry', 'entry.mjs'));
    expect(isFresh(out)).toBe(false);

    expect(await compiledEntry('entry.ts', root)).toBe(out);
    expect(await load(out)).toEqual({ value: 1, lexer: 'function', parsed: 3 });
    const bundle = readFileSync(out, 'utf8');
    // The project's module and Chevrotain are in the bundle: neither is imported at run time, nor are
    // Chevrotain's lodash-es files. zod, a package, is imported from node_modules.
    expect(bundle).not.toMatch(/from\s+["'](\.\/value|chevrotain|lodash-es)/);
    expect(bundle).toMatch(/from\s+["']zod["']/);
    // The lazily imported module is a chunk of its own beside the entry, not in the entry's file.
    expect(bundle).not.toContain('loaded later');
    expect(readdirSync(dirname(out)).filter((file) => file.endsWith('.mjs') && !file.startsWith('entry.mjs'))).toHaveLength(1);
    expect(await loadLater(out)).toBe('loaded later');
    const inputs = readFileSync(`${out}.inputs`, 'utf8').split('\n');
    expect(inputs).toEqual(expect.arrayContaining([join(root, 'entry.ts'), join(root, 'value.ts')]));
    expect(isFresh(out)).toBe(true);

    const built = statSync(out).mtimeMs;
    expect(await compiledEntry('entry.ts', root)).toBe(out);
    expect(statSync(out).mtimeMs).toBe(built);

    // An edit after the build (a moment later, so the clock has moved on).
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(root, 'value.ts'), 'export const value: number = 2;\n');
    expect(statSync(join(root, 'value.ts')).mtimeMs).toBeGreaterThan(built);
    expect(isFresh(out)).toBe(false);
    // Files no build wrote: one from two hours ago (an old build's chunk), one from a minute ago (a
    // chunk a process started from the last build may still load).
    const old = join(dirname(out), 'chunk-OLD.mjs');
    const recent = join(dirname(out), 'chunk-RECENT.mjs');
    writeFileSync(old, '');
    writeFileSync(recent, '');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    utimesSync(recent, minuteAgo, minuteAgo);
    await compiledEntry('entry.ts', root);
    expect(isFresh(out)).toBe(true);
    expect(await load(out)).toEqual({ value: 2, lexer: 'function', parsed: 3 });
    const left = readdirSync(dirname(out));
    expect(left).not.toContain('chunk-OLD.mjs');
    expect(left).toContain('chunk-RECENT.mjs');
  });

  it('are stale when a file they came from is gone, or their list of inputs is unreadable', async () => {
    const out = await compiledEntry('entry.ts', root);
    writeFileSync(`${out}.inputs`, '');
    expect(isFresh(out)).toBe(false);
    writeFileSync(`${out}.inputs`, '{ "inputs": [ 3 ] }\n');
    expect(isFresh(out)).toBe(false);
    writeFileSync(`${out}.inputs`, `${join(root, 'entry.ts')}\n${join(root, 'missing.ts')}\n`);
    expect(isFresh(out)).toBe(false);
    rmSync(`${out}.inputs`);
    expect(isFresh(out)).toBe(false);
  });

  it('builds different entries at once in one process, even when they start in the same millisecond', { timeout: 60_000 }, async () => {
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    // `npm start` builds its worker entries together; on a fast machine they started in one millisecond.
    // Two entries over a large module, so that their builds overlap (small ones finish one by one).
    writeFileSync(join(root, 'large.ts'), `export const large: number[] = [${Array.from({ length: 400_000 }, (_, i) => i).join(',')}];\n`);
    writeFileSync(join(root, 'first.ts'), "import { large } from './large';\nexport const first = large.length;\n");
    writeFileSync(join(root, 'second.ts'), "import { large } from './large';\nexport const second = large[9];\n");
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const [first, second] = await Promise.all([buildCompiled('first.ts', root), buildCompiled('second.ts', root)]);
      expect(isFresh(first)).toBe(true);
      expect(isFresh(second)).toBe(true);
      expect((await importCopy(first)).first).toBe(400_000);
      expect((await importCopy(second)).second).toBe(9);
    } finally {
      now.mockRestore();
    }
  });

  it('started together in one process, both get the whole, fresh file', { timeout: 60_000 }, async () => {
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    const [a, b] = await Promise.all([compiledEntry('entry.ts', root), compiledEntry('entry.ts', root)]);
    expect(a).toBe(b);
    expect(isFresh(a)).toBe(true);
  });
});
