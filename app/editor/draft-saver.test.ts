import { describe, expect, it, vi } from 'vitest';
import type { SaveDraftResult } from '../../db/cards';
import { MAX_DRAFT_LENGTH } from '../../db/draft-length';
import { DraftSaver, type SaveState } from './draft-saver';

/** A server draft with the same rule as db/cards.ts saveDraft: a save must name the current revision. */
class FakeServer {
  revision = 1;
  source = 'v1';
  saves: { baseRevision: number; source: string }[] = [];

  save = async (input: { baseRevision: number; source: string }): Promise<SaveDraftResult> => {
    this.saves.push(input);
    if (input.baseRevision !== this.revision) {
      return { status: 'conflict', current: { source: this.source, revision: this.revision, updatedAt: '2026-01-01T00:00:00.000Z' } };
    }
    this.revision++;
    this.source = input.source;
    return {
      status: 'saved',
      card: { id: 'c', game: 'g', kind: 'action', name: 'C', status: 'draft', draftRevision: this.revision, currentVersion: null, updatedAt: '2026-01-01T00:00:00.000Z', draftSource: input.source, updatedBy: null },
    };
  };

  /** Someone else saves (another tab, another designer). */
  otherSave(source: string): void {
    this.revision++;
    this.source = source;
  }
}

function saverOn(server: FakeServer) {
  const states: SaveState[] = [];
  const saver = new DraftSaver({ revision: server.revision, text: server.source, save: server.save, onState: (s) => states.push(s), delayMs: 100 });
  return { saver, states };
}

describe('DraftSaver', () => {
  it('saves once after typing stops, based on the revision it last saw', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const { saver } = saverOn(server);
    saver.edit('v1 a');
    saver.edit('v1 ab');
    await vi.advanceTimersByTimeAsync(50);
    saver.edit('v1 abc');
    expect(server.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(server.saves).toEqual([{ baseRevision: 1, source: 'v1 abc' }]);
    expect(saver.status).toEqual({ kind: 'saved', revision: 2 });
    saver.edit('v1 abcd');
    await saver.flush();
    expect(server.saves.at(-1)).toEqual({ baseRevision: 2, source: 'v1 abcd' });
    expect(server.source).toBe('v1 abcd');
    vi.useRealTimers();
  });

  it('stops on a stale save, holding both versions, and writes nothing until the user chooses', async () => {
    const server = new FakeServer();
    const { saver } = saverOn(server);
    server.otherSave('theirs');
    saver.edit('mine');
    await saver.flush();
    expect(saver.status).toEqual({ kind: 'conflict', mine: 'mine', theirs: { source: 'theirs', revision: 2, updatedAt: '2026-01-01T00:00:00.000Z' } });
    saver.edit('mine, more');
    await saver.flush();
    expect(server.source).toBe('theirs');
    expect(server.saves).toHaveLength(1);
    expect(saver.status.kind === 'conflict' && saver.status.mine).toBe('mine, more');

    await saver.keepMine();
    expect(server.saves.at(-1)).toEqual({ baseRevision: 2, source: 'mine, more' });
    expect(server.source).toBe('mine, more');
    expect(saver.status).toEqual({ kind: 'saved', revision: 3 });
  });

  it('takes theirs on request and hands mine back to the caller', async () => {
    const server = new FakeServer();
    const { saver } = saverOn(server);
    server.otherSave('theirs');
    saver.edit('mine');
    await saver.flush();
    expect(saver.takeTheirs()).toEqual({ theirs: 'theirs', mine: 'mine' });
    expect(saver.dirty).toBe(false);
    // Editing again continues from their revision.
    saver.edit('theirs + mine');
    await saver.flush();
    expect(server.saves.at(-1)).toEqual({ baseRevision: 2, source: 'theirs + mine' });
    expect(server.source).toBe('theirs + mine');
  });

  it('saves the newer text after a save that was overtaken by typing', async () => {
    const server = new FakeServer();
    const { saver } = saverOn(server);
    saver.edit('one');
    const first = saver.flush();
    saver.edit('one two');
    await first;
    await saver.flush();
    expect(server.saves.map((s) => s.source)).toEqual(['one', 'one two']);
    expect(server.saves.map((s) => s.baseRevision)).toEqual([1, 2]);
    expect(saver.dirty).toBe(false);
  });

  it('does not send a draft longer than the server takes: it says so, keeps the text, and saves again once it is short enough', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const { saver, states } = saverOn(server);
    const huge = 'x'.repeat(MAX_DRAFT_LENGTH + 1);
    saver.edit(huge);
    await vi.advanceTimersByTimeAsync(10_000);
    await saver.flush();
    expect(server.saves).toEqual([]);
    expect(saver.status).toEqual({ kind: 'too-long', length: MAX_DRAFT_LENGTH + 1, max: MAX_DRAFT_LENGTH });
    expect(states.some((s) => s.kind === 'saving')).toBe(false);
    expect(saver.dirty).toBe(true); // the page still warns before it is left
    // Exactly the limit is saved.
    const longest = 'y'.repeat(MAX_DRAFT_LENGTH);
    saver.edit(longest);
    expect(saver.status).toEqual({ kind: 'dirty' });
    await vi.advanceTimersByTimeAsync(150);
    expect(server.saves).toEqual([{ baseRevision: 1, source: longest }]);
    expect(saver.status).toEqual({ kind: 'saved', revision: 2 });
    vi.useRealTimers();
  });

  it('a text grown too long while a save is on its way is not sent after it', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    let answer: (() => void) | undefined;
    const states: SaveState[] = [];
    // The server answers only when told to, so the edit below lands while the save is in flight.
    const slowSave = (input: { baseRevision: number; source: string }) => new Promise<void>((resolve) => (answer = resolve)).then(() => server.save(input));
    const saver = new DraftSaver({ revision: 1, text: 'v1', save: slowSave, onState: (st) => states.push(st), delayMs: 100 });
    saver.edit('v1 short');
    await vi.advanceTimersByTimeAsync(150);
    expect(saver.status).toEqual({ kind: 'saving' });
    saver.edit('z'.repeat(MAX_DRAFT_LENGTH + 5));
    expect(saver.status).toEqual({ kind: 'saving' });
    answer?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.saves.map((st) => st.source)).toEqual(['v1 short']);
    expect(saver.status).toEqual({ kind: 'too-long', length: MAX_DRAFT_LENGTH + 5, max: MAX_DRAFT_LENGTH });
    vi.useRealTimers();
  });
});
