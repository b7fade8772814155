/**
 * A stance duel set through export and import, by the generic set code: its cards.json carries each
 * fighter's seven stats beside the AST, its schema.json is the stance duel's own (a fighter variant that
 * requires the stats, gear and technique variants), and the bundle imports into a fresh database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pgliteBackend } from '../db/backends';
import type { DatabaseHandle } from '../../db/client';
import { exportSetBundle, importSetBundle } from '../../db/set-bundles';
import { freezeSet } from '../../db/set-versions';
import { addCardsToSet, createSet } from '../../db/sets';
import { CARDS_FILE, SCHEMA_FILE, TYPES_FILE } from '../../sets/bundle-files';
import { filesOfBundle } from '../../sets/bundle-entries';
import { generateSigningKey } from '../../lib/signing';
import { revalidateEntries } from '../../sets/revalidate';
import { contentDir, sources } from './fixture-set';
import { publishContent } from './published';

const key = generateSigningKey();
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const stanceCards = ['iron-duelist', 'bloodletter-axe', 'shield-wall'];

let studio: DatabaseHandle;
let bundle: Map<string, Uint8Array>;

beforeAll(async () => {
  studio = await pgliteBackend.open();
  await publishContent(studio.db, contentDir);
  const created = await createSet(studio.db, { name: 'Stance Starter', game: 'stance-duel', description: 'The stance duel, exported' });
  if (created.status !== 'ok') throw new Error(JSON.stringify(created));
  const added = await addCardsToSet(studio.db, 'stance-starter', stanceCards.map((cardId) => ({ cardId })));
  if (added.status !== 'ok') throw new Error(JSON.stringify(added));
  const frozen = await freezeSet(studio.db, 'stance-starter', null, sources);
  if (frozen.status !== 'frozen') throw new Error(JSON.stringify(frozen));
  const exported = await exportSetBundle(studio.db, 'stance-starter', undefined, key);
  if (exported.status !== 'ok') throw new Error(JSON.stringify(exported));
  bundle = filesOfBundle(exported.bundle);
}, 120_000);
afterAll(async () => {
  await studio?.close();
});

describe('a stance duel set bundle', () => {
  it('carries a fighter with its seven stats, and gear and techniques with their abilities', () => {
    const file = JSON.parse(text(bundle.get(CARDS_FILE)));
    expect(file.set).toMatchObject({ id: 'stance-starter', game: 'stance-duel', version: 1 });
    const byId = Object.fromEntries(file.cards.map((c: { id: string }) => [c.id, c]));
    expect(Object.keys(byId).sort()).toEqual([...stanceCards].sort());
    // content/stance-duel/cards/fighter/iron-duelist.smith: AGI 1 ATK 2 DEF 4 CC 0 CD 0 BC 3 BR 1.
    expect(byId['iron-duelist']).toMatchObject({ kind: 'fighter', AGI: 1, ATK: 2, DEF: 4, CC: 0, CD: 0, BC: 3, BR: 1 });
    expect(byId['bloodletter-axe']).toMatchObject({ kind: 'gear', ast: { abilities: [{ kind: 'Continuous' }, { kind: 'Continuous' }] } });
    expect(byId['shield-wall']).toMatchObject({ kind: 'technique' });
  });

  it("ships the stance duel's own schema, which validates cards.json and refuses a fighter without DEF", () => {
    const schema = JSON.parse(text(bundle.get(SCHEMA_FILE)));
    const validator = z.fromJSONSchema(schema);
    const file = JSON.parse(text(bundle.get(CARDS_FILE)));
    expect(validator.safeParse(file).success).toBe(true);
    const fighter = file.cards.findIndex((c: { id: string }) => c.id === 'iron-duelist');
    delete file.cards[fighter].DEF;
    expect(validator.safeParse(file).success).toBe(false);
    expect(text(bundle.get(TYPES_FILE))).toMatch(/fighter/);
  });

  it('imports into a fresh database', async () => {
    const target = await pgliteBackend.open();
    try {
      const imported = await importSetBundle(target.db, bundle, { trusted: [key], allowUnsigned: false }, revalidateEntries);
      expect(imported.status).toBe('imported');
    } finally {
      await target.close();
    }
  });
});
