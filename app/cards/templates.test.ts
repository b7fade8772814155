import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadProject } from '../../dsl/load-dir';
import { slug } from '../../dsl/slug';
import { cardPath } from './project-paths';
import { vocabularyOf } from '../../dsl/vocabulary';
import { TEMPLATE_KINDS, cardTemplate, declaredCardTemplate, templateKinds, templateNames } from './templates';

const content = fileURLToPath(new URL('../../content', import.meta.url));

describe('new-card templates', async () => {
  const project = await loadProject([content]);
  // The templates are Summoner's Grid's card kinds; content/ holds other games too.
  const game = 'summoners-grid';
  const names = templateNames(project.symbols(game));

  it('take a tier 1 role, a role advanced from it, a species and a rarity from the game', () => {
    const table = project.symbols(game);
    const role = table.resolve('role', names.role)?.decl;
    const advanced = table.resolve('role', names.advancedRole)?.decl;
    expect(role?.kind === 'Card' && role.cardType === 'role' && role.tier).toBe(1);
    expect(advanced?.kind === 'Card' && advanced.cardType === 'role' && advanced.from.map((f) => f.text)).toContain(names.role);
    expect(table.resolve('species', names.species)).toBeDefined();
    expect(table.resolve('rarity', names.rarity)).toBeDefined();
  });

  it.each(TEMPLATE_KINDS)('%s: a valid card of that kind, with the given name, in the project content', (kind) => {
    const name = `New ${kind} "test"`;
    const path = cardPath(game, slug(`new-${kind}`));
    project.update(path, cardTemplate(kind, name, names));
    const file = project.file(path);
    const decl = file?.parsed.document.decls[0];
    expect(project.diagnostics(path).map((d) => `${d.code} ${d.message}`)).toEqual([]);
    expect(decl?.kind === 'Card' && decl.name.text).toBe(name);
    expect(decl?.kind === 'Card' && (decl.cardType === 'equipment' ? decl.slot : decl.cardType)).toBe(kind);
    project.remove(path);
  });
});

describe('new-card templates of games that declare their card types', async () => {
  const project = await loadProject([content]);
  const declaring = project.games().filter((g) => vocabularyOf(project.symbols(g).ruleset()).cardTypes.length > 0);

  it('exist for the mana duel at least, whose kinds are its declared card types', () => {
    expect(declaring).toContain('mana-duel');
    expect(templateKinds(vocabularyOf(project.symbols('mana-duel').ruleset()).cardTypes)).toEqual(['monster', 'spell', 'equipment']);
    expect(templateKinds([])).toEqual([...TEMPLATE_KINDS]);
  });

  it('write the mana duel’s monster with its cost and every stat, a spell with its cost, and an equipment as the game plays one (a target and a bonus)', () => {
    const vocabulary = vocabularyOf(project.symbols('mana-duel').ruleset());
    expect(declaredCardTemplate('monster', 'New Monster', vocabulary)).toBe('monster "New Monster" {\n  mana 1\n  stats { power 1 toughness 1 health 1 }\n}\n');
    expect(declaredCardTemplate('spell', 'New Spell', vocabulary)).toBe('spell "New Spell" {\n  mana 1\n}\n');
    expect(declaredCardTemplate('equipment', 'New Equipment', vocabulary)).toBe('equipment "New Equipment" {\n  mana 1\n  target: any monster\n  effect {\n    target.power +1\n  }\n}\n');
  });

  const cases = declaring.flatMap((game) => vocabularyOf(project.symbols(game).ruleset()).cardTypes.map((type) => [game, type] as const));
  it.each(cases)('%s %s: a card of that type with 0 problems, with the given name', (game, type) => {
    const name = `New ${type} "test"`;
    const path = cardPath(game, slug(`new-${type}-template`));
    project.update(path, declaredCardTemplate(type, name, vocabularyOf(project.symbols(game).ruleset())));
    const decl = project.file(path)?.parsed.document.decls[0];
    expect(project.diagnostics(path).map((d) => `${d.code} ${d.message}`)).toEqual([]);
    expect(decl?.kind === 'GameCard' && [decl.cardType.text, decl.name.text]).toEqual([type, name]);
    project.remove(path);
  });
});
