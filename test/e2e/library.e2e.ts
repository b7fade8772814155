import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { scanContentCards } from '../../db/content-files';

const fixtures = fileURLToPath(new URL('../fixtures/content', import.meta.url));

/** The library table as text cells: [name, id, kind, status] per row, in page order. */
async function tableRows(page: Page): Promise<string[][]> {
  return page.$$eval('[data-testid="card-row"]', (rows) =>
    rows.map((row) => [
      row.querySelector('.card-name')?.textContent ?? '',
      row.querySelector('.card-id')?.textContent ?? '',
      row.querySelector('.kind')?.textContent ?? '',
      row.querySelector('.status')?.textContent ?? '',
    ]),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the studio shell on the project content', () => {
  it('shows exactly the cards of the content folder, or the empty library', async () => {
    const expected = scanContentCards(inject('studioContentDir')).cards;
    const studio = await newStudioPage(browser, inject('studioUrl'));
    await studio.goto('/');
    expect(new URL(studio.page.url()).pathname).toBe('/library');
    await screenshot(studio.page, 'library-content');
    if (expected.length === 0) {
      await waitForSelector(studio.page, '[data-testid="library-empty"]');
    } else {
      await waitForSelector(studio.page, '[data-testid="card-table"]');
      const ids = (await tableRows(studio.page)).map((row) => row[1]);
      expect(ids.sort()).toEqual(expected.map((card) => card.id).sort());
    }
    expect(studio.errors).toEqual([]);
    await studio.close();
  });
});

describe('the library on fixture content', () => {
  let studio: StudioServer;
  beforeAll(async () => {
    studio = await startStudio({ contentDir: fixtures });
  });
  afterAll(async () => {
    await studio?.stop();
  });

  it('lists the seeded cards with name, kind and status, sorted by kind then name', async () => {
    const tab = await newStudioPage(browser, studio.url);
    await tab.goto('/library');
    await waitForSelector(tab.page, '[data-testid="card-table"]');
    expect(await tableRows(tab.page)).toEqual([
      ['Blast Bolt', 'blast-bolt', 'action', 'draft'],
      ['Rush', 'rush', 'action', 'draft'],
      ['Dark Altar', 'dark-altar', 'building', 'draft'],
      ['Graverobbing', 'graverobbing', 'counter', 'draft'],
    ]);
    expect(await tab.page.textContent('[data-testid="library-count"]')).toBe('4 cards');
    await screenshot(tab.page, 'library');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('has the five studio areas in the sidebar and marks the current one', async () => {
    const tab = await newStudioPage(browser, studio.url);
    await tab.goto('/library');
    const links = await tab.page.$$eval('.sidebar__link', (anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]));
    expect(links).toEqual([
      ['Library', '/library', 'page'],
      ['Editor', '/editor', null],
      ['Sandbox', '/sandbox', null],
      ['Balance', '/balance', null],
      ['Sets', '/sets', null],
    ]);
    await tab.page.click('text=Sandbox');
    await tab.page.waitForURL('**/sandbox');
    expect(await tab.page.textContent('h1')).toBe('Sandbox');
    expect(await tab.page.getAttribute('.sidebar__link[href="/sandbox"]', 'aria-current')).toBe('page');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('filters the table as the designer types', async () => {
    const tab = await newStudioPage(browser, studio.url);
    await tab.goto('/library');
    await tab.page.fill('input[aria-label="Filter cards"]', 'action');
    expect((await tableRows(tab.page)).map((row) => row[1])).toEqual(['blast-bolt', 'rush']);
    expect(await tab.page.textContent('[data-testid="library-count"]')).toBe('2 of 4 cards');
    await tab.page.fill('input[aria-label="Filter cards"]', 'altar build');
    expect((await tableRows(tab.page)).map((row) => row[1])).toEqual(['dark-altar']);
    await tab.close();
  });

  it('shows a draft saved through the API, and the API refuses a stale save', async () => {
    const save = (baseRevision: number, source: string) =>
      fetch(`${studio.url}/api/trpc/cards.saveDraft`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'rush', baseRevision, source }),
      }).then((response) => response.json());
    expect(await save(1, 'action "Rush Hour" {\n}\n')).toMatchObject({ result: { data: { status: 'saved', card: { draftRevision: 2 } } } });
    expect(await save(1, 'action "Lost Update" {\n}\n')).toMatchObject({ result: { data: { status: 'conflict', current: { revision: 2 } } } });
    const tab = await newStudioPage(browser, studio.url);
    await tab.goto('/library');
    const rows = await tableRows(tab.page);
    expect(rows.find((row) => row[1] === 'rush')).toEqual(['Rush Hour', 'rush', 'action', 'draft']);
    expect(rows.some((row) => row[0] === 'Lost Update')).toBe(false);
    await tab.close();
  });
});

describe('the library on an empty content folder', () => {
  it('explains where cards come from instead of showing an empty table', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'cardsmith-empty-content-'));
    const studio = await startStudio({ contentDir: empty });
    try {
      const tab = await newStudioPage(browser, studio.url);
      await tab.goto('/library');
      await waitForSelector(tab.page, '[data-testid="library-empty"]');
      expect(await tab.page.textContent('[data-testid="library-empty"] h2')).toBe('No cards yet');
      expect(await tab.page.$('[data-testid="card-table"]')).toBeNull();
      await screenshot(tab.page, 'library-empty');
      expect(tab.errors).toEqual([]);
      await tab.close();
    } finally {
      await studio.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
