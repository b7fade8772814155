/**
 * The mana duel's rules, position by position. Expected numbers are worked out by hand from the seed's
 * rules (and the decisions written at the rules in code); decks are in a known order (scripted shuffles).
 */
import { describe, expect, it } from 'vitest';
import { invariants } from './checks';
import { HIDDEN, powerOf, type ManaState } from './state';
import { act, endTurn, engine, inHand, monster, newMatch, onField, playOf, started, step, withHealth, withMana } from './test-positions';

/** A plays `aCard`, B plays `bCard` (each to slot 0, with mana enough), and it is A's turn 3: A's monster may attack. */
function duel(aCard: string, bCard: string): { s: ManaState; a: string; b: string } {
  let s = started([aCard, 'spark', 'spark', 'mend', 'mend', 'pack-rat'], [bCard, 'spark', 'spark', 'mend', 'mend', 'pack-rat']);
  s = step(withMana(s, 'A', 10), playOf(s, aCard, { slot: 0 }));
  s = endTurn(s);
  s = step(withMana(s, 'B', 10), playOf(s, bCard, { slot: 0 }));
  s = endTurn(s);
  return { s, a: onField(s, 'A', aCard), b: onField(s, 'B', bCard) };
}

describe('attacks: damage = power − toughness', () => {
  it("the seed's first example: power 8 against toughness 4 takes health 5 to 1", () => {
    const { s, a, b } = duel('glass-brute', 'stone-golem');
    const r = act(s, { type: 'attack', player: 'A', attacker: a, defender: { kind: 'monster', iid: b } });
    expect(r.log).toContain("Glass Brute (power 8) attacks Stone Golem (toughness 4): attack-damage = max(0, 8 - 4) = max(0, 4) = 4; Stone Golem's health 5 → 1");
    expect(monster(r.state, b).health).toBe(1);
    // The defender does not strike back.
    expect(monster(r.state, a).health).toBe(1);
  });

  it("the seed's second example: power 2 against toughness 6 is −4, dealt to the attacker (health 9 → 5), the defender unscathed", () => {
    const { s, a, b } = duel('bog-toad', 'iron-wall');
    const r = act(s, { type: 'attack', player: 'A', attacker: a, defender: { kind: 'monster', iid: b } });
    expect(r.log).toContain("Bog Toad (power 2) attacks Iron Wall (toughness 6): attack-damage = max(0, 2 - 6) = max(0, -4) = 0; recoil-damage = max(0, 6 - 2) = max(0, 4) = 4, dealt to the attacker; Bog Toad's health 9 → 5");
    expect(monster(r.state, a).health).toBe(5);
    expect(monster(r.state, b).health).toBe(6);
  });

  it('negative damage can defeat the attacker, whose death ability then triggers', () => {
    // Vengeful Spirit 2/1/3 against toughness 6: 2 − 6 = −4 ≥ its 3 health; dying, it deals 3 to B.
    const { s, a, b } = duel('vengeful-spirit', 'iron-wall');
    const r = act(s, { type: 'attack', player: 'A', attacker: a, defender: { kind: 'monster', iid: b } });
    expect(r.state.players.A.battlefield[0]).toBeNull();
    expect(r.state.players.A.graveyard).toContain(a);
    expect(r.state.players.B.health).toBe(27);
    expect(r.log).toContain("Vengeful Spirit deals 3 damage to B; B's health 30 → 27");
  });

  it('a player has no toughness: the whole power, and only while they control no monster', () => {
    let s = started(['pack-rat', 'spark', 'spark', 'mend', 'mend', 'glass-brute'], ['pack-rat', 'spark', 'spark', 'mend', 'mend', 'mend']);
    s = step(withMana(s, 'A', 10), playOf(s, 'glass-brute', { slot: 0 }));
    s = endTurn(endTurn(s));
    const brute = onField(s, 'A', 'glass-brute');
    const r = act(s, { type: 'attack', player: 'A', attacker: brute, defender: { kind: 'player', player: 'B' } });
    expect(r.log).toContain("Glass Brute (power 8) attacks B: player-damage = max(0, 8) = 8; B's health 30 → 22");
  });
});

