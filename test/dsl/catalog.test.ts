import { describe, expect, it } from 'vitest';
import { DocumentSchema } from '../../dsl/ast-schema';
import { sameAst } from '../../dsl/ast-compare';
import { format } from '../../dsl/format/format';
import { parse } from '../../dsl/parse';
import { catalog } from './catalog';

/** Every `kind` the AST can hold; the catalog must produce each one at least once. */
const allKinds = [
  'Name', 'Number', 'Percent', 'Ref', 'Binary', 'Unary', 'Call', 'If', 'Compare', 'And', 'Or', 'Not', 'Is', 'Exists', 'Outcome',
  'Selector', 'Role', 'Species', 'Tier', 'CardType', 'Named', 'Within', 'Adjacent', 'Territory', 'OnSpaces', 'Empty',
  'CompletedQuest', 'Status', 'OtherThan', 'Where', 'Binding', 'Duration', 'AlwaysHits', 'StandardHit', 'HitFormula', 'NoCrit',
  'StandardCrit', 'CritFormula', 'DamageSpec', 'Damage', 'Heal', 'Modify', 'Replace', 'ChangePosition', 'Move', 'Draw', 'Search',
  'AddCard', 'LevelUp', 'SetLevel', 'ChangeRole', 'Destroy', 'Return', 'GainVP', 'CancelEvent', 'Rider', 'Grant', 'Choose',
  'ForEach', 'May', 'AllowAdvance', 'Discard', 'Shuffle', 'SummonNamed', 'Trigger', 'This', 'Triggered', 'Continuous', 'Aura',
  'RuleOverride', 'ReplaceAura', 'DamageReduction', 'Param', 'StatValue', 'StatRange', 'GrowthValue', 'StatModifier', 'Card', 'RoleChange',
  'NamedSummon', 'Setting', 'FormulaDef', 'StatusDef', 'DamageTypeDef', 'Elements', 'Ruleset', 'Species', 'Growth', 'Rarity',
  'Pack', 'DeckSlot', 'Deck', 'ScenarioUnit', 'ScenarioPlayer', 'ScenarioAction', 'Space', 'ScenarioRolls', 'ScenarioExpect',
  'ScenarioComment', 'ExpectCompare', 'ExpectAt', 'ExpectInZone', 'ExpectStatus', 'ExpectLog', 'ExpectDefeated', 'ExpectWinner',
  'Scenario', 'Document',
];

function kindsIn(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) kindsIn(v, out);
  else if (value !== null && typeof value === 'object') {
    const kind = (value as { kind?: unknown }).kind;
    if (typeof kind === 'string') out.add(kind);
    for (const v of Object.values(value)) kindsIn(v, out);
  }
  return out;
}

describe('construct catalog', () => {
  for (const [name, text] of Object.entries(catalog)) {
    it(`${name}: parses cleanly, matches the AST schema, formats idempotently and round-trips`, () => {
      const first = parse(text);
      expect(first.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`)).toEqual([]);
      expect(DocumentSchema.safeParse(first.document).success).toBe(true);
      const formatted = format(text);
      expect(formatted.errors).toEqual([]);
      expect(sameAst(parse(formatted.text).document, first.document)).toBe(true);
      expect(format(formatted.text).text).toBe(formatted.text);
    });
  }

  it('covers every kind of AST node', () => {
    const seen = new Set<string>();
    for (const text of Object.values(catalog)) kindsIn(parse(text).document, seen);
    expect(allKinds.filter((k) => !seen.has(k))).toEqual([]);
  });
});
