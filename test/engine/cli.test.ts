import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/cli';
import { t2Scenario } from './helpers/scenario-text';

async function run(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  try {
    const code = await main(args);
    return { code, out: lines.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('cardsmith scenario run', () => {
  it('exits 2 without a path', async () => {
    expect((await run(['scenario', 'run'])).code).toBe(2);
  });

  it('exits 0 and prints the explained log when every scenario holds', async () => {
    const r = await run(['scenario', 'run', 'content/summoners-grid/scenarios/t2-blast-bolt.smith']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('ToHit = 85 + 14 / 10 = 86.4%, roll 42 ≤ 86.4 → hit');
    expect(r.out).toContain('1 scenario: 1 passed, 0 failed');
  });

  it('exits 1 when an expectation fails, naming file and line', async () => {
    cpSync('content/summoners-grid', join(tmp, 'summoners-grid'), { recursive: true });
    const file = join(tmp, 'summoners-grid', 'scenarios', 'broken.smith');
    writeFileSync(
      file,
      t2Scenario('broken', '  expect {\n    warrior.hp = 1\n  }'),
    );
    const r = await run(['scenario', 'run', file, '--quiet']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/broken\.smith:\d+ expected warrior\.hp = 1, but it is 96/);
  });

  it('leaves out a file with errors, says so, runs the other scenarios, and exits 1', async () => {
    cpSync('content/stance-duel', join(tmp, 'stance-duel'), { recursive: true });
    const deck = join(tmp, 'stance-duel', 'decks', 'counterpoint.smith');
    // Two fighters (Shieldmaiden and Blade Dancer): L0421, the stance duel's one-fighter rule.
    writeFileSync(deck, readFileSync(deck, 'utf8').replace('1 "Last Stand"', '1 "Blade Dancer"'));
    const r = await run(['scenario', 'run', join(tmp, 'stance-duel', 'scenarios'), '--quiet']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/left out, with errors: .*counterpoint\.smith: 1:6 Stance Duel cannot play this deck: .*exactly one fighter \(it holds 2\) — skipped deck "Counterpoint"/);
    // Every scenario of content/stance-duel/scenarios still runs and passes.
    expect(r.out).toMatch(/\n(\d+) scenarios: \1 passed, 0 failed/);
  });
});

describe('cardsmith simulate', () => {
  it('exits 2 on a bad option', async () => {
    expect((await run(['simulate', '--games', 'many'])).code).toBe(2);
    expect((await run(['simulate', '--ai', 'genius'])).code).toBe(2);
    expect((await run(['simulate', '--decks', 'only-one'])).code).toBe(2);
  });

  it('--speedup needs two or more local worker threads (it compares with one)', async () => {
    const one = await run(['simulate', '--speedup', '--workers', '1']);
    expect(one.code).toBe(2);
    expect(one.out).toContain('--speedup compares with one worker thread: it needs --workers 2 or more');
    const queued = await run(['simulate', '--speedup', '--workers', '2', '--queue']);
    expect(queued.code).toBe(2);
    expect(queued.out).toContain('--speedup measures worker threads on this machine, not the job queue');
  });

  it('plays checked games and reports them', async () => {
    const r = await run(['simulate', '--decks', 'Player A,Player B', '--games', '2', '--seed', '3', '--check', '--workers', '0']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('# Simulation: Player A vs Player B');
    expect(r.out).toMatch(/\| A wins \(Player A\) \| \d \|/);
    expect(r.out).not.toContain('Invariant violations');
  });

  it('takes deck files and AI kinds, and writes the JSON results and the report', async () => {
    const json = join(tmp, 'run.json');
    const report = join(tmp, 'run.md');
    const decks = ['content/summoners-grid/decks/player-b.smith', 'content/summoners-grid/decks/player-a.smith'];
    const r = await run(['simulate', '--decks', ...decks, '--ai', 'greedy,random', '--games', '2', '--seed', '9', '--workers', '0', '--json', json, '--report', report]);
    expect(r.code).toBe(0);
    const results = JSON.parse(readFileSync(json, 'utf8'));
    expect(results).toMatchObject({ format: 'cardsmith-simulation/1', games: 2, run: { decks: { A: 'Player B', B: 'Player A' }, ai: { A: 'greedy', B: 'random' }, seed: 9 } });
    expect(readFileSync(report, 'utf8')).toContain('# Simulation: Player B vs Player A');
  });

  it('exits 1 naming a deck it cannot find', async () => {
    const r = await run(['simulate', '--decks', 'Player A,Nobody', '--games', '1', '--workers', '0']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('no deck "Nobody"');
  });
});

describe('the command line plays the mana duel too', () => {
  it('runs its scenarios through its game module: the seed worked example leaves health 5 at 1', async () => {
    const r = await run(['scenario', 'run', 'content/mana-duel/scenarios/worked-examples.smith']);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Shell Turtle's health 5 → 1");
    expect(r.out).toContain('2 scenarios: 2 passed, 0 failed');
  });

  it('fails a mana duel expectation with its file and line', async () => {
    cpSync('content/mana-duel', join(tmp, 'mana-duel'), { recursive: true });
    const file = join(tmp, 'mana-duel', 'scenarios', 'worked-examples.smith');
    writeFileSync(file, readFileSync(file, 'utf8').replace('turtle.health = 1', 'turtle.health = 2'));
    const r = await run(['scenario', 'run', file, '--quiet']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/worked-examples\.smith:\d+ expected turtle\.health = 2, but it is 1/);
  });

  it('simulates checked mana duel games with --game', async () => {
    const r = await run(['simulate', '--game', 'mana-duel', '--games', '6', '--ai', 'greedy,random', '--swap-sides', '--check']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('(mana-duel)');
    expect(r.out).not.toContain('Invariant violations');
    expect(r.out).toMatch(/greedy: wins \d+ of 6 seat-games/);
    // Per-card statistics, without Summoner's Grid's damage and VP columns (the mana duel reports plays).
    expect(r.out).toContain('| card | type | plays | per game | played in | win when played | win when not played | by A | by B |\n');
  });
});
