/** Waiting for a worker thread's answer, in the benchmarks that start threads of their own. */
import type { Worker } from 'node:worker_threads';

/** Resolves with the thread's next message; rejects if the thread fails or exits first. */
export function nextMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const settle = (then: () => void): void => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      then();
    };
    const onMessage = (message: unknown): void => settle(() => resolve(message));
    const onError = (error: Error): void => settle(() => reject(error));
    const onExit = (code: number): void => settle(() => reject(new Error(`the thread exited (code ${code}) before answering`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/** Sends `message` and resolves with the thread's answer (its next message). */
export function answer(worker: Worker, message: unknown): Promise<unknown> {
  const answered = nextMessage(worker);
  worker.postMessage(message);
  return answered;
}