describe('health', () => {
  it('a heal never raises health above the maximum', () => {
    // Stone Golem 2/4/5 takes Spark's 2 (5 → 3); Mend heals 4 but stops at 5.
    const { s, b } = duel('pack-rat', 'stone-golem');
    let t = step(s, playOf(s, 'spark', { target: { kind: 'monster', iid: b } }));
    expect(monster(t, b).health).toBe(3);
    t = endTurn(t);
    const r = act(t, playOf(t, 'mend', { target: { kind: 'monster', iid: b } }));
    expect(monster(r.state, b).health).toBe(5);
    expect(r.log).toContain('Mend heals Stone Golem by 4: health 3 → 5 (capped at max health 5)');
  });

  it('an effect raises the maximum and the health with it; a heal then stops at the new maximum', () => {
    // Field Medic's summon: raise max health by 2 (max 5 → 7, health 5 → 7), then heal 2 (capped at 7).
    let s = started(['stone-golem', 'field-medic', 'spark', 'mend', 'mend', 'pack-rat'], ['pack-rat', 'spark', 'spark', 'mend', 'mend', 'mend']);
    s = step(withMana(s, 'A', 10), playOf(s, 'stone-golem', { slot: 0 }));
    const golem = onField(s, 'A', 'stone-golem');
    const r = act(s, playOf(s, 'field-medic', { slot: 1, target: { kind: 'monster', iid: golem } }));
    expect(r.log).toContain("Field Medic raises Stone Golem's max health by 2: 5 → 7 (health 5 → 7)");
    expect(monster(r.state, golem)).toMatchObject({ health: 7, maxHealth: 7 });
  });

  it('a player has no maximum health', () => {
    const s = started(['second-wind', 'spark', 'spark', 'mend', 'mend', 'pack-rat'], ['pack-rat', 'spark', 'spark', 'mend', 'mend', 'mend']);
    const r = act(withMana(s, 'A', 10), playOf(s, 'second-wind'));
    expect(r.state.players.A.health).toBe(36);
  });
});

