/**
 * The language's descriptions cover the whole language: every keyword the lexer knows has an entry (a new
 * keyword without a description fails here), every entry's words are keywords, anchors are unique, and
 * every step snippet, with its placeholders filled in, is a step the parser reads.
 */
import { describe, expect, it } from 'vitest';
import { gameLanguages } from '../../games/languages';
import { parse } from '../parse';
import { keywords } from '../tokens';
import { languageEntries } from './language-entries';
import { allModuleEntries, entryForKeyword, languageEntriesOf, moduleKeywords, stepSnippets } from './step-entries';

const everyEntry = [...languageEntries, ...allModuleEntries];

/** A snippet as a designer accepts it: each tab stop's default text, `$0` empty. */
function filled(snippet: string): string {
  return snippet.replace(/\$\{\d+\|([^,|}]*)[^}]*\}/g, '$1').replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\d+/g, '');
}

describe('the language reference data', () => {
  it('describes every keyword of the lexer', () => {
    const described = new Set(everyEntry.flatMap((e) => e.keywords));
    const missing = [...keywords.keys()].filter((k) => !described.has(k));
    expect(missing).toEqual([]);
  });

  it('lists only real keywords, under anchors that are unique and URL-safe', () => {
    for (const entry of everyEntry) for (const word of entry.keywords) expect(keywords.has(word), `${entry.id}: ${word}`).toBe(true);
    for (const game of Object.keys(gameLanguages)) {
      const ids = languageEntriesOf(game).map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('indexes a module step by the keywords its grammar reads, in order', () => {
    const move = allModuleEntries.find((e) => e.id === 'step-move');
    // games/summoners-grid/effect-modules/move/language.ts: `move T to S [using movement]`.
    expect(move?.keywords).toEqual(['move', 'to', 'using', 'movement']);
    const deal = gameLanguages['mana-duel']?.effects.find((m) => m.kind === 'Deal');
    expect(deal && moduleKeywords(deal)).toEqual(['deal', 'damage', 'to', 'as']);
  });

  it('gives each game its own steps: the duel has its plain `deal`, not the grid\'s attack', () => {
    const duel = languageEntriesOf('mana-duel').map((e) => e.id);
    expect(duel).toContain('step-deal');
    expect(duel).not.toContain('step-attack');
    expect(languageEntriesOf('mana-duel').find((e) => e.id === 'step-deal')?.form).toBe('deal 3 damage to target');
    expect(languageEntriesOf('summoners-grid').map((e) => e.id)).toEqual(expect.arrayContaining(['step-attack', 'step-move', 'step-deal']));
  });

  it('reads a keyword in its statement: `with` after `attack` is the attack step\'s, after `slot` the deck\'s', () => {
    expect(entryForKeyword('summoners-grid', 'with', ['attack', 'target', 'with'])?.id).toBe('step-attack');
    expect(entryForKeyword('summoners-grid', 'with', ['slot', '"Elf Fighter"', 'as', 'Fighter', 'with'])?.id).toBe('decl-deck');
    expect(entryForKeyword('summoners-grid', 'crit', ['crit', 'x1.5'])?.id).toBe('option-crit');
  });

  it('offers snippets the parser reads as steps, once their placeholders are filled in', () => {
    const cards: Record<string, (step: string) => string> = {
      'summoners-grid': (step) => `action "Probe" {\n  caster: your summon\n  target: enemy summon\n  effect {\n    ${step}\n  }\n}\n`,
      'mana-duel': (step) => `spell "Probe" {\n  mana 1\n  target: enemy monster\n  effect {\n    ${step}\n  }\n}\n`,
    };
    for (const [game, card] of Object.entries(cards)) {
      const snippets = stepSnippets(game);
      expect(snippets.length).toBeGreaterThan(5);
      for (const entry of snippets) {
        const errors = parse(card(filled(entry.snippet ?? ''))).diagnostics.filter((d) => d.code === 'L0003');
        expect(errors, `${game} ${entry.id}: ${filled(entry.snippet ?? '')}`).toEqual([]);
      }
    }
  });
});
