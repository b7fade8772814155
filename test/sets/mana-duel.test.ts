/**
 * A mana duel set through export and import: its bundle's schema.json and types.d.ts are the mana duel's
 * own (generated from content/mana-duel/ruleset.smith), the schema validates cards.json as JSON Schema,
 * a client reading `card.power` of a monster compiles against the types, the bundle imports into a
 * fresh database and exports again byte for byte, and an import refuses a bundle that claims another
 * game or whose cards break the game's schema, with positioned problems and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { pgliteBackend } from '../db/backends';
import type { DatabaseHandle } from '../../db/client';
import { cardSets, cardVersions, cards } from '../../db/schema';
import { exportSetBundle, importSetBundle } from '../../db/set-bundles';
import { bundleOfFiles, filesOfBundle } from '../../sets/bundle-entries';
import { CARDS_FILE, MANIFEST_FILE, SCHEMA_FILE, TYPES_FILE, utf8 } from '../../sets/bundle-files';
import { buildManifest, manifestText } from '../../sets/manifest';
import { revalidateEntries } from '../../sets/revalidate';
import { generateSigningKey } from '../../lib/signing';
import { canonicalPrettyBytes } from '../../lib/canonical-json';
import { clientFolder, runClient, typeCheck } from './client-tsc';
import { duelCards, frozenDuelSet } from './mana-duel-fixture';
import { sources } from './fixture-set';
import { diffSetSides } from '../../db/set-diffs';
import { removeCardsFromSet } from '../../db/sets';

const key = generateSigningKey();
const trust = { trusted: [key], allowUnsigned: false };
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

let studio: DatabaseHandle;
let bundle: Map<string, Uint8Array>;

beforeAll(async () => {
  studio = await pgliteBackend.open();
  await frozenDuelSet(studio.db);
  const exported = await exportSetBundle(studio.db, 'duel-starter', undefined, key);
  if (exported.status !== 'ok') throw new Error(JSON.stringify(exported));
  bundle = filesOfBundle(exported.bundle);
}, 120_000);
afterAll(async () => {
  await studio?.close();
});

/** cards.json with `change` applied, re-signed by the trusted key: what a studio with that key could produce. */
function resigned(change: (cards: Record<string, unknown> & { set: Record<string, unknown>; cards: Array<Record<string, unknown>> }) => void): Map<string, Uint8Array> {
  const json = JSON.parse(text(bundle.get(CARDS_FILE)));
  change(json);
  const next = new Map(bundle).set(CARDS_FILE, canonicalPrettyBytes(json, { compactBelow: 2 }));
  next.set(MANIFEST_FILE, utf8(manifestText(buildManifest({ id: 'duel-starter', name: 'Duel Starter', version: 1 }, next, key))));
  return next;
}

/** Runs `use` on a fresh, empty database, closed afterwards. */
async function inFreshDatabase(use: (target: DatabaseHandle) => Promise<void>): Promise<void> {
  const target = await pgliteBackend.open();
  try {
    await use(target);
  } finally {
    await target.close();
  }
}

async function isEmpty(handle: DatabaseHandle): Promise<void> {
  expect(await handle.db.$count(cardSets)).toBe(0);
  expect(await handle.db.$count(cards)).toBe(0);
  expect(await handle.db.$count(cardVersions)).toBe(0);
}

