/** A file that cannot be read does not stop `validate` or `fmt`: it is reported, and the others are done. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../cli';

let root: string;
let game: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'unreadable-'));
  game = join(root, 'content', 'g');
  mkdirSync(join(game, 'cards', 'action'), { recursive: true });
  writeFileSync(join(game, 'ruleset.smith'), 'ruleset "G" {\n  win when you.vp >= 3\n}\n');
  // Not in the canonical layout: `fmt` has something to do.
  writeFileSync(join(game, 'cards', 'action', 'rush.smith'), 'action   Rush {\n}\n');
  symlinkSync(join(root, 'gone.smith'), join(game, 'cards', 'action', 'lost.smith'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

function run(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void out.push(String(line)));
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void err.push(String(line)));
  return main(args).then((code) => ({ code, out, err }));
}

describe('a file that cannot be read', () => {
  it('validate reports it (L0006, exit 1) and loads the other files', async () => {
    const { code, out } = await run(['validate', game]);
    expect(code).toBe(1);
    const lost = join(game, 'cards', 'action', 'lost.smith');
    expect(out.filter((line) => line.includes(' error '))).toEqual([`${lost}:1:1 error L0006 Could not read this file: it is a link to a file that does not exist; nothing in it was loaded, the other files were`]);
    expect(out).toContain('Loaded 3 files: 1 card, 0 species, 0 roles, 0 growth kinds, 0 rarities, 0 packs, 0 decks, 0 scenarios, 1 ruleset.');
  });

  it('fmt reports it (exit 1), leaves it alone, and formats the others', async () => {
    const { code, out, err } = await run(['fmt', game]);
    expect(code).toBe(1);
    expect(err).toEqual([`${join(game, 'cards', 'action', 'lost.smith')}:1:1 error L0006 Could not read this file: it is a link to a file that does not exist; it was left untouched`]);
    expect(readFileSync(join(game, 'cards', 'action', 'rush.smith'), 'utf8')).toBe('action Rush {\n}\n');
    expect(out.at(-1)).toBe('3 files, 1 formatted, 1 skipped for syntax errors or unreadable.');
  });

  it('a file longer than a .smith file may be: validate reports it (L0007) and checks the rest; fmt leaves it untouched', async () => {
    const long = join(game, 'cards', 'action', 'long.smith');
    const text = `action   Long {\n}\n${'// padding\n'.repeat(100_000)}`;
    writeFileSync(long, text);
    const validated = await run(['validate', game]);
    expect(validated.code).toBe(1);
    expect(validated.out.filter((line) => line.includes(' error ')).map((line) => line.split(' error ')[1]?.slice(0, 5))).toEqual(['L0007', 'L0006']);
    expect(validated.out).toContain('Loaded 4 files: 1 card, 0 species, 0 roles, 0 growth kinds, 0 rarities, 0 packs, 0 decks, 0 scenarios, 1 ruleset.');
    vi.restoreAllMocks();
    const formatted = await run(['fmt', game]);
    expect(formatted.code).toBe(1);
    expect(readFileSync(long, 'utf8')).toBe(text);
    expect(readFileSync(join(game, 'cards', 'action', 'rush.smith'), 'utf8')).toBe('action Rush {\n}\n');
  });
});
