import { describe, expect, it } from 'vitest';
import { createEngine, forceRolls, type Action, type GameState } from '../../games/summoners-grid/index';
import { fixtureContent } from './helpers/fixture';
import { driver } from './helpers/play';
import { all } from './interpreter.cards';

const engine = createEngine(fixtureContent(all));
const wand = ["Apprentice's Wand"];
const sword = ['Heirloom Sword'];

const { act: run, find } = driver(engine);
const act = (state: GameState, action: Action) => {
  const r = run(state, action);
  return { state: r.state, log: r.log.join('\n') };
};

describe('an attack card (Blast Bolt at T2)', () => {
  it('rolls hit and crit, deals floor(19 × 1.6 × 19/11) = 52 and goes to the discard pile', () => {
    const { state, handles } = engine.position({
      seed: 2,
      turn: { number: 2, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'warrior', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 4 } }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 10 } }], zones: { hand: ['Blast Bolt'] } },
      },
    });
    const play = find(state, 'B', (a) => a.type === 'play');
    expect(play).toMatchObject({ targets: { caster: { t: 'unit', id: handles.fae }, target: { t: 'unit', id: handles.warrior } } });
    const r = act(forceRolls(state, [42, 73]), play);
    expect(r.log).toContain('ToHit = 85 + 14 / 10 = 86.4%, roll 42 ≤ 86.4 → hit');
    expect(r.log).toContain('Crit = floor(13 * 0.3375 + 1.65) = floor(6.0375) = 6%, roll 73 > 6 → no crit');
    expect(r.log).toContain('Damage = 19 * (1 + 60 / 100) * (19 / 11) = 52.5091 → 52 (magical)');
    expect(engine.unitStats(r.state, handles.warrior as string).hp).toBe(44);
    expect(r.state.players.B.zones.discard).toHaveLength(1);
  });

  it('is not playable out of range, with the reason', () => {
    const { state, handles } = engine.position({
      seed: 2,
      turn: { number: 2, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'warrior', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 4 } }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 11 } }], zones: { hand: ['Blast Bolt'] } },
      },
    });
    expect(engine.legalActions(state, 'B').some((a) => a.type === 'play')).toBe(false);
    const bolt = state.players.B.zones.hand[0] as string;
    const why = engine.explainIllegal(state, { type: 'play', player: 'B', card: bolt, targets: { caster: { t: 'unit', id: handles.fae as string }, target: { t: 'unit', id: handles.warrior as string } } });
    expect(why).toBe('Blast Bolt has no valid targets now');
  });
});

describe('timed modifiers (Rush)', () => {
  it("doubles MV until end of turn and halves DEF until the end of the opponent's next turn", () => {
    const { state, handles } = engine.position({
      seed: 3,
      turn: { number: 5, player: 'A', phase: 'action' },
      players: { A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 2 } }], zones: { hand: ['Rush'] } }, B: {} },
    });
    const w = handles.w as string;
    let s = act(state, find(state, 'A', (a) => a.type === 'play')).state;
    expect([engine.unitStats(s, w).mv, engine.unitStats(s, w).stats.DEF]).toEqual([4, 7]);
    expect(s.players.A.zones.recharge).toHaveLength(1);
    s = act(s, { type: 'end-turn', player: 'A' }).state; // now B's turn 6
    expect(s.turn).toMatchObject({ number: 6, player: 'B' });
    expect([engine.unitStats(s, w).mv, engine.unitStats(s, w).stats.DEF]).toEqual([2, 7]);
    s = act(s, { type: 'end-turn', player: 'B' }).state;
    // Halving over; A's Level Phase made it level 6: DEF 10 + floor(6 × 1) = 16.
    expect(engine.unitStats(s, w).stats.DEF).toBe(16);
  });
});

describe('a counter responding to a defeat (Dramatic Return!)', () => {
  it('returns the defeated summon with 10% of its max HP; the VP stays', () => {
    const { state, handles } = engine.position({
      seed: 4,
      turn: { number: 5, player: 'A', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 11 }, level: 12 }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 12 }, level: 6, hp: 5 }], faceDown: ['Dramatic Return!'] },
      },
    });
    let s = act(forceRolls(state, [10, 99]), { type: 'attack', player: 'A', unit: handles.w as string, target: handles.fae as string }).state;
    expect(s.players.A.vp).toBe(1);
    expect(s.units[handles.fae as string]?.removed).toBe(true);
    expect(engine.awaiting(s)).toEqual({ kind: 'priority', player: 'B' });
    const activate = find(s, 'B', (a) => a.type === 'activate' && JSON.stringify(a.targets).includes('"x":5,"y":13'));
    s = act(s, activate).state;
    const fae = engine.unitStats(s, handles.fae as string);
    expect(s.units[handles.fae as string]?.at).toEqual({ x: 5, y: 13 });
    expect(fae.hp).toBe(Math.floor(fae.maxHP * 0.1)); // max HP 102 at level 6 → 10
    expect(fae.hp).toBe(10);
    expect(s.players.A.vp).toBe(1);
    expect(s.players.B.zones.discard).toHaveLength(1);
  });
});

describe('a building with an "at the end of your next turn" ability (Dark Altar)', () => {
  it('waits a turn, destroys itself and the summons on it, then sets a Magician to level 20', () => {
    const { state, handles } = engine.position({
      seed: 5,
      turn: { number: 6, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'zerk', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 4, y: 11 }, level: 12 }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 13 }, level: 7 }], zones: { hand: ['Dark Altar'] } },
      },
    });
    const place = find(state, 'B', (a) => a.type === 'play' && a.anchor?.x === 3 && a.anchor?.y === 11 && !a.rotated);
    let s = act(state, place).state;
    expect(Object.values(s.buildings)).toHaveLength(1);
    s = act(s, { type: 'end-turn', player: 'B' }).state; // not yet: "next" turn
    expect(s.units[handles.zerk as string]?.removed).toBe(false);
    s = act(s, { type: 'end-turn', player: 'A' }).state;
    const r = act(s, { type: 'end-turn', player: 'B' }); // end of B's next turn
    expect(r.state.units[handles.zerk as string]?.removed).toBe(true);
    expect(r.state.players.B.vp).toBe(1);
    expect(r.state.units[handles.fae as string]?.level).toBe(20);
    expect(Object.values(r.state.buildings)).toHaveLength(0);
    expect(r.state.players.B.zones.discard).toHaveLength(1);
    expect(r.log).toContain('becomes level 20');
  });
});

