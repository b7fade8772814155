import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../scripts/bin/cardsmith.mjs', import.meta.url));

function cardsmith(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, DATABASE_URL: '' } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('the job queue commands without a PostgreSQL server', () => {
  it('worker explains that it needs DATABASE_URL (exit 1) and rejects bad options (exit 2)', { timeout: 60_000 }, async () => {
    const missing = await cardsmith(['worker']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('DATABASE_URL is not set');
    const bad = await cardsmith(['worker', '--threads', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--threads needs a whole number from 1 to 64');
    const help = await cardsmith(['worker', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: cardsmith worker');
  });

  it('simulate --queue refuses to start without DATABASE_URL (exit 1)', { timeout: 60_000 }, async () => {
    const r = await cardsmith(['simulate', '--queue', '--games', '2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--queue needs DATABASE_URL');
  });
});
