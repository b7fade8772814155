import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOfBundle } from '../../sets/bundle-entries';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pgliteBackend } from '../db/backends';
import type { DatabaseHandle } from '../../db/client';
import { cards, cardSets, cardVersions } from '../../db/schema';
import { exportSetBundle, importSetBundle } from '../../db/set-bundles';
import { freezeSet } from '../../db/set-versions';
import { addCardsToSet, createSet } from '../../db/sets';
import { CARDS_FILE, MANIFEST_FILE, utf8 } from '../../sets/bundle-files';
import { buildManifest, manifestText } from '../../sets/manifest';
import { revalidateEntries } from '../../sets/revalidate';
import { threadImportCheck } from '../../sets/revalidate-thread';
import { generateSigningKey } from '../../lib/signing';
import { alpha, contentDir, sources } from './fixture-set';
import { publish, publishContent } from './published';

const key = generateSigningKey();
const trust = { trusted: [key], allowUnsigned: false };

let source: DatabaseHandle;
let target: DatabaseHandle;
let bundle: Map<string, Uint8Array>;

beforeAll(async () => {
  [source, target] = await Promise.all([pgliteBackend.open(), pgliteBackend.open()]);
  // A studio whose Blast Bolt version 2 has an error its DSL check let through (an older studio, a bug):
  // the set is frozen without the check, so the bundle is signed and matches the schema.
  await publishContent(source.db, contentDir);
  const bolt = readFileSync(join(contentDir, 'summoners-grid', 'cards', 'action', 'blast-bolt.smith'), 'utf8');
  await publish(source.db, { id: 'blast-bolt', version: 2, source: bolt.replace('crit x1.5', 'crit x') });
  await createSet(source.db, { name: alpha.name });
  await addCardsToSet(source.db, 'alpha', alpha.cards.map((cardId) => ({ cardId })));
  const frozen = await freezeSet(source.db, 'alpha', null, { definitions: sources.definitions, validate: () => [] });
  if (frozen.status !== 'frozen') throw new Error(JSON.stringify(frozen));
  const exported = await exportSetBundle(source.db, 'alpha', undefined, key);
  if (exported.status !== 'ok') throw new Error(JSON.stringify(exported));
  bundle = filesOfBundle(exported.bundle);
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

async function targetIsEmpty(): Promise<void> {
  expect(await target.db.$count(cardSets)).toBe(0);
  expect(await target.db.$count(cards)).toBe(0);
  expect(await target.db.$count(cardVersions)).toBe(0);
}

describe('importing a bundle is all or nothing', () => {
  it('refuses a bundle with one invalid card, lists the card and its error, and imports nothing', async () => {
    const result = await importSetBundle(target.db, bundle, trust, revalidateEntries);
    expect(result.status).toBe('problems');
    if (result.status !== 'problems') return;
    expect(result.problems.length).toBeGreaterThan(0);
    for (const problem of result.problems) expect(problem).toMatchObject({ file: 'cards.json', card: 'blast-bolt', at: expect.stringMatching(/^\d+:\d+$/) });
    expect(result.problems.map((p) => p.message)).toContain('L0003 Unexpected `x` in a crit rule (`x` begins a form here only with other words after it); expected `never`, `standard` or `=` — the option reads `crit standard [xN] | crit = FORMULA [xN] | crit xN | cannot crit | crit never`');
    await targetIsEmpty();
  });

  it('refuses it the same way when the DSL check runs in a thread of its own, fed sources during the check (what `cardsmith import` does)', async () => {
    const inProcess = await importSetBundle(target.db, bundle, trust, revalidateEntries);
    expect(await importSetBundle(target.db, bundle, trust, threadImportCheck)).toEqual(inProcess);
    await targetIsEmpty();
  });

  it('refuses a bundle with one changed number, naming cards.json, and imports nothing', async () => {
    const text = new TextDecoder().decode(bundle.get('cards.json'));
    const tampered = new Map(bundle).set('cards.json', utf8(text.replace('"accuracy":85', '"accuracy":95')));
    expect(tampered.get('cards.json')).not.toEqual(bundle.get('cards.json'));
    const result = await importSetBundle(target.db, tampered, trust, revalidateEntries);
    expect(result).toMatchObject({ status: 'problems', problems: [{ file: 'cards.json', message: expect.stringMatching(/changed after the bundle was signed/) }] });
    if (result.status === 'problems') expect(result.problems).toHaveLength(1);
    await targetIsEmpty();
  });

  it('refuses a signed bundle whose card nests 100,000 levels deep, naming the card, and imports nothing', async () => {
    // Written as text: JSON.stringify (and, before the import measured depth, zod) overflows the stack on it.
    const file = JSON.parse(new TextDecoder().decode(bundle.get(CARDS_FILE))) as { set: { id: string; name: string; version: number }; cards: Array<{ id: string; ast: object }> };
    const [first] = file.cards;
    if (first === undefined) throw new Error('the fixture set has no cards');
    first.ast = { ...first.ast, params: '__DEEP__' };
    const levels = 100_000;
    const unary = '{"kind":"Unary","op":"-","operand":';
    const deep = `${unary.repeat(levels)}{"kind":"Number","value":1}${'}'.repeat(levels)}`;
    const tampered = new Map(bundle).set(CARDS_FILE, utf8(JSON.stringify(file).replace('"__DEEP__"', deep)));
    const { id, name, version } = file.set;
    tampered.set(MANIFEST_FILE, utf8(manifestText(buildManifest({ id, name, version }, tampered, key))));
    const result = await importSetBundle(target.db, tampered, trust, revalidateEntries);
    expect(result).toMatchObject({ status: 'problems', problems: [{ file: 'cards.json', card: first.id, at: 'cards[0]', message: expect.stringMatching(/^is nested more than 502 levels deep/) }] });
    if (result.status === 'problems') expect(result.problems).toHaveLength(1);
    await targetIsEmpty();
  });
});
