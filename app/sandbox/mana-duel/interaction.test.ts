/** Clicks on the table turned into legal actions, or refused with the engine's reason. */
import { describe, expect, it } from 'vitest';
import { endTurn, engine, inHand, onField, playOf, started, step, withMana } from '../../../games/mana-duel/test-positions';
import type { ManaState } from '../../../games/mana-duel/state';
import { clickOn, NO_PICK, offer, type Click, type Pick } from './interaction';

const TOP_A = ['glass-brute', 'spark', 'second-wind', 'iron-sword', 'insight'];
const TOP_B = ['stone-golem', 'weaken', 'mend', 'doom', 'fireball'];

function ctx(s: ManaState) {
  const player = s.turn.player;
  return { engine, state: s, player, legal: engine.legalActions(s, player) };
}

const click = (s: ManaState, pick: Pick, c: Click) => clickOn(ctx(s), pick, c);

describe('clicks on the mana duel table', () => {
  it('a card that costs too much is refused with the engine’s reason', () => {
    const s = started(TOP_A, TOP_B);
    // Turn 1: A has 1 mana; Glass Brute costs 4.
    const r = click(s, NO_PICK, { kind: 'hand', iid: inHand(s, 'A', 'glass-brute') });
    expect(r).toEqual({ kind: 'illegal', reason: 'Glass Brute costs 4 mana; A has 1', pick: NO_PICK });
    expect(offer(ctx(s).legal, NO_PICK).playable.has(inHand(s, 'A', 'glass-brute'))).toBe(false);
  });

  it('a spell without a target is played at once; a monster waits for a slot; a targeted spell for its target', () => {
    const s = withMana(started(TOP_A, TOP_B), 'A', 10);
    const wind = inHand(s, 'A', 'second-wind');
    expect(click(s, NO_PICK, { kind: 'hand', iid: wind })).toEqual({ kind: 'act', action: { type: 'play', player: 'A', card: wind } });
    const brute = inHand(s, 'A', 'glass-brute');
    const picked = click(s, NO_PICK, { kind: 'hand', iid: brute });
    expect(picked).toEqual({ kind: 'pick', pick: { kind: 'card', card: brute } });
    const pick = picked.kind === 'pick' ? picked.pick : NO_PICK;
    // Every slot is empty: all five are offered.
    expect([...offer(ctx(s).legal, pick).slots].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(click(s, pick, { kind: 'slot', player: 'A', slot: 3 })).toEqual({ kind: 'act', action: { type: 'play', player: 'A', card: brute, slot: 3 } });
    // A slot on the other side is refused (the engine names the problem), and the pick stays.
    expect(click(s, pick, { kind: 'slot', player: 'B', slot: 3 })).toEqual({ kind: 'illegal', reason: "Glass Brute is summoned to one of A's own empty slots", pick });
    // Spark (any character): the offered targets are both players (no monster yet); clicking B plays it.
    const spark = inHand(s, 'A', 'spark');
    const sparkPick: Pick = { kind: 'card', card: spark };
    expect([...offer(ctx(s).legal, sparkPick).targets].sort()).toEqual(['player:A', 'player:B']);
    expect(click(s, sparkPick, { kind: 'player', player: 'B' })).toEqual({ kind: 'act', action: { type: 'play', player: 'A', card: spark, target: { kind: 'player', player: 'B' } } });
    expect(click(s, sparkPick, { kind: 'slot', player: 'A', slot: 0 })).toEqual({ kind: 'illegal', reason: 'Spark does not go into a slot: choose its target', pick: sparkPick });
    // Clicking the picked card again puts it back.
    expect(click(s, sparkPick, { kind: 'hand', iid: spark })).toEqual({ kind: 'pick', pick: NO_PICK });
  });

  it('equipment may go on any monster the card allows; a wrong target is refused in the engine’s words', () => {
    let s = withMana(started(TOP_A, TOP_B), 'A', 10);
    s = step(s, playOf(s, 'glass-brute', { slot: 0 }));
    const sword = inHand(s, 'A', 'iron-sword');
    const brute = onField(s, 'A', 'glass-brute');
    expect(click(s, { kind: 'card', card: sword }, { kind: 'monster', iid: brute })).toEqual({ kind: 'act', action: { type: 'play', player: 'A', card: sword, target: { kind: 'monster', iid: brute } } });
    // Iron Sword targets your own monsters (test pool): a player is not a target.
    const r = click(s, { kind: 'card', card: sword }, { kind: 'player', player: 'B' });
    expect(r.kind).toBe('illegal');
    expect(r.kind === 'illegal' ? r.reason : '').toBe(engine.explainIllegal(s, { type: 'play', player: 'A', card: sword, target: { kind: 'player', player: 'B' } }));
  });

  it('a monster that may attack is picked, then its target; one summoned this turn is refused with the reason', () => {
    let s = withMana(started(TOP_A, TOP_B), 'A', 10);
    s = step(s, playOf(s, 'glass-brute', { slot: 0 }));
    const brute = onField(s, 'A', 'glass-brute');
    const sleeping = click(s, NO_PICK, { kind: 'monster', iid: brute });
    expect(sleeping.kind).toBe('illegal');
    expect(sleeping.kind === 'illegal' ? sleeping.reason : '').toBe(engine.explainIllegal(s, { type: 'attack', player: 'A', attacker: brute, defender: { kind: 'player', player: 'B' } }));
    s = endTurn(s);
    s = withMana(s, 'B', 10);
    s = step(s, playOf(s, 'stone-golem', { slot: 1 }));
    s = endTurn(s);
    const golem = onField(s, 'B', 'stone-golem');
    const picked = click(s, NO_PICK, { kind: 'monster', iid: brute });
    expect(picked).toEqual({ kind: 'pick', pick: { kind: 'attacker', iid: brute } });
    // B controls a monster: only it may be attacked, not B.
    expect([...offer(ctx(s).legal, { kind: 'attacker', iid: brute }).targets]).toEqual([golem]);
    expect(click(s, { kind: 'attacker', iid: brute }, { kind: 'monster', iid: golem })).toEqual({ kind: 'act', action: { type: 'attack', player: 'A', attacker: brute, defender: { kind: 'monster', iid: golem } } });
    const atPlayer = click(s, { kind: 'attacker', iid: brute }, { kind: 'player', player: 'B' });
    expect(atPlayer.kind).toBe('illegal');
    expect(atPlayer.kind === 'illegal' ? atPlayer.reason : '').toMatch(/monster/);
  });

  it('nobody acts for a side that does not decide now', () => {
    const s = started(TOP_A, TOP_B);
    expect(clickOn({ engine, state: s, player: null, legal: [] }, NO_PICK, { kind: 'hand', iid: 'A1' }).kind).toBe('illegal');
  });
});
