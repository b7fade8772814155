/**
 * Autosave with optimistic concurrency. Edits are saved a moment after typing stops, one save at a
 * time, each based on the draft revision the editor last saw. When the server says someone else saved
 * meanwhile, autosaving stops and the conflict carries both texts; nothing is written until the user
 * chooses: keep theirs-and-mine by saving mine on top of the latest revision, or take theirs (the
 * caller keeps mine to put back). Neither version is ever dropped by this module.
 */
import type { SaveDraftResult } from '../../db/cards';
import { MAX_DRAFT_LENGTH } from '../../db/draft-length';

export interface TheirVersion {
  source: string;
  revision: number;
  updatedAt: string;
}

export type SaveState =
  | { kind: 'saved'; revision: number }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'conflict'; mine: string; theirs: TheirVersion }
  | { kind: 'failed'; message: string }
  /** Longer than a draft may be (MAX_DRAFT_LENGTH): not sent, since the server would refuse it; saving resumes once it is shorter. */
  | { kind: 'too-long'; length: number; max: number }
  | { kind: 'missing' };

export interface DraftSaverOptions {
  revision: number;
  text: string;
  save(input: { baseRevision: number; source: string }): Promise<SaveDraftResult>;
  onState(state: SaveState): void;
  /** Quiet time after the last edit before saving. */
  delayMs?: number;
}

export class DraftSaver {
  private revision: number;
  /** The text the server has at `revision`. */
  private saved: string;
  private current: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private state: SaveState;
  private readonly delayMs: number;

  constructor(private readonly options: DraftSaverOptions) {
    this.revision = options.revision;
    this.saved = options.text;
    this.current = options.text;
    this.delayMs = options.delayMs ?? 600;
    this.state = { kind: 'saved', revision: options.revision };
  }

  get status(): SaveState {
    return this.state;
  }

  /** True while the editor holds text the server does not. */
  get dirty(): boolean {
    return this.current !== this.saved;
  }

  /** The text the server has now (the last save, or the text the editor opened with). */
  get savedText(): string {
    return this.saved;
  }

  get baseRevision(): number {
    return this.revision;
  }

  edit(text: string): void {
    this.current = text;
    if (this.state.kind === 'conflict' || this.state.kind === 'missing') {
      // Mine keeps growing while the conflict is open; the choice will use the newest text.
      if (this.state.kind === 'conflict') this.setState({ ...this.state, mine: text });
      return;
    }
    if (!this.dirty) {
      if (!this.inFlight) this.setState({ kind: 'saved', revision: this.revision });
      return;
    }
    const tooLong = this.tooLong();
    if (tooLong !== undefined) {
      this.clearTimer();
      if (!this.inFlight) this.setState(tooLong);
      return;
    }
    if (!this.inFlight) this.setState({ kind: 'dirty' });
    this.schedule(this.delayMs);
  }

  /** Saves now (e.g. when the page is hidden); resolves when nothing is left to save or saving stopped. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (this.dirty && this.canSave()) await this.saveNow();
  }

  /** Resolves a conflict by saving mine on top of their revision (theirs stays in the history of drafts as the base). */
  async keepMine(): Promise<void> {
    if (this.state.kind !== 'conflict') return;
    const { theirs } = this.state;
    this.revision = theirs.revision;
    this.saved = theirs.source;
    this.setState({ kind: 'dirty' });
    await this.saveNow();
  }

  /** Resolves a conflict by taking theirs: returns their text for the editor, and my text for the caller to keep. */
  takeTheirs(): { theirs: string; mine: string } | undefined {
    if (this.state.kind !== 'conflict') return undefined;
    const { theirs, mine } = this.state;
    this.revision = theirs.revision;
    this.saved = theirs.source;
    this.current = theirs.source;
    this.setState({ kind: 'saved', revision: theirs.revision });
    return { theirs: theirs.source, mine };
  }

  dispose(): void {
    this.clearTimer();
  }

  /** The state to show while the text is longer than a draft may be, else undefined. */
  private tooLong(): SaveState | undefined {
    const length = this.current.length;
    return length > MAX_DRAFT_LENGTH ? { kind: 'too-long', length, max: MAX_DRAFT_LENGTH } : undefined;
  }

  private canSave(): boolean {
    return this.state.kind !== 'conflict' && this.state.kind !== 'missing';
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.inFlight && this.dirty && this.canSave()) void this.saveNow();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private saveNow(): Promise<void> {
    const tooLong = this.tooLong();
    if (tooLong !== undefined) {
      this.setState(tooLong);
      return Promise.resolve();
    }
    const source = this.current;
    const baseRevision = this.revision;
    this.setState({ kind: 'saving' });
    const run = async () => {
      try {
        const result = await this.options.save({ baseRevision, source });
        if (result.status === 'saved') {
          this.revision = result.card.draftRevision;
          this.saved = source;
          if (this.dirty) {
            this.setState({ kind: 'dirty' });
            this.schedule(0);
          } else {
            this.setState({ kind: 'saved', revision: this.revision });
          }
        } else if (result.status === 'conflict') {
          this.setState({ kind: 'conflict', mine: this.current, theirs: result.current });
        } else {
          this.setState({ kind: 'missing' });
        }
      } catch (error) {
        this.setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        // Try again later; the text stays in the editor meanwhile.
        this.schedule(5000);
      } finally {
        this.inFlight = undefined;
      }
    };
    this.inFlight = run();
    return this.inFlight;
  }

  private setState(state: SaveState): void {
    this.state = state;
    this.options.onState(state);
  }
}
