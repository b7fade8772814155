import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * How many times V8 finished optimising `hot` in a process that calls it 20,000 times, with or without
 * optimiseLater first (read from V8's own --trace-opt lines).
 */
function optimisationsOfHot(late: boolean): number {
  const dir = mkdtempSync(join(tmpdir(), 'optimise-later-'));
  try {
    const script = join(dir, 'hot.mjs');
    writeFileSync(
      script,
      [
        `const { optimiseLater } = await import(${JSON.stringify(join(root, 'lib', 'optimise-later.ts'))});`,
        `if (${late}) optimiseLater();`,
        'function hot(x) { return (x * 3 + 1) % 7; }',
        'let sum = 0;',
        'for (let i = 0; i < 20000; i++) sum += hot(i);',
        'console.log(sum);',
      ].join('\n'),
    );
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--trace-opt', script], { cwd: root, encoding: 'utf8' });
    return out.split('\n').filter((line) => line.includes('completed') && line.includes('<JSFunction hot')).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('optimiseLater', () => {
  it('keeps a function that runs 20,000 short calls from being optimised, which V8 otherwise optimises', { timeout: 30_000 }, () => {
    expect(optimisationsOfHot(false)).toBeGreaterThan(0);
    expect(optimisationsOfHot(true)).toBe(0);
  });
});
