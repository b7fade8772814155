import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Command } from '../command';

/**
 * Every CLI command, found by reading this folder: each command file exports a `Command` object, so
 * adding a command is adding a file (no shared list for parallel branches to collide on).
 * `cardsmith --help` lists them sorted by path.
 */
function isCommand(value: unknown): value is Command {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<Command>;
  return Array.isArray(c.path) && typeof c.summary === 'string' && typeof c.usage === 'string' && typeof c.run === 'function';
}

export async function loadCommands(): Promise<Command[]> {
  const here = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
  const found: Command[] = [];
  for (const file of files) {
    const mod: Record<string, unknown> = await import(pathToFileURL(`${here}/${file}`).href);
    for (const value of Object.values(mod)) if (isCommand(value)) found.push(value);
  }
  return found.sort((a, b) => a.path.join(' ').localeCompare(b.path.join(' ')));
}
