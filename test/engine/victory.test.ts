import { describe, expect, it } from 'vitest';
import { createEngine, type GameState } from '../../games/summoners-grid/index';
import { fixtureContent } from './helpers/fixture';
import { all } from './interpreter.cards';

const engine = createEngine(fixtureContent(all));
const sword = ['Heirloom Sword'];
const wand = ["Apprentice's Wand"];

function endTurn(state: GameState, player: 'A' | 'B'): GameState {
  const r = engine.apply(state, { type: 'end-turn', player });
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

// Dark Altar destroys one summon of each side at once: A gains 1 VP (B's tier 1 Warrior), B gains 2 (A's
// tier 2 Berserker). Both reach 3 VP together: more summons in play wins, an equal count is a draw.
function simultaneous(extraForA: boolean) {
  return engine.position({
    seed: 1,
    turn: { number: 8, player: 'B', phase: 'action' },
    players: {
      A: {
        vp: 2,
        units: [
          { handle: 'zerk', card: 'Gignen Warrior', role: 'Berserker', equipment: sword, at: { x: 3, y: 12 }, level: 13 },
          { handle: 'mage', card: 'Gignen Magician', role: 'Magician', equipment: wand, at: { x: 6, y: 6 } },
          ...(extraForA ? [{ handle: 'scout', card: 'Gignen Scout', role: 'Scout', equipment: ['Hunting Bow'], at: { x: 7, y: 6 } }] : []),
        ],
      },
      B: {
        vp: 1,
        buildings: [{ card: 'Dark Altar', at: { x: 3, y: 11 } }],
        units: [
          { handle: 'sw', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 4, y: 12 } },
          { handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 13 }, level: 8 },
        ],
      },
    },
  });
}

describe('victory', () => {
  it('both players at 3 VP at once, same number of summons: a draw', () => {
    const s = endTurn(simultaneous(false).state, 'B');
    expect([s.players.A.vp, s.players.B.vp]).toEqual([3, 3]);
    expect(s.winner).toBe('draw');
  });

  it('both players at 3 VP at once: more summons in play wins', () => {
    const s = endTurn(simultaneous(true).state, 'B');
    expect(s.winner).toBe('A');
    expect(engine.awaiting(s)).toEqual({ kind: 'over' });
    expect(engine.legalActions(s, 'A')).toEqual([]);
  });
});

describe('End Phase hand limit', () => {
  it('a player over 6 cards puts cards into the recharge pile, one choice at a time', () => {
    const { state } = engine.position({
      seed: 1,
      turn: { number: 4, player: 'B', phase: 'action' },
      players: { A: {}, B: { zones: { hand: ['Rush', 'Rush', 'Rush', 'Blast Bolt', 'Blast Bolt', 'Dark Altar', 'Rush', 'Blast Bolt'] } } },
    });
    let s = endTurn(state, 'B');
    expect(s.choice?.player).toBe('B');
    expect(s.choice?.options).toHaveLength(8);
    const r1 = engine.apply(s, { type: 'choose', player: 'B', option: 0 });
    if (!r1.ok) throw new Error(r1.reason);
    s = r1.state;
    expect(s.choice?.options).toHaveLength(7);
    const r2 = engine.apply(s, { type: 'choose', player: 'B', option: 6 });
    if (!r2.ok) throw new Error(r2.reason);
    s = r2.state;
    expect(s.players.B.zones.hand).toHaveLength(6);
    expect(s.players.B.zones.recharge).toHaveLength(2);
    expect(s.turn).toMatchObject({ number: 5, player: 'A' });
  });
});