describe('abilities', () => {
  it('a death ability triggers only from the battlefield: not for a monster discarded from the hand or milled from the deck', () => {
    // B's Mind Rot on A: discard at random (scripted Random(1, 6) = 1: the first card of A's hand, Vengeful
    // Spirit), then mill the top of A's deck (Grave Moth). Neither death ability runs: B keeps 30 health, A's hand only shrinks.
    let s = started(['vengeful-spirit', 'spark', 'spark', 'mend', 'mend', 'pack-rat', 'grave-moth'], ['mind-rot', 'spark', 'spark', 'mend', 'mend', 'mend']);
    s = endTurn(s);
    s = engine.script(s, [{ kind: 'range', value: 1 }]);
    const spirit = inHand(s, 'A', 'vengeful-spirit');
    const r = act(withMana(s, 'B', 10), playOf(s, 'mind-rot', { target: { kind: 'player', player: 'A' } }));
    expect(r.log).toContain('Mind Rot: A discards at random: Random(1, 6) = 1 (scripted) → Vengeful Spirit');
    expect(r.log).toContain('Mind Rot: A puts the top card of their deck, Grave Moth, into the graveyard');
    expect(r.state.players.A.graveyard).toHaveLength(2);
    expect(r.state.players.A.graveyard[0]).toBe(spirit);
    expect(r.state.players.B.health).toBe(30);
    expect(r.state.players.A.hand).toHaveLength(5);
    expect(r.log.some((t) => t.includes('death ability'))).toBe(false);
  });

  it('a death ability triggers when the monster is defeated on the battlefield', () => {
    // Grave Moth 1/0/2 takes Spark's 2 and dies: its death ability draws A a card (in B's turn).
    let s = started(['grave-moth', 'spark', 'spark', 'mend', 'mend', 'pack-rat'], ['spark', 'spark', 'spark', 'mend', 'mend', 'mend']);
    s = step(s, playOf(s, 'grave-moth', { slot: 0 }));
    s = endTurn(s);
    const handBefore = s.players.A.hand.length;
    const r = act(s, playOf(s, 'spark', { target: { kind: 'monster', iid: onField(s, 'A', 'grave-moth') } }));
    expect(r.log).toEqual(expect.arrayContaining(['Grave Moth is defeated and goes to A\'s graveyard', "Grave Moth's death ability"]));
    expect(r.state.players.A.hand).toHaveLength(handBefore + 1);
  });

  it("a turn ability runs at the end of its controller's turn only", () => {
    // Pack Rat: +1 power (permanent) at the end of each of A's turns; B's turns do nothing to it.
    let s = started(['pack-rat', 'spark', 'spark', 'mend', 'mend', 'mend'], ['mend', 'spark', 'spark', 'mend', 'spark', 'mend']);
    s = step(s, playOf(s, 'pack-rat', { slot: 0 }));
    const rat = onField(s, 'A', 'pack-rat');
    expect(powerOf(monster(s, rat))).toBe(1);
    s = endTurn(s); // A's end phase
    expect(powerOf(monster(s, rat))).toBe(2);
    s = endTurn(s); // B's end phase
    expect(powerOf(monster(s, rat))).toBe(2);
    s = endTurn(s); // A's again
    expect(powerOf(monster(s, rat))).toBe(3);
  });

  it('a change until the end of the turn expires when the turn ends', () => {
    let s = started(['pack-rat', 'battle-cry', 'spark', 'mend', 'mend', 'mend'], ['mend', 'spark', 'spark', 'mend', 'spark', 'mend']);
    s = step(s, playOf(s, 'pack-rat', { slot: 0 }));
    s = endTurn(endTurn(s));
    const rat = onField(s, 'A', 'pack-rat');
    s = step(withMana(s, 'A', 10), playOf(s, 'battle-cry'));
    expect(powerOf(monster(s, rat))).toBe(4); // 1 + 1 (first end phase) + 2 (Battle Cry)
    const r = act(s, { type: 'end-turn', player: 'A' });
    // End phase: Pack Rat's +1 first (4 → 5), then Battle Cry's +2 ends (5 → 3).
    expect(powerOf(monster(r.state, rat))).toBe(3);
    expect(r.log).toContain("the turn ends: Pack Rat's changes until end of turn expire: power 5 → 3, toughness 1 → 1");
  });

  it('equipment boosts power and toughness, and goes to its owner\'s graveyard with its monster', () => {
    let s = started(['pack-rat', 'spark', 'spark', 'mend', 'mend', 'mend'], ['rusty-chains', 'spark', 'spark', 'mend', 'mend', 'mend']);
    s = step(s, playOf(s, 'pack-rat', { slot: 0 }));
    const rat = onField(s, 'A', 'pack-rat');
    s = endTurn(s); // Pack Rat: 2/1/1
    const chains = inHand(s, 'B', 'rusty-chains');
    let r = act(s, playOf(s, 'rusty-chains', { target: { kind: 'monster', iid: rat } }));
    // Rusty Chains −2/−1: power 2 → 0, toughness 1 → 0 (never below 0).
    expect(r.log).toContain('Rusty Chains equips Pack Rat: power 2 → 0, toughness 1 → 0');
    const spark = inHand(r.state, 'B', 'spark');
    r = act(r.state, playOf(r.state, 'spark', { target: { kind: 'monster', iid: rat } }));
    expect(r.state.players.A.graveyard).toEqual([rat]);
    // The spell went to the graveyard as it was played; the equipment followed when its monster was defeated.
    expect(r.state.players.B.graveyard).toEqual([spark, chains]);
    expect(r.log).toContain("Pack Rat is defeated and goes to A's graveyard, with its equipment Rusty Chains");
  });
});

