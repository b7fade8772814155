import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
});

describe('cardsmith simulate', () => {
  it('exits 2 on a bad option', async () => {
    expect((await run(['simulate', '--games', 'many'])).code).toBe(2);
  });

  it('plays checked games and reports them', async () => {
    const r = await run(['simulate', '--games', '2', '--seed', '3', '--check']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\| 2 \| \d \| \d \| \d \| \d \|/);
    expect(r.out).toMatch(/\| 0 \|$/m);
  });
});
