/**
 * The mana duel plays by its ruleset: `rulesFromRuleset` reads the settings and formulas of
 * `content/mana-duel/ruleset.smith`, a changed ruleset changes the game, and what is missing or wrong is
 * reported in words. Expected numbers are worked out by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RulesetDecl } from '../../dsl/ast';
import { printCondition } from '../../dsl/format/print-expr';
import { parse } from '../../dsl/parse';
import { callFormula } from '../../engine/core/formula/expr';
import { Engine } from '../../engine/core/engine';
import { playGame } from '../../engine/sim/play';
import { invariants } from './checks';
import { manaDuel } from './game';
import { manaWorld } from './formulas';
import { DEFAULT_RULES, SEED_WIN, type ManaRules } from './rules';
import { rulesFromRuleset } from './ruleset';
import type { ManaState } from './state';
import { SIM_DECKS } from './test-cards';
import { act, endTurn, engine, monster, newMatch, onField, playOf, started, step, withHealth, withMana } from './test-positions';

const SEED_TEXT = readFileSync(new URL('../../content/mana-duel/ruleset.smith', import.meta.url), 'utf8');

function rulesetOf(text: string): RulesetDecl {
  const parsed = parse(text);
  expect(parsed.diagnostics).toEqual([]);
  const decl = parsed.document.decls.find((d): d is RulesetDecl => d.kind === 'Ruleset');
  if (!decl) throw new Error('no ruleset in the text');
  return decl;
}

/** The seed's ruleset with `from` replaced by `to` (each must be found once). */
function edited(...changes: Array<[from: string | RegExp, to: string]>): string {
  let text = SEED_TEXT;
  for (const [from, to] of changes) {
    const next = text.replace(from, to);
    expect(next, `"${String(from)}" is in the seed's ruleset`).not.toBe(text);
    text = next;
  }
  return text;
}

function read(text: string): { rules: ManaRules; problems: string[] } {
  return rulesFromRuleset(rulesetOf(text));
}

function rulesOf(text: string): ManaRules {
  const r = read(text);
  expect(r.problems).toEqual([]);
  return r.rules;
}

const SEED_RULES = rulesOf(SEED_TEXT);

/** A plays `aCard`, B plays `bCard` (slot 0 each), and it is A's turn 3: A's monster may attack. */
function duel(rules: ManaRules, aCard: string, bCard: string): { s: ManaState; a: string; b: string } {
  let s = started([aCard, 'spark', 'spark', 'mend', 'mend', 'pack-rat'], [bCard, 'spark', 'spark', 'mend', 'mend', 'pack-rat'], rules);
  s = step(withMana(s, 'A', 6), playOf(s, aCard, { slot: 0 }));
  s = endTurn(s);
  s = step(withMana(s, 'B', 6), playOf(s, bCard, { slot: 0 }));
  s = endTurn(s);
  return { s, a: onField(s, 'A', aCard), b: onField(s, 'B', bCard) };
}

function attackMonster(s: ManaState, a: string, b: string) {
  return act(s, { type: 'attack', player: 'A', attacker: a, defender: { kind: 'monster', iid: b } });
}

