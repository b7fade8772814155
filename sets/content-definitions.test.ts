import { describe, expect, it } from 'vitest';
import { definitionsOfFiles } from './content-definitions';

const species = 'species Gignen {\n  stats { STR 8..12 }\n}\n';
const roles = '// The role tree.\nrole Magician {\n  tier 1\n  family Magician\n}\n\nrole "Black Mage" {\n  id black-mage\n  tier 2\n  family Magician\n  from Magician\n}\n';

describe('definitionsOfFiles', () => {
  it('takes every rules declaration outside cards/ with its id, exact source text and AST', () => {
    const { definitions, problems } = definitionsOfFiles([
      { path: 'content/g/species.smith', text: species },
      { path: 'content/g/roles.smith', text: roles },
      { path: 'content/g/cards/action/rush.smith', text: 'action Rush {\n}\n' },
    ]);
    expect(problems).toEqual([]);
    expect(definitions.map((d) => [d.id, d.ast.kind, d.ast.name.text])).toEqual([
      ['gignen', 'Species', 'Gignen'],
      ['magician', 'Card', 'Magician'],
      ['black-mage', 'Card', 'Black Mage'],
    ]);
    expect(definitions[0]?.source).toBe(species.trimEnd());
    expect(definitions[1]?.source).toBe('role Magician {\n  tier 1\n  family Magician\n}');
  });

  it('leaves out decks, scenarios and cards other than roles', () => {
    const { definitions } = definitionsOfFiles([{ path: 'content/g/misc.smith', text: 'action Stray {\n}\n' }]);
    expect(definitions).toEqual([]);
  });

  it('reports syntax errors with the file and position', () => {
    const { problems } = definitionsOfFiles([{ path: 'content/g/species.smith', text: 'species Gignen {\n  stats { STR 8.. }\n}\n' }]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ file: 'content/g/species.smith', at: expect.stringMatching(/^2:\d+$/), message: expect.stringMatching(/^(L|SG)\d{4} /) });
  });

  it('reports a rules file that could not be read, and takes the others', () => {
    const { definitions, problems } = definitionsOfFiles([
      { path: 'content/g/roles.smith', text: '', unreadable: 'this file: permission denied' },
      { path: 'content/g/species.smith', text: species },
    ]);
    expect(problems).toEqual([{ file: 'content/g/roles.smith', at: '1:1', message: 'L0006 Could not read this file: permission denied' }]);
    expect(definitions.map((d) => d.id)).toEqual(['gignen']);
  });
});
