/** The table as each viewer sees it, checked against positions played by hand. */
import { describe, expect, it } from 'vitest';
import { endTurn, engine, onField, playOf, started, step, withMana } from '../../../games/mana-duel/test-positions';
import { manaBoard } from './board-model';

const TOP_A = ['glass-brute', 'spark', 'stone-golem', 'bog-toad', 'insight'];
const TOP_B = ['stone-golem', 'weaken', 'mend', 'doom', 'fireball'];

/** Turn 1: A (10 mana by a position edit) summons Glass Brute (8/2, health 1) to slot 3 and ends the turn. */
function afterBrute() {
  let s = withMana(started(TOP_A, TOP_B), 'A', 10);
  s = step(s, playOf(s, 'glass-brute', { slot: 2 }));
  return s;
}

describe('the mana duel table model', () => {
  it("in A's view: A at the bottom with its hand face up, B's hand only backs, both decks as sizes", () => {
    const s = afterBrute();
    const board = manaBoard(engine.viewFor(s, 'A'), 'A');
    expect(board.bottom.player).toBe('A');
    expect(board.top.player).toBe('B');
    // A drew its 6th card in turn 1 (the first filler card, Stone Golem) and played Glass Brute: 5 cards.
    expect(board.bottom.hand.map((c) => (c.hidden ? '?' : c.name))).toEqual(['Spark', 'Stone Golem', 'Bog Toad', 'Insight', 'Stone Golem']);
    expect(board.top.hand).toHaveLength(5);
    expect(board.top.hand.every((c) => c.hidden)).toBe(true);
    // 30 − 6 drawn; B drew its 5 opening cards only.
    expect([board.bottom.deck, board.top.deck]).toEqual([24, 25]);
    // 10 (edited) − 4 for the Brute; the maximum is turn 1's: start-mana 1.
    expect([board.bottom.mana, board.bottom.maxMana, board.bottom.health, board.top.health]).toEqual([6, 1, 30, 30]);
    expect(board.bottom.active).toBe(true);
    expect(board.top.active).toBe(false);
    expect(board.bottom.row.map((m) => m?.name ?? null)).toEqual([null, null, 'Glass Brute', null, null]);
    expect(board.bottom.row[2]).toMatchObject({ power: 8, toughness: 2, health: 1, maxHealth: 1, readiness: 'summoned', canAttack: false });
    expect(board.turn).toEqual({ number: 1, player: 'A', phase: 'main' });
    expect(board.outcome).toBeNull();
  });

  it('everyone sees both hands face up, A at the bottom; B sees its own side at the bottom', () => {
    const s = afterBrute();
    const all = manaBoard(s, 'all');
    expect(all.bottom.player).toBe('A');
    expect(all.top.hand.map((c) => (c.hidden ? '?' : c.id))).toEqual(TOP_B);
    const b = manaBoard(engine.viewFor(s, 'B'), 'B');
    expect(b.bottom.player).toBe('B');
    expect(b.top.hand.every((c) => c.hidden)).toBe(true);
    expect(b.bottom.hand.every((c) => !c.hidden)).toBe(true);
  });

  it('says when a monster can attack, and marks changed stats; a spell goes to the graveyard', () => {
    let s = endTurn(afterBrute());
    // B's turn 1 (turn 2): B weakens the Brute (−2/−2): power 8 → 6, toughness 2 → 0.
    s = step(s, playOf(s, 'weaken', { target: { kind: 'monster', iid: onField(s, 'A', 'glass-brute') } }));
    let board = manaBoard(s, 'all');
    expect(board.bottom.row[2]).toMatchObject({ power: 6, basePower: 8, toughness: 0, baseToughness: 2, readiness: 'waiting', canAttack: false });
    expect(board.top.graveyard).toEqual(['Weaken']);
    // B started with 2 mana (second-player-start-mana) and paid 2.
    expect([board.top.mana, board.top.maxMana]).toEqual([0, 2]);
    s = endTurn(s);
    board = manaBoard(s, 'all');
    expect(board.bottom.row[2]).toMatchObject({ readiness: 'ready', canAttack: true });
    s = step(s, { type: 'attack', player: 'A', attacker: onField(s, 'A', 'glass-brute'), defender: { kind: 'player', player: 'B' } });
    board = manaBoard(s, 'all');
    // The Brute's 6 power hits B (player-damage(power) = power): 30 − 6.
    expect(board.top.health).toBe(24);
    expect(board.bottom.row[2]).toMatchObject({ readiness: 'attacked', canAttack: false });
  });

  it('shows the outcome once a player is at 0 health', () => {
    let s = endTurn(endTurn(afterBrute()));
    s = { ...s, players: { ...s.players, B: { ...s.players.B, health: 5 } } };
    s = step(s, { type: 'attack', player: 'A', attacker: onField(s, 'A', 'glass-brute'), defender: { kind: 'player', player: 'B' } });
    const board = manaBoard(s, 'all');
    expect(board.outcome?.winner).toBe('A');
    expect(board.outcome?.reason).toMatch(/health/);
    expect(board.bottom.active).toBe(false);
  });
});
