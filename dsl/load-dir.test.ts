import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSmithFiles, readSmithFiles } from './load-dir';

describe('reading .smith files from disk', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'load-dir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (path: string, text: string): void => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('finds every .smith file under a folder, sorted, skipping hidden folders, node_modules and other files', async () => {
    write('b/two.smith', 'two');
    write('a/one.smith', 'one');
    write('a/notes.md', 'not a card');
    write('.hidden/three.smith', 'hidden');
    write('node_modules/pkg/four.smith', 'a package');
    write('z.smith', 'top');
    const found = await findSmithFiles([root]);
    expect(found.map((p) => p.slice(root.length + 1))).toEqual(['a/one.smith', 'b/two.smith', 'z.smith']);
  });

  it('takes files named directly, once each, and follows a link to a folder', async () => {
    write('cards/one.smith', 'one');
    write('elsewhere/linked.smith', 'linked');
    symlinkSync(join(root, 'elsewhere'), join(root, 'cards', 'link'));
    const one = join(root, 'cards', 'one.smith');
    const found = await findSmithFiles([one, join(root, 'cards'), one]);
    expect(found.map((p) => p.slice(root.length + 1))).toEqual(['cards/link/linked.smith', 'cards/one.smith']);
  });

  it('reads each file whole, in path order, across more files than one batch', async () => {
    // 150 files: more than two batches of 64 (the reader yields to the event loop between batches).
    const names = Array.from({ length: 150 }, (_, i) => `card-${String(i).padStart(3, '0')}.smith`);
    for (const [i, name] of names.entries()) write(`cards/${name}`, `card "C${i}" {}\n`);
    const files = await readSmithFiles([root]);
    expect(files).toHaveLength(150);
    expect(files.map((f) => f.path.slice(root.length + 1))).toEqual(names.map((n) => `cards/${n}`));
    expect(files[149]?.text).toBe('card "C149" {}\n');
  });

  it('lets the event loop run between batches', async () => {
    for (let i = 0; i < 200; i++) write(`cards/c${i}.smith`, 'x');
    let immediates = 0;
    const count = (): void => {
      immediates++;
      if (immediates < 1000) setImmediate(count);
    };
    setImmediate(count);
    await readSmithFiles([root]);
    // Read in one go, no other callback would run until the read finished.
    expect(immediates).toBeGreaterThan(1);
  });

  it('rejects (never crashes) on a path that does not exist', async () => {
    await expect(readSmithFiles([join(root, 'missing')])).rejects.toThrow(/ENOENT/);
  });
});
