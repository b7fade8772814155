/**
 * The shipped content as a set, without a database: its rules content and its cards (as if each were
 * published once) make a cards.json that matches the full schema, re-validates cleanly, and whose
 * schema.json and types.d.ts name the AST's types.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { readSmithFiles } from '../../dsl/load-dir';
import { baseName } from '../../dsl/project';
import { parse } from '../../dsl/parse';
import { cardsFileSchema } from '../../sets/ast-schemas';
import { buildCardsFile, type SnapshotEntry } from '../../sets/build-cards-file';
import { loadGameDefinitions } from '../../sets/content-definitions-dir';
import { setContents } from '../../sets/dependencies';
import { revalidateEntries } from '../../sets/revalidate';
import { schemaArtifacts } from '../../sets/schema-artifacts';

const contentDir = join(import.meta.dirname, '..', '..', 'content');
const alpha = z.object({ name: z.string(), cards: z.array(z.string()) }).parse(JSON.parse(readFileSync(join(contentDir, 'summoners-grid', 'sets', 'alpha.json'), 'utf8')));

/** The game's card files (one card per file under cards/; the file name is the id). */
function contentCards() {
  return readSmithFiles([join(contentDir, 'summoners-grid', 'cards')]);
}

async function contentEntries(): Promise<SnapshotEntry[]> {
  const definitions = await loadGameDefinitions(contentDir, 'summoners-grid');
  expect(definitions.problems).toEqual([]);
  const cards = await contentCards();
  const published = { version: 1, rulesText: '', publishedBy: 'ada', publishedAt: '2026-01-01T00:00:00.000Z', changelog: '' };
  return [
    ...definitions.definitions.map((d): SnapshotEntry => ({ id: d.id, name: d.ast.name.text, included: 'required', source: d.source, ast: d.ast })),
    ...cards.map((c): SnapshotEntry => {
      const [ast] = parse(c.text).document.decls;
      if (ast === undefined) throw new Error(`${c.path} does not parse`);
      return { id: baseName(c.path), name: ast.name.text, included: 'required', source: c.text, ast, published };
    }),
  ];
}

describe('the shipped content as a set', () => {
  it('alpha.json chooses the 33 cards of the play example, all card files of the game', async () => {
    // The content also holds the balancing lab's cards (generated summons, more equipment), not in Alpha.
    const ids = (await contentCards()).map((c) => baseName(c.path));
    expect(ids).toEqual(expect.arrayContaining([...alpha.cards]));
    expect(new Set(alpha.cards).size).toBe(33);
  });

  it('makes a cards.json that matches the full schema and re-validates without errors', async () => {
    const all = await contentEntries();
    const contents = setContents(alpha.cards, all);
    expect(contents.problems).toEqual([]);
    const how = new Map(contents.entries.map((e) => [e.id, e.included]));
    const entries = all.flatMap((e) => (how.has(e.id) ? [{ ...e, included: how.get(e.id) ?? e.included }] : []));
    expect(revalidateEntries('summoners-grid', entries)).toEqual([]);
    const built = buildCardsFile({ set: { id: 'alpha', name: 'Alpha', game: 'summoners-grid', version: 1, description: '', frozenAt: '2026-01-02T00:00:00.000Z', frozenBy: null }, entries });
    if (!built.ok) throw new Error(JSON.stringify(built.problems));
    const checked = cardsFileSchema.safeParse(built.file);
    expect(checked.success ? [] : checked.error.issues.slice(0, 5)).toEqual([]);
    expect(built.file.cards.map((c) => c.id)).toEqual([...alpha.cards].sort());
  });

  it('generates a JSON Schema that defines each AST type once, and TypeScript types named after them', async () => {
    const { schemaText, typesText } = await schemaArtifacts(cardsFileSchema, 'CardsFile');
    const schema = z.object({ $schema: z.string(), $defs: z.record(z.string(), z.unknown()) }).parse(JSON.parse(schemaText));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    for (const name of ['CardDecl', 'RulesetDecl', 'SpeciesDecl', 'Expr', 'Effect', 'Name', 'Range', 'CardNumbers']) expect(Object.keys(schema.$defs)).toContain(name);
    // Named once and referenced, not inlined at every use: the schema stays small.
    expect(schemaText.length).toBeLessThan(400_000);
    for (const declaration of ['export interface CardsFile {', 'export interface CardEntry {', 'export type CardDecl =', 'export type Expr =', 'export interface CardNumbers {']) {
      expect(typesText).toContain(declaration);
    }
  });
});
