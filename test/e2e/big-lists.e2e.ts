/**
 * The library and the set table with more cards than one window of rows (app/ui/row-window.ts): the
 * project's content plus 350 generated Summoner's Grid actions, 450 cards of the game in all. Only the
 * first 200 rows are rendered at first; search and filters still find every card; scrolling to the end of
 * the rows, the "Show more" button and the keyboard's selection each render more. Its own studio.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/chromium';
import { useOwnStudio } from './harness/own-studio';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { projectRoot } from '../../db/config';
import { scanContentCards } from '../../db/content-files';

const GENERATED = 350;
const contentDir = mkdtempSync(join(tmpdir(), 'cardsmith-big-lists-'));
cpSync(join(projectRoot(), 'content'), contentDir, { recursive: true });
const actions = join(contentDir, 'summoners-grid', 'cards', 'action');
const model = readFileSync(join(actions, 'blast-bolt.smith'), 'utf8');
// "Echo Bolt 001" … "Echo Bolt 350": the same action as Blast Bolt under new names (ids echo-bolt-001 …).
const number = (i: number) => String(i).padStart(3, '0');
for (let i = 1; i <= GENERATED; i++) writeFileSync(join(actions, `echo-bolt-${number(i)}.smith`), model.replace('"Blast Bolt"', `"Echo Bolt ${number(i)}"`));
const gameCards = scanContentCards(contentDir).cards.filter((card) => card.game === 'summoners-grid');
const TOTAL = gameCards.length;
// Sorted by name as the library sorts; the last of them is far past the first window.
const byName = [...gameCards].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

const browser = useBrowser();
const own = useOwnStudio({ contentDir });
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const libraryRows = (page: Page) => page.$$eval('[data-testid="card-row"]', (trs) => trs.map((tr) => tr.getAttribute('data-card-id') ?? ''));
const tableRows = (page: Page) => page.$$eval('[data-testid="table-row"]', (trs) => trs.map((tr) => tr.getAttribute('data-card-id') ?? ''));
const rowCountIs = (page: Page, selector: string, n: number) => page.waitForFunction(({ selector, n }) => document.querySelectorAll(selector).length === n, { selector, n });

describe('long lists render a window of rows', () => {
  it('the library renders the first 200 rows, finds any card by search, and renders more on scrolling, on the button and for the keyboard', async () => {
    expect(TOTAL).toBeGreaterThan(400);
    const tab = await newStudioPage(browser(), own.studio().url);
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    expect(await tab.page.textContent('[data-testid="library-count"]')).toBe(`${TOTAL} cards`);
    expect(await libraryRows(tab.page)).toEqual(byName.slice(0, 200).map((card) => card.id));
    expect(await tab.page.textContent('[data-testid="more-rows"]')).toBe(`Showing the first 200 of ${TOTAL} cards. Show 200 more`);

    // Search runs over every card, not only the rendered ones.
    const last = byName.at(-1);
    if (!last) throw new Error('no cards');
    await tab.page.fill('input[aria-label="Search cards"]', last.name);
    await rowCountIs(tab.page, '[data-testid="card-row"]', byName.filter((card) => card.name.toLowerCase().includes(last.name.toLowerCase())).length);
    expect(await libraryRows(tab.page)).toContain(last.id);
    expect(await tab.page.$('[data-testid="more-rows"]')).toBeNull();

    // A new query starts again at the first window; scrolling its end into view renders the next 200.
    await tab.page.fill('input[aria-label="Search cards"]', '');
    await rowCountIs(tab.page, '[data-testid="card-row"]', 200);
    await tab.page.locator('[data-testid="more-rows"]').scrollIntoViewIfNeeded();
    await rowCountIs(tab.page, '[data-testid="card-row"]', 400);
    await screenshot(tab.page, 'big-lists-library-scrolled', { fullPage: false });
    // The button shows the rest (fewer than a window): then every card is rendered, in order.
    const rest = TOTAL - 400;
    expect(await tab.page.textContent('[data-testid="more-rows"] button')).toBe(`Show ${rest} more`);
    await tab.page.click('[data-testid="more-rows"] button');
    await rowCountIs(tab.page, '[data-testid="card-row"]', TOTAL);
    expect(await libraryRows(tab.page)).toEqual(byName.map((card) => card.id));
    expect(await tab.page.$('[data-testid="more-rows"]')).toBeNull();

    // The keyboard's selection moves past the window: PageDown 25 times from the first row is row 250.
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    expect((await libraryRows(tab.page)).length).toBe(200);
    for (let i = 0; i < 25; i++) await tab.page.keyboard.press('PageDown');
    await tab.page.waitForFunction((id) => document.querySelector('[data-testid="card-row"][aria-selected="true"]')?.getAttribute('data-card-id') === id, byName[250]?.id);
    expect((await libraryRows(tab.page)).length).toBe(400);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('the set table renders the first 200 rows, filters over every card, and renders more on scrolling', async () => {
    const tab = await newStudioPage(browser(), own.studio().url);
    await tab.goto('/table');
    await waitForSelector(tab.page, '.set-table[data-ready]');
    expect((await tableRows(tab.page)).length).toBe(200);
    expect(await tab.page.textContent('.set-table [data-testid="more-rows"]')).toBe(`Showing the first 200 of ${TOTAL} cards. Show 200 more`);
    // The filter finds the generated cards, all 350 of them, past the window too: 200 rendered, then all.
    await tab.page.fill('[data-testid="table-filter"]', 'echo bolt');
    await tab.page.waitForFunction((text) => document.querySelector('.set-table [data-testid="more-rows"]')?.textContent === text, `Showing the first 200 of ${GENERATED} cards. Show 150 more`);
    await tab.page.locator('.set-table [data-testid="more-rows"]').scrollIntoViewIfNeeded();
    await rowCountIs(tab.page, '[data-testid="table-row"]', GENERATED);
    expect((await tableRows(tab.page)).every((id) => id.startsWith('echo-bolt-'))).toBe(true);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
