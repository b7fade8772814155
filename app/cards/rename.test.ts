import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import { nameLiteral, renamed } from './rename';

describe('renaming a card', () => {
  const source = '// a comment\naction "Old Name" {\n  then discard\n}\n';

  it('replaces only the declared name, quoting it when needed', () => {
    expect(renamed(source, 'Fresh Start')).toBe('// a comment\naction "Fresh Start" {\n  then discard\n}\n');
    expect(renamed(source, 'Spark')).toBe('// a comment\naction Spark {\n  then discard\n}\n');
    expect(renamed('action Rush { }', 'Say "hi"')).toBe('action "Say \\"hi\\"" { }');
  });

  it('gives names the parser reads back as written', () => {
    for (const name of ['Rush', 'Two Words', "Apprentice's Wand", 'then', 'Follow Me!', 'x']) {
      const decl = parse(`action ${nameLiteral(name)} { }`).document.decls[0];
      expect(decl?.name.text).toBe(name);
    }
  });

  it('does nothing to a source that declares no card', () => {
    expect(renamed('// nothing here\n', 'X')).toBeUndefined();
  });
});
