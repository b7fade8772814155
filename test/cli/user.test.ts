import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { startHolder, type Holder } from '../db/holder';
import { cardsmith, usePgliteTemplate } from './cardsmith-process';
import { openDatabase } from '../../db/client';
import { authenticate } from '../../db/users';

const template = usePgliteTemplate();
const run = (args: string[], dataDir: string, stdin = '') => cardsmith(args, { CARDSMITH_DATA_DIR: dataDir }, stdin);

let dir: string;
let dataDir: string;
let holder: Holder | undefined;
beforeEach(() => {
  ({ dir, dataDir } = template.copy());
});
afterEach(() => {
  holder?.child.kill('SIGKILL');
  holder = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('cardsmith user', { timeout: 180_000 }, () => {
  it('adds accounts that can sign in, lists them, and changes a password', async () => {
    const add = await run(['user', 'add', 'ada', '--role', 'designer', '--password-stdin'], dataDir, 'lovelace-1843\n');
    expect(add).toMatchObject({ code: 0, stdout: 'cardsmith user add: created ada (designer)\n' });
    const weak = await run(['user', 'add', 'bob', '--role', 'viewer', '--password-stdin'], dataDir, 'short\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('at least 8 characters');

    const list = await run(['user', 'list'], dataDir);
    expect(list.stdout).toMatch(/^ada +designer +can sign in +\d{4}-\d\d-\d\d\n$/);

    expect((await run(['user', 'password', 'ada', '--password-stdin'], dataDir, 'babbage-1822\n')).code).toBe(0);

    const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'test' });
    try {
      expect(await authenticate(handle.db, 'ada', 'lovelace-1843')).toBeUndefined();
      expect(await authenticate(handle.db, 'ada', 'babbage-1822')).toMatchObject({ name: 'ada', role: 'designer' });
    } finally {
      await handle.close();
    }
  });

  it('treats a missing name or role, a bad role and no terminal as usage errors', async () => {
    expect((await run(['user', 'add', '--role', 'designer', '--password-stdin'], dataDir, 'pw-123456\n')).code).toBe(2);
    expect((await run(['user', 'add', 'ada', '--password-stdin'], dataDir, 'pw-123456\n')).code).toBe(2);
    const badRole = await run(['user', 'add', 'ada', '--role', 'admin', '--password-stdin'], dataDir, 'pw-123456\n');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be viewer, designer or publisher, got "admin"');
    // Standard input is a pipe, not a terminal: without --password-stdin there is no way to ask.
    const noTty = await run(['user', 'add', 'ada', '--role', 'viewer'], dataDir);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('--password-stdin');
  });

  it('refuses with one line, before asking for a password, while another process holds the database', async () => {
    holder = await startHolder(dataDir);
    const add = await run(['user', 'add', 'ada', '--role', 'designer'], dataDir);
    expect(add.code).toBe(1);
    const lines = add.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^cardsmith user add: the database folder .* is in use by test holder \\(pid ${holder.pid} on this host, since .*\\)\\. Manage accounts on the studio's Users page`));
  });
});
