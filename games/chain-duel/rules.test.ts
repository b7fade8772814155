/**
 * The chain duel's rules, each with an expectation worked out by hand from the seed and README decisions:
 * setup (the monsters' Play effects, scripted shuffles), what may be played when (with the reason a
 * refusal gives), the damage formula's edge cases and the running totals of a chain.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import type { ChainAction } from './actions';
import { combatTotals, damageOf } from './combat';
import { scenarioPosition } from './scenario';
import type { ChainState } from './state';
import { CONTENT, decks, ENGINE, RULES } from './test-content';

/** A position from a scenario's player blocks (turn 3, A to play, battle phase). */
function position(players: string, phase = 'battle'): { state: ChainState; handles: Record<string, string> } {
  const decl = parse(`scenario "t" {\n  seed 1\n  turn 3 player A phase ${phase}\n${players}\n}`).document.decls[0] as ScenarioDecl;
  return scenarioPosition(CONTENT, RULES, decl);
}

function run(state: ChainState, actions: ChainAction[]): ChainState {
  let s = state;
  for (const a of actions) {
    const r = ENGINE.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason}`);
    s = r.state;
  }
  return s;
}

describe('setup', () => {
  it('places the monsters face up, draws five each, then runs the monsters’ Play effects once', () => {
    const { state } = ENGINE.newGame(decks('Drake Blaze', 'Serpent Tide'), 7, { firstPlayer: 'A' });
    // A: 5 drawn + Ember Drake's "draw 1 card" = 6, then Tide Serpent's "opponent discards 1 card" = 5.
    expect(state.players.A.hand).toHaveLength(5);
    expect(state.players.A.drop).toHaveLength(1);
    expect(state.players.A.deck).toHaveLength(20 - 6);
    expect(state.players.B.hand).toHaveLength(5);
    expect(state.cards[state.players.A.monster]?.card).toBe('ember-drake');
    expect(state.turn).toEqual({ number: 1, player: 'A', phase: 'alter', combatDone: false });
  });

  it('deals by a scripted shuffle: the order names where each move goes', () => {
    const deck = decks('Golem Wall', 'Golem Wall').A;
    const moves = deck.cards.filter((id) => id !== 'stone-golem');
    // Reverse both decks: the top card is the last move of the list.
    const reverse = moves.map((_, i) => moves.length - 1 - i);
    const { state } = ENGINE.newGame({ A: deck, B: deck }, 1, { firstPlayer: 'A', script: [{ kind: 'shuffle', order: reverse }, { kind: 'shuffle', order: reverse }] });
    expect(state.players.A.hand.map((iid) => state.cards[iid]?.card)).toEqual([...moves].reverse().slice(0, 5));
  });
});

describe('what may be played when', () => {
  const both = `  player A {\n    monster: "Tide Serpent"\n    hand: "Rend", "Maul", "Focus", "Taunt", "Dive", "Quick Strike"\n    deck: "Focus", "Focus", "Focus"\n  }\n  player B {\n    monster: "Stone Golem"\n    hand: "Bulwark", "Harden", "Claw Parry", "Steady Guard"\n    deck: "Rend", "Rend", "Rend", "Rend"\n  }`;
  const { state } = position(both);
  const iid = (s: ChainState, p: 'A' | 'B', name: string) => s.players[p].hand.find((x) => CONTENT.cards.find((c) => c.id === s.cards[x]?.card)?.name === name) ?? '';
  const why = (s: ChainState, a: ChainAction) => ENGINE.explainIllegal(s, a);

  it('with no chain: a move with an initial ATK; not an additional one, not a special one', () => {
    expect(why(state, { type: 'play', player: 'A', card: iid(state, 'A', 'Maul') })).toBe('with no chain, only a move with an initial ATK can be played (Maul has ATK +2)');
    expect(why(state, { type: 'play', player: 'A', card: iid(state, 'A', 'Taunt') })).toBe('Taunt is a special move: it joins a chain, it does not start one');
    expect(why(state, { type: 'play', player: 'A', card: iid(state, 'A', 'Rend') })).toBeNull();
  });

  it('a move costs its traits: Tide Serpent (water, claw) cannot play Dive (wing)', () => {
    expect(why(state, { type: 'play', player: 'A', card: iid(state, 'A', 'Dive') })).toBe("Dive costs the traits wing; A's monster lacks some");
  });

  it('in combat: one initial defence first, then additional ones; the attacker only additional ATK', () => {
    const s1 = run(state, [{ type: 'play', player: 'A', card: iid(state, 'A', 'Rend') }]);
    expect(s1.chain?.kind).toBe('combat');
    expect(why(s1, { type: 'play', player: 'B', card: iid(s1, 'B', 'Harden') })).toBe('the defence begins with an initial defensive move; Harden has DEF +2');
    const s2 = run(s1, [{ type: 'play', player: 'B', card: iid(s1, 'B', 'Bulwark') }]);
    expect(why(s2, { type: 'play', player: 'A', card: iid(s2, 'A', 'Quick Strike') })).toBe('the attack already has its initial move: only an additional ATK (+n) can follow');
    const s3 = run(s2, [{ type: 'pass', player: 'A' }]);
    expect(why(s3, { type: 'play', player: 'B', card: iid(s3, 'B', 'Steady Guard') })).toBe('only one initial defensive move per defence; Steady Guard has DEF 2');
    expect(why(s3, { type: 'play', player: 'B', card: iid(s3, 'B', 'Harden') })).toBeNull();
    expect(why(s3, { type: 'end-turn', player: 'B' })).toBe('the chain must resolve first');
    expect(why(s3, { type: 'pass', player: 'A' })).toBe('B has priority in the chain');
  });

  it('combat is initiated once a turn; a non-combat chain (ATK 0) may still follow', () => {
    const s = run(state, [{ type: 'play', player: 'A', card: iid(state, 'A', 'Rend') }, { type: 'pass', player: 'B' }, { type: 'pass', player: 'A' }]);
    expect(s.chain).toBeNull();
    expect(why(s, { type: 'play', player: 'A', card: iid(s, 'A', 'Quick Strike') })).toBe('combat can be initiated only once a turn (Quick Strike has ATK 2)');
    expect(why(s, { type: 'play', player: 'A', card: iid(s, 'A', 'Focus') })).toBeNull();
    expect(why(s, { type: 'pass', player: 'A' })).toBe('there is no chain to pass in: end the turn instead');
  });

  it('Alter comes only before anything is played', () => {
    const alter = position(both, 'alter').state;
    expect(why(alter, { type: 'alter', player: 'A', card: iid(alter, 'A', 'Dive') })).toBeNull();
    expect(why(state, { type: 'alter', player: 'A', card: iid(state, 'A', 'Dive') })).toBe('Alter comes at the start of the turn, once, before anything is played');
  });

  it('every action the game lists is one it accepts, and the other player is offered nothing', () => {
    const s1 = run(state, [{ type: 'play', player: 'A', card: iid(state, 'A', 'Rend') }]);
    for (const s of [state, s1]) {
      for (const a of ENGINE.legalActions(s, s.chain ? s.chain.priority : 'A')) expect(why(s, a), JSON.stringify(a)).toBeNull();
    }
    expect(ENGINE.legalActions(s1, 'A')).toEqual([]);
    // B's answers to Rend: the initial defences B's Golem (stone, claw) can pay, and passing.
    expect(ENGINE.legalActions(s1, 'B').map((a) => ('card' in a ? s1.cards[a.card]?.card : a.type)).sort()).toEqual(['bulwark', 'claw-parry', 'pass', 'steady-guard']);
  });
});

describe('the damage formula: damage(atk, def) = floor(atk / max(1, def))', () => {
  const { state } = position('  player A {\n    monster: "Ember Drake"\n  }\n  player B {\n    monster: "Tide Serpent"\n  }');
  it('rounds down, and a Final DEF of 0 or less counts as 1', () => {
    expect(damageOf(state, 7, 2, false).amount).toBe(3);
    expect(damageOf(state, 5, 6, false).amount).toBe(0);
    expect(damageOf(state, 4, 0, false).amount).toBe(4);
    expect(damageOf(state, 4, -3, false).amount).toBe(4);
    expect(damageOf(state, 9, 9, true).text).toBe('damage = floor(9 / max(1, 9)) = floor(1) = 1');
  });
});

describe('a chain’s running totals', () => {
  it('Final ATK and DEF add the monster, the moves played from the hand, gained points and Passives; horizontal cards add no stats', () => {
    const { state } = position('  player A {\n    monster: "Ember Drake"\n    stasis: "Battle Trance", "Rally"\n    hand: "Flame Fang", "Ember Burst"\n  }\n  player B {\n    monster: "Stone Golem"\n    stasis: "Iron Skin"\n    hand: "Bulwark"\n    deck: "Rend"\n  }');
    const find = (p: 'A' | 'B', zone: 'hand' | 'stasis', id: string) => state.players[p][zone].find((x) => state.cards[x]?.card === id) ?? '';
    const s = run(state, [
      { type: 'play', player: 'A', card: find('A', 'hand', 'flame-fang') },
      { type: 'play', player: 'B', card: find('B', 'hand', 'bulwark') },
      { type: 'play', player: 'A', card: find('A', 'hand', 'ember-burst') },
      { type: 'activate', player: 'B', card: find('B', 'stasis', 'iron-skin') },
      { type: 'activate', player: 'A', card: find('A', 'stasis', 'rally') },
    ]);
    const chain = s.chain;
    if (!chain) throw new Error('no chain');
    // Before resolution: ATK 3 + 3 + 2 + Battle Trance 1 = 9; DEF 2 + 4 + Golem's passive 1 = 7.
    expect(combatTotals(s, chain)).toMatchObject({ atk: 9, def: 7, defended: true, attackTypes: ['fire'], defenceTypes: ['stone'] });
    const done = run(s, [{ type: 'pass', player: 'B' }, { type: 'pass', player: 'A' }]);
    // Rally +1 ATK (10), Iron Skin +2 DEF (9): floor(10 / 9) = 1.
    expect(done.players.B.damage).toHaveLength(1);
    expect(done.chain).toBeNull();
  });
});
