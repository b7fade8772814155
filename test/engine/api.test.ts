import { describe, expect, it } from 'vitest';
import { createEngine, type Action, type GameState } from '../../games/summoners-grid/index';
import { playGame } from '../../engine/sim/play';
import { fixtureContent } from './helpers/fixture';
import { all } from './interpreter.cards';
import { fixtureDecks } from './sim-fixture';

const engine = createEngine(fixtureContent(all));

describe('hidden information', () => {
  it("a player's view has no trace of the other hand, the deck orders or the other's face-down cards", () => {
    const g = playGame(engine, fixtureDecks, 21, { maxActions: 40, check: false });
    const s: GameState = g.final;
    for (const viewer of ['A', 'B'] as const) {
      const other = viewer === 'A' ? 'B' : 'A';
      const view = engine.viewFor(s, viewer);
      const text = JSON.stringify(view);
      for (const iid of s.players[other].zones.hand) expect(view.cards[iid]?.card).toBe('hidden');
      for (const iid of s.players[other].zones['advance-deck']) expect(view.cards[iid]?.card).toBe('hidden');
      for (const p of ['A', 'B'] as const) {
        for (const iid of s.players[p].zones['main-deck']) expect(view.cards[iid]?.card).toBe('hidden');
        expect(view.players[p].zones['main-deck']).toEqual([...s.players[p].zones['main-deck']].sort());
      }
      for (const iid of s.players[viewer].zones.hand) expect(view.cards[iid]?.card).toBe(s.cards[iid]?.card);
      expect(view.rng.seed).toBe(0);
      expect(text).not.toContain(`"seed":${s.rng.seed},`);
    }
  });

  it('hides a face-down counter and the advance deck from the opponent but not from their owner', () => {
    const { state } = engine.position({
      seed: 1,
      turn: { number: 4, player: 'B', phase: 'action' },
      players: { A: {}, B: { faceDown: ['Dramatic Return!'], zones: { 'advance-deck': ['Rush'] } } },
    });
    const iid = state.players.B.zones['in-play'][0] as string;
    expect(engine.viewFor(state, 'A').cards[iid]).toMatchObject({ card: 'hidden', faceDown: true });
    expect(engine.viewFor(state, 'B').cards[iid]?.card).toBe('dramatic-return');
    const advance = state.players.B.zones['advance-deck'][0] as string;
    expect(engine.viewFor(state, 'A').cards[advance]?.card).toBe('hidden');
    expect(engine.viewFor(state, 'B').cards[advance]?.card).toBe('rush');
  });
});

describe('replay and undo', () => {
  it('undo to any earlier action equals the state reached then', () => {
    const g = playGame(engine, fixtureDecks, 33, { maxActions: 120, check: false });
    let s = g.initial;
    const states: GameState[] = [s];
    for (const a of g.log) {
      const r = engine.apply(s, a, { explain: false });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
      states.push(s);
    }
    for (const n of [0, 1, 17, 60, g.log.length]) expect(JSON.stringify(engine.undo(g.initial, g.log, n))).toBe(JSON.stringify(states[n]));
  });
});

describe('bad input', () => {
  it('never throws and explains', () => {
    const g = playGame(engine, fixtureDecks, 5, { maxActions: 30, check: false });
    const bad: Action[] = [
      { type: 'attack', player: 'A', unit: 'nope', target: 'nope' },
      { type: 'play', player: 'B', card: 'c9999', targets: {} },
      { type: 'choose', player: 'A', option: -5 },
      { type: 'summon', player: 'A', card: 'c1', to: { x: 99, y: 99 } },
    ];
    for (const a of bad) {
      const r = engine.apply(g.final, a);
      expect(r.ok).toBe(false);
      expect(engine.explainIllegal(g.final, a)).toBeTruthy();
    }
  });
});
