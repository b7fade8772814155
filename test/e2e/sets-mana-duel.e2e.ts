/**
 * A mana duel set in the studio, from one studio to another: with the mana duel's cards published in a
 * studio of its own, create a mana duel set (the game given through the sets API, as a game switcher
 * would), add cards on its page, freeze a version, download the bundle, and import it on the Sets page
 * of a second, fresh studio, which then shows the set's cards. The bundle's schema.json is the mana
 * duel's own (its card types and declared numbers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { callApi, signInToken } from './harness/accounts';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../db/config';
import { readZip } from '../../sets/bundle-zip';
import { publishContent } from '../sets/published';
import { contentDir } from '../sets/fixture-set';

/** Two monsters, a spell and an equipment. */
const chosen = ['ember-whelp', 'forest-wolf', 'flame-dart', 'iron-sword'];

async function publishedStudioDatabase(dataDir: string): Promise<void> {
  const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'mana duel sets e2e setup' });
  try {
    await migrateDatabase(handle, migrationsDir());
    await publishContent(handle.db, contentDir);
  } finally {
    await handle.close();
  }
}

let browser: Browser;
let source: StudioServer;
let target: StudioServer;
let temp: string;
beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'cardsmith-sets-duel-e2e-'));
  await publishedStudioDatabase(join(temp, 'source'));
  const env = { CARDSMITH_SIGNING_KEY_FILE: join(temp, 'key.pem') };
  [browser, source, target] = await Promise.all([
    launchBrowser(),
    startStudio({ dataDir: join(temp, 'source'), contentDir, env }),
    // A fresh studio of the same team (the same signing key): only its content folder's drafts.
    startStudio({ dataDir: join(temp, 'target'), contentDir, env }),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await source?.stop();
  await target?.stop();
  rmSync(temp, { recursive: true, force: true });
});

describe('a mana duel set from one studio to another', () => {
  it('creates, fills, freezes and downloads a mana duel set, and imports it into a fresh studio', async () => {
    const created = await callApi(source.url, await signInToken(source.url), 'mutation', 'sets.create', { name: 'Duel Starter', game: 'mana-duel' });
    expect(created.status).toBe(200);

    const tab = await newStudioPage(browser, source.url, { viewport: { width: 1280, height: 1000 } });
    await tab.goto('/sets/duel-starter');
    await waitForSelector(tab.page, '[data-testid="candidate"][data-card-id="ember-whelp"]');
    expect(await tab.page.textContent('main')).toContain('duel-starter · mana-duel');
    // Only the mana duel's cards are offered: no Summoner's Grid card.
    expect(await tab.page.$('[data-testid="candidate"][data-card-id="blast-bolt"]')).toBeNull();
    for (const id of chosen) {
      await tab.page.click(`[data-testid="candidate"][data-card-id="${id}"] button`);
      await waitForSelector(tab.page, `[data-testid="member-row"][data-card-id="${id}"]`);
    }
    await tab.page.click('[data-testid="freeze-set"]');
    await tab.page.fill('[data-testid="release-notes-input"]', 'The starter set.');
    await tab.page.click('[data-testid="freeze-dialog"] button[type="submit"]');
    await waitForSelector(tab.page, '[data-testid="freeze-result"]');
    expect(await tab.page.textContent('[data-testid="freeze-result"]')).toMatch(/^Froze version 1: 4 chosen cards, 0 more they refer to, 1 definition\.$/);
    await waitForSelector(tab.page, '[data-testid="version-row"][data-version="1"]');
    await screenshot(tab.page, 'sets-mana-duel-frozen');

    const [download] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('[data-testid="version-row"][data-version="1"] [data-testid="download-bundle"]')]);
    const zipPath = join(temp, 'duel-starter.zip');
    await download.saveAs(zipPath);
    const zip = readZip(new Uint8Array(readFileSync(zipPath)));
    if (!zip.ok) throw new Error(zip.error);
    const schema = JSON.parse(new TextDecoder().decode(zip.files.get('schema.json')));
    expect(schema.title).toBe('ManaDuelCardsFile');
    expect(new TextDecoder().decode(zip.files.get('types.d.ts'))).toContain('export type ManaDuelCard = ManaDuelMonster | ManaDuelSpell | ManaDuelEquipment;');
    const cards = JSON.parse(new TextDecoder().decode(zip.files.get('cards.json')));
    expect(cards.cards.find((c: { id: string }) => c.id === 'ember-whelp')).toMatchObject({ kind: 'monster', mana: 2, power: 3, toughness: 1, health: 2 });
    expect(tab.errors).toEqual([]);
    await tab.close();

    const other = await newStudioPage(browser, target.url, { viewport: { width: 1280, height: 1000 } });
    await other.goto('/sets');
    await waitForSelector(other.page, '[data-testid="bundle-file"]');
    await other.page.setInputFiles('[data-testid="bundle-file"]', zipPath);
    await other.page.click('[data-testid="import-bundle"]');
    await waitForSelector(other.page, '[data-testid="import-result"]', 30_000);
    expect(await other.page.textContent('[data-testid="import-result"]')).toMatch(/^Imported duel-starter version 1: 4 new published versions, (1 new card|\d+ new cards)\.$/);
    await screenshot(other.page, 'sets-mana-duel-imported');

    await other.goto('/sets/duel-starter');
    await waitForSelector(other.page, '[data-testid="member-row"]');
    const members = await other.page.locator('[data-testid="member-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card-id')));
    expect(members.sort()).toEqual([...chosen].sort());
    // Stored with their declared card types, as the content folder's cards are.
    expect(await other.page.textContent('[data-testid="member-row"][data-card-id="ember-whelp"]')).toMatch(/monster/i);
    expect(await other.page.textContent('main')).toContain('duel-starter · mana-duel');
    await waitForSelector(other.page, '[data-testid="version-row"][data-version="1"]');
    await screenshot(other.page, 'sets-mana-duel-target');
    expect(other.errors).toEqual([]);
    await other.close();
  });
});
