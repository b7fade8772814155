import { describe, expect, it } from 'vitest';
import { createEngine, type GameState } from '../../games/summoners-grid/index';
import type { Condition } from '../../dsl/ast';
import { indexContent } from '../../games/summoners-grid/rules/content';
import { condition } from './helpers/ast';
import { fixtureCards, fixtureContent, ruleset } from './helpers/fixture';
import { all } from './interpreter.cards';

const engine = createEngine(fixtureContent(all));

/** The fixture's game with other `win when` lines (none: the ruleset states none). */
function engineWinning(lines: Condition[]) {
  return createEngine(indexContent([{ ...ruleset(), winConditions: lines }, ...fixtureCards(), ...all]));
}
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
  return engine.position(simultaneousSpec(extraForA));
}

function simultaneousSpec(extraForA: boolean, bVP = 1): Parameters<typeof engine.position>[0] {
  return {
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
        vp: bVP,
        buildings: [{ card: 'Dark Altar', at: { x: 3, y: 11 } }],
        units: [
          { handle: 'sw', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 4, y: 12 } },
          { handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 13 }, level: 8 },
        ],
      },
    },
  };
}

describe('victory', () => {
  it('both players at 3 VP at once, same number of summons: a draw', () => {
    const s = endTurn(simultaneous(false).state, 'B');
    expect([s.players.A.vp, s.players.B.vp]).toEqual([3, 3]);
    expect(s.winner).toBe('draw');
  });

  it('says which line each player met, and what it read', () => {
    const s = endTurn(simultaneous(false).state, 'B');
    // Each side keeps one summon: Dark Altar destroyed A's Berserker and B's Warrior.
    expect(engine.outcome(s)).toEqual({
      winner: 'draw',
      reason: "both players meet a win condition (A: you.vp >= victory-vp (Player A's vp is 3, victory-vp is 3); B: you.vp >= victory-vp (Player B's vp is 3, victory-vp is 3)); summons in play A 1, B 1: the game is a draw",
    });
  });

  it("reads the ruleset's line: with `win when you.vp >= 4` the same 3–3 leaves the game going on", () => {
    const four = engineWinning([condition('you.vp >= 4')]);
    const position = four.position(simultaneousSpec(false));
    const s = position.state;
    const r = four.apply(s, { type: 'end-turn', player: 'B' });
    if (!r.ok) throw new Error(r.reason);
    expect([r.state.players.A.vp, r.state.players.B.vp]).toEqual([3, 3]);
    expect(r.state.winner).toBeNull();
    expect(four.awaiting(r.state)).not.toEqual({ kind: 'over' });
  });

  it('a line only one player meets: B starting at 0 VP reaches 2, A reaches 3 and wins alone, saying what it read', () => {
    const three = engineWinning([condition('you.vp >= 3')]);
    const r = three.apply(three.position(simultaneousSpec(false, 0)).state, { type: 'end-turn', player: 'B' });
    if (!r.ok) throw new Error(r.reason);
    expect([r.state.players.A.vp, r.state.players.B.vp]).toEqual([3, 2]);
    expect(three.outcome(r.state)).toEqual({ winner: 'A', reason: "A wins: you.vp >= 3 (Player A's vp is 3)" });
  });

  it('a ruleset with no win line: the seed’s `you.vp >= victory-points` stands in, under the spelling the ruleset uses', () => {
    const none = engineWinning([]);
    const r = none.apply(none.position(simultaneousSpec(true)).state, { type: 'end-turn', player: 'B' });
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.winner).toBe('A');
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
