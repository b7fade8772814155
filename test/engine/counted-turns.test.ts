/**
 * A counted trigger on a face-down card (Buried Cache: `at start of your 2nd turn after this was set`)
 * opens only at that turn: the activation is not a legal action at the start of its owner's 1st turn after
 * it was set, and is at the 2nd. The scenario (content/summoners-grid/scenarios/counted-turns.smith)
 * shows the draw; here the legality of each moment is checked directly.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type GameState } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';

const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);

function step(s: GameState, a: Parameters<typeof engine.apply>[1]): GameState {
  const r = engine.apply(s, a);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

/** Passes priority until `player` may act freely in their Action Phase, noting whether the cache could be activated on the way. */
function toActionPhase(s: GameState, player: 'A' | 'B'): { state: GameState; couldActivate: boolean } {
  let couldActivate = false;
  for (let guard = 0; guard < 100; guard++) {
    const aw = engine.awaiting(s);
    if (aw.kind === 'free' && aw.player === player) return { state: s, couldActivate };
    if (aw.kind !== 'priority') throw new Error(`unexpected ${aw.kind}`);
    if (engine.legalActions(s, aw.player).some((a) => a.type === 'activate')) couldActivate = true;
    s = step(s, { type: 'pass', player: aw.player });
  }
  throw new Error('no Action Phase reached');
}

describe('a counted trigger on a card set face down', () => {
  it('can be activated at the start of its owner\'s 2nd turn after it was set, not the 1st', () => {
    const { state } = engine.position({
      seed: 1,
      // every priority window shows, so the test sees whether the activation was offered
      options: { autoPass: false },
      turn: { number: 3, player: 'A', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'], at: { x: 5, y: 2 } }], zones: { hand: ['Buried Cache'], 'main-deck': ['Rush', 'Rush', 'Rush', 'Rush'] } },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: ["Apprentice's Wand"], at: { x: 5, y: 12 } }] },
      },
    });
    const set = engine.legalActions(state, 'A').find((a) => a.type === 'set');
    if (!set) throw new Error('the cache cannot be set');
    let s = toActionPhase(step(state, set), 'A').state;
    // turn 3 → B's turn 4 → A's turn 5 (the 1st after): no activation on the way
    s = step(s, { type: 'end-turn', player: 'A' });
    let r = toActionPhase(s, 'B');
    s = step(r.state, { type: 'end-turn', player: 'B' });
    r = toActionPhase(s, 'A');
    expect(r.state.turn.number).toBe(5);
    expect(r.couldActivate).toBe(false);
    // → B's turn 6 → A's turn 7 (the 2nd after): the activation is offered at its start
    s = step(r.state, { type: 'end-turn', player: 'A' });
    r = toActionPhase(s, 'B');
    s = step(r.state, { type: 'end-turn', player: 'B' });
    r = toActionPhase(s, 'A');
    expect(r.state.turn.number).toBe(7);
    expect(r.couldActivate).toBe(true);
  });
});
