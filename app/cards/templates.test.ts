import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadProject } from '../../dsl/load-dir';
import { slug } from '../../dsl/slug';
import { cardPath } from './project-paths';
import { TEMPLATE_KINDS, cardTemplate, templateNames } from './templates';

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