describe('mana', () => {
  it('starts at 1 for the first player and 2 for the second, grows by 1 a turn to 10, and refills', () => {
    let s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    const seen: Record<'A' | 'B', number[]> = { A: [], B: [] };
    for (let turn = 1; turn <= 24; turn++) {
      const p = s.turn.player;
      seen[p].push(s.players[p].maxMana);
      expect(s.players[p].mana).toBe(s.players[p].maxMana);
      // Spend some: the next turn refills it all the same.
      if (turn === 3) s = step(s, playOf(s, 'spark', { target: { kind: 'player', player: 'B' } }));
      s = endTurn(s);
    }
    expect(seen.A).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10]);
    expect(seen.B).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]);
  });

  it('is never spent below 0: a card costing more than the mana left is refused', () => {
    const s = started(['fireball', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    const t = withMana(s, 'A', 3);
    const fireball = playOf(t, 'fireball', { target: { kind: 'player', player: 'B' } });
    expect(engine.explainIllegal(t, fireball)).toBe('Fireball costs 4 mana; A has 3');
    expect(engine.apply(t, fireball)).toEqual({ ok: false, reason: 'Fireball costs 4 mana; A has 3' });
    const card = inHand(t, 'A', 'fireball');
    expect(engine.legalActions(t, 'A').some((a) => a.type === 'play' && a.card === card)).toBe(false);
    // Exactly enough goes to 0.
    const r = act(withMana(s, 'A', 4), fireball);
    expect(r.state.players.A.mana).toBe(0);
    expect(r.log).toContain('A plays Fireball targeting player B: mana 4 − cost 4 = 0');
  });

  it('gained mana lasts the turn and stops at 10', () => {
    const s = started(['mana-surge', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    expect(act(s, playOf(s, 'mana-surge')).state.players.A.mana).toBe(3);
    expect(act(withMana(s, 'A', 9), playOf(s, 'mana-surge')).state.players.A.mana).toBe(10);
  });
});

describe('draws', () => {
  it('the first turn has its forced draw too: the first player has 6 cards, the second 5 until their turn', () => {
    const s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'grave-moth'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'stone-golem']);
    expect(s.turn).toEqual({ number: 1, player: 'A', phase: 'main' });
    expect(s.players.A.hand.map((iid) => s.cards[iid]?.card)).toEqual(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'grave-moth']);
    expect(s.players.A.deck).toHaveLength(24);
    expect(s.players.B.hand).toHaveLength(5);
    const t = endTurn(s);
    expect(t.players.B.hand).toHaveLength(6);
    expect(t.cards[t.players.B.hand[5] as string]?.card).toBe('stone-golem');
  });

  it('drawing from an empty deck deals fatigue 1, 2, 3, …', () => {
    let s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    // A's deck holds 24 after turn 1: A's turns 2–25 empty it; turns 26, 27, 28 draw from an empty deck.
    const logs: string[] = [];
    while (s.turn.number < 55) {
      const r = act(s, { type: 'end-turn', player: s.turn.player });
      logs.push(...r.log);
      s = r.state;
    }
    expect(logs).toEqual(expect.arrayContaining(["A draws from an empty deck (fatigue 1): fatigue-damage = 1; A's health 30 → 29", "A draws from an empty deck (fatigue 2): fatigue-damage = 2; A's health 29 → 27", "A draws from an empty deck (fatigue 3): fatigue-damage = 3; A's health 27 → 24"]));
    expect(s.players.A).toMatchObject({ health: 24, fatigue: 3 });
  });

  it('fatigue can end the game: the player who reaches 0 loses', () => {
    let s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    while (!s.winner) s = endTurn(s);
    // A draws from an empty deck first (A started): 1 + 2 + … + 7 = 28 < 30, the 8th fatigue (8) takes A's 2 health to 0.
    expect(s.winner).toBe('B');
    expect(s.players.A.health).toBe(0);
    expect(s.players.B.health).toBe(30 - 28);
    expect(engine.outcome(s)).toEqual({ winner: 'B', reason: "B wins: opponent.health <= 0 (player A's health is 0)" });
  });
});

