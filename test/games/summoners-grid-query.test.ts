/**
 * Queries of one state share their caches (`queryOf`), and nothing `apply` computes for the state it
 * makes reaches the queries of the state it started from.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { queryOf } from '../../games/summoners-grid/rules/query';
import { cloneState } from '../../games/summoners-grid/rules/state';
import { unitStats } from '../../games/summoners-grid/rules/stats';

const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);
const { state, handles } = engine.position({
  seed: 5,
  turn: { number: 3, player: 'A', phase: 'action' },
  first: 'A',
  players: {
    A: { units: [{ card: 'Gignen Warrior', role: 'Warrior', at: { x: 4, y: 5 }, handle: 'warrior' }] },
    B: { units: [{ card: 'Fae Magician', role: 'Magician', at: { x: 4, y: 6 }, handle: 'fae' }] },
  },
});
const warrior = handles.warrior as string;
const fae = handles.fae as string;
const statsIn = (s: typeof state, unit: string) => {
  const g = queryOf(engine.def, s);
  return unitStats(g, g.unit(unit));
};

describe('queries of a state', () => {
  it('share unit stats: the second query of the same state object gets the stats the first computed', () => {
    expect(statsIn(state, fae)).toBe(statsIn(state, fae));
  });

  it('are keyed by the state object: an equal copy computes its own, equal stats', () => {
    const copy = cloneState(state);
    expect(statsIn(copy, fae)).not.toBe(statsIn(state, fae));
    expect(statsIn(copy, fae)).toEqual(statsIn(state, fae));
  });

  it('of the state an attack started from keep its HP, while the new state shows the damage', () => {
    const before = statsIn(state, fae);
    expect(before.hp).toBe(before.maxHP);
    const attack = engine.legalActions(state, 'A').find((a) => a.type === 'attack' && a.unit === warrior && a.target === fae);
    if (!attack) throw new Error('the warrior cannot attack the magician');
    // Hit, no crit: the lowest and highest d100 rolls.
    const scripted = engine.script(state, [{ kind: 'd100', value: 1 }, { kind: 'd100', value: 100 }]);
    const first = engine.apply(scripted, attack, { explain: false });
    if (!first.ok) throw new Error(first.reason);
    let s = first.state;
    // The attack resolves once priority has gone round.
    for (let i = 0; i < 10; i++) {
      const aw = engine.awaiting(s);
      if (aw.kind !== 'priority') break;
      const r = engine.apply(s, { type: 'pass', player: aw.player }, { explain: false });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    const damage = s.units[fae]?.damage ?? 0;
    expect(damage).toBeGreaterThan(0);
    expect(statsIn(s, fae).hp).toBe(before.maxHP - damage);
    expect(statsIn(scripted, fae).hp).toBe(before.maxHP);
    expect(statsIn(state, fae).hp).toBe(before.maxHP);
  });
});
