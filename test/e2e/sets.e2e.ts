import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { signInToken } from './harness/accounts';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../db/config';
import { addCardsToSet, createSet } from '../../db/sets';
import { freezeSet } from '../../db/set-versions';
import { readZip, writeZip } from '../../sets/bundle-zip';
import { utf8 } from '../../sets/bundle-files';
import { loadGameDefinitions } from '../../sets/content-definitions-dir';
import { publish, publishContent } from '../sets/published';
import { contentDir, sources } from '../sets/fixture-set';

const boltSource = readFileSync(join(contentDir, 'summoners-grid', 'cards', 'action', 'blast-bolt.smith'), 'utf8');

/** A studio database with the shipped content published, and set "Beta" frozen twice with Blast Bolt changed in between. */
async function prepareDatabase(dataDir: string): Promise<void> {
  const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'sets e2e setup' });
  try {
    await migrateDatabase(handle, migrationsDir());
    const db = handle.db;
    await publishContent(db, contentDir);
    await createSet(db, { name: 'Beta' });
    await addCardsToSet(db, 'beta', [{ cardId: 'blast-bolt' }]);
    await freezeSet(db, 'beta', null, sources);
    await publish(db, { id: 'blast-bolt', version: 2, source: boltSource.replace('power 60', 'power 70'), changelog: 'Stronger' });
    await freezeSet(db, 'beta', null, sources);
  } finally {
    await handle.close();
  }
}

