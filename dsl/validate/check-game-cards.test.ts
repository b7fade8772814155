/** Validation against a declared vocabulary: the duel fixture game's words, and no other game's. */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics';
import { Project } from '../project';
import { duelProbe, duelProject } from '../testing/duel-fixture';

/**
 * The language's own findings on a probe card. The fixture plays as the mana duel, whose rules also refuse
 * what its engine cannot play (L0420, `games/card-rules.test.ts`): a formula where it takes a number, a
 * trigger it does not know. These tests are about the words, so they leave those out.
 */
function check(text: string, path = duelProbe): Diagnostic[] {
  return duelProject([{ path, text }]).diagnostics(path).filter((d) => d.code !== 'L0420');
}

const codes = (ds: Diagnostic[]): string[] => ds.map((d) => `${d.code} ${d.message}`);

describe('cards of declared types', () => {
  it('accepts the fixture cards', () => {
    const p = duelProject();
    expect(p.allDiagnostics().map((d) => `${d.path} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('reports an unknown stat with its position and the closest declared one', () => {
    const text = 'monster M {\n  mana 1\n  stats { power 1 tougness 1 health 1 }\n}\n';
    const [unknown, missing] = check(text, 'content/duel/cards/monster/m.smith');
    expect(unknown?.code).toBe('L0102');
    expect(unknown?.message).toBe('Unknown stat `tougness`; did you mean `toughness`?');
    expect(unknown?.range.start).toEqual({ offset: text.indexOf('tougness'), line: 3, column: 19 });
    expect(unknown?.fixes?.[0]?.edits[0]?.newText).toBe('toughness');
    expect(missing?.message).toBe('No toughness for this monster');
  });

  it('reports an unknown stat in a path, an unknown property and an unknown card type, with suggestions', () => {
    expect(codes(check('spell S { mana 1 target: enemy monster effect { target.powr +1 } }'))).toEqual(['L0102 Unknown stat `powr`; did you mean `power`?']);
    expect(codes(check('spell S { mana 1 manna 2 }'))).toEqual(['L0115 Unknown card property `manna`; did you mean `mana`?']);
    expect(codes(check('monstr S { mana 1 }'))).toEqual(['L0118 Unknown card type `monstr`; did you mean `monster`?']);
    expect(codes(check('spell S { mana 1 target: enemy monstr effect { destroy target } }'))).toEqual(['L0118 Unknown card type `monstr`; did you mean `monster`?']);
    expect(codes(check('spell S { mana 1 effect { you gain 2 helth } }'))).toEqual(['L0115 Players have no stat `helth`; did you mean `health`?']);
  });

  it('needs every declared property, and every stat on a type that sits in play; a spell has no stats', () => {
    expect(codes(check('spell S { }'))).toEqual(['L0405 A spell card needs its `mana`']);
    expect(codes(check('spell S { mana 1 stats { power 1 } }'))).toEqual(['L0404 A spell card does not stay in play, so it has no stats']);
  });

  it('never lets Summoner\'s Grid\'s words into this game', () => {
    expect(codes(check('spell S { mana 1 target: enemy summon effect { destroy target } }'))).toEqual([
      'L0118 `summon` is a word of Summoner\'s Grid; this game\'s card types are `monster`, `spell`, `equipment`',
    ]);
    expect(codes(check('spell S { mana 1 target: enemy monster effect { target.MV +1 target.level +1 } }'))).toEqual([
      'L0102 Unknown stat `MV`',
      'L0102 Unknown stat `level`',
    ]);
    expect(codes(check('spell S { mana 1 target: enemy monster effect { draw target.STR cards } }'))).toEqual([
      'L0102 Unknown stat or property `STR`',
    ]);
    expect(codes(check('action A { }', 'content/duel/cards/action/a.smith'))).toEqual(['L0118 `action` is a card type of Summoner\'s Grid, not of this game']);
    expect(codes(check('spell S { mana 1 effect { shuffle main-deck } }'))).toEqual(['L0112 Unknown zone `main-deck`']);
    expect(codes(check('spell S { mana 1 at start of your level phase: draw 1 card }'))).toEqual(['L0114 Unknown phase `level`']);
  });

  it('types a monster choice as a thing with the declared stats and properties, a player\'s stats by declaration', () => {
    expect(codes(check('spell S { mana 1 target: any monster effect { deal target.power + target.mana damage to opponent } requires opponent.health > 3 }'))).toEqual([]);
  });

  it('keeps Summoner\'s Grid\'s plain-damage rule: typed damage there, plain damage here', () => {
    const sg = new Project([
      { path: 'content/g/ruleset.smith', text: 'ruleset G { stats STR board 4 x 4 territory 1 rows }' },
      { path: 'content/g/cards/action/a.smith', text: 'action A { t: enemy summon effect { deal 3 damage to t } }' },
    ]);
    expect(sg.diagnostics('content/g/cards/action/a.smith').map((d) => d.code)).toEqual(['L0119']);
  });
});

describe('decks of a game with deck rules', () => {
  const deck = (main: string): string[] => codes(check(`deck D { main { ${main} } }`, 'content/duel/decks/d.smith'));

  it('accepts a deck of exactly the declared size within the copy limit', () => {
    expect(deck('2 Whelp 2 Bolt')).toEqual([]);
  });

  it('reports the size, the copies and summon slots', () => {
    expect(deck('2 Whelp 1 Bolt')).toEqual(['L0418 The deck has 3 cards; it needs exactly 4 (add 1)']);
    expect(deck('3 Whelp 1 Bolt')).toEqual(['L0418 3 copies of "Whelp": a deck holds at most 2']);
    expect(codes(check('deck D { slot Whelp as Bolt main { 2 Whelp 2 Bolt } }', 'content/duel/decks/d.smith'))).toEqual([
      'L0414 Summon slots belong to Summoner\'s Grid decks; list every card under `main`',
    ]);
  });
});

describe('the ruleset', () => {
  it('reports a zone holding an undeclared card type and a name declared twice', () => {
    const p = new Project([{ path: 'content/x/ruleset.smith', text: 'ruleset X { game x card-types unit, unit zones { field public holds units } }' }]);
    expect(p.diagnostics('content/x/ruleset.smith').map((d) => `${d.code} ${d.message}`)).toEqual([
      'L0417 The card type `unit` is declared twice',
      'L0118 Unknown card type `units`; did you mean `unit`?',
    ]);
  });
});
