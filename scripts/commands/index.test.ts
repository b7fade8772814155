import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Command } from '../command';
import { commands } from './index';

const folder = fileURLToPath(new URL('.', import.meta.url));

function isCommand(value: unknown): value is Command {
  return typeof value === 'object' && value !== null && 'usage' in value && typeof value.usage === 'string' && 'run' in value && typeof value.run === 'function';
}

/** Every Command exported by a file of this folder, read without the table. */
async function exportedCommands(): Promise<Map<Command, string>> {
  const found = new Map<Command, string>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod: Record<string, unknown> = await import(pathToFileURL(`${folder}${file}`).href);
    for (const value of Object.values(mod)) if (isCommand(value)) found.set(value, file);
  }
  return found;
}

describe('the command table', () => {
  it('has one row for each command a file of scripts/commands exports, and each row loads its own', { timeout: 60_000 }, async () => {
    const exported = await exportedCommands();
    const loaded = await Promise.all(commands.map((entry) => entry.load()));
    // Each row loads a distinct exported command, and no exported command lacks a row.
    expect(new Set(loaded).size).toBe(commands.length);
    for (const command of loaded) expect(exported.has(command)).toBe(true);
    expect(exported.size).toBe(commands.length);
  });

  it('paths are unique, summaries one non-empty line', () => {
    const paths = commands.map((c) => c.path.join(' '));
    expect(new Set(paths).size).toBe(paths.length);
    for (const c of commands) {
      expect(c.path.length).toBeGreaterThan(0);
      expect(c.summary.trim()).not.toBe('');
      expect(c.summary).not.toContain('\n');
    }
  });

  it("each command's usage starts with `Usage: cardsmith` and its own path", async () => {
    for (const entry of commands) expect((await entry.load()).usage).toMatch(new RegExp(`^Usage: cardsmith ${entry.path.join(' ')}( |$|\\n)`));
  });

  it('holds back the optimising compiler only for commands that pass once over their input, never for game loops or servers', () => {
    const late = commands.filter((c) => c.optimiseLate).map((c) => c.path.join(' '));
    // Not simulate, worker, serve or lsp: they play games for minutes or serve for ever, and V8's
    // default, optimising sooner, is faster there (lib/optimise-later.ts).
    expect(late.sort()).toEqual(['export', 'fmt', 'import', 'scenario run', 'text', 'validate']);
  });
});
