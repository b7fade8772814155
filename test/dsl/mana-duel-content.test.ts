/**
 * The mana duel's content: every file parses, validates with no errors (in a project holding every game,
 * so another game's names cannot help it), matches the AST schema and is formatted canonically; its decks
 * hold exactly 30 cards.
 */
import { describe, expect, it } from 'vitest';
import { DocumentSchema } from '../../dsl/ast-schema';
import { format } from '../../dsl/format/format';
import { loadProject } from '../../dsl/load-dir';
import { LanguageService } from '../../dsl/language-service/service';

const project = await loadProject(['content']);
const files = project.files().filter((f) => f.game === 'mana-duel');

describe('content/mana-duel', () => {
  it('has a ruleset of the mana-duel game and at least 12 cards of each declared type', () => {
    const table = project.symbols('mana-duel');
    const ruleset = table.ruleset();
    expect(ruleset?.game?.text).toBe('mana-duel');
    const types = table.all('card').map((e) => (e.decl.kind === 'GameCard' ? e.decl.cardType.text : e.decl.kind));
    expect(types.length).toBeGreaterThanOrEqual(12);
    expect(new Set(types)).toEqual(new Set(['monster', 'spell', 'equipment']));
  });

  it("outlines a card by its own type, with its properties, choices and abilities (the editor's and the LSP's symbols)", () => {
    const service = new LanguageService(project);
    const [whelp] = service.documentSymbols('content/mana-duel/cards/monster/ember-whelp.smith');
    expect([whelp?.name, whelp?.kind]).toEqual(['Ember Whelp', 'monster']);
    expect(whelp?.children.map((c) => `${c.name}:${c.kind}`)).toEqual(['mana:property', 'summoned ability:ability']);
    const [dart] = service.documentSymbols('content/mana-duel/cards/spell/flame-dart.smith');
    expect([dart?.kind, ...(dart?.children.map((c) => `${c.name}:${c.kind}`) ?? [])]).toEqual(['spell', 'mana:property', 'target:choice']);
  });

  it('validates with no errors or warnings', () => {
    const problems = files.flatMap((f) => project.diagnostics(f.path).map((d) => `${f.path}:${d.range.start.line} ${d.code} ${d.message}`));
    expect(problems).toEqual([]);
  });

  it('has decks of exactly 30 cards', () => {
    for (const entry of project.symbols('mana-duel').all('deck')) {
      const deck = entry.decl;
      if (deck.kind !== 'Deck') continue;
      expect(deck.main.reduce((n, e) => n + e.count, 0), deck.name.text).toBe(30);
    }
  });

  for (const file of files) {
    it(`${file.path}: schema-valid and formatted`, () => {
      expect(file.parsed.diagnostics).toEqual([]);
      expect(DocumentSchema.safeParse(file.parsed.document).success).toBe(true);
      expect(format(file.text).text).toBe(file.text);
    });
  }
});
