import { actorOf } from '../../engine/core/game';
import { describe, expect, it } from 'vitest';
import { createEngine, findCard, forceRolls, type Action } from '../../games/summoners-grid/index';
import { fixtureContent } from './helpers/fixture';
import { driver } from './helpers/play';

const engine = createEngine(fixtureContent());

const { act } = driver(engine);

const warrior = { summon: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'] };

describe('unit stats (play example level-5 lines, by the FinalStat formula)', () => {
  it('computes the Gignen Warrior at level 5 and keeps damage when max HP grows at level 6', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 3, player: 'A', phase: 'action' },
      players: { A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'], at: { x: 5, y: 4 }, hp: 44 }] } },
    });
    const st = engine.unitStats(state, handles.w as string);
    // Base + Floor(5 × GR): STR 12+6, END 8+5, DEF 10+5, INT 12+3, SPI 8+5, MDF 8+3, SPD 10+2, LCK 9+10, ACC 9+3
    expect(st.stats).toEqual({ STR: 18, END: 13, DEF: 15, INT: 15, SPI: 13, MDF: 11, SPD: 12, LCK: 19, ACC: 12 });
    expect(st.maxHP).toBe(96); // 50 + floor(13^1.5 = 46.87)
    expect(st.mv).toBe(2); // 2 + floor(2/5)
    expect(st.hp).toBe(44);
    // Level 6: END 14 → max HP 50 + floor(52.38) = 102; 52 damage retained → 50/102 (l.312)
    const s6 = { ...state, units: { ...state.units, [handles.w as string]: { ...state.units[handles.w as string]!, level: 6 } } };
    const st6 = engine.unitStats(s6, handles.w as string);
    expect([st6.hp, st6.maxHP, st6.stats.STR, st6.stats.LCK]).toEqual([50, 102, 19, 21]);
  });
});

describe('basic attacks: the T5 bow shot, explained', () => {
  it('hits and deals floor(15.5 × 1.3 × 15/12) = 25, logging the substituted formulas', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 5, player: 'A', phase: 'action' },
      players: {
        A: { units: [{ handle: 'scout', card: 'Gignen Scout', role: 'Scout', equipment: ['Hunting Bow'], at: { x: 6, y: 6 } }] },
        B: { units: [{ handle: 'wild', card: 'Wilderling Scout', role: 'Scout', equipment: ['Hunting Bow'], at: { x: 6, y: 11 } }] },
      },
    });
    const r = act(forceRolls(state, [49, 71]), { type: 'attack', player: 'A', unit: handles.scout as string, target: handles.wild as string });
    expect(r.log).toContain('ToHit = 90 + 16 / 10 = 91.6%, roll 49 ≤ 91.6 → hit');
    expect(r.log).toContain('Crit = floor(27 * 0.3375 + 1.65) = floor(10.7625) = 10%, roll 71 > 10 → no crit');
    expect(r.log).toContain('Damage = (15 + 16) / 2 * (1 + 30 / 100) * (15 / 12) = 25.1875 → 25 (physical)');
    expect(engine.unitStats(r.state, handles.wild as string).hp).toBe(114 - 25);
  });

  it('rejects an attack out of range and says why', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 5, player: 'A', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', ...warrior, card: 'Gignen Warrior', at: { x: 5, y: 2 } }] },
        B: { units: [{ handle: 'f', card: 'Fae Magician', role: 'Magician', equipment: ["Apprentice's Wand"], at: { x: 5, y: 11 } }] },
      },
    });
    const why = engine.explainIllegal(state, { type: 'attack', player: 'A', unit: handles.w as string, target: handles.f as string });
    expect(why).toBe("B's Fae Magician is 9 spaces away; the weapon's range is 1");
  });
});

