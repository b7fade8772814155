import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compiledEntry, compiledPath, isFresh } from '../../../lib/compiled-js';
import { LanguageClient } from './client';
import { languageWorkerScript } from './worker-script';

// Every worker thread this file's modules start, by the file it runs: the default start is seen from
// outside, as the thread it makes. (The threads are real: the recording subclass only notes the file.)
const threadFiles = vi.hoisted((): string[] => []);
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>();
  class RecordedWorker extends actual.Worker {
    constructor(file: string | URL, options?: import('node:worker_threads').WorkerOptions) {
      threadFiles.push(String(file));
      super(file, options);
    }
  }
  return { ...actual, Worker: RecordedWorker };
});

const clients: LanguageClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  threadFiles.length = 0;
});

describe("the language client's default start", () => {
  it('runs the compiled worker when its build is fresh: no rebuild, no tsx', { timeout: 60_000 }, async () => {
    const compiled = compiledPath(languageWorkerScript());
    expect(await compiledEntry(languageWorkerScript())).toBe(compiled);
    expect(isFresh(compiled)).toBe(true);
    const built = statSync(compiled).mtimeMs;

    const language = new LanguageClient();
    clients.push(language);
    expect(await language.ask({ type: 'scenarioNames', text: 'scenario "Compiled" {\n}\n' })).toEqual(['Compiled']);
    expect(await language.ask({ type: 'cardHeader', source: 'action "Rush" {\n}\n' })).toEqual({ ok: true, header: { kind: 'action', name: 'Rush' } });

    // One thread, started from the compiled file itself (not tsx's bootstrap), which was not rebuilt.
    expect(threadFiles).toEqual([compiled]);
    expect(statSync(compiled).mtimeMs).toBe(built);
    // Nothing the thread loads from the build imports tsx: its loader is never registered in the thread.
    const folder = dirname(compiled);
    const modules = readdirSync(folder).filter((file) => file.endsWith('.mjs'));
    expect(modules).toContain('worker.mjs');
    for (const file of modules) expect(readFileSync(join(folder, file), 'utf8')).not.toMatch(/["']tsx(\/[^"']*)?["']/);
  });
});
