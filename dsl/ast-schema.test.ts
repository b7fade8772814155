import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DocumentSchema, ExprSchema } from './ast-schema';
import { parse } from './parse';

describe('AST schema', () => {
  it('accepts what the parser produces', () => {
    const doc = parse('action A { power 2 target: your summon effect { target.DEF /2 until end of turn } }').document;
    expect(DocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('rejects unknown fields and wrong kinds', () => {
    const range = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 1, line: 1, column: 2 } };
    expect(ExprSchema.safeParse({ kind: 'Number', value: 1, range }).success).toBe(true);
    expect(ExprSchema.safeParse({ kind: 'Number', value: 1, range, extra: true }).success).toBe(false);
    expect(ExprSchema.safeParse({ kind: 'Nope', value: 1, range }).success).toBe(false);
  });

  it('exports a JSON Schema (2020-12) of the document', () => {
    const schema = z.toJSONSchema(DocumentSchema);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });
});
