/** The plain-damage module, through every stage of the language and the mana duel's content reader. */
import { describe, expect, it } from 'vitest';
import type { GameCard } from '../../../../dsl/ast';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { nameUses } from '../../../../dsl/language-service/name-index';
import { parse } from '../../../../dsl/parse';
import { Project } from '../../../../dsl/project';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { duelProbe, duelProject } from '../../../../dsl/testing/duel-fixture';
import { manaContent } from '../../content';

const burn = 'spell Burn { mana 1 target: enemy monster effect { deal 2 + this.mana damage to target as hit1 deal hit1.damage damage to opponent } }';

function spell(text: string): GameCard {
  const result = parse(text);
  expect(result.diagnostics).toEqual([]);
  const decl = result.document.decls[0];
  if (decl?.kind !== 'GameCard') throw new Error('expected a card');
  return decl;
}

function problems(text: string): string[] {
  const project = duelProject([{ path: duelProbe, text }]);
  return project.diagnostics(duelProbe).map((d) => `${d.code} ${d.message}`);
}

describe('the plain-damage effect module (`deal N damage to X`)', () => {
  it('parses into a Deal step with its amount, target and label', () => {
    const [first, second] = spell(burn).effect;
    expect(first).toMatchObject({
      kind: 'Deal',
      amount: { kind: 'Binary', op: '+', left: { kind: 'Number', value: 2 }, right: { kind: 'Ref', path: [{ text: 'this' }, { text: 'mana' }] } },
      target: { kind: 'Ref', path: [{ text: 'target' }] },
      label: { text: 'hit1' },
    });
    expect(second).toMatchObject({ kind: 'Deal', amount: { kind: 'Ref', path: [{ text: 'hit1' }, { text: 'damage' }] }, target: { kind: 'Ref', path: [{ text: 'opponent' }] } });
    expect(second && 'label' in second).toBe(false);
  });

  it('matches the AST schema, which refuses a Deal without an amount', () => {
    const [first] = spell(burn).effect;
    expect(EffectSchema.safeParse(first).success).toBe(true);
    const broken: Record<string, unknown> = { ...first };
    delete broken.amount;
    expect(EffectSchema.safeParse(broken).success).toBe(false);
  });

  it('prints one step a line, the label on the next, and reads back the same tree', () => {
    const printed = format(burn).text;
    expect(printed).toContain('    deal 2 + this.mana damage to target\n      as hit1\n    deal hit1.damage damage to opponent\n');
    expect(format(printed).text).toBe(printed);
    expect(sameAst(parse(printed).document, parse(burn).document)).toBe(true);
  });

  it('reads as English in the rules text', () => {
    expect(rulesText(spell('spell Bolt { mana 1 target: enemy monster effect { deal 3 damage to target } }'))).toContain('Deal 3 damage to the target.');
  });

  it('checks its parts: a number of damage to a monster or a player', () => {
    expect(problems('spell S { mana 1 target: enemy monster effect { deal 3 damage to target } }')).toEqual([]);
    expect(problems('spell S { mana 1 effect { deal opponent damage to 3 } }')).toEqual([
      'L0201 Expected a number here, but `opponent` is a player',
      'L0201 Expected a monster or a player here, but `3` is a number',
    ]);
  });

  it('is a step only of the games that register it: Summoner\'s Grid refuses it, naming the game that has it and its own `deal` form', () => {
    const sg = new Project([
      { path: 'content/g/ruleset.smith', text: 'ruleset G { game summoners-grid stats STR board 4 x 4 territory 1 rows }' },
      { path: 'content/g/cards/action/a.smith', text: 'action A { t: enemy summon effect { deal 3 damage to t } }' },
    ]);
    expect(sg.diagnostics('content/g/cards/action/a.smith').map((d) => `${d.code} ${d.message}`)).toEqual([
      "L0119 summoners-grid has no step `deal 3 damage to target`: it is a step of chain-duel, mana-duel; summoners-grid's own `deal` step reads `deal TYPE [ELEMENT] damage = FORMULA to TARGET [OPTIONS]`",
    ]);
  });

  it('gives its label to hover and go-to-definition as a label', () => {
    const doc = parse(burn).document;
    const labels = nameUses(doc).filter((u) => u.name.text === 'hit1').map((u) => u.role);
    expect(labels).toContain('label');
  });

  it('runs in the mana duel as its damage step, to the target or a player', () => {
    const read = manaContent(parse('spell Bolt { mana 1 target: enemy monster effect { deal 3 damage to target deal 1 damage to opponent } }').document.decls);
    expect(read.problems).toEqual([]);
    expect(read.cards[0]?.onPlay).toEqual([
      { do: 'damage', amount: 3, to: 'target' },
      { do: 'damage', amount: 1, to: 'opponent' },
    ]);
  });

  it('refuses an amount the mana duel cannot play, with the step\'s position', () => {
    const read = manaContent(parse('spell Bolt { mana 1 effect {\n deal this.mana damage to opponent } }').document.decls);
    expect(read.problems).toMatchObject([{ card: 'Bolt', message: 'the mana duel takes a whole number here', range: { start: { line: 2 } } }]);
  });
});

