import { describe, expect, it } from 'vitest';
import { declOfStoredAst } from './stored-ast';
import { range, spell } from './test-fixtures/ast-builders';

describe('declOfStoredAst', () => {
  const card = spell('Bolt', 'action');

  it('reads a stored declaration, or a document holding exactly one', () => {
    expect(declOfStoredAst(card)).toEqual({ ok: true, decl: card });
    expect(declOfStoredAst({ kind: 'Document', decls: [card], range })).toEqual({ ok: true, decl: card });
  });

  it('reports anything else as an error value', () => {
    expect(declOfStoredAst(null)).toEqual({ ok: false, error: 'the stored AST is not an AST node' });
    expect(declOfStoredAst({ kind: 'Document', decls: [card, card], range })).toEqual({ ok: false, error: expect.stringMatching(/holds 2 declarations/) });
    expect(declOfStoredAst({ kind: 'Number', value: 1 })).toEqual({ ok: false, error: 'the stored AST is a Number, not a named declaration' });
    expect(declOfStoredAst({ ...card, name: 'Bolt' })).toMatchObject({ ok: false });
  });
});
