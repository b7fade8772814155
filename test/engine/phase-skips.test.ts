/**
 * `skip … phase` (a continuous override of a step of the turn) for each of Summoner's Grid's phases: the
 * skipped phase has no start event and none of its step, while the turn's start, end and the other
 * phases go on. The Level Phase is also covered by content/summoners-grid/scenarios/frozen-hourglass.smith.
 */
import { describe, expect, it } from 'vitest';
import type { Ability, Owner } from '../../dsl/ast';
import { createEngine, type GameState } from '../../games/summoners-grid/index';
import { name, R } from './helpers/ast';
import { building } from './helpers/cards';
import { fixtureContent } from './helpers/fixture';
import { driver } from './helpers/play';
import { all } from './interpreter.cards';

const skipping = (cardName: string, phase: string, appliesTo: Owner) => {
  const ability: Ability = { kind: 'Continuous', effects: [{ kind: 'SkipPhase', phase: name(phase), appliesTo, range: R }], range: R };
  return building(cardName, 1, 1, { abilities: [ability] });
};

const engine = createEngine(fixtureContent([...all, skipping('No Draw', 'draw', 'opponent'), skipping('No Action', 'action', 'opponent'), skipping('No End', 'end', 'opponent'), skipping('Own Draw', 'draw', 'you')]));
const { act: run } = driver(engine);
const sword = ['Heirloom Sword'];
const wand = ["Apprentice's Wand"];

/** B ends turn 4 with `card` in play; A holds `hand`, draws from a deck of Rush. */
function afterBEndsTurn(card: string | null, hand: string[] = []): { state: GameState; texts: string[] } {
  const { state } = engine.position({
    seed: 1,
    turn: { number: 4, player: 'B', phase: 'action' },
    players: {
      A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 2 } }], zones: { hand, 'main-deck': ['Rush', 'Rush', 'Rush'] } },
      B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 12 } }], buildings: card ? [{ card, at: { x: 0, y: 13 } }] : [] },
    },
  });
  const r = run(state, { type: 'end-turn', player: 'B' });
  return { state: r.state, texts: r.log };
}

describe('skipping a phase of the turn', () => {
  it("the opponent's Draw Phase: no draw and no Draw Phase, the Level Phase still comes", () => {
    const plain = afterBEndsTurn(null);
    expect(plain.state.players.A.zones.hand).toHaveLength(1);
    const skipped = afterBEndsTurn('No Draw');
    expect(skipped.state.players.A.zones.hand).toHaveLength(0);
    expect(skipped.state.players.A.zones['main-deck']).toHaveLength(3);
    expect(skipped.texts).toContain("A's Draw Phase is skipped");
    expect(skipped.texts).not.toContain("A's Draw Phase");
    expect(skipped.texts).toContain("A's Level Phase");
    expect(skipped.state.turn).toMatchObject({ number: 5, player: 'A', phase: 'action' });
  });

  it('`skip your draw phase` leaves the opponent’s draw alone', () => {
    expect(afterBEndsTurn('Own Draw').state.players.A.zones.hand).toHaveLength(1);
  });

  it("the opponent's Action Phase: their turn runs to its end by itself and comes back to its controller", () => {
    const { state, texts } = afterBEndsTurn('No Action');
    expect(texts).toContain("A's Action Phase is skipped");
    expect(texts).toContain('End of turn 5: effects that wait for the end of the turn happen now');
    expect(state.turn).toMatchObject({ number: 6, player: 'B', phase: 'action' });
  });

  it("the opponent's End Phase: no hand limit, yet the turn ends", () => {
    const { state } = afterBEndsTurn('No End', ['Rush', 'Rush', 'Rush', 'Rush', 'Rush', 'Rush', 'Rush']);
    const r = run(state, { type: 'end-turn', player: 'A' });
    // 7 + the draw = 8 cards, over the limit of 6, and no choice is asked
    expect(r.state.choice).toBeNull();
    expect(r.state.players.A.zones.hand).toHaveLength(8);
    expect(r.log).toContain("A's End Phase is skipped");
    expect(r.state.turn).toMatchObject({ number: 6, player: 'B' });
  });
});
