/** Rules text generated from the Summoner's Grid cards reads like the cards of the play example. */
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../dsl/load-dir';
import { rulesText } from '../../dsl/rules-text/rules-text';
import { textCommand } from '../../scripts/commands/text';
import { exprText } from '../../dsl/rules-text/text-expr';
import { numberNode, refNode } from '../../dsl/synthetic-ast';
import { vi } from 'vitest';

const project = await loadProject(['content']);
const table = project.symbols('summoners-grid');
const text = (name: string): string => {
  const entry = table.resolveCard(name);
  if (!entry) throw new Error(`no card ${name}`);
  return rulesText(entry.decl);
};

describe('rules text', () => {
  it('Blast Bolt: type, attribute, choices, attack with its numbers, pile', () => {
    expect(text('Blast Bolt').split('\n')).toEqual([
      'Blast Bolt — Action · Fire',
      'The caster: a Magician-based summon you control.',
      'The target: an enemy summon within 6 spaces of the caster.',
      "Attack the target (to hit: 85 + the attacker's ACC ÷ 10) for magical damage equal to the caster's INT × (1 + 60 ÷ 100) × (the caster's INT ÷ the target's MDF); can crit (×1.5).",
      'Then put this card in your discard pile.',
    ]);
  });

  it('Ensnare: its own hit formula, the caster’s range and the on-hit immobilize with a save', () => {
    const t = text('Ensnare');
    expect(t).toContain("within the caster's attack range");
    expect(t).toContain("to hit: 75 + the caster's ACC ÷ 10 + the caster's LCK ÷ 10");
    expect(t).toContain("If it hits: The target is immobilized until the end of your opponent's next turn (30% chance to resist).");
  });

  it('Rush: doubled and halved modifiers with their durations', () => {
    expect(text('Rush')).toContain("The target's MV is doubled until end of turn. The target's DEF is halved (rounded down) until the end of your opponent's next turn.");
  });

  it('Graverobbing: trigger, cost, effect in that order', () => {
    expect(text('Graverobbing').split('\n').slice(1, 4)).toEqual([
      'When your opponent would gain VP (if that summon is one of your summons):',
      'Cost: You discard 1 card.',
      'Cancel that event.',
    ]);
  });

  it('Drain Touch: a labelled result reads as the damage dealt', () => {
    expect(text('Drain Touch')).toContain('If it hits: Heal the caster by the damage dealt × 0.5, rounded down.');
  });

  it('Dark Altar and Alrecht: triggered abilities and a named summon', () => {
    expect(text('Dark Altar')).toContain('At the end of your next turn: Destroy every summon on this building\'s spaces. Destroy this building. If anything was destroyed:');
    expect(text('Alrecht Barkstep, Scoutmaster')).toContain('The material: a tier 1 Scout-based summon you control that has completed a quest.');
  });

  it('a convergence advance: the `or` inside the `and` reads "either … or …", keeping the parentheses\' grouping', () => {
    expect(text('Oath of Dawn').split('\n')).toEqual([
      'Oath of Dawn — Advance · Light',
      'The target: a tier 2 summon you control whose level is at least 20 and either it is a Knight-based summon or it is a White Mage-based summon.',
      'The target becomes a Paladin.',
    ]);
  });

  it('summons and weapons show their numbers', () => {
    expect(text('Gignen Warrior')).toContain('STR 12 (+) · END 8 (_)');
    expect(text('Hunting Bow')).toContain('Basic attack: physical damage equal to (STR + ACC) ÷ 2 × (1 + 30 ÷ 100) × (STR ÷ the target\'s DEF).');
  });
});

describe('cardsmith text', () => {
  it('prints a card by id or name, and suggests a near miss', async () => {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
    expect(await textCommand.run(['rush'])).toBe(0);
    expect(out[0]).toMatch(/^Rush — Action/);
    expect(await textCommand.run(['Dual', 'Shot'])).toBe(0);
    expect(await textCommand.run(['Blast', 'Blot'])).toBe(1);
    expect(err.join('\n')).toContain('did you mean "Blast Bolt"');
    expect(await textCommand.run([])).toBe(2);
    vi.restoreAllMocks();
  });
});

describe('rules text of a half-typed card', () => {
  it('reads a parameter whose value names itself once, by its name, instead of recursing until the stack overflows', () => {
    // `def def none` in a chain duel move (a word typed twice) read as the property `def` with the value `def`;
    // hovering the card's name overflowed the stack. A value naming another parameter is still read out.
    const params = new Map([['def', refNode('def')], ['bonus', refNode('base')], ['base', numberNode(2)]]);
    const ctx = { params, self: 'this card', labels: new Set<string>() };
    expect(exprText(refNode('def'), ctx)).toBe('the def');
    expect(exprText(refNode('bonus'), ctx)).toBe('2');
  });
});
