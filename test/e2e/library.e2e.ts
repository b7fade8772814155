import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { callApi, signInToken } from './harness/accounts';
import { scanContentCards } from '../../db/content-files';
import { parse } from '../../dsl/parse';
import { rulesText } from '../../dsl/rules-text/rules-text';

const fixtures = fileURLToPath(new URL('../fixtures/content', import.meta.url));
const browser = useBrowser();

/** The library rows as [name, id, status] in page order. */
async function rows(page: Page): Promise<string[][]> {
  return page.$$eval('[data-testid="card-row"]', (trs) =>
    trs.map((tr) => [tr.querySelector('.card-name')?.textContent ?? '', tr.getAttribute('data-card-id') ?? '', tr.querySelector('.status')?.textContent ?? '']),
  );
}
const ids = async (page: Page) => (await rows(page)).map((row) => row[1]);

describe('the library on the project content', () => {
  // The studio opens on Summoner's Grid, and the library lists the current game's cards only.
  const content = () => scanContentCards(inject('studioContentDir')).cards.filter((card) => card.game === 'summoners-grid');

  it('lists every card of the current game (Summoner’s Grid) by name, each with its face in small and the selected one in full', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'));
    await tab.goto('/');
    expect(new URL(tab.page.url()).pathname).toBe('/library');
    await waitForSelector(tab.page, '[data-testid="card-table"]');
    const byName = [...content()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    expect(await rows(tab.page)).toEqual(byName.map((card) => [card.name, card.id, 'draft']));
    expect(await tab.page.textContent('[data-testid="library-count"]')).toBe(`${byName.length} cards`);
    // The first row is selected and previewed in full; its small face shows the generated type line.
    const first = byName[0];
    expect(await tab.page.textContent('[data-testid="library-preview"] [data-testid="face-name"]')).toBe(first?.name);
    const firstDecl = parse(first?.source ?? '').document.decls[0];
    const firstTitle = firstDecl ? (rulesText(firstDecl).split('\n')[0] ?? '') : '';
    expect(await tab.page.textContent('[data-testid="card-row"] .mini-face__type')).toBe(firstTitle.slice(firstTitle.indexOf(' — ') + 3));
    await screenshot(tab.page, 'library', { fullPage: false });
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('searches the generated rules text, filters by kind and role, and keeps the query in a shareable URL', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'));
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    // Expected from the cards' own rules text, generated here by the DSL.
    const saying = (words: string) =>
      content()
        .filter((card) => {
          const decl = parse(card.source).document.decls[0];
          return decl !== undefined && rulesText(decl).toLowerCase().includes(words);
        })
        .map((card) => card.id)
        .sort();
    const expected = saying('recharge pile');
    expect(expected.length).toBeGreaterThan(1);
    await tab.page.fill('input[aria-label="Search cards"]', 'recharge pile');
    expect((await ids(tab.page)).sort()).toEqual(expected);
    expect(new URL(tab.page.url()).search).toBe('?q=recharge+pile');

    await tab.page.fill('input[aria-label="Search cards"]', '');
    await tab.page.selectOption('select[aria-label="Kind"]', 'counter');
    const counters = content().filter((card) => card.kind === 'counter').map((card) => card.id).sort();
    expect((await ids(tab.page)).sort()).toEqual(counters);

    await tab.page.selectOption('select[aria-label="Kind"]', '');
    await tab.page.selectOption('select[aria-label="Role"]', 'Magician');
    // By hand from the card files: the cards whose own choices or requirements need a Magician (Dark
    // Altar chooses one in its effect, and the Magician summons are Magicians: neither requires one), and
    // the four advance cards whose target is a tier 1 Magician.
    const magicianCards = ['blast-bolt', 'crimson-initiation', 'dawn-initiation', 'drain-touch', 'dusk-initiation', 'elemental-attunement', 'healing-hands', 'life-alchemy', 'magicians-sanctum', 'nearwood-forest-expedition', 'obliterate', 'shadow-pact', 'spell-recall'];
    expect((await ids(tab.page)).sort()).toEqual(magicianCards);
    expect(new URL(tab.page.url()).search).toBe('?role=Magician');

    // The URL alone reproduces the view.
    const shared = await newStudioPage(browser(), inject('studioUrl'));
    await shared.goto('/library?role=Magician&sort=kind');
    await waitForSelector(shared.page, '[data-testid="card-table"]');
    expect((await ids(shared.page)).sort()).toEqual(magicianCards);
    expect(await shared.page.inputValue('select[aria-label="Sort"]')).toBe('kind');
    expect(tab.errors).toEqual([]);
    await shared.close();
    await tab.close();
  });

  it('is driven from the keyboard: / searches, arrows select, Enter opens the card', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'));
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    await tab.page.keyboard.press('/');
    expect(await tab.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search cards');
    // Only the current game's cards are listed: "blast" does not find the mana duel's Searing Blast.
    await tab.page.keyboard.type('blast');
    expect(await ids(tab.page)).toEqual(['blast-bolt']);
    await tab.page.keyboard.press('Escape');
    await tab.page.fill('input[aria-label="Search cards"]', '');
    await tab.page.keyboard.press('Escape');
    const all = await ids(tab.page);
    await tab.page.keyboard.press('ArrowDown');
    await tab.page.keyboard.press('ArrowDown');
    expect(await tab.page.getAttribute('[data-testid="card-row"][aria-selected="true"]', 'data-card-id')).toBe(all[2]);
    await tab.page.keyboard.press('ArrowUp');
    expect(await tab.page.getAttribute('[data-testid="card-row"][aria-selected="true"]', 'data-card-id')).toBe(all[1]);
    await Promise.all([tab.page.waitForURL(`**/cards/${all[1]}`), tab.page.keyboard.press('Enter')]);
    await tab.close();
  });

  it('has the studio areas in the sidebar and marks the current one', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'));
    await tab.goto('/library');
    const links = await tab.page.$$eval('.sidebar__link', (anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]));
    expect(links).toEqual([
      ['Library', '/library', 'page'],
      ['Table', '/table', null],
      ['Editor', '/editor', null],
      ['Reference', '/reference', null],
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
});

describe('the library on fixture content (drafts with errors, saves)', () => {
  let studio: StudioServer;
  beforeAll(async () => {
    studio = await startStudio({ contentDir: fixtures });
  });
  afterAll(async () => {
    await studio?.stop();
  });

  it('lists drafts that do not parse cleanly with their problem counts, and shows a draft saved through the API but not a stale save', async () => {
    const token = await signInToken(studio.url);
    const save = (baseRevision: number, source: string) =>
      callApi(studio.url, token, 'mutation', 'cards.saveDraft', { id: 'rush', baseRevision, source }).then((response) => response.body);
    expect(await save(1, 'action "Rush Hour" {\n}\n')).toMatchObject({ result: { data: { status: 'saved', card: { draftRevision: 2 } } } });
    expect(await save(1, 'action "Lost Update" {\n}\n')).toMatchObject({ result: { data: { status: 'conflict', current: { revision: 2 } } } });
    const tab = await newStudioPage(browser(), studio.url);
    await tab.goto('/library');
    await waitForSelector(tab.page, '[data-testid="card-table"]');
    expect(await rows(tab.page)).toEqual([
      ['Blast Bolt', 'blast-bolt', 'draft'],
      ['Dark Altar', 'dark-altar', 'draft'],
      ['Graverobbing', 'graverobbing', 'draft'],
      ['Rush Hour', 'rush', 'draft'],
    ]);
    // The fixture cards are written in an older syntax: every one has errors, and the library says so.
    const counts = await tab.page.$$eval('[data-testid="card-row"]', (trs) => trs.map((tr) => tr.querySelector('.problems__errors') !== null));
    expect(counts).toEqual([true, true, true, false]);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});

describe('the library on an empty content folder', () => {
  it('explains where cards come from instead of showing an empty table', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'cardsmith-empty-content-'));
    const studio = await startStudio({ contentDir: empty });
    try {
      const tab = await newStudioPage(browser(), studio.url);
      await tab.goto('/library');
      await waitForSelector(tab.page, '[data-testid="library-empty"]');
      expect(await tab.page.textContent('[data-testid="library-empty"] h2')).toBe('No cards yet');
      expect(await tab.page.$('[data-testid="card-table"]')).toBeNull();
      expect(tab.errors).toEqual([]);
      await tab.close();
    } finally {
      await studio.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
