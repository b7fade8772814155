import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { compiledPath, isFresh } from '../../lib/compiled-js';
import { main } from '../cli';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = fileURLToPath(new URL('./cardsmith.mjs', import.meta.url));

function runBin(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the cardsmith bin', () => {
  it('runs the CLI compiled (built on demand, then fresh), with the same results as the TypeScript', { timeout: 240_000 }, async () => {
    const help = runBin(['--help']);
    expect(help.stderr).toBe('');
    expect(help.status).toBe(0);
    // After a run the compiled CLI is there and up to date with every file it came from.
    expect(isFresh(compiledPath('scripts/cli.ts', root))).toBe(true);

    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['--help'])).toBe(0);
    expect(help.stdout).toBe(`${String(log.mock.calls[0]?.[0])}\n`);
    log.mockRestore();

    // A command loaded lazily (its own chunk) runs too: validating the shipped content.
    const validate = runBin(['validate', 'content']);
    expect(validate.status).toBe(0);
    expect(validate.stdout).toMatch(/^Loaded \d+ files: \d+ cards,/m);
    expect(validate.stdout).toMatch(/^0 errors, /m);
  });
});
