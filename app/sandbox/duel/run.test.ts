/**
 * A duel's timeline (model/timeline.ts through run.ts) driven by a mana duel engine: replaying entries with their
 * scripted draws, undo, stepping back and forking, switching branches, and a scripted draw that does
 * not fit. Decks are in a known order (scripted identity shuffles), so every hand is derived by hand.
 */
import { describe, expect, it } from 'vitest';
import type { ManaAction } from '../../../games/mana-duel/actions';
import { deck, engine } from '../../../games/mana-duel/test-positions';
import type { ManaState } from '../../../games/mana-duel/state';
import { back, switchBranch, timeline, undo } from '../model/timeline';
import { appendEntry, duelFrames, type DuelEntry, type DuelFrame } from './run';

const identity = (n: number) => Array.from({ length: n }, (_, i) => i);
const TOP_A = ['glass-brute', 'spark', 'stone-golem', 'bog-toad', 'insight'];
const TOP_B = ['iron-wall', 'weaken', 'mend', 'doom', 'fireball'];

/** Both decks unshuffled; tails: B wins the coin flip and chooses who starts. */
function start(): DuelFrame<ManaState> {
  return engine.newGame({ A: deck(TOP_A), B: deck(TOP_B) }, 7, {
    script: [
      { kind: 'shuffle', order: identity(30) },
      { kind: 'shuffle', order: identity(30) },
      { kind: 'coin', value: 'tails' },
    ],
  });
}

const hand = (s: ManaState, p: 'A' | 'B') => s.players[p].hand.map((iid) => s.cards[iid]?.card);
const entry = (action: ManaAction, rolls: DuelEntry<ManaAction>['rolls'] = []): DuelEntry<ManaAction> => ({ action, rolls });

const chooseA = entry({ type: 'choose-first', player: 'B', first: 'A' });
const keepA = entry({ type: 'mulligan', player: 'A', putBack: [] });
// B puts back its first two cards (instance ids B1, B2: Iron Wall and Weaken). They go to the bottom of
// the 25 cards left, and the scripted shuffle reverses the 27: the two come back on top and are drawn again.
const reversed = identity(27).reverse();
const putBackB = entry({ type: 'mulligan', player: 'B', putBack: ['B1', 'B2'] }, [{ kind: 'shuffle', order: reversed }]);

describe('the generic timeline with a mana duel engine', () => {
  it('replays entries with their scripted draws: the same entries give the same states, the draws decide the hands', () => {
    const s0 = start();
    expect(s0.state.coinWinner).toBe('B');
    const entries = [chooseA, keepA, putBackB];
    const first = duelFrames(engine, s0).compute(entries);
    const again = duelFrames(engine, start()).compute(entries);
    if (!first.ok || !again.ok) throw new Error('refused');
    expect(first.frames).toHaveLength(4);
    expect(again.frames.map((f) => f.state)).toEqual(first.frames.map((f) => f.state));
    const after = first.frames[3]?.state;
    if (!after) throw new Error('no frame');
    // Mend, Doom, Fireball kept; Weaken then Iron Wall drawn back from the top of the reversed deck.
    expect(hand(after, 'B')).toEqual(['mend', 'doom', 'fireball', 'weaken', 'iron-wall']);
    // Without the script the seed shuffles: the same entry without draws gives another deck order.
    const unscripted = duelFrames(engine, start()).compute([chooseA, keepA, { ...putBackB, rolls: [] }]);
    if (!unscripted.ok) throw new Error(unscripted.reason);
    expect(unscripted.frames[3]?.state.players.B.deck).not.toEqual(after.players.B.deck);
    // A started: turn 1, A drew its 6th card (the first filler card, Stone Golem).
    expect(after.turn).toMatchObject({ number: 1, player: 'A', phase: 'main' });
    expect(hand(after, 'A')).toEqual([...TOP_A, 'stone-golem']);
  });

  it('undo drops the last entry and the position goes back to the one before it', () => {
    const frames = duelFrames(engine, start());
    const t = timeline([chooseA, keepA, putBackB]);
    const full = frames.compute(t.entries);
    const undone = undo(t);
    expect(undone).toMatchObject({ cursor: 2, branches: [] });
    expect(undone.entries).toEqual([chooseA, keepA]);
    const r = frames.compute(undone.entries);
    if (!r.ok || !full.ok) throw new Error('refused');
    expect(r.frames.at(-1)?.state).toEqual(full.frames[2]?.state);
    expect(r.frames.at(-1)?.state.turn.phase).toBe('mulligan');
  });

  it('acting behind the end forks: the old continuation is kept as a branch and can be switched back to', () => {
    const keepB = entry({ type: 'mulligan', player: 'B', putBack: [] });
    const t = back(timeline([chooseA, keepA, putBackB]));
    expect(t.cursor).toBe(2);
    // The same entry as the next one is a step forward, not a fork.
    expect(appendEntry(engine, t, { ...putBackB })).toMatchObject({ cursor: 3, branches: [] });
    const forked = appendEntry(engine, t, keepB);
    expect(forked.entries).toEqual([chooseA, keepA, keepB]);
    expect(forked.branches).toEqual([{ at: 2, entries: [putBackB] }]);
    const frames = duelFrames(engine, start());
    const kept = frames.compute(forked.entries);
    if (!kept.ok) throw new Error(kept.reason);
    expect(hand(kept.frames[3]?.state as ManaState, 'B')).toEqual(TOP_B);
    const switched = switchBranch(forked, 0);
    expect(switched.entries).toEqual([chooseA, keepA, putBackB]);
    expect(switched.branches).toEqual([{ at: 2, entries: [keepB] }]);
    const back3 = frames.compute(switched.entries);
    if (!back3.ok) throw new Error(back3.reason);
    expect(hand(back3.frames[3]?.state as ManaState, 'B')).toEqual(['mend', 'doom', 'fireball', 'weaken', 'iron-wall']);
  });

  it('stops at an entry whose scripted draw does not fit, saying why', () => {
    const bad = entry(putBackB.action, [{ kind: 'shuffle', order: identity(30) }]);
    const r = duelFrames(engine, start()).compute([chooseA, keepA, bad]);
    expect(r).toMatchObject({ ok: false, failedAt: 2 });
    expect(r.ok ? '' : r.reason).toMatch(/not an order of the 27 items/);
    expect(r.frames).toHaveLength(3);
  });
});