describe('a mana duel set bundle', () => {
  it("carries the mana duel's cards with their declared type and numbers beside the AST", () => {
    const file = JSON.parse(text(bundle.get(CARDS_FILE)));
    expect(file.set).toMatchObject({ id: 'duel-starter', game: 'mana-duel', version: 1 });
    expect(file.ruleset.ast.game.text).toBe('mana-duel');
    // By hand, from content/mana-duel/cards/: Ember Whelp `mana 2`, `stats { power 3 toughness 1 health 2 }` …
    const byId = Object.fromEntries(file.cards.map((c: { id: string }) => [c.id, c]));
    expect(Object.keys(byId).sort()).toEqual([...duelCards].sort());
    expect(byId['ember-whelp']).toMatchObject({ kind: 'monster', mana: 2, power: 3, toughness: 1, health: 2, ast: { kind: 'GameCard', cardType: { text: 'monster' } } });
    expect(byId['forest-wolf']).toMatchObject({ kind: 'monster', mana: 2, power: 3, toughness: 1, health: 3 });
    expect(byId['flame-dart']).toMatchObject({ kind: 'spell', mana: 1 });
    expect(byId['iron-sword']).toMatchObject({ kind: 'equipment', mana: 1 });
    expect(byId['flame-dart']).not.toHaveProperty('power');
    expect(byId['flame-dart']).not.toHaveProperty('numbers');
  });

  it("ships the game's own JSON Schema, which validates cards.json and refuses a monster without power", () => {
    const schema = JSON.parse(text(bundle.get(SCHEMA_FILE)));
    expect(schema.title).toBe('ManaDuelCardsFile');
    const entry = schema.properties.cards.items;
    const variants: Array<{ title: string; properties: Record<string, { const?: string; type?: string }>; required: string[] }> = entry.oneOf ?? entry.anyOf;
    expect(variants.map((v) => [v.title, v.properties.kind?.const])).toEqual([
      ['ManaDuelMonster', 'monster'],
      ['ManaDuelSpell', 'spell'],
      ['ManaDuelEquipment', 'equipment'],
    ]);
    const [monster, spell] = variants;
    for (const field of ['mana', 'power', 'toughness', 'health']) expect(monster?.properties[field]?.type).toBe('number');
    expect(monster?.required).toEqual(expect.arrayContaining(['mana', 'power', 'toughness', 'health', 'ast', 'kind']));
    expect(spell?.required).toContain('mana');
    expect(spell?.required).not.toContain('power');

    // schema.json read back as a validator (zod's JSON Schema reader, independent of the schemas that wrote it).
    const validator = z.fromJSONSchema(schema);
    const file = JSON.parse(text(bundle.get(CARDS_FILE)));
    expect(validator.safeParse(file).success).toBe(true);
    const whelp = file.cards.findIndex((c: { id: string }) => c.id === 'ember-whelp');
    delete file.cards[whelp].power;
    expect(validator.safeParse(file).success).toBe(false);
    file.cards[whelp].power = 3;
    file.cards[whelp].kind = 'summon';
    expect(validator.safeParse(file).success).toBe(false);
  });

  it('ships types a client compiles against, reading the power of a monster; a spell has no power to read', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-duel-client-'));
    try {
      await clientFolder(dir, bundleOfFiles(bundle));
      expect(text(bundle.get(TYPES_FILE))).toContain('export type ManaDuelCard = ManaDuelMonster | ManaDuelSpell | ManaDuelEquipment;');
      const checked = typeCheck(dir, 'duel', ['read-duel-cards.ts']);
      expect(checked.output).toBe('');
      expect(checked.status).toBe(0);
      writeFileSync(
        join(dir, 'wrong.ts'),
        "import type { ManaDuelCard } from './bundle/types';\nexport const p = (c: ManaDuelCard): number => (c.kind === 'spell' ? c.power : 0);\nexport const k = (c: ManaDuelCard): boolean => c.kind === 'summon';\n",
      );
      const wrong = typeCheck(dir, 'wrong', ['wrong.ts']);
      expect(wrong.status).not.toBe(0);
      expect(wrong.output).toContain("Type 'number | undefined' is not assignable to type 'number'");
      expect(wrong.output).toContain("'\"summon\"' have no overlap");
      // Two monsters: 3 + 3 power (ember-whelp.smith, forest-wolf.smith).
      expect(runClient(dir, 'read-duel-cards.ts').trim().split('\n')).toEqual([
        'Duel Starter v1 for mana-duel: 4 cards, monster power 6',
        'Ember Whelp: monster, 2 mana, 3/1/2',
        'Flame Dart: spell, 1 mana',
        'Forest Wolf: monster, 2 mana, 3/1/3',
        'Iron Sword: equipment, 1 mana',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imports into a fresh database and exports the same bytes from there', async () => {
    await inFreshDatabase(async (target) => {
      const imported = await importSetBundle(target.db, bundle, trust, revalidateEntries);
      expect(imported).toMatchObject({ status: 'imported', setId: 'duel-starter', version: 1, newVersions: 4 });
      const games = await target.db.selectDistinct({ game: cards.game }).from(cards);
      expect(games).toEqual([{ game: 'mana-duel' }]);
      // New cards are stored with their declared card type as kind, as seeding the content folder stores them.
      const kinds = await target.db.select({ id: cards.id, kind: cards.kind }).from(cards).orderBy(cards.id);
      expect(kinds).toEqual([
        { id: 'ember-whelp', kind: 'monster' },
        { id: 'flame-dart', kind: 'spell' },
        { id: 'forest-wolf', kind: 'monster' },
        { id: 'iron-sword', kind: 'equipment' },
      ]);
      const again = await exportSetBundle(target.db, 'duel-starter', 1, key);
      if (again.status !== 'ok') throw new Error(JSON.stringify(again));
      expect(filesOfBundle(again.bundle)).toEqual(bundle);
    });
  });

  it("names its cards' own types in the changelog between versions (monster, spell), not the AST's node kind", async () => {
    await inFreshDatabase(async (target) => {
      await frozenDuelSet(target.db);
      // Working selection: the frozen four without Forest Wolf (a monster) and Flame Dart (a spell).
      const removed = await removeCardsFromSet(target.db, 'duel-starter', ['forest-wolf', 'flame-dart']);
      expect(removed.status).toBe('ok');
      const diff = await diffSetSides(target.db, 'duel-starter', 1, 'working', sources);
      if (diff.status !== 'ok') throw new Error(JSON.stringify(diff));
      expect(diff.diff.removed.map((e) => [e.id, e.kind]).sort()).toEqual([
        ['flame-dart', 'spell'],
        ['forest-wolf', 'monster'],
      ]);
    });
  });

  it('refuses a mana duel bundle that claims to be a Summoner\'s Grid set, and writes nothing', async () => {
    await inFreshDatabase(async (target) => {
      const result = await importSetBundle(target.db, resigned((f) => (f.set.game = 'summoners-grid')), trust, revalidateEntries);
      expect(result).toMatchObject({ status: 'problems', problems: [{ file: CARDS_FILE, at: 'set.game', message: expect.stringContaining("the bundle's ruleset is mana-duel's") }] });
      await isEmpty(target);
    });
  });

  it("refuses cards that break the game's schema, each problem at its card and field, and writes nothing", async () => {
    await inFreshDatabase(async (target) => {
      const broken = resigned((f) => {
        for (const c of f.cards) {
          if (c.id === 'ember-whelp') c.power = 'three';
          if (c.id === 'flame-dart') delete c.mana;
        }
      });
      const result = await importSetBundle(target.db, broken, trust, revalidateEntries);
      expect(result.status).toBe('problems');
      if (result.status !== 'problems') return;
      const where = result.problems.map((p) => [p.card, p.at]);
      expect(where).toContainEqual(['ember-whelp', 'cards[0].power']);
      expect(where).toContainEqual(['flame-dart', 'cards[1].mana']);
      await isEmpty(target);
    });
  });

  it('refuses a declared number that is not what the AST gives', async () => {
    await inFreshDatabase(async (target) => {
      const result = await importSetBundle(target.db, resigned((f) => { for (const c of f.cards) if (c.id === 'forest-wolf') c.health = 9; }), trust, revalidateEntries);
      expect(result).toMatchObject({ status: 'problems', problems: [{ file: CARDS_FILE, card: 'forest-wolf', at: 'cards[2].health', message: "is 9; the card's AST gives 3" }] });
      await isEmpty(target);
    });
  });
});
