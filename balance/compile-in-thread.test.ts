import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { hotLoop, traceOfHot } from '../test/v8-trace-opt';
import { compilesInThread } from './compile-in-thread';

/**
 * How V8 compiled a hot function in a worker thread started right after `setCompilingFor(threads)`: the
 * concurrency mode of its TurboFan compile, as V8's own --trace-opt prints it.
 */
function compileModeInThread(threads: number): string {
  const code = `${hotLoop(200_000)} require('node:worker_threads').parentPort.postMessage(sum);`;
  const script = [
    `const { setCompilingFor } = await import(${JSON.stringify(new URL('./compile-in-thread.ts', import.meta.url).href)});`,
    `setCompilingFor(${threads});`,
    "const { Worker } = await import('node:worker_threads');",
    `const worker = new Worker(${JSON.stringify(code)}, { eval: true, execArgv: [] });`,
    "worker.on('message', () => void worker.terminate());",
  ].join('\n');
  const trace = traceOfHot(script);
  const line = trace.find((l) => l.startsWith('[compiling method'));
  return /ConcurrencyMode::(\w+)/.exec(line ?? '')?.[1] ?? `no compile of hot in:\n${trace.join('\n')}`;
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