describe("the seed's ruleset", () => {
  it("states the seed's numbers, with no problem", () => {
    const { formulas, win, ...settings } = SEED_RULES;
    expect(win.map((c) => printCondition(c))).toEqual(['opponent.health <= 0']);
    expect(settings).toEqual({
      startHealth: 30,
      openingHand: 5,
      mulliganLimit: 3,
      drawsPerTurn: 1,
      startMana: 1,
      secondPlayerStartMana: 2,
      manaPerTurn: 1,
      maxMana: 10,
      battlefieldSize: 5,
      attacksPerMonster: 1,
      attackDelay: 1,
      // The seed: "a deck of exactly 30 cards"; at most 3 copies is the README's decision (the seed sets no limit).
      deck: { minCards: 30, maxCards: 30, copies: 3 },
    });
    expect(formulas.map((f) => f.name.text)).toEqual(['attack-damage', 'recoil-damage', 'player-damage', 'fatigue-damage']);
  });

  it("plays the seed's worked examples with the ruleset's own formulas", () => {
    // Power 8 against toughness 4: 8 − 4 = 4 takes Stone Golem's health 5 to 1.
    const first = duel(SEED_RULES, 'glass-brute', 'stone-golem');
    expect(first.s.rules).toBe(SEED_RULES);
    const r1 = attackMonster(first.s, first.a, first.b);
    expect(r1.log).toContain("Glass Brute (power 8) attacks Stone Golem (toughness 4): attack-damage = max(0, 8 - 4) = max(0, 4) = 4; Stone Golem's health 5 → 1");
    expect(monster(r1.state, first.b).health).toBe(1);
    // Power 2 against toughness 6: −4, dealt to the attacker (health 9 → 5); the defender is unscathed.
    const second = duel(SEED_RULES, 'bog-toad', 'iron-wall');
    const r2 = attackMonster(second.s, second.a, second.b);
    expect(r2.log).toContain("Bog Toad (power 2) attacks Iron Wall (toughness 6): attack-damage = max(0, 2 - 6) = max(0, -4) = 0; recoil-damage = max(0, 6 - 2) = max(0, 4) = 4, dealt to the attacker; Bog Toad's health 9 → 5");
    expect(monster(r2.state, second.a).health).toBe(5);
    expect(monster(r2.state, second.b).health).toBe(6);
  });

  it('deals fatigue 1, 2, 3 … by the fatigue-damage formula', () => {
    let s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], SEED_RULES);
    // A's deck holds 24 after turn 1: A's turns 2–25 (turn numbers 3–49) empty it; turn 51 is the first empty draw.
    while (s.turn.number < 51) s = endTurn(s);
    expect(s.players.A).toMatchObject({ health: 29, fatigue: 1 });
  });
});