/** Request options carrying the admin's session cookie: bundle downloads need a signed-in user. */
async function signedIn(): Promise<RequestInit> {
  return { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(await signInToken(studio.url))}` } };
}

let browser: Browser;
let studio: StudioServer;
let temp: string;
beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'cardsmith-sets-e2e-'));
  await prepareDatabase(join(temp, 'pglite'));
  [browser, studio] = await Promise.all([
    launchBrowser(),
    startStudio({ dataDir: join(temp, 'pglite'), contentDir, env: { CARDSMITH_SIGNING_KEY_FILE: join(temp, 'key.pem') } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await studio?.stop();
  rmSync(temp, { recursive: true, force: true });
});

describe('the Sets page', () => {
  it('creates a set, adds a card, freezes it, and offers the bundle for download', async () => {
    const tab = await newStudioPage(browser, studio.url);
    await tab.goto('/sets');
    await waitForSelector(tab.page, '[data-testid="set-table"]');
    await tab.page.fill('[data-testid="new-set-name"]', 'Alpha');
    await tab.page.click('[data-testid="create-set"]');
    await tab.page.waitForURL('**/sets/alpha');
    await waitForSelector(tab.page, '[data-testid="candidate"][data-card-id="rush"]');
    // Rush refers to no role or other card: it needs only the game's tables (ruleset, growth, rarities, packs).
    const tables = (await loadGameDefinitions(contentDir, 'summoners-grid')).definitions.filter((d) => ['Ruleset', 'Growth', 'Rarity', 'Pack'].includes(d.ast.kind));
    await tab.page.click('[data-testid="candidate"][data-card-id="rush"] button');
    await waitForSelector(tab.page, '[data-testid="member-row"][data-card-id="rush"]');
    expect(await tab.page.$('[data-testid="candidate"][data-card-id="rush"]')).toBeNull();

    // Freezing is permanent: the button asks first, and will not freeze without release notes.
    await tab.page.click('[data-testid="freeze-set"]');
    await waitForSelector(tab.page, '[data-testid="freeze-dialog"][open]');
    const submit = '[data-testid="freeze-dialog"] button[type="submit"]';
    expect(await tab.page.isDisabled(submit)).toBe(true);
    await screenshot(tab.page, 'set-freeze-dialog');
    await tab.page.click('[data-testid="freeze-dialog"] button:has-text("Cancel")');
    expect(await tab.page.$('[data-testid="freeze-dialog"][open]')).toBeNull();
    expect(await tab.page.$('[data-testid="version-row"]'), 'cancelling freezes nothing').toBeNull();
    await tab.page.click('[data-testid="freeze-set"]');
    await tab.page.fill('[data-testid="release-notes-input"]', 'First release: Rush.\nMore cards follow in version 2.');
    await tab.page.click(submit);
    // Freezing validates the whole set in the language worker: allow for a busy machine.
    await waitForSelector(tab.page, '[data-testid="freeze-result"]', 30_000);
    expect(await tab.page.textContent('[data-testid="freeze-result"]')).toBe(`Froze version 1: 1 chosen card, 0 more they refer to, ${tables.length} definitions.`);
    await waitForSelector(tab.page, '[data-testid="version-row"][data-version="1"]');
    expect(await tab.page.textContent('[data-testid="release-notes"][data-version="1"]')).toBe('Release notesFirst release: Rush.\nMore cards follow in version 2.');
    // Stored with the version: still there after a reload.
    await tab.page.reload();
    await waitForSelector(tab.page, '[data-testid="release-notes"][data-version="1"]');
    expect(await tab.page.textContent('[data-testid="release-notes"][data-version="1"] p')).toBe('First release: Rush.\nMore cards follow in version 2.');
    await screenshot(tab.page, 'set-frozen');

    const href = await tab.page.getAttribute('[data-testid="version-row"][data-version="1"] [data-testid="download-bundle"]', 'href');
    expect(href).toBe('/api/sets/alpha/bundle?version=1');
    expect((await fetch(`${studio.url}${href}`)).status, 'an anonymous download is refused').toBe(401);
    const response = await fetch(`${studio.url}${href}`, await signedIn());
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = readZip(new Uint8Array(await response.arrayBuffer()));
    expect(zip.ok && [...zip.files.keys()].sort()).toEqual(['cards.json', 'manifest.json', 'public-key.pem', 'schema.json', 'types.d.ts']);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('shows the changelog between two versions with the rules-text change', async () => {
    const tab = await newStudioPage(browser, studio.url);
    await tab.goto('/sets/beta');
    await waitForSelector(tab.page, '[data-testid="diff-changed"][data-card-id="blast-bolt"]');
    expect(await tab.page.textContent('[data-testid="diff-summary"]')).toMatch(/^0 added, 0 removed, 1 changed, \d+ unchanged\.$/);
    const rules = tab.page.locator('[data-testid="diff-changed"][data-card-id="blast-bolt"] [data-testid="rules-diff"]');
    expect(await rules.locator('del').allTextContents()).toEqual(['60']);
    expect(await rules.locator('ins').allTextContents()).toEqual(['70']);
    await screenshot(tab.page, 'set-diff');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('refuses a tampered upload naming the file, and accepts the untouched bundle', async () => {
    const bundle = await fetch(`${studio.url}/api/sets/beta/bundle?version=2`, await signedIn()).then(async (r) => new Uint8Array(await r.arrayBuffer()));
    const files = readZip(bundle);
    if (!files.ok) throw new Error(files.error);
    const cards = new TextDecoder().decode(files.files.get('cards.json'));
    const tampered = new Map(files.files).set('cards.json', utf8(cards.replace('"version":2', '"version":3')));
    const tab = await newStudioPage(browser, studio.url);
    await tab.goto('/sets');
    await tab.page.setInputFiles('[data-testid="bundle-file"]', { name: 'beta-v2.zip', mimeType: 'application/zip', buffer: Buffer.from(writeZip(tampered)) });
    await tab.page.click('[data-testid="import-bundle"]');
    await waitForSelector(tab.page, '[data-testid="problem-list"]');
    const problems = await tab.page.locator('[data-testid="problem"]').allTextContents();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^cards\.json.*changed after the bundle was signed/);
    // The message quotes two SHA-256 digests: they wrap inside the notice instead of widening the page (it was 2,863 px).
    expect(await tab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(tab.page, 'set-import-refused');

    await tab.page.setInputFiles('[data-testid="bundle-file"]', { name: 'beta-v2.zip', mimeType: 'application/zip', buffer: Buffer.from(bundle) });
    await tab.page.click('[data-testid="import-bundle"]');
    await waitForSelector(tab.page, '[data-testid="import-result"]');
    expect(await tab.page.textContent('[data-testid="import-result"]')).toBe('beta version 2 is already here, identical.');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
