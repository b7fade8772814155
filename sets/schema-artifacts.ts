/**
 * schema.json and types.d.ts of a bundle, generated from the zod schema of cards.json: the JSON Schema
 * (draft 2020-12) with `z.toJSONSchema`, the TypeScript declarations from that JSON Schema with
 * json-schema-to-typescript, so the game client's types are exactly what the schema promises.
 *
 * Both depend only on the schema, not on the set: they are computed once per schema and reused.
 */
import { z } from 'zod';
import type { compile as Compile } from 'json-schema-to-typescript';
import { canonicalPretty } from '../lib/canonical-json';

export interface SchemaArtifacts {
  /** schema.json, canonical JSON. */
  schemaText: string;
  /** types.d.ts. */
  typesText: string;
}

const TYPES_BANNER = [
  '/**',
  ' * Types of cards.json in a Cardsmith set bundle, generated from schema.json by json-schema-to-typescript.',
  ' * Do not edit: export the set again instead.',
  ' */',
].join('\n');

const cache = new WeakMap<z.ZodType, Promise<SchemaArtifacts>>();

/** `rootName` names the top-level type (`CardsFile`) when the schema has no title of its own. */
export function schemaArtifacts(schema: z.ZodType, rootName: string): Promise<SchemaArtifacts> {
  let artifacts = cache.get(schema);
  if (artifacts === undefined) {
    artifacts = generate(schema, rootName);
    cache.set(schema, artifacts);
  }
  return artifacts;
}

async function generate(schema: z.ZodType, rootName: string): Promise<SchemaArtifacts> {
  const schemaText = canonicalPretty(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' }));
  const json: Parameters<typeof Compile>[0] = JSON.parse(schemaText);
  // Loaded on first use: it brings prettier, which every CLI command would otherwise pay for at start.
  const { compile } = await import('json-schema-to-typescript');
  const typesText = await compile(json, rootName, {
    bannerComment: TYPES_BANNER,
    additionalProperties: false,
    strictIndexSignatures: true,
    unknownAny: true,
    format: true,
    // Nothing external: every $ref is to the schema's own $defs; never touch the file system or network.
    $refOptions: { resolve: { external: false } },
  });
  return { schemaText, typesText };
}
