import { describe, expect, it } from 'vitest';
import type { RulesetDecl } from './ast';
import { parse } from './parse';
import { duelRuleset } from './testing/duel-fixture';
import { cardTypeOfNoun, vocabularyOf } from './vocabulary';

function ruleset(text: string): RulesetDecl {
  const result = parse(text);
  expect(result.diagnostics).toEqual([]);
  const decl = result.document.decls[0];
  if (decl?.kind !== 'Ruleset') throw new Error('expected a ruleset');
  return decl;
}

describe('a ruleset declares its game vocabulary', () => {
  it('reads every declaration of the duel ruleset', () => {
    const r = ruleset(duelRuleset.text);
    expect(r.game?.text).toBe('mana-duel');
    expect(r.cardTypes?.map((n) => n.text)).toEqual(['monster', 'spell', 'equipment']);
    expect(r.stats.map((n) => n.text)).toEqual(['power', 'toughness', 'health']);
    expect(r.properties?.map((n) => n.text)).toEqual(['mana']);
    expect(r.playerStats?.map((n) => n.text)).toEqual(['health', 'mana']);
    expect(r.zones?.map((z) => [z.name.text, z.visibility, z.capacity ?? null, z.holds.map((h) => h.text)])).toEqual([
      ['deck', 'hidden', null, []],
      ['hand', 'private', null, []],
      ['battlefield', 'public', 5, ['monster']],
      ['graveyard', 'public', null, []],
    ]);
    expect(r.phases?.map((n) => n.text)).toEqual(['draw', 'main', 'end']);
    expect(r.speeds?.map((n) => n.text)).toEqual(['main']);
    expect(r.deckRules).toMatchObject({ minCards: 4, maxCards: 4, copies: 2 });
    expect(r.winConditions?.[0]?.kind).toBe('Compare');
    // No board: the AST keeps 0 x 0 and 0 territory rows.
    expect([r.board.width, r.board.height, r.territoryRows]).toEqual([0, 0, 0]);
  });

  it('reads `at least` deck sizes without an upper bound', () => {
    const r = ruleset('ruleset R { deck at least 40 cards }');
    expect(r.deckRules?.minCards).toBe(40);
    expect(r.deckRules?.maxCards).toBeUndefined();
  });

  it('reports a zone visibility it does not know', () => {
    const result = parse('ruleset R { zones { hand secret } }');
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([['L0013', 'A zone is `hidden`, `private` or `public`, not `secret`']]);
  });

  it('gives a ruleset without `game` Summoner\'s Grid\'s words for what it does not declare, and another game only its own', () => {
    const old = vocabularyOf(ruleset('ruleset Old { stats STR board 2 x 2 territory 1 rows }'));
    expect(old.game).toBe('summoners-grid');
    expect(old.zones.map((z) => z.name.text)).toContain('main-deck');
    expect(old.phases).toEqual(['draw', 'level', 'action', 'end']);
    expect(old.builtinUnitProperties.MV).toBe('number');
    expect(old.hasBoard).toBe(true);
    const duel = vocabularyOf(ruleset(duelRuleset.text));
    expect(duel.zones.map((z) => z.name.text)).toEqual(['deck', 'hand', 'battlefield', 'graveyard']);
    expect(duel.builtinUnitProperties).toEqual({ controller: 'player' });
    expect(duel.inPlayTypes).toEqual(['monster']);
    expect(duel.hasBoard).toBe(false);
  });

  it('reads a declared card type in the singular and the plural', () => {
    const duel = vocabularyOf(ruleset(duelRuleset.text));
    expect(cardTypeOfNoun(duel, 'monster')).toBe('monster');
    expect(cardTypeOfNoun(duel, 'monsters')).toBe('monster');
    expect(cardTypeOfNoun(duel, 'summon')).toBeUndefined();
  });
});
