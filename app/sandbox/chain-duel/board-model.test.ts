import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../../dsl/ast';
import { parse } from '../../../dsl/parse';
import { scenarioPosition } from '../../../games/chain-duel/scenario';
import type { ChainState } from '../../../games/chain-duel/state';
import { CONTENT, ENGINE, RULES } from '../../../games/chain-duel/test-content';
import { chainBoard } from './board-model';

const decl = parse(`scenario "t" {
  seed 1
  turn 3 player A phase battle
  player A {
    monster: "Ember Drake"
    hand: "Flame Fang", "Ember Burst"
    stasis: "Battle Trance"
  }
  player B {
    monster: "Stone Golem"
    hand: "Bulwark"
    damage: "Rend", "Rend"
    deck: "Rend", "Rend", "Rend"
  }
}`).document.decls[0] as ScenarioDecl;

function play(s: ChainState, player: 'A' | 'B', id: string): ChainState {
  const card = s.players[player].hand.find((iid) => s.cards[iid]?.card === id) ?? '';
  const r = ENGINE.apply(s, { type: 'play', player, card });
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe('the chain duel table model', () => {
  const start = scenarioPosition(CONTENT, RULES, decl).state;
  const s = play(play(play(start, 'A', 'flame-fang'), 'B', 'bulwark'), 'A', 'ember-burst');

  it('splits the action zone: the turn player attacks, the other defends, and lists the chain in order', () => {
    const board = chainBoard(s, {});
    expect(board.attacker).toBe('A');
    expect(board.sides.A.action.map((c) => c.name)).toEqual(['Flame Fang', 'Ember Burst']);
    expect(board.sides.B.action.map((c) => c.name)).toEqual(['Bulwark']);
    expect(board.chain?.links.map((l) => [l.number, l.player, l.card.name])).toEqual([
      [1, 'A', 'Flame Fang'],
      [2, 'B', 'Bulwark'],
      [3, 'A', 'Ember Burst'],
    ]);
    expect(board.chain?.priority).toBe('B');
  });

  it('shows the running totals, the monsters with their Passives, and the damage zone against HP', () => {
    const board = chainBoard(s, {});
    // ATK 3 + 3 + 2 + Battle Trance 1 = 9; DEF 2 + 4 + Golem's passive 1 = 7.
    expect(board.chain?.totals).toMatchObject({ atk: 9, def: 7, defended: true });
    expect(board.sides.A.monster).toMatchObject({ name: 'Ember Drake', hp: 7, atk: 4, def: 2 });
    expect(board.sides.B.monster).toMatchObject({ name: 'Stone Golem', hp: 6, atk: 2, def: 3 });
    expect(board.sides.B.damage).toHaveLength(2);
    expect(board.sides.A.stasis.map((c) => c.name)).toEqual(['Battle Trance']);
  });

  it('in a player’s view, the other hand is card backs', () => {
    const board = chainBoard(ENGINE.viewFor(start, 'B'), {});
    expect(board.sides.A.hand.map((c) => c.name)).toEqual([null, null]);
    expect(board.sides.B.hand.map((c) => c.name)).toEqual(['Bulwark']);
  });
});