describe('the opening', () => {
  it('a scripted coin flip decides who chooses the first player; the winner alone may choose', () => {
    for (const [coin, winner] of [['heads', 'A'], ['tails', 'B']] as const) {
      const s = newMatch([], [], { coin });
      expect(engine.awaiting(s)).toEqual({ kind: 'choice', player: winner });
      expect(engine.legalActions(s, winner)).toEqual([
        { type: 'choose-first', player: winner, first: 'A' },
        { type: 'choose-first', player: winner, first: 'B' },
      ]);
      const loser = winner === 'A' ? 'B' : 'A';
      expect(engine.explainIllegal(s, { type: 'choose-first', player: loser, first: loser })).toBe(`${winner} won the coin flip; only ${winner} chooses who starts`);
      // The winner lets the other player start: that player begins with 1 mana, the winner with 2.
      let t = step(s, { type: 'choose-first', player: winner, first: loser });
      t = step(step(t, { type: 'mulligan', player: 'A', putBack: [] }), { type: 'mulligan', player: 'B', putBack: [] });
      expect(t.turn.player).toBe(loser);
      expect(t.players[loser].mana).toBe(1);
      t = endTurn(t);
      expect(t.players[winner].mana).toBe(2);
    }
  });

  it('in a series the setup names the first player: no coin flip', () => {
    const s = newMatch([], [], { firstPlayer: 'B' });
    expect(s.coinWinner).toBeNull();
    expect(engine.awaiting(s)).toEqual({ kind: 'simultaneous', players: ['A', 'B'] });
    const t = step(step(s, { type: 'mulligan', player: 'A', putBack: [] }), { type: 'mulligan', player: 'B', putBack: [] });
    expect(t.turn).toEqual({ number: 1, player: 'B', phase: 'main' });
  });

  it('the mulligan: up to 3 cards, once, hidden from the other player until both have committed', () => {
    const s = newMatch(['spark', 'mend', 'pack-rat', 'grave-moth', 'fireball'], [], { firstPlayer: 'A' });
    const [a1, a2, a3, a4] = s.players.A.hand as [string, string, string, string];
    expect(engine.legalActions(s, 'A')).toHaveLength(1 + 5 + 10 + 10);
    expect(engine.explainIllegal(s, { type: 'mulligan', player: 'A', putBack: [a1, a2, a3, a4] })).toBe('A may put back at most 3 cards; 4 are named');
    expect(engine.explainIllegal(s, { type: 'mulligan', player: 'A', putBack: ['B1'] })).toBe("B1 is not in A's hand");
    const puts = step(s, { type: 'mulligan', player: 'A', putBack: [a1, a2] });
    const keeps = step(s, { type: 'mulligan', player: 'A', putBack: [] });
    expect(engine.awaiting(puts)).toEqual({ kind: 'simultaneous', players: ['B'] });
    expect(engine.explainIllegal(puts, { type: 'mulligan', player: 'A', putBack: [] })).toBe('A has already chosen their mulligan (it is taken once)');
    // B sees that A committed, not what: B's view is the same whatever A chose.
    expect(engine.viewFor(puts, 'B').mulligan.A).toBe('hidden');
    expect(engine.viewFor(puts, 'B')).toEqual(engine.viewFor(keeps, 'B'));
    const r = engine.apply(puts, { type: 'mulligan', player: 'B', putBack: [] });
    if (!r.ok) throw new Error(r.reason);
    const t = r.state;
    // A's two cards went back (their instance ids retire), two new ones were drawn, then turn 1's draw.
    expect(t.players.A.hand).toHaveLength(6);
    expect(t.players.A.hand).not.toContain(a1);
    expect(t.cards[a1]).toBeUndefined();
    expect(t.players.A.deck).toHaveLength(24);
    expect(invariants(puts, t, r.events)).toEqual([]);
    // What A put back is told to B only as a count.
    const told = r.events.find((e) => e.kind === 'mulligan' && e.visibleTo === 'A');
    expect(told?.text).toBe('A puts back Spark, Mend and shuffles the deck');
    expect(told?.publicText).toBe('A puts back 2 cards and shuffles the deck');
    expect(engine.explainIllegal(t, { type: 'mulligan', player: 'A', putBack: [] })).toBe('the mulligan is over (it is taken once, before the first turn)');
  });
});

