import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DocumentSchema, ExprSchema } from './ast-schema';
import { astJsonSchema } from './json-schema';
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

  it('exports a JSON Schema (2020-12) of the document with named definitions that all resolve', () => {
    const schema = astJsonSchema();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const defs = schema.$defs as Record<string, unknown>;
    for (const name of ['Expr', 'Condition', 'Effect', 'CardDecl', 'ScenarioDecl', 'Name', 'Range']) expect(defs[name]).toBeDefined();
    const refs = [...JSON.stringify(schema).matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((r) => r === undefined || defs[r] === undefined)).toEqual([]);
    const effectKinds = JSON.stringify(defs.Effect).match(/"const":"[A-Za-z]+"/g) ?? [];
    expect(new Set(effectKinds).size).toBeGreaterThanOrEqual(27);
    expect(z.toJSONSchema(DocumentSchema).$schema).toBe(schema.$schema);
  });
});
