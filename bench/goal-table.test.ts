import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GOALS, GOALS_FILE_ENV, goalTable, readGoals, recordGoal } from './goal-table';

describe('the goal table', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'goal-table-'));
  });
  afterEach(() => {
    delete process.env[GOALS_FILE_ENV];
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints every goal, a recorded row with its verdict and an unrecorded one as not measured', () => {
    const file = join(dir, 'goals.jsonl');
    process.env[GOALS_FILE_ENV] = file;
    recordGoal({ id: 'cli-help', now: '0.19 s CPU (0.18–0.21)', baseline: 'node -e 0: 0.04 s', met: true });
    recordGoal({ id: 'import-10k', now: '9.1 s, 540 MiB', baseline: 'row-at-a-time: 30 s', met: false });
    const { records, problems } = readGoals(file);
    expect(problems).toEqual([]);
    const lines = goalTable(records).split('\n');
    expect(lines).toHaveLength(GOALS.length + 2);
    expect(lines.find((l) => l.includes('`cardsmith --help`'))).toMatch(/0\.19 s CPU .*\| met \|$/);
    expect(lines.find((l) => l.includes('import a 10,000-card set'))).toMatch(/\| MISSED \|$/);
    expect(lines.find((l) => l.includes('greedy games'))).toMatch(/\| not measured \|$/);
  });

  it('skips a line that is not a record, and records nothing outside npm run bench', () => {
    recordGoal({ id: 'cli-help', now: 'x', baseline: 'y', met: true });
    const file = join(dir, 'goals.jsonl');
    writeFileSync(file, '{"id":"nope","now":"","baseline":"","met":true}\nnot json\n');
    const { records, problems } = readGoals(file);
    expect(records.size).toBe(0);
    expect(problems).toHaveLength(2);
  });
});
