import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOfBundle } from '../../sets/bundle-entries';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRPCError } from '@trpc/server';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { exportSetBundle } from '../../db/set-bundles';
import { studioSigningKey } from '../../db/set-signing-key';
import { writeZip } from '../../sets/bundle-zip';
import { alpha, contentDir } from './fixture-set';
import { publishContent } from './published';
import { contextAs, usersByRole } from '../api/context';
import type { User } from '../../db/roles';
import { scanContentCards } from '../../db/content-files';

const createCaller = createCallerFactory(appRouter);

// The API freezes with the content folder's rules content and signs with the studio's key: point both
// at the test's own (CARDSMITH_CONTENT_DIR, CARDSMITH_SIGNING_KEY_FILE) while these tests run.
let keyDir: string;
const saved = { content: process.env.CARDSMITH_CONTENT_DIR, key: process.env.CARDSMITH_SIGNING_KEY_FILE };
beforeAll(() => {
  keyDir = mkdtempSync(join(tmpdir(), 'cardsmith-sets-api-'));
  process.env.CARDSMITH_CONTENT_DIR = contentDir;
  process.env.CARDSMITH_SIGNING_KEY_FILE = join(keyDir, 'key.pem');
});
afterAll(() => {
  process.env.CARDSMITH_CONTENT_DIR = saved.content;
  process.env.CARDSMITH_SIGNING_KEY_FILE = saved.key;
  rmSync(keyDir, { recursive: true, force: true });
});

describe.each(backends)('the sets API on $name', (backend) => {
  const database = useDatabase(backend);
  // A publisher may do everything the sets API offers (test/api/access.test.ts checks each role's limits).
  let publisher: User;
  beforeAll(async () => {
    publisher = (await usersByRole(database())).publisher;
  });
  const caller = () => createCaller(contextAs(database(), publisher));

  it('creates a set, offers published cards, adds and removes them, freezes, diffs', async () => {
    const published = await publishContent(database().db, contentDir);
    const created = await caller().sets.create({ name: 'Alpha' });
    expect(created.status).toBe('ok');
    const candidates = await caller().sets.candidates({ id: 'alpha' });
    // Every published card of the set's game is a candidate (Alpha's cards and the balancing lab's others);
    // the other games' cards are not.
    expect(published).toEqual(expect.arrayContaining(alpha.cards));
    const gridCards = new Set(scanContentCards(contentDir).cards.filter((c) => c.game === 'summoners-grid').map((c) => c.id));
    expect(candidates.map((c) => c.id).sort()).toEqual(published.filter((id) => gridCards.has(id)).sort());
    await caller().sets.addCards({ setId: 'alpha', cards: [{ cardId: 'rush' }, { cardId: 'blast-bolt' }] });
    expect((await caller().sets.candidates({ id: 'alpha' })).map((c) => c.id)).not.toContain('rush');
    // A version is permanent: freezing without release notes is refused, and nothing is written.
    await expect(caller().sets.freeze({ setId: 'alpha', releaseNotes: '   ' })).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'BAD_REQUEST');
    expect((await caller().sets.get({ id: 'alpha' })).versions).toEqual([]);
    const frozen = await caller().sets.freeze({ setId: 'alpha', releaseNotes: '  First release: Rush and Blast Bolt.\n' });
    expect(frozen).toMatchObject({ status: 'frozen', version: { version: 1, selected: 2, cards: 2, releaseNotes: 'First release: Rush and Blast Bolt.' } });
    expect((await caller().sets.get({ id: 'alpha' })).versions.map((v) => [v.version, v.releaseNotes])).toEqual([[1, 'First release: Rush and Blast Bolt.']]);
    await caller().sets.removeCards({ setId: 'alpha', cardIds: ['rush'] });
    const diff = await caller().sets.diff({ setId: 'alpha', from: 1, to: 'working' });
    expect(diff).toMatchObject({ status: 'ok', diff: { added: [], removed: [{ id: 'rush', version: 1 }], changed: [] } });
    expect((await caller().sets.list()).map((s) => [s.id, s.cardCount, s.latestVersion])).toEqual([['alpha', 1, 1]]);
    await expect(caller().sets.get({ id: 'nope' })).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'NOT_FOUND');
    await expect(caller().sets.diff({ setId: 'alpha', from: 7, to: 1 })).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'NOT_FOUND');
  });

  it('imports an uploaded bundle zip once, then finds it already present; refuses garbage', async () => {
    const key = await studioSigningKey();
    if (!key.ok) throw new Error(key.error);
    const bundle = await exportSetBundle(database().db, 'alpha', 1, key.key);
    if (bundle.status !== 'ok') throw new Error('export');
    const zipBase64 = Buffer.from(writeZip(filesOfBundle(bundle.bundle))).toString('base64');
    expect(await caller().sets.importBundle({ zipBase64 })).toMatchObject({ status: 'already-present', setId: 'alpha', version: 1, signer: { status: 'trusted' } });
    expect(await caller().sets.importBundle({ zipBase64: Buffer.from('not a zip').toString('base64') })).toEqual({
      status: 'problems',
      problems: [{ file: 'bundle', message: 'the upload is not a zip file (no end of central directory)' }],
    });
  });
});
