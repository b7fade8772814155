import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { compilesInThread } from './compile-in-thread';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * How V8 compiled a hot function in a worker thread started right after `setCompilingFor(threads)`: the
 * concurrency mode of its TurboFan compile, as V8's own --trace-opt prints it.
 */
function compileModeInThread(threads: number): string {
  const script = [
    `const { setCompilingFor } = await import(${JSON.stringify(new URL('./compile-in-thread.ts', import.meta.url).href)});`,
    `setCompilingFor(${threads});`,
    "const { Worker } = await import('node:worker_threads');",
    "const code = 'function hot(x) { return (x * 3 + 1) % 7; } let s = 0; for (let i = 0; i < 200000; i++) s += hot(i); require(\"node:worker_threads\").parentPort.postMessage(s);';",
    'const worker = new Worker(code, { eval: true, execArgv: [] });',
    "worker.on('message', () => void worker.terminate());",
  ].join('\n');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--trace-opt', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.startsWith('[compiling method') && l.includes('<JSFunction hot'));
  return /ConcurrencyMode::(\w+)/.exec(line ?? '')?.[1] ?? `no compile of hot in:\n${out}`;
}

describe('where simulation threads compile', () => {
  it('on their own thread when a run has a thread for every core, on V8s helper thread when a core is left', () => {
    expect(compilesInThread(2, 2)).toBe(true);
    expect(compilesInThread(4, 2)).toBe(true);
    expect(compilesInThread(1, 2)).toBe(false);
    expect(compilesInThread(1, 1)).toBe(true);
  });

  it('a thread started for a run with a thread on every core compiles synchronously; one with a core to spare, concurrently', { timeout: 60_000 }, () => {
    const cores = availableParallelism();
    expect(compileModeInThread(cores)).toBe('kSynchronous');
    if (cores > 1) expect(compileModeInThread(1)).toBe('kConcurrent');
  });
});
