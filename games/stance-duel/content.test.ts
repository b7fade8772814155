/**
 * content/stance-duel as the game reads it: 24 cards and 4 decks with no problem, every scenario passing
 * through the game registry (as `cardsmith scenario run` runs them), every card in at least one scenario,
 * and what the content reader refuses, with its reason.
 */
import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import { rulesText } from '../../dsl/rules-text/rules-text';
import { describeProblem } from '../content-reader';
import { hostedGame } from '../registry';
import { stanceContent } from './content';
import { contentDecls } from './test-content';

const decls = contentDecls();
const read = stanceContent(decls);

describe('the stance duel content', () => {
  it('reads 8 fighters, 16 gear and technique cards and 4 decks of one fighter and three kit cards', () => {
    expect(read.problems).toEqual([]);
    expect(read.cards.filter((c) => c.type === 'fighter')).toHaveLength(8);
    expect(read.cards.filter((c) => c.type !== 'fighter')).toHaveLength(16);
    expect(read.decks.map((d) => d.name).sort()).toEqual(['Counterpoint', 'Iron Wall', 'Quicksilver', 'Red Fury']);
    for (const { deck } of read.decks) expect(deck.kit).toHaveLength(3);
  });

  it('passes every scenario through the game registry', () => {
    const opened = hostedGame('stance-duel')?.open(decls);
    if (!opened) throw new Error('the stance duel is not registered');
    expect(opened.problems).toEqual([]);
    const scenarios = decls.filter((d) => d.kind === 'Scenario');
    expect(scenarios.length).toBeGreaterThanOrEqual(48);
    for (const sc of scenarios) {
      const result = opened.runScenario(sc);
      expect({ name: result.name, failures: result.failures }).toEqual({ name: result.name, failures: [] });
    }
  });

  it('names every card in at least one scenario', () => {
    const named = new Set<string>();
    for (const d of decls) if (d.kind === 'Scenario') for (const p of d.players) for (const z of p.zones) for (const c of z.cards) named.add(c.text);
    expect(read.cards.map((c) => c.name).filter((n) => !named.has(n))).toEqual([]);
  });

  it('reads a card as stat changes and setting replacements with their conditions', () => {
    const axe = read.cards.find((c) => c.name === 'Bloodletter Axe');
    expect(axe).toMatchObject({ type: 'gear', modifiers: [{ kind: 'stat', whose: 'you', stat: 'ATK', delta: 2 }, { kind: 'stat', whose: 'you', stat: 'CC', delta: 2, condition: { kind: 'Compare' } }] });
    expect(read.cards.find((c) => c.name === 'Unbreakable')).toMatchObject({ modifiers: [{ kind: 'setting', whose: 'opponent', setting: 'AD-CAP' }] });
  });

  it('prints conditions on a player as a card would say them ("your stance", not "you\'s stance")', () => {
    const text = (name: string) => {
      const d = decls.find((x) => x.kind === 'GameCard' && x.name.text === name);
      if (d?.kind !== 'GameCard') throw new Error(`no card ${name}`);
      return rulesText(d);
    };
    expect(text('Shield Wall')).toContain('While your stance is Defend: your BBR is BBR + 0.1.');
    expect(text('Iron Will')).toContain("While your damage is more than your opponent's damage:");
  });

  it('refuses what the stance duel does not play, with the reason and position', () => {
    const bad = stanceContent(
      parse(`fighter F { stats { AGI 1 ATK 1 } }
gear G { your fighter gets ATK +1.5 }
technique T { your hand-limit is 3 }
gear H { when this is defeated: you gain 1 wins }
deck D { main { 1 "G" } }`).document.decls,
    );
    // The card is kept apart from the message (the editor shows the message on the card); a list of the game's problems prints both.
    expect(bad.problems.map((p) => `${p.range.start.line} ${p.card ?? '-'} ${p.message}`)).toEqual([
      '1 F a fighter needs all seven stats (`stats { AGI 1 ATK 2 DEF 1 CC 0 CD 0 BC 1 BR 0 }`); DEF is missing',
      '2 G the stance duel takes a whole number here',
      '3 T "hand-limit" is not a setting the stance duel reads',
      '4 H the stance duel has no triggered abilities: write `while <condition>: …`',
      '5 - deck "D": "G" is not a stance duel card the engine can play',
    ]);
    expect(bad.problems.slice(1, 2).map(describeProblem)).toEqual(['2:33 G: the stance duel takes a whole number here']);
  });
});