describe('movement', () => {
  it('moves up to MV with diagonal steps costing 1, split across actions, blocked by enemies', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 2, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', ...warrior, card: 'Gignen Warrior', at: { x: 5, y: 9 } }] },
        B: { units: [{ handle: 'f', card: 'Fae Magician', role: 'Magician', equipment: ["Apprentice's Wand"], at: { x: 5, y: 11 } }] },
      },
    });
    const f = handles.f as string;
    expect(engine.explainIllegal(state, { type: 'move', player: 'B', unit: f, to: { x: 5, y: 7 } })).toMatch(/out of reach/);
    let s = act(state, { type: 'move', player: 'B', unit: f, to: { x: 4, y: 10 } }).state; // diagonal: cost 1
    expect(s.units[f]?.moved).toBe(1);
    s = act(s, { type: 'move', player: 'B', unit: f, to: { x: 4, y: 8 } }).state; // 2 more: MV 3 used
    expect(s.units[f]?.at).toEqual({ x: 4, y: 8 });
    expect(engine.explainIllegal(s, { type: 'move', player: 'B', unit: f, to: { x: 4, y: 7 } })).toMatch(/no movement left/);
  });
});

describe('a new game', () => {
  const deck = { slots: [warrior, { summon: 'Gignen Scout', role: 'Scout', equipment: ['Hunting Bow'] }, { summon: 'Gignen Magician', role: 'Magician', equipment: ["Apprentice's Wand"] }], main: [], advance: [] };
  const fae = { slots: [{ summon: 'Fae Magician', role: 'Magician', equipment: ["Apprentice's Wand"] }, { summon: 'Wilderling Scout', role: 'Scout', equipment: ['Hunting Bow'] }], main: [], advance: [] };

  it('flips a coin, lets the winner choose, and the first player skips the first draw', () => {
    const g = engine.newGame({ A: deck, B: fae }, 7);
    expect(g.state.choice?.resume.kind).toBe('first-player');
    const winner = g.state.choice!.player;
    const r = act(g.state, { type: 'choose', player: winner, option: 0 });
    expect(r.state.turn).toMatchObject({ number: 1, player: winner, phase: 'action' });
    expect(r.log.join('\n')).toContain(`${winner} goes first and skips the first draw`);
    expect(r.state.players[winner].zones.hand).toHaveLength(winner === 'A' ? 3 : 2);
  });

  it('takes its coin flip and its deck shuffles from the script when one is given', () => {
    const main = ['Heirloom Sword', 'Hunting Bow', "Apprentice's Wand"];
    const content = fixtureContent();
    for (const [coin, chooser] of [['heads', 'A'], ['tails', 'B']] as const) {
      // A's main deck is shuffled first: order [2, 0, 1] puts the third card on top.
      const g = engine.newGame({ A: { ...deck, main }, B: fae }, 7, { script: [{ kind: 'shuffle', order: [2, 0, 1] }, { kind: 'coin', value: coin }] });
      expect(g.state.choice?.player).toBe(chooser);
      expect(g.events.map((e) => e.text)).toContain(`Coin flip: ${chooser} wins and chooses to go first or second (scripted)`);
      expect(g.state.players.A.zones['main-deck'].map((iid) => findCard(content, g.state.cards[iid]?.card ?? '')?.name.text)).toEqual(["Apprentice's Wand", 'Heirloom Sword', 'Hunting Bow']);
    }
  });

  it('never mutates the input state and replays byte for byte', () => {
    const g = engine.newGame({ A: deck, B: fae }, 11);
    const frozen = JSON.stringify(g.state);
    const actions: Action[] = [];
    let s = g.state;
    for (let i = 0; i < 60 && s.winner === null; i++) {
      const who = engine.awaiting(s);
      const actor = actorOf(who);
      if (actor === null) break;
      const legal = engine.legalActions(s, actor);
      const pick = legal[(i * 7) % legal.length] as Action;
      actions.push(pick);
      s = act(s, pick).state;
    }
    expect(JSON.stringify(g.state)).toBe(frozen);
    expect(JSON.stringify(engine.replay(g.state, actions).state)).toBe(JSON.stringify(s));
  });
});
