import { afterEach, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { LanguageClient } from './client';
import { languageWorkerScript } from './worker-script';
import { startTsWorker } from '../../../lib/ts-worker';

/** A worker thread from a few lines of CommonJS: what a broken language worker might do. */
function fakeWorker(onMessage: string): () => Worker {
  return () => new Worker(`const { parentPort } = require('node:worker_threads');\nparentPort.on('message', (m) => { ${onMessage} });`, { eval: true });
}

const clients: LanguageClient[] = [];
function client(start?: () => Worker | Promise<Worker>): LanguageClient {
  const made = new LanguageClient(start);
  clients.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

describe('the language client', () => {
  it('answers requests in the order they were asked, many at once', async () => {
    const language = client();
    const texts = Array.from({ length: 20 }, (_, i) => `scenario "S${i}" {\n}\n`);
    const names = await Promise.all(texts.map((text) => language.ask({ type: 'scenarioNames', text })));
    expect(names).toEqual(texts.map((_, i) => [`S${i}`]));
    expect(await language.ask({ type: 'cardHeader', source: 'action "Rush" {\n}\n' })).toEqual({ ok: true, header: { kind: 'action', name: 'Rush' } });
  });

  it('rejects what a dying worker had pending with a clear error, and starts a new worker on the next request', async () => {
    let started = 0;
    const language = client(() => {
      started += 1;
      return started === 1 ? fakeWorker('process.exit(3)')() : startTsWorker(languageWorkerScript());
    });
    const pending = [language.ask({ type: 'scenarioNames', text: '' }), language.ask({ type: 'renamed', source: '', name: 'x' })];
    await expect(pending[0]).rejects.toThrow('the language worker stopped (exit code 3); the scenarioNames request was not answered, try again');
    await expect(pending[1]).rejects.toThrow('the renamed request was not answered');
    expect(await language.ask({ type: 'scenarioNames', text: 'scenario "Back" {\n}\n' })).toEqual(['Back']);
    expect(language.generation()).toBe(2);
  });

  it('treats a malformed message from the worker as a broken worker: the request fails, nothing throws', async () => {
    const language = client(fakeWorker("parentPort.postMessage({ nonsense: true })"));
    await expect(language.ask({ type: 'games', project: 'p' })).rejects.toThrow(/^the language worker sent a malformed message .*; it was restarted; the games request was not answered/);
  });

  it('refuses a result that does not match the request, keeping the worker', async () => {
    const language = client(fakeWorker("parentPort.postMessage({ id: m.id, ok: true, result: m.request.type === 'games' ? 'not a list' : ['ok'] })"));
    await expect(language.ask({ type: 'games', project: 'p' })).rejects.toThrow("the language worker's answer to games is malformed");
    const generation = language.generation();
    expect(await language.ask({ type: 'scenarioNames', text: '' })).toEqual(['ok']);
    expect(language.generation()).toBe(generation);
  });

  it('asks only a running worker of the given generation when told to (closing a forgotten project starts no worker)', async () => {
    let started = 0;
    const language = client(() => {
      started += 1;
      return startTsWorker(languageWorkerScript());
    });
    expect(language.askRunning(1, { type: 'scenarioNames', text: '' })).toBeUndefined();
    expect(started).toBe(0);
    const generation = language.generation();
    expect(await language.askRunning(generation, { type: 'scenarioNames', text: 'scenario "A" {\n}\n' })).toEqual(['A']);
    await language.stop();
    expect(language.askRunning(generation, { type: 'scenarioNames', text: '' })).toBeUndefined();
    expect(started).toBe(1);
  });

  it('sends what was asked while the worker starts once it is up, in order', async () => {
    let up: (worker: Worker) => void = () => undefined;
    const language = client(() => new Promise<Worker>((resolve) => (up = resolve)));
    const echo = fakeWorker('parentPort.postMessage({ id: m.id, ok: true, result: [m.request.text] })');
    const answers = ['a', 'b', 'c'].map((text) => language.ask({ type: 'scenarioNames', text }));
    expect(language.generation()).toBe(1);
    up(echo());
    expect(await Promise.all(answers)).toEqual([['a'], ['b'], ['c']]);
    expect(await language.ask({ type: 'scenarioNames', text: 'd' })).toEqual(['d']);
    expect(language.generation()).toBe(1);
  });

  it('stopped while it starts: what was asked is rejected, the thread ended once it is up', async () => {
    let up: (worker: Worker) => void = () => undefined;
    const language = client(() => new Promise<Worker>((resolve) => (up = resolve)));
    const pending = language.ask({ type: 'scenarioNames', text: '' });
    const stopped = language.stop();
    await expect(pending).rejects.toThrow('the language worker was stopped; the scenarioNames request was not answered, try again');
    const worker = fakeWorker('parentPort.postMessage({ id: m.id, ok: true, result: [] })')();
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    up(worker);
    await stopped;
    await exited;
  });

  it('a worker that cannot start (its build failed) rejects what was asked with the reason; the next request starts one again', async () => {
    let started = 0;
    const language = client(() => {
      started += 1;
      return started === 1 ? Promise.reject(new Error('esbuild cannot be loaded')) : fakeWorker('parentPort.postMessage({ id: m.id, ok: true, result: [m.request.text] })')();
    });
    await expect(language.ask({ type: 'scenarioNames', text: '' })).rejects.toThrow('the language worker could not start: esbuild cannot be loaded; the scenarioNames request was not answered, try again');
    expect(await language.ask({ type: 'scenarioNames', text: 'again' })).toEqual(['again']);
    expect(language.generation()).toBe(2);
  });

  it('a request no message can carry fails alone; the worker goes on', async () => {
    const language = client(fakeWorker('parentPort.postMessage({ id: m.id, ok: true, result: [m.request.text] })'));
    const uncloneable: unknown = () => 'a function';
    await expect(language.ask({ type: 'scenarioNames', text: uncloneable as string })).rejects.toThrow(/could not be cloned/);
    expect(await language.ask({ type: 'scenarioNames', text: 'next' })).toEqual(['next']);
    expect(language.generation()).toBe(1);
  });

  it('the real worker answers a malformed message and goes on answering', async () => {
    const worker = startTsWorker(languageWorkerScript());
    try {
      const next = () => new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage({ id: 1, request: { type: 'explode' } });
      expect(await next()).toMatchObject({ id: 1, ok: false, message: expect.stringMatching(/^the language worker cannot read this request/) });
      worker.postMessage('garbage');
      expect(await next()).toMatchObject({ id: null, ok: false });
      worker.postMessage({ id: 2, request: { type: 'scenarioNames', text: 'scenario "Still" {\n}\n' } });
      expect(await next()).toEqual({ id: 2, ok: true, result: ['Still'] });
    } finally {
      await worker.terminate();
    }
  });
});
