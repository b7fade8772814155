import { describe, expect, it } from 'vitest';
import { createEngine, type Action } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { sameAction } from '../../games/summoners-grid/rules/actions';

// Checking a building's placement tests that one placement instead of enumerating all of them (the slow
// part of `apply` for a building). It must agree with the enumeration for every anchor and rotation.
const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);

describe('a building placement is legal exactly when it is enumerated', () => {
  const { state } = engine.position({
    seed: 3,
    turn: { number: 3, player: 'A', phase: 'action' },
    first: 'A',
    players: {
      A: { zones: { hand: ['Dark Altar', 'Gignen Country'] }, units: [{ card: 'Gignen Warrior', role: 'Warrior', at: { x: 4, y: 1 } }] },
      B: { units: [{ card: 'Fae Magician', role: 'Magician', at: { x: 6, y: 9 } }], buildings: [{ card: 'Dark Altar', at: { x: 0, y: 6 } }] },
    },
  });
  const legal = engine.legalActions(state, 'A').filter((a) => a.type === 'play' && a.anchor);

  it('enumerates placements for both buildings', () => {
    const cards = new Set(legal.map((a) => (a.type === 'play' ? state.cards[a.card]?.card : '')));
    expect(cards).toEqual(new Set(['dark-altar', 'gignen-country']));
  });

  it('accepts every enumerated placement and rejects every other anchor and rotation', () => {
    for (const iid of state.players.A.zones.hand) {
      for (let y = -1; y <= 14; y++) {
        for (let x = -1; x <= 12; x++) {
          for (const rotated of [false, true, undefined]) {
            const action: Action = { type: 'play', player: 'A', card: iid, targets: {}, anchor: { x, y }, ...(rotated === undefined ? {} : { rotated }) };
            const enumerated = legal.some((a) => sameAction(a, action));
            expect(engine.explainIllegal(state, action) === null, JSON.stringify(action)).toBe(enumerated);
          }
        }
      }
    }
  });
});
