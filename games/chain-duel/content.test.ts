import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import type { RulesetDecl } from '../../dsl/ast';
import { moveKind, statText } from './cards';
import { chainContent } from './content';
import { deckProblems } from './deck';
import { DEFAULT_RULES, rulesFromRuleset } from './rules';
import { CONTENT, RULES } from './test-content';

const card = (name: string) => CONTENT.cards.find((c) => c.name === name);

describe('the chain duel read from content/chain-duel', () => {
  it('translates every card and deck with no problem: 4 monsters, 41 moves, 4 legal decks', () => {
    expect(CONTENT.problems).toEqual([]);
    expect(CONTENT.cards.filter((c) => c.type === 'monster')).toHaveLength(4);
    expect(CONTENT.cards.filter((c) => c.type === 'move')).toHaveLength(41);
    expect(CONTENT.decks).toHaveLength(4);
    for (const { name, deck } of CONTENT.decks) {
      expect(deckProblems(deck, RULES.deck), name).toEqual([]);
      expect(deck.cards).toHaveLength(21);
    }
  });

  it('reads the ruleset: settings and the damage formula', () => {
    // `deck exactly 21 cards, at most 3 copies`: one monster and 20 moves (the seed), 3 copies (decision 7).
    expect(RULES.deck).toEqual({ minCards: 21, maxCards: 21, copies: 3 });
    expect(RULES.openingHand).toBe(5);
    expect(RULES.drawsPerTurn).toBe(2);
    expect(RULES.handLimit).toBe(7);
    expect(RULES.damage.params.map((p) => p.text)).toEqual(['atk', 'def']);
  });

  it('reads ATK and DEF in their three forms, and traits', () => {
    // move "Flame Fang" { atk 3  def none  traits fire }
    expect(card('Flame Fang')).toMatchObject({ atk: { kind: 'initial', value: 3 }, def: { kind: 'none' }, traits: ['fire'] });
    // move "Reckless Charge" { atk plus(3)  def minus(2)  traits none }
    expect(card('Reckless Charge')).toMatchObject({ atk: { kind: 'additional', value: 3 }, def: { kind: 'additional', value: -2 }, traits: [] });
    expect(card('Ember Drake')).toMatchObject({ type: 'monster', hp: 7, atk: { kind: 'initial', value: 3 }, def: { kind: 'initial', value: 2 }, traits: ['fire', 'wing'] });
    const fang = card('Flame Fang');
    const charge = card('Reckless Charge');
    const taunt = card('Taunt');
    const parry = card('Claw Parry');
    const guard = card('Steady Guard');
    if (!fang || !charge || !taunt || !parry || !guard) throw new Error('missing cards');
    expect([moveKind(fang), moveKind(guard), moveKind(parry), moveKind(taunt)]).toEqual(['offensive', 'defensive', 'dual', 'special']);
    expect([statText(fang.atk), statText(fang.def), statText(charge.atk), statText(charge.def)]).toEqual(['3', '~', '+3', '−2']);
  });

  it('reads Play, Field and Passive effects', () => {
    // effect { draw 1 card }  when this enters play: you gain 1 atk
    expect(card('Rally')).toMatchObject({ play: [{ do: 'draw', who: 'you', amount: 1 }], field: [{ do: 'gain', who: 'you', stat: 'atk', amount: 1 }] });
    // effect { opponent loses 2 def }
    expect(card('Bleed')?.play).toEqual([{ do: 'gain', who: 'opponent', stat: 'def', amount: -2 }]);
    expect(card('Riptide')?.play).toEqual([{ do: 'discard', who: 'opponent', amount: 1 }]);
    expect(card('Scorch')?.play).toEqual([{ do: 'deal', who: 'opponent', amount: 1 }]);
    expect(card('Overreach')?.play).toEqual([{ do: 'deal', who: 'you', amount: 1 }]);
    expect(card('Stone Golem')?.passive).toEqual([{ kind: 'stat', stat: 'def', amount: 1 }]);
    expect(card('Storm Roc')?.passive).toEqual([{ kind: 'hand-limit', value: 8 }]);
  });

  it('reports a card it cannot play with its position, and keeps the others', () => {
    const source = ['move "Odd" {', '  atk 1 + 2', '  def none', '  traits none', '}', 'move "Fine" {', '  atk 1', '  def none', '  traits none', '}'].join('\n');
    const content = chainContent(parse(source).document.decls);
    expect(content.cards.map((c) => c.name)).toEqual(['Fine']);
    expect(content.problems).toHaveLength(1);
    expect(content.problems[0]?.message).toContain("the seed's `~`");
    expect(content.problems[0]?.range.start.line).toBe(2);
  });

  it('reports a missing or broken setting and formula, and plays by the defaults', () => {
    const ruleset = parse('ruleset "X" {\n  game chain-duel\n  settings {\n    opening-hand 5\n    draws-per-turn 2.5\n  }\n}').document.decls[0] as RulesetDecl;
    const { rules, problems } = rulesFromRuleset(ruleset);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('draws-per-turn');
    expect(problems.join('\n')).toContain('hand-limit');
    expect(problems.join('\n')).toContain('damage(atk, def)');
    expect(rules.drawsPerTurn).toBe(DEFAULT_RULES.drawsPerTurn);
  });
});

describe("a chain duel deck by its ruleset's deck rules", () => {
  const deck = CONTENT.decks[0]!.deck;
  const monster = deck.pool.find((c) => c.type === 'monster')!.id;
  const moves = deck.cards.filter((id) => id !== monster);

  it('is checked by the size and copies the ruleset states, and always needs its one monster', () => {
    const shorter = { ...deck, cards: [monster, ...moves.slice(0, 14)] };
    expect(deckProblems(shorter, { minCards: 15, maxCards: 15, copies: 3 })).toEqual([]);
    expect(deckProblems(shorter, RULES.deck)).toEqual(['The deck has 15 cards; it needs exactly 21 (add 6)']);
    expect(deckProblems({ ...shorter, cards: moves.slice(0, 15) }, { minCards: 15, maxCards: 15 })).toEqual(['a deck has exactly one monster; this one has 0']);
  });
});
