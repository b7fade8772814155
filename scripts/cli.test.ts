import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli';
import { commands } from './commands/index';

/** Watches every row's load(): which command modules a call of main imports. */
function watchLoads() {
  return commands.map((entry) => ({ entry, load: vi.spyOn(entry, 'load') }));
}

function loadedPaths(watched: ReturnType<typeof watchLoads>): string[] {
  return watched.filter((w) => w.load.mock.calls.length > 0).map((w) => w.entry.path.join(' '));
}

afterEach(() => vi.restoreAllMocks());

describe('cardsmith main: only the command that runs is loaded', () => {
  it('--help lists every command, sorted, without loading any', async () => {
    const watched = watchLoads();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['--help'])).toBe(0);
    const listed = String(log.mock.calls[0]?.[0])
      .split('\n')
      .filter((line) => /^ {2}\S/.test(line))
      .map((line) => line.trim().split(/\s{2,}/)[0]);
    const paths = commands.map((c) => c.path.join(' '));
    expect(listed).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
    expect(loadedPaths(watched)).toEqual([]);
  });

  it("a group's --help and an unknown command load nothing", async () => {
    const watched = watchLoads();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['sets', '--help'])).toBe(0);
    expect(await main(['frobnicate'])).toBe(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('unknown command "frobnicate"');
    expect(loadedPaths(watched)).toEqual([]);
  });

  it("`<command> --help` loads that command alone and prints its usage", async () => {
    const watched = watchLoads();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['sets', 'list', '--help'])).toBe(0);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^Usage: cardsmith sets list\n/);
    expect(loadedPaths(watched)).toEqual(['sets list']);
  });

  it('running a command loads that command alone', async () => {
    const watched = watchLoads();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A usage error: the command runs (and refuses) without touching any content or database.
    expect(await main(['validate', '--nope'])).toBe(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('cardsmith validate:');
    expect(loadedPaths(watched)).toEqual(['validate']);
  });
});
