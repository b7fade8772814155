/**
 * `duelGame` on a toy duel (each player in turn adds Random(1, 6) to a total; 10 wins): what every duel gets
 * from it — refusals with the duel's reason, actions applied on a copy with events numbered on from the
 * state's, a scripted draw that does not fit refused in words instead of thrown, the outcome from the
 * winner, and scripting through the core's `Engine`.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/core/engine';
import type { EventLog } from '../../engine/core/events';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import { createRng, rollRange, scriptDraws, type RngState } from '../../engine/core/rng';
import { duelGame } from './duel-game';

interface Race {
  target: number;
  totals: Record<PlayerId, number>;
  turn: PlayerId;
  winner: PlayerId | null;
  endReason: string;
  seq: number;
  rng: RngState;
}

type Roll = { type: 'roll'; player: PlayerId };

const race = duelGame<Race, Roll, null, { target: number }>('race', {
  play: {
    setup: (rules, _decks, seed, options) => ({ state: { target: rules.target, totals: { A: 0, B: 0 }, turn: 'A', winner: null, endReason: '', seq: 0, rng: scriptDraws(createRng(seed), options.script ?? []) }, events: [] }),
    parseAction: (input) => ({ ok: false, reason: `not an action: ${String(input)}` }),
    sameAction: (a, b) => a.player === b.player,
    awaiting: (s) => (s.winner ? { kind: 'over' } : { kind: 'free', player: s.turn }),
    legalActions: (s, player) => (!s.winner && s.turn === player ? [{ type: 'roll', player }] : []),
    explainIllegal: (s, a) => (s.winner ? 'the race is over' : s.turn !== a.player ? `it is ${s.turn}'s turn` : null),
    clone: (s) => ({ ...s, totals: { ...s.totals }, rng: structuredClone(s.rng) }),
    perform(s: Race, a: Roll, log: EventLog) {
      const roll = rollRange(s.rng, 1, 6).value;
      s.totals[a.player] += roll;
      log.emit('roll', `${a.player} rolls ${roll}: ${s.totals[a.player]}`);
      if (s.totals[a.player] >= s.target) {
        s.winner = a.player;
        s.endReason = `${a.player} reaches ${s.target}`;
      }
      s.turn = opponentOf(a.player);
    },
    view: (s) => s,
    // One event a turn: the next event's number counts the turns.
    turnNumber: (s) => s.seq + 1,
  },
  ai: { evaluate: (s, me) => s.totals[me] - s.totals[opponentOf(me)], decisive: 10, scale: 3, determinize: (s) => s, answer: () => null, yields: () => false },
  checks: { invariants: () => [] },
  cardStats: { deckCards: () => [], cardPlayed: () => null, describeCard: (_s, card) => ({ name: card, type: '' }), firstPlayer: () => 'A' },
});

const engine = new Engine(race({ target: 10 }));
const start = () => engine.newGame({ A: null, B: null }, 3).state;

describe('duelGame', () => {
  it("refuses what the duel's explainIllegal refuses, with its reason", () => {
    expect(engine.apply(start(), { type: 'roll', player: 'B' })).toEqual({ ok: false, reason: "it is A's turn" });
  });

  it('applies an action on a copy, numbering its events on from the state, and leaves the state before it as it was', () => {
    const s0 = engine.script(start(), [{ kind: 'range', value: 4 }]);
    const before = structuredClone(s0);
    const r = engine.apply(s0, { type: 'roll', player: 'A' });
    if (!r.ok) throw new Error(r.reason);
    expect(r.events).toEqual([{ seq: 0, kind: 'roll', text: 'A rolls 4: 4' }]);
    expect(r.state).toMatchObject({ totals: { A: 4, B: 0 }, turn: 'B', seq: 1 });
    expect(s0).toEqual(before);
  });

  it('refuses a scripted draw that does not fit where the action draws, in words', () => {
    const r = engine.apply(engine.script(start(), [{ kind: 'range', value: 9 }]), { type: 'roll', player: 'A' });
    expect(r).toEqual({ ok: false, reason: 'the scripted Random(1, 6) draw 9 is not a whole number from 1 to 6' });
  });

  it('reads the outcome from the winner and why, and the rules given to the module', () => {
    let s = engine.script(start(), [6, 1, 6].map((value) => ({ kind: 'range' as const, value })));
    for (const player of ['A', 'B', 'A'] as const) {
      const r = engine.apply(s, { type: 'roll', player });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(engine.outcome(s)).toEqual({ winner: 'A', reason: 'A reaches 10' });
    expect(engine.apply(s, { type: 'roll', player: 'B' })).toEqual({ ok: false, reason: 'the race is over' });
    expect(new Engine(race({ target: 3 })).newGame({ A: null, B: null }, 1).state.target).toBe(3);
  });
});
