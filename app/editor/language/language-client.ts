/**
 * The main thread's side of the language worker: sends the edited text, receives analyses, and turns
 * requests (completion, hover …) into promises. Changes are coalesced: while the worker is busy with
 * one version, only the newest text waits, so a burst of keystrokes costs one analysis, not one each.
 * A request first flushes the waiting text, so it is always answered against what the user sees.
 */
import type { SourceFile } from '../../../dsl/project';
import type { Analysis, FromWorker, LanguageRequest, LanguageResults, ToWorker } from './protocol';

type Kind = LanguageRequest['kind'];

export interface LanguageClientEvents {
  analysis(analysis: Analysis): void;
  ready(keywords: string[]): void;
  failure(message: string): void;
}

export class LanguageClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (result: LanguageResults[Kind]) => void>();
  private nextId = 1;
  private inFlight = 0;
  private waiting: { version: number; text: string } | undefined;

  constructor(
    readonly path: string,
    files: SourceFile[],
    private readonly events: LanguageClientEvents,
  ) {
    this.worker = new Worker(new URL('./smith.worker.ts', import.meta.url), { type: 'module', name: 'smith-language' });
    this.worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    this.worker.onerror = (event) => this.events.failure(`the language worker failed: ${event.message}`);
    this.post({ type: 'init', files });
  }

  /** The editor's text at a model version (call on every change). */
  change(version: number, text: string): void {
    if (this.inFlight > 0) {
      this.waiting = { version, text };
      return;
    }
    this.send(version, text);
  }

  request<K extends Kind>(request: Extract<LanguageRequest, { kind: K }>): Promise<LanguageResults[K]> {
    this.flush();
    const id = this.nextId++;
    return new Promise((resolve) => {
      // The worker answers request `id` with the result of `request.kind`, i.e. a LanguageResults[K].
      this.pending.set(id, (result) => resolve(result as LanguageResults[K]));
      this.post({ type: 'request', id, path: this.path, request });
    });
  }

  /** Other files' new text (saved by a rename across files): later answers see it. */
  updateOthers(files: SourceFile[]): void {
    this.post({ type: 'others', files });
  }

  dispose(): void {
    this.worker.terminate();
    for (const resolve of this.pending.values()) resolve(null);
    this.pending.clear();
  }

  private send(version: number, text: string): void {
    this.inFlight++;
    this.post({ type: 'change', path: this.path, version, text });
  }

  private flush(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) this.send(waiting.version, waiting.text);
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        this.events.ready(message.keywords);
        return;
      case 'analysis':
        this.inFlight = Math.max(0, this.inFlight - 1);
        if (this.inFlight === 0) this.flush();
        this.events.analysis(message);
        return;
      case 'response': {
        const resolve = this.pending.get(message.id);
        this.pending.delete(message.id);
        resolve?.(message.result);
        return;
      }
      case 'failure':
        if (message.id !== undefined) {
          this.pending.get(message.id)?.(null);
          this.pending.delete(message.id);
        } else {
          this.inFlight = Math.max(0, this.inFlight - 1);
          if (this.inFlight === 0) this.flush();
        }
        this.events.failure(message.message);
    }
  }
}
