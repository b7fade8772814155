/** The `validate` and `fmt` commands on a temporary content tree. */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fmtCommand } from '../../scripts/commands/fmt';
import { validateCommand } from '../../scripts/commands/validate';
import { fixtureFiles } from './fixture-game';

let root: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cardsmith-cli-'));
  for (const f of fixtureFiles) {
    const path = join(root, f.path);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, f.text);
  }
  out = [];
  err = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

const content = (): string => join(root, 'content');

describe('cardsmith validate', () => {
  it('exits 0 on clean content and reports what it loaded', async () => {
    expect(await validateCommand.run([content()])).toBe(0);
    // Counts of one are singular ("1 ruleset", not "1 rulesets").
    expect(out.join('\n')).toMatch(/Loaded 10 files: 5 cards, 1 species, 4 roles, .*, 1 ruleset\./);
    expect(out.join('\n')).toContain('0 errors, 0 warnings.');
  });

  it('refuses a folder of several games not named content, saying why and what to do; one game under any name is read', async () => {
    const games = join(root, 'my-games');
    await cp(join(root, 'content/t'), join(games, 't'), { recursive: true });
    await cp(join(root, 'content/t'), join(games, 'u'), { recursive: true });
    expect(await validateCommand.run([games])).toBe(2);
    expect(err).toEqual([`cardsmith validate: ${games} holds 2 games (t, u), but games are told apart by the folder after content/ in a path: rename the folder to content, or validate one game's folder (cardsmith validate ${games}/t)`]);
    expect(out).toEqual([]);
    expect(await validateCommand.run([join(games, 't')])).toBe(0);
    expect(out.join('\n')).toContain('0 errors, 0 warnings.');
  });

  it('prints file:line:col severity code message and exits 1 on errors', async () => {
    const bad = join(root, 'content/t/cards/action/bad.smith');
    await writeFile(bad, 'action Bad {\n  effect { add "Nope" to your hand }\n}\n');
    expect(await validateCommand.run([content()])).toBe(1);
    expect(out).toContain(`${bad}:2:16 error L0105 Unknown card "Nope"`);
  });

  it('checks one file against its whole game, and reports only on that file', async () => {
    const bad = join(root, 'content/t/cards/action/bad.smith');
    await writeFile(bad, 'action Bad { target: your Mage effect { target gains 1 level } }');
    expect(await validateCommand.run([bad])).toBe(0);
    expect(out.some((l) => l.includes('SG0103'))).toBe(false);
  });

  it('counts every error of a file, those its listing leaves out included (250 unknown cards, 200 lines of them listed)', async () => {
    const bad = join(root, 'content/t/cards/action/bad.smith');
    await writeFile(bad, `action Bad {\n  effect {\n${'    add "Nope" to your hand\n'.repeat(250)}  }\n}\n`);
    expect(await validateCommand.run([bad])).toBe(1);
    expect(out.filter((l) => l.includes(' L0105 '))).toHaveLength(200);
    expect(out).toContain(`${bad}:203:9 error L0005 50 more problems in this file (50 errors) not listed: fix the ones above first`);
    expect(out.join('\n')).toMatch(/^250 errors, /m);
    out.length = 0;
    await validateCommand.run([bad, '--json']);
    expect((JSON.parse(out.join('\n')) as { errors: number }).errors).toBe(250);
  });

  it('prints JSON with --json', async () => {
    expect(await validateCommand.run([content(), '--json'])).toBe(0);
    const parsed = JSON.parse(out.join('\n')) as { counts: { cards: number }; errors: number };
    expect(parsed.counts.cards).toBe(5);
    expect(parsed.errors).toBe(0);
  });

  it('exits 2 on an unknown option or a missing path', async () => {
    expect(await validateCommand.run(['--nope'])).toBe(2);
    expect(await validateCommand.run([join(root, 'missing')])).toBe(2);
  });
});

describe('cardsmith fmt', () => {
  it('--check lists unformatted files and exits 1; without it, formats them', async () => {
    const messy = join(root, 'content/t/cards/action/messy.smith');
    await writeFile(messy, 'action Messy{effect{draw 1 card}}');
    expect(await fmtCommand.run(['--check', content()])).toBe(1);
    expect(out).toContain(`${messy}: not formatted`);
    expect(await fmtCommand.run([content()])).toBe(0);
    expect(await readFile(messy, 'utf8')).toBe('action Messy {\n  effect {\n    draw 1 card\n  }\n}\n');
    out = [];
    expect(await fmtCommand.run(['--check', content()])).toBe(0);
  });

  it('leaves a file with syntax errors untouched and exits 1', async () => {
    const broken = join(root, 'content/t/cards/action/broken.smith');
    await writeFile(broken, 'action Broken { effect { draw } }');
    expect(await fmtCommand.run([broken])).toBe(1);
    expect(await readFile(broken, 'utf8')).toBe('action Broken { effect { draw } }');
    expect(err.join('\n')).toContain('L0003');
  });
});