describe('a changed ruleset changes the game', () => {
  const CHANGED = rulesOf(
    edited(['start-health 30', 'start-health 40'], ['battlefield-size 5', 'battlefield-size 3'], ['max-mana 10', 'max-mana 6'], ['attack-damage(power, toughness) = max(0, power - toughness)', 'attack-damage(power, toughness) = max(0, power - toughness) + 1']),
  );

  it('reads the changed numbers', () => {
    expect(CHANGED).toMatchObject({ startHealth: 40, battlefieldSize: 3, maxMana: 6, openingHand: 5 });
  });

  it('starts both players at 40 health with 3 slots each', () => {
    const s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], CHANGED);
    expect(s.players.A.health).toBe(40);
    expect(s.players.B.health).toBe(40);
    expect(s.players.A.battlefield).toEqual([null, null, null]);
    expect(invariants(s, s, [])).toEqual([]);
  });

  it('grows mana to 6 at most', () => {
    let s = started(['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], CHANGED);
    const seen: Record<'A' | 'B', number[]> = { A: [], B: [] };
    for (let turn = 1; turn <= 14; turn++) {
      seen[s.turn.player].push(s.players[s.turn.player].maxMana);
      s = endTurn(s);
    }
    expect(seen.A).toEqual([1, 2, 3, 4, 5, 6, 6]);
    expect(seen.B).toEqual([2, 3, 4, 5, 6, 6, 6]);
  });

  it('has no fourth slot: a fourth monster is refused', () => {
    let s = started(['pack-rat', 'pack-rat', 'bog-toad', 'bog-toad', 'pack-rat', 'spark'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], CHANGED);
    s = withMana(s, 'A', 6);
    s = step(s, playOf(s, 'pack-rat', { slot: 0 }));
    expect(engine.explainIllegal(s, playOf(s, 'pack-rat', { slot: 3 }))).toBe('there is no slot 3: the slots are 0–2');
    s = step(s, playOf(s, 'pack-rat', { slot: 1 }));
    s = withMana(step(s, playOf(s, 'bog-toad', { slot: 2 })), 'A', 6);
    expect(engine.legalActions(s, 'A').filter((a) => a.type === 'play' && s.cards[a.card]?.card === 'bog-toad')).toEqual([]);
    expect(engine.explainIllegal(s, playOf(s, 'bog-toad', { slot: 0 }))).toBe("A's battlefield is full (3 monsters)");
  });

  it('deals attack damage by the changed formula: power 8 against toughness 4 is 8 − 4 + 1 = 5, enough to defeat Stone Golem', () => {
    const { s, a, b } = duel(CHANGED, 'glass-brute', 'stone-golem');
    const r = attackMonster(s, a, b);
    expect(r.log).toContain("Glass Brute (power 8) attacks Stone Golem (toughness 4): attack-damage = max(0, 8 - 4) + 1 = max(0, 4) + 1 = 5; Stone Golem's health 5 → 0");
    expect(r.state.players.B.battlefield[0]).toBeNull();
    expect(r.state.players.B.graveyard).toContain(b);
  });

  it('a formula that hurts both sides: power 2 against toughness 6 deals max(0, −4) + 1 = 1 to the defender and recoil 4 to the attacker', () => {
    const { s, a, b } = duel(CHANGED, 'bog-toad', 'iron-wall');
    const r = attackMonster(s, a, b);
    expect(r.log).toContain("Bog Toad (power 2) attacks Iron Wall (toughness 6): attack-damage = max(0, 2 - 6) + 1 = max(0, -4) + 1 = 1; Iron Wall's health 6 → 5");
    expect(r.log).toContain("Bog Toad takes recoil: recoil-damage = max(0, 6 - 2) = max(0, 4) = 4; Bog Toad's health 9 → 5");
    expect(monster(r.state, b).health).toBe(5);
    expect(monster(r.state, a).health).toBe(5);
  });

  it('reads settings, parameters and stats in a formula: player damage as power + max-mana − 6 + the attacker’s health', () => {
    // Glass Brute 8/1/1 attacks B: 8 + 6 − 6 + 1 = 9, from 30 to 21.
    const rules = rulesOf(edited(['player-damage(power) = max(0, power)', 'player-damage(power) = power + max-mana - 6 + health'], ['max-mana 10', 'max-mana 6']));
    let s = started(['pack-rat', 'spark', 'spark', 'mend', 'mend', 'glass-brute'], ['pack-rat', 'spark', 'spark', 'mend', 'mend', 'mend'], rules);
    s = step(withMana(s, 'A', 6), playOf(s, 'glass-brute', { slot: 0 }));
    s = endTurn(endTurn(s));
    const brute = onField(s, 'A', 'glass-brute');
    const r = act(s, { type: 'attack', player: 'A', attacker: brute, defender: { kind: 'player', player: 'B' } });
    expect(r.log).toContain("Glass Brute (power 8) attacks B: player-damage = 8 + 6 - 6 + 1 = 9; B's health 30 → 21");
  });

  it('lets monsters attack at once and twice a turn with attack-delay 0 and attacks-per-monster 2', () => {
    const rules = rulesOf(edited(['attack-delay 1', 'attack-delay 0'], ['attacks-per-monster 1', 'attacks-per-monster 2']));
    let s = started(['glass-brute', 'spark', 'spark', 'mend', 'mend', 'pack-rat'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], rules);
    s = step(withMana(s, 'A', 6), playOf(s, 'glass-brute', { slot: 0 }));
    const brute = onField(s, 'A', 'glass-brute');
    const hit = { type: 'attack', player: 'A', attacker: brute, defender: { kind: 'player', player: 'B' } } as const;
    s = step(step(s, hit), hit);
    // Two attacks of power 8 on the turn it was summoned: 30 − 16 = 14.
    expect(s.players.B.health).toBe(14);
    expect(engine.explainIllegal(s, hit)).toBe('Glass Brute has already attacked 2 times this turn (2 attacks per monster per turn)');
  });

  it('with attack-delay 2 a monster summoned in turn 1 waits through its controller’s turn 3 and attacks in turn 5', () => {
    const rules = rulesOf(edited(['attack-delay 1', 'attack-delay 2']));
    let s = started(['pack-rat', 'spark', 'spark', 'mend', 'mend', 'bog-toad'], ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat'], rules);
    s = step(s, playOf(s, 'pack-rat', { slot: 0 }));
    const rat = onField(s, 'A', 'pack-rat');
    const hit = { type: 'attack', player: 'A', attacker: rat, defender: { kind: 'player', player: 'B' } } as const;
    s = endTurn(endTurn(s));
    expect(s.turn).toMatchObject({ number: 3, player: 'A' });
    expect(engine.explainIllegal(s, hit)).toBe("Pack Rat cannot attack until 2 of A's turns have started since it was summoned");
    s = endTurn(endTurn(s));
    expect(s.turn).toMatchObject({ number: 5, player: 'A' });
    expect(engine.explainIllegal(s, hit)).toBeNull();
  });

  it('the mulligan limit and the draws per turn are the ruleset’s', () => {
    const rules = rulesOf(edited(['mulligan-limit 3', 'mulligan-limit 1'], ['draws-per-turn 1', 'draws-per-turn 2'], ['opening-hand 5', 'opening-hand 4']));
    const top = ['spark', 'spark', 'mend', 'mend', 'pack-rat', 'pack-rat', 'bog-toad'];
    const m = newMatch(top, top, { firstPlayer: 'A', rules });
    // Keep, or put back one of the 4 cards: 1 + 4 choices.
    expect(engine.legalActions(m, 'A')).toHaveLength(5);
    const [c1, c2] = m.players.A.hand;
    expect(engine.explainIllegal(m, { type: 'mulligan', player: 'A', putBack: [c1 as string, c2 as string] })).toBe('A may put back at most 1 card; 2 are named');
    // Both keep; A's first turn draws 2: 4 + 2 = 6 cards, B still 4.
    const s = started(top, top, rules);
    expect(s.players.A.hand).toHaveLength(6);
    expect(s.players.B.hand).toHaveLength(4);
  });
});

describe('the simulator under changed rules', () => {
  it('plays 40 random games by a very different ruleset with every check on: all finish, no violation', () => {
    const rules = rulesOf(
      edited(
        ['start-health 30', 'start-health 12'],
        ['battlefield-size 5', 'battlefield-size 2'],
        ['max-mana 10', 'max-mana 4'],
        ['mulligan-limit 3', 'mulligan-limit 5'],
        ['draws-per-turn 1', 'draws-per-turn 2'],
        ['attacks-per-monster 1', 'attacks-per-monster 2'],
        ['attack-delay 1', 'attack-delay 0'],
        ['fatigue-damage(n) = n', 'fatigue-damage(n) = n * 2'],
        // Two ways to win, one of which no damage reaches: the invariants check after every action that
        // nobody meets either while the game goes on.
        ['win when opponent.health <= 0', 'win when opponent.health <= 3\n  win when you.graveyard >= 9'],
      ),
    );
    const changed = new Engine(manaDuel(rules));
    const violations: string[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const r = playGame(changed, SIM_DECKS, seed, { maxActions: 3000, check: true });
      violations.push(...r.violations.map((v) => `seed ${seed}: ${v}`));
      if (r.winner === null) violations.push(`seed ${seed}: unfinished`);
    }
    expect(violations).toEqual([]);
  });
});

describe('the win condition is the ruleset’s', () => {
  const sparks = ['spark', 'spark', 'spark', 'mend', 'pack-rat', 'pack-rat'];
  const sparkAt = (s: ManaState, player: 'A' | 'B') => playOf(s, 'spark', { target: { kind: 'player', player } });
  const sparkB = (s: ManaState) => step(s, sparkAt(s, 'B'));

  it('win when opponent.health <= 25: A wins the moment B goes from 27 to 25, and the reason says whose health it read', () => {
    const rules = rulesOf(edited(['win when opponent.health <= 0', 'win when opponent.health <= 25']));
    let s = withHealth(withMana(started(sparks, sparks, rules), 'A', 6), 'B', 29);
    s = sparkB(s);
    // 29 − 2 = 27: above 25, the game goes on.
    expect(s.players.B.health).toBe(27);
    expect(s.winner).toBeNull();
    const r = act(s, sparkAt(s, 'B'));
    expect(r.state.players.B.health).toBe(25);
    expect(r.state.winner).toBe('A');
    expect(r.log.at(-1)).toBe("A wins: opponent.health <= 25 (player B's health is 25)");
    expect(engine.legalActions(r.state, 'A')).toEqual([]);
  });

  it('a line that reads what no damage changes: two spells in the graveyard win, checked after the action', () => {
    const rules = rulesOf(edited(['win when opponent.health <= 0', 'win when opponent.health <= 0\n  win when you.graveyard >= 2']));
    let s = withMana(started(sparks, sparks, rules), 'A', 6);
    s = sparkB(s);
    expect(s.players.A.graveyard).toHaveLength(1);
    expect(s.winner).toBeNull();
    const r = act(s, sparkAt(s, 'B'));
    // B is at 30 − 2 − 2 = 26: the first line does not hold, the second does.
    expect(r.state.players.B.health).toBe(26);
    expect(r.state.winner).toBe('A');
    expect(r.log.at(-1)).toBe("A wins: you.graveyard >= 2 (player A's graveyard is 2)");
  });

  it('with the seed’s line, B at 2 health loses to a Spark: the seed’s rule is still the rule', () => {
    const s = withHealth(withMana(started(sparks, sparks, SEED_RULES), 'A', 6), 'B', 2);
    const r = act(s, sparkAt(s, 'B'));
    expect(r.state.winner).toBe('A');
    expect(r.log.at(-1)).toBe("A wins: opponent.health <= 0 (player B's health is 0)");
  });

  it('both players meeting a line at once: the player whose turn it is wins (rule decision)', () => {
    const both = rulesOf(edited(['win when opponent.health <= 0', 'win when you.health <= 28']));
    // Both at 28 before A's action: the check after it finds both; it is A's turn.
    const s = withHealth(withHealth(withMana(started(sparks, sparks, both), 'A', 6), 'A', 29), 'B', 28);
    expect(s.turn.player).toBe('A');
    const r = act(s, sparkAt(s, 'A'));
    expect(r.state.players.A.health).toBe(27);
    expect(r.state.winner).toBe('A');
  });

  it('no win line, or one naming what the game does not know: reported, and the seed’s line stands in', () => {
    const none = read(edited([/\n\s*win when opponent.health <= 0/, '']));
    expect(none.problems).toEqual(["the ruleset has no `win when` line; the mana duel needs one (the seed's `win when opponent.health <= 0` stands in)"]);
    expect(none.rules.win).toEqual([SEED_WIN]);
    const text = edited(['win when opponent.health <= 0', 'win when opponent.luck <= 0']);
    const line = text.split('\n').findIndex((l) => l.includes('opponent.luck')) + 1;
    const unknown = read(text);
    expect(unknown.problems).toEqual([`\`win when opponent.luck <= 0\` (line ${line}) cannot be evaluated: player B has no property "luck" (line ${line})`, "no `win when` line can be read (the seed's `win when opponent.health <= 0` stands in)"]);
    expect(unknown.rules.win).toEqual([SEED_WIN]);
  });
});

describe('problems are reported in words', () => {
  it('a missing setting: the seed value stands in', () => {
    const r = read(edited([/\n\s*draws-per-turn 1/, '']));
    expect(r.problems).toEqual(["the setting \"draws-per-turn\" is missing; the mana duel needs it (the seed's value is 1)"]);
    expect(r.rules.drawsPerTurn).toBe(1);
  });

  it('a setting that is not a number, not whole, or out of range', () => {
    const line = (name: string, text: string) => text.split('\n').findIndex((l) => l.trim().startsWith(name)) + 1;
    const text = edited(['max-mana 10', 'max-mana plenty'], ['opening-hand 5', 'opening-hand 2.5'], ['battlefield-size 5', 'battlefield-size 0'], ['mana-per-turn 1', 'mana-per-turn -1']);
    const r = read(text);
    expect(r.problems).toEqual([
      `the setting "max-mana" (line ${line('max-mana', text)}) must be a number`,
      'the setting "opening-hand" must be a whole number (it is 2.5)',
      'the setting "mana-per-turn" must not be negative (it is -1)',
      'the setting "battlefield-size" must be at least 1 (it is 0)',
    ]);
    expect(r.rules).toMatchObject({ maxMana: 10, openingHand: 5, battlefieldSize: 5, manaPerTurn: 1 });
  });

  it('a missing formula, one with the wrong parameters, one naming something unknown: the seed formula stands in', () => {
    const text = edited([/\n\s*player-damage\(power\) = max\(0, power\)/, ''], ['fatigue-damage(n) = n', 'fatigue-damage(n, m) = n'], ['recoil-damage(power, toughness) = max(0, toughness - power)', 'recoil-damage(power, toughness) = grit - power']);
    const recoilLine = text.split('\n').findIndex((l) => l.includes('grit - power')) + 1;
    const fatigueLine = text.split('\n').findIndex((l) => l.includes('fatigue-damage(n, m)')) + 1;
    const r = read(text);
    expect(r.problems).toEqual([
      'the formula player-damage(power) is missing; the mana duel needs it',
      `the formula fatigue-damage (line ${fatigueLine}) must take 1 parameter, as in fatigue-damage(n); it takes 2`,
      `the formula recoil-damage (line ${recoilLine}) cannot be evaluated: unknown name "grit" (line ${recoilLine})`,
    ]);
    // The stand-ins play the seed's rules: power 2 against toughness 6 recoils 4.
    const { s, a, b } = duel(r.rules, 'bog-toad', 'iron-wall');
    expect(monster(attackMonster(s, a, b).state, a).health).toBe(5);
  });

  it('a formula that calls itself without end is reported, not run', () => {
    const text = edited(['fatigue-damage(n) = n', 'fatigue-damage(n) = fatigue-damage(n) + 1']);
    const line = text.split('\n').findIndex((l) => l.includes('fatigue-damage(n) = fatigue-damage')) + 1;
    const r = read(text);
    expect(r.problems).toEqual([`the formula fatigue-damage (line ${line}) cannot be evaluated: it calls itself without end`]);
    expect(r.rules.formulas.find((f) => f.name.text === 'fatigue-damage')).toBe(DEFAULT_RULES.formulas[3]);
  });

  it('DEFAULT_RULES are the ruleset’s rules: the same numbers, and formulas that agree on every power and toughness 0–12', () => {
    const { formulas: _seedFormulas, win: seedWin, ...seed } = SEED_RULES;
    const { formulas: _defaultFormulas, win: defaultWin, ...defaults } = DEFAULT_RULES;
    expect(defaults).toEqual(seed);
    expect(defaultWin.map((c) => printCondition(c))).toEqual(seedWin.map((c) => printCondition(c)));
    const value = (rules: ManaRules, fn: string, args: number[]) => {
      const world = manaWorld(rules, null);
      const def = world.formula(fn);
      if (!def) throw new Error(`no ${fn}`);
      return callFormula(def, args, { world, locals: {}, params: {}, subject: null, controller: 'A' });
    };
    for (let power = 0; power <= 12; power++) {
      expect(value(DEFAULT_RULES, 'player-damage', [power])).toBe(power);
      expect(value(SEED_RULES, 'player-damage', [power])).toBe(power);
      expect(value(SEED_RULES, 'fatigue-damage', [power])).toBe(value(DEFAULT_RULES, 'fatigue-damage', [power]));
      for (let toughness = 0; toughness <= 12; toughness++) {
        const args = [power, toughness];
        expect(value(DEFAULT_RULES, 'attack-damage', args)).toBe(Math.max(0, power - toughness));
        expect(value(SEED_RULES, 'attack-damage', args)).toBe(Math.max(0, power - toughness));
        expect(value(DEFAULT_RULES, 'recoil-damage', args)).toBe(Math.max(0, toughness - power));
        expect(value(SEED_RULES, 'recoil-damage', args)).toBe(Math.max(0, toughness - power));
      }
    }
  });
});