describe('the battlefield', () => {
  it('has five slots a side', () => {
    let s = started(['pack-rat', 'pack-rat', 'pack-rat', 'grave-moth', 'grave-moth', 'grave-moth'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    s = withMana(s, 'A', 10);
    for (let slot = 0; slot < 5; slot++) {
      const card = slot < 3 ? 'pack-rat' : 'grave-moth';
      s = step(s, playOf(s, card, { slot }));
    }
    expect(s.players.A.battlefield.every((m) => m !== null)).toBe(true);
    const last = inHand(s, 'A', 'grave-moth');
    expect(engine.legalActions(s, 'A').some((a) => a.type === 'play')).toBe(false);
    expect(engine.explainIllegal(s, { type: 'play', player: 'A', card: last, slot: 2 })).toBe("A's battlefield is full (5 monsters)");
  });
});

describe('no draws: the order of operations decides', () => {
  it('a card that hurts both players: its first step ends the game, the second never resolves', () => {
    // Blood Pact: 3 damage to you, then 3 to the opponent. Both at 3: A reaches 0 first and loses.
    const s = started(['blood-pact', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    const r = act(withHealth(withHealth(s, 'A', 3), 'B', 3), playOf(s, 'blood-pact'));
    expect(r.state.winner).toBe('B');
    expect(r.state.players.B.health).toBe(3);
    expect(r.log.at(-1)).toBe("B wins: opponent.health <= 0 (player A's health is 0)");
  });

  it("monsters defeated together: the current player's side resolves its death abilities first", () => {
    // Both sides have a Vengeful Spirit (3 health; dying, 3 damage to the opponent); both players at 3.
    // A's Earthquake (3 to every monster) defeats both; A's spirit's ability resolves first: B loses, and
    // B's spirit's ability never resolves.
    let s = started(['vengeful-spirit', 'earthquake', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['vengeful-spirit', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    s = step(withMana(s, 'A', 10), playOf(s, 'vengeful-spirit', { slot: 0 }));
    s = endTurn(s);
    s = step(withMana(s, 'B', 10), playOf(s, 'vengeful-spirit', { slot: 0 }));
    s = endTurn(s);
    const r = act(withHealth(withHealth(withMana(s, 'A', 10), 'A', 3), 'B', 3), playOf(s, 'earthquake'));
    expect(r.state.winner).toBe('A');
    expect(r.state.players.A.health).toBe(3);
    expect(r.state.players.B.health).toBe(0);
    const deaths = r.log.filter((t) => t.endsWith('graveyard'));
    expect(deaths).toEqual(["Vengeful Spirit is defeated and goes to A's graveyard", "Vengeful Spirit is defeated and goes to B's graveyard"]);
  });
});

describe('every refusal is explained', () => {
  it('refuses each illegal action with its reason, and apply gives the same reason', () => {
    let s = started(['pack-rat', 'spark', 'mend', 'iron-sword', 'fireball', 'mana-surge'], ['pack-rat', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    s = step(s, playOf(s, 'pack-rat', { slot: 0 }));
    const rat = onField(s, 'A', 'pack-rat');
    const foe = (t: ManaState) => onField(t, 'B', 'pack-rat');
    const cases: Array<[ManaState, Parameters<typeof engine.apply>[1], string]> = [
      [s, { type: 'end-turn', player: 'B' }, "it is A's turn"],
      [s, { type: 'play', player: 'A', card: 'B1', slot: 1 }, "B1 is not a card in A's hand"],
      [s, playOf(s, 'fireball', { target: { kind: 'player', player: 'B' } }), 'Fireball costs 4 mana; A has 0'],
      [withMana(s, 'A', 9), playOf(s, 'spark', { slot: 1, target: { kind: 'player', player: 'B' } }), 'only a monster takes a slot; Spark is a spell'],
      [withMana(s, 'A', 9), playOf(s, 'spark'), 'Spark needs a target: a monster or a player'],
      [withMana(s, 'A', 9), playOf(s, 'mana-surge', { target: { kind: 'player', player: 'A' } }), 'Mana Surge takes no target'],
      [withMana(s, 'A', 9), playOf(s, 'iron-sword', { target: { kind: 'player', player: 'A' } }), 'player A is not a legal target for Iron Sword: it needs one of your monsters'],
      [s, { type: 'attack', player: 'A', attacker: rat, defender: { kind: 'player', player: 'B' } }, 'Pack Rat was summoned this turn and cannot attack until A\'s next turn'],
      [s, { type: 'attack', player: 'A', attacker: 'A99', defender: { kind: 'player', player: 'B' } }, 'there is no monster A99 on the battlefield'],
      [s, { type: 'mulligan', player: 'A', putBack: [] }, 'the mulligan is over (it is taken once, before the first turn)'],
      [s, { type: 'choose-first', player: 'A', first: 'A' }, 'the starting player has already been chosen'],
    ];
    // B's turn: a monster for B, then A's turn 3, where A's rat may attack.
    let t = endTurn(s);
    t = step(withMana(t, 'B', 9), playOf(t, 'pack-rat', { slot: 3 }));
    cases.push(
      [t, playOf(t, 'pack-rat'), 'Pack Rat is a monster: name an empty slot (0–4) to summon it to'],
      [t, playOf(t, 'pack-rat', { slot: 7 }), 'there is no slot 7: the slots are 0–4'],
      [t, playOf(t, 'pack-rat', { slot: 3 }), 'slot 3 is taken by Pack Rat'],
      [withMana(t, 'B', 9), playOf(t, 'mend', { target: { kind: 'monster', iid: rat } }), 'Pack Rat is not a legal target for Mend: it needs one of your monsters'],
      [t, { type: 'attack', player: 'B', attacker: rat, defender: { kind: 'player', player: 'A' } }, "Pack Rat is A's monster; B cannot attack with it"],
    );
    t = endTurn(t);
    cases.push(
      [t, { type: 'attack', player: 'A', attacker: rat, defender: { kind: 'player', player: 'B' } }, 'B is guarded by 1 monster: a player can be attacked only while they control no monster'],
      [t, { type: 'attack', player: 'A', attacker: rat, defender: { kind: 'player', player: 'A' } }, 'Pack Rat cannot attack its own controller'],
      [t, { type: 'attack', player: 'A', attacker: foe(t), defender: { kind: 'monster', iid: rat } }, "Pack Rat is B's monster; A cannot attack with it"],
    );
    const attacked = step(t, { type: 'attack', player: 'A', attacker: rat, defender: { kind: 'monster', iid: foe(t) } });
    cases.push([attacked, { type: 'attack', player: 'A', attacker: rat, defender: { kind: 'player', player: 'B' } }, 'Pack Rat has already attacked this turn (one attack per monster per turn)']);
    const over = withHealth(t, 'A', 1);
    const lost = step(withMana(over, 'A', 9), playOf(over, 'spark', { target: { kind: 'player', player: 'A' } }));
    cases.push([lost, { type: 'end-turn', player: 'A' }, "the game is over: B wins: opponent.health <= 0 (player A's health is 0)"]);
    for (const [state, action, reason] of cases) {
      expect(engine.explainIllegal(state, action), JSON.stringify(action)).toBe(reason);
      expect(engine.apply(state, action)).toEqual({ ok: false, reason });
    }
  });

  it('a monster whose summon asks for a target can still be summoned when there is none; a spell cannot be played', () => {
    const s = started(['ember-whelp', 'weaken', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat']);
    const t = withMana(s, 'A', 9);
    const whelp = inHand(t, 'A', 'ember-whelp');
    const plays = engine.legalActions(t, 'A').filter((a) => a.type === 'play' && a.card === whelp);
    expect(plays).toHaveLength(5);
    expect(plays.every((a) => a.type === 'play' && a.target === undefined)).toBe(true);
    expect(engine.explainIllegal(t, playOf(t, 'weaken'))).toBe('Weaken needs a target: an enemy monster, and there is none');
  });
});

describe('hidden information', () => {
  it("the opponent's hand and both deck orders are hidden, and so are the dice", () => {
    const s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'grave-moth'], ['fireball', 'doom', 'mend', 'mend', 'pack-rat', 'stone-golem']);
    const v = engine.viewFor(s, 'A');
    for (const iid of v.players.B.hand) expect(v.cards[iid]?.card).toBe(HIDDEN);
    for (const iid of v.players.A.hand) expect(v.cards[iid]?.card).toBe(s.cards[iid]?.card);
    expect(v.players.B.deck.every((c) => c === HIDDEN)).toBe(true);
    expect(v.players.B.deck).toHaveLength(25);
    expect(v.players.A.deck).toEqual([...s.players.A.deck].sort());
    expect(v.rng).toEqual({ seed: 0, counter: s.rng.counter, forced: [] });
    // Instance ids number cards in the order they leave the deck, not by what they are.
    expect(s.players.A.hand).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
  });
});
