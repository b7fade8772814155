import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaArtifacts } from './schema-artifacts';

type Tree = { kind: 'Leaf'; value: number } | { kind: 'Node'; children: Tree[] };
const tree: z.ZodType<Tree> = z
  .lazy(() => z.discriminatedUnion('kind', [z.object({ kind: z.literal('Leaf'), value: z.number() }), z.object({ kind: z.literal('Node'), children: z.array(tree) })]))
  .meta({ id: 'TestTree' });
const file = z
  .object({ format: z.literal('t/1'), root: tree, tags: z.record(z.string(), z.number()), note: z.string().optional() })
  .meta({ title: 'TestFile' });

describe('schemaArtifacts', () => {
  it('writes a draft 2020-12 JSON Schema with recursive definitions under $defs', async () => {
    const { schemaText } = await schemaArtifacts(file, 'TestFile');
    const schema = JSON.parse(schemaText);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.root).toEqual({ $ref: '#/$defs/TestTree' });
    expect(JSON.stringify(schema.$defs.TestTree)).toContain('"$ref":"#/$defs/TestTree"');
    expect(schema.required).toEqual(['format', 'root', 'tags']);
  });

  it('generates TypeScript declarations with the recursive type, literal tags and optional fields', async () => {
    const { typesText } = await schemaArtifacts(file, 'TestFile');
    expect(typesText).toMatch(/^\/\*\*\n \* Types of cards\.json/);
    expect(typesText).toContain('export interface TestFile {');
    expect(typesText).toContain('format: "t/1";');
    expect(typesText).toContain('root: TestTree;');
    expect(typesText).toContain('note?: string;');
    expect(typesText).toMatch(/\[k: string\]: number \| undefined;/);
    expect(typesText).toMatch(/children: TestTree\[\];/);
  });

  it('is computed once per schema and is the same text every time', async () => {
    const a = schemaArtifacts(file, 'TestFile');
    expect(schemaArtifacts(file, 'TestFile')).toBe(a);
    const other = await schemaArtifacts(file.meta({ title: 'TestFile' }), 'TestFile');
    expect(other).toEqual(await a);
  });
});
