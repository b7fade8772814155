/**
 * The generic core driven by a game it was not written for (engine/testing/pennies.ts, a simultaneous
 * hidden-choice game): Engine, replay and undo, scripted draws of every kind, player views, the AI players
 * and the simulator with its checks all work through the game interface alone.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPlayer } from '../ai/index';
import { playGame } from '../sim/play';
import { pennies, type PenniesAction, type PenniesState } from '../testing/pennies';
import { Engine } from './engine';
import { createRng, flipCoin, rollD100, rollFraction, rollRange, shuffled, ScriptedDrawError } from './rng';

const engine = new Engine(pennies);
const commit = (player: 'A' | 'B', value: number): PenniesAction => ({ type: 'commit', player, value });

/** The state after `action`; the test fails if it is refused. */
function step(state: PenniesState, action: PenniesAction): PenniesState {
  const r = engine.apply(state, action);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe('a simultaneous choice', () => {
  it('waits for both players, and the second sees nothing of the first commit', () => {
    const s0 = engine.newGame({ A: 5, B: 5 }, 1).state;
    expect(engine.awaiting(s0)).toEqual({ kind: 'simultaneous', players: ['A', 'B'] });
    const views = [1, 2, 3].map((v) => {
      const s1 = step(s0, commit('A', v));
      expect(engine.awaiting(s1)).toEqual({ kind: 'simultaneous', players: ['B'] });
      expect(engine.legalActions(s1, 'A')).toEqual([]);
      return JSON.stringify(engine.viewFor(s1, 'B'));
    });
    // Whatever A committed, B's view is the same.
    expect(new Set(views).size).toBe(1);
    expect(engine.explainIllegal(step(s0, commit('A', 2)), commit('A', 3))).toMatch(/already committed/);
  });
});

describe('scripted draws', () => {
  it('takes every kind of draw from the script, in order, before the generator', () => {
    const rng = engine.script(engine.newGame({ A: 5, B: 5 }, 3).state, [
      { kind: 'd100', value: 42 },
      { kind: 'range', value: 6 },
      { kind: 'fraction', value: 0.25 },
      { kind: 'coin', value: 'tails' },
      { kind: 'shuffle', order: [2, 0, 1] },
      { kind: 'range', value: 1 },
    ]).rng;
    expect(shuffled(rng, ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    expect(rollRange(rng, 1, 6)).toEqual({ value: 6, forced: true });
    expect(rollD100(rng)).toEqual({ value: 42, forced: true });
    expect(flipCoin(rng)).toEqual({ value: 'tails', forced: true });
    expect(rollFraction(rng)).toEqual({ value: 0.25, forced: true });
    expect(rollRange(rng, 1, 6)).toEqual({ value: 1, forced: true });
    expect(rng.script).toBeUndefined();
    expect(rollRange(rng, 1, 6).forced).toBe(false);
  });

  it('refuses a scripted draw that does not fit where it is drawn', () => {
    expect(() => rollRange({ ...createRng(1), script: { range: [7] } }, 1, 6)).toThrow(ScriptedDrawError);
    expect(() => rollFraction({ ...createRng(1), script: { fraction: [1] } })).toThrow(/below 1/);
    expect(() => shuffled({ ...createRng(1), script: { shuffle: [[0, 0, 1]] } }, [1, 2, 3])).toThrow(/each once/);
  });

  it('plays a scripted game exactly: a tie goes to the scripted coin, the points are the scripted Random(1, 2)', () => {
    let s: PenniesState = engine.script(engine.newGame({ A: 3, B: 3 }, 9).state, [
      { kind: 'coin', value: 'tails' },
      { kind: 'range', value: 2 },
      { kind: 'range', value: 1 },
    ]);
    for (const a of [commit('A', 2), commit('B', 2), commit('B', 1), commit('A', 3)]) s = step(s, a);
    // Round 1: tie at 2, coin tails → B scores 2. Round 2: A 3 beats B 1 → A scores 1.
    expect(s.scores).toEqual({ A: 1, B: 2 });
    const committed = step(engine.newGame({ A: 3, B: 3 }, 9).state, commit('A', 1));
    const bad = engine.apply(engine.script(committed, [{ kind: 'range', value: 5 }]), commit('B', 3));
    expect(bad).toEqual({ ok: false, reason: 'the scripted Random(1, 2) draw 5 is not a whole number from 1 to 2' });
  });
});

describe('replay, undo and the simulator on any game', () => {
  it('replays and undoes through the module alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 30 }), (seed, values) => {
        const initial = engine.newGame({ A: 4, B: 4 }, seed).state;
        const actions: PenniesAction[] = [];
        let s = initial;
        for (let i = 0; i < values.length && !engine.outcome(s); i++) {
          const a = commit(i % 2 === 0 ? 'A' : 'B', values[i] as number);
          s = step(s, a);
          actions.push(a);
        }
        expect(engine.replay(initial, actions).state).toEqual(s);
        expect(engine.undo(initial, actions, 2)).toEqual(engine.replay(initial, actions.slice(0, 2)).state);
      }),
      { numRuns: 50 },
    );
  });

  it('plays whole games with every AI player, checks on, and no violation', () => {
    for (const [kind, commonSamples] of [['random', false], ['greedy', false], ['search', false], ['search', true]] as const) {
      const g = playGame(engine, { A: 5, B: 5 }, 17, {
        maxActions: 200,
        check: true,
        players: (seed) => ({ A: createPlayer<PenniesState, PenniesAction>(kind, seed * 2 + 1, { search: { playouts: 6, commonSamples } }), B: createPlayer<PenniesState, PenniesAction>('random', seed * 2 + 2) }),
      });
      expect(g.violations).toEqual([]);
      expect(g.winner === 'A' || g.winner === 'B').toBe(true);
      expect(engine.outcome(g.final)?.reason).toMatch(/reaches 5 points/);
    }
  });
});
