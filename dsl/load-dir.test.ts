import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSmithFiles, readSmithFiles, readSmithFilesUnder, subfolders, walkSmithFiles } from './load-dir';
import { Project } from './project';
import { MAX_SOURCE_BYTES, MAX_SOURCE_LENGTH } from './source-size';

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
    expect(found.unreadable).toEqual([]);
    expect(found.paths.map((p) => p.slice(root.length + 1))).toEqual(['a/one.smith', 'b/two.smith', 'z.smith']);
  });

  it('takes files named directly, once each, and follows a link to a folder', async () => {
    write('cards/one.smith', 'one');
    write('elsewhere/linked.smith', 'linked');
    symlinkSync(join(root, 'elsewhere'), join(root, 'cards', 'link'));
    const one = join(root, 'cards', 'one.smith');
    const found = await findSmithFiles([one, join(root, 'cards'), one]);
    expect(found.paths.map((p) => p.slice(root.length + 1))).toEqual(['cards/link/linked.smith', 'cards/one.smith']);
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

  it('lists what it cannot read, with why, and reads the rest: a link to nothing, a pipe, a loop of two links', async () => {
    write('cards/one.smith', 'one');
    symlinkSync(join(root, 'nowhere.smith'), join(root, 'cards', 'broken.smith'));
    symlinkSync(join(root, 'nowhere'), join(root, 'cards', 'notes')); // not a card file: not worth a word
    // A pipe would block a read until something wrote to it: it is never opened.
    execFileSync('mkfifo', [join(root, 'cards', 'pipe.smith')]);
    symlinkSync(join(root, 'cards', 'b.smith'), join(root, 'cards', 'a.smith'));
    symlinkSync(join(root, 'cards', 'a.smith'), join(root, 'cards', 'b.smith'));
    // Named twice (the folder and one inside it): everything is listed once.
    const files = await readSmithFiles([root, join(root, 'cards')]);
    expect(files.map((f) => [f.path.slice(root.length + 1), f.text, f.unreadable])).toEqual([
      ['cards/a.smith', '', 'this file: it is a loop of links'],
      ['cards/b.smith', '', 'this file: it is a loop of links'],
      ['cards/broken.smith', '', 'this file: it is a link to a file that does not exist'],
      ['cards/one.smith', 'one', undefined],
      ['cards/pipe.smith', '', 'this file: it is not a regular file'],
    ]);
  });

  it('a pipe named directly is listed as unreadable too, never opened', async () => {
    const pipe = join(root, 'pipe.smith');
    execFileSync('mkfifo', [pipe]);
    expect(await readSmithFiles([pipe])).toEqual([{ path: pipe, text: '', unreadable: 'this file: it is not a regular file' }]);
  });

  it('walks each real folder once, so a link back up ends', async () => {
    write('cards/one.smith', 'one');
    symlinkSync(root, join(root, 'cards', 'up'));
    symlinkSync(join(root, 'cards'), join(root, 'again'));
    const found = await findSmithFiles([root]);
    expect(found).toEqual({ paths: [join(root, 'cards', 'one.smith')], unreadable: [] });
  });

  it('skips the folders asked for by their path from the walk\'s root, and names files as asked', () => {
    write('cards/x.smith', 'x');
    write('decks/cards/y.smith', 'y');
    write('z.smith', 'z');
    expect(walkSmithFiles(root, (folder) => folder === 'cards').paths.map((p) => p.slice(root.length + 1))).toEqual(['decks/cards/y.smith', 'z.smith']);
    // Sorted by the names given, not the paths on disk.
    const named = readSmithFilesUnder(root, undefined, (path) => (path.endsWith('z.smith') ? 'content/g/a.smith' : `content/g/${path.slice(root.length + 1)}`));
    expect(named).toEqual([
      { path: 'content/g/a.smith', text: 'z' },
      { path: 'content/g/cards/x.smith', text: 'x' },
      { path: 'content/g/decks/cards/y.smith', text: 'y' },
    ]);
  });

  it('a folder that cannot be listed is the one thing listed as unreadable, never thrown', () => {
    expect(walkSmithFiles(join(root, 'missing'))).toEqual({ paths: [], unreadable: [{ path: join(root, 'missing'), reason: 'this folder: it is a link to a folder that does not exist' }] });
    expect(subfolders(join(root, 'missing'))).toEqual([]);
  });

  it('lists the folders of a folder, sorted, links to folders among them, hidden ones and files left out', () => {
    write('b/x.smith', 'x');
    write('a/x.smith', 'x');
    write('.git/x', 'x');
    write('file.smith', 'x');
    symlinkSync(join(root, 'a'), join(root, 'linked'));
    expect(subfolders(root)).toEqual(['a', 'b', 'linked']);
  });

  it('a project of a folder with an unreadable file reports it (L0006) and checks the rest as before', async () => {
    const game = join(root, 'content', 'g');
    write('content/g/ruleset.smith', 'ruleset "G" {}\n');
    symlinkSync(join(root, 'nowhere'), join(game, 'broken.smith'));
    const files = await readSmithFiles([join(root, 'content')]);
    const withBroken = new Project(files.map((f) => ({ ...f, path: f.path.slice(root.length + 1) })));
    const without = new Project(files.filter((f) => f.unreadable === undefined).map((f) => ({ ...f, path: f.path.slice(root.length + 1) })));
    expect(withBroken.allDiagnostics().map((d) => `${d.path}:${d.range.start.line}:${d.range.start.column} ${d.code}`)).toEqual([
      'content/g/broken.smith:1:1 L0006',
      ...without.allDiagnostics().map((d) => `${d.path}:${d.range.start.line}:${d.range.start.column} ${d.code}`),
    ]);
  });

  it('does not read a file larger than any text the parser would take (MAX_SOURCE_BYTES); reads one just within it, which the parser then refuses (L0007)', async () => {
    const card = 'action A { effect { draw 1 card } }\n';
    write('big/huge.smith', card + 'x'.repeat(MAX_SOURCE_BYTES + 1 - card.length));
    write('big/long.smith', card + '// x\n'.repeat(Math.ceil((MAX_SOURCE_LENGTH - card.length) / 5) + 1));
    write('big/fine.smith', card);
    const files = readSmithFilesUnder(join(root, 'big'), undefined, (path) => `content/g/${path.slice(join(root, 'big').length + 1)}`);
    expect(files.map(({ path, text, unreadable }) => ({ path, length: text.length, unreadable }))).toEqual([
      { path: 'content/g/fine.smith', length: card.length, unreadable: undefined },
      { path: 'content/g/huge.smith', length: 0, unreadable: `this file: it is 3.00 MB (${(MAX_SOURCE_BYTES + 1).toLocaleString('en')} bytes), more than the 1 MB of text a .smith file may hold (split it into smaller files)` },
      { path: 'content/g/long.smith', length: expect.any(Number), unreadable: undefined },
    ]);
    const codes = new Project(files).allDiagnostics().filter((d) => d.code === 'L0006' || d.code === 'L0007').map((d) => `${d.path} ${d.code}`);
    expect(codes).toEqual(['content/g/huge.smith L0006', 'content/g/long.smith L0007']);
  });

  it('rejects (never crashes) on a path that does not exist', async () => {
    await expect(readSmithFiles([join(root, 'missing')])).rejects.toThrow(/ENOENT/);
  });
});
