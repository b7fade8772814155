/**
 * `cardsmith simulate --json/--report` check their output paths before the run: a missing folder used to
 * crash after the whole run and lose it. Each refusal must come at once (a 100,000-game run is asked for,
 * and no game is played) with exit code 2 and a message naming the option and the folder.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardsmith } from './cardsmith-process';

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-simulate-out-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const bigRun = ['simulate', '--games', '100000', '--workers', '0'];

describe('cardsmith simulate output paths', { timeout: 120_000 }, () => {
  it('--json into a missing folder: exit 2 before any game is played', async () => {
    const missing = join(tmp, 'no-such-folder', 'run.json');
    const started = performance.now();
    const r = await cardsmith([...bigRun, '--json', missing], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`cardsmith simulate: --json ${missing}: the folder ${join(tmp, 'no-such-folder')} does not exist (create it first)`);
    expect(r.stderr).not.toMatch(/games/);
    expect(r.stdout).toBe('');
    // 100,000 games take minutes; the refusal takes the CLI's start-up time.
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it('--report whose folder is a file, or that names a folder: exit 2', async () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, 'x');
    const underFile = await cardsmith([...bigRun, '--report', join(file, 'report.md')], {});
    expect(underFile.code).toBe(2);
    expect(underFile.stderr).toContain(`--report ${join(file, 'report.md')}: ${file} is not a folder`);
    const folder = await cardsmith([...bigRun, '--report', tmp], {});
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain(`--report ${tmp}: ${tmp} is a folder, not a file`);
  });

  it('writable paths pass the check and are written after the run', async () => {
    const json = join(tmp, 'run.json');
    const report = join(tmp, 'run.md');
    const r = await cardsmith(['simulate', '--games', '1', '--workers', '0', '--json', json, '--report', report], {});
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toMatchObject({ games: 1 });
    expect(readFileSync(report, 'utf8')).toContain('# Simulation:');
  });

  it('--check says on stderr that the invariants were checked, and how many failed (the report lists only failures)', async () => {
    const r = await cardsmith(['simulate', '--game', 'mana-duel', '--games', '3', '--workers', '0', '--check'], {});
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('simulate: invariants checked after every action of 3 games: 0 violations');
    const unchecked = await cardsmith(['simulate', '--game', 'mana-duel', '--games', '1', '--workers', '0'], {});
    expect(unchecked.stderr).not.toContain('invariants checked');
  });
});
