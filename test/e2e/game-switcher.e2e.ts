/**
 * The studio per game, on the shared studio (seeded from content/): the sidebar's switcher changes the
 * current game (a cookie of this browser only, so other tests still see Summoner's Grid), and the
 * library, the card face, new cards, decks and sets follow it. A shared `?game=` link opens a game.
 */
import { describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { callApi, signInToken } from './harness/accounts';
import { waitForAnalysis } from './harness/editor-probe';
import { parse } from '../../dsl/parse';
import { rulesText } from '../../dsl/rules-text/rules-text';

const browser = useBrowser();

/** The `.smith` files under a folder, at any depth. */
function smithFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? smithFiles(join(dir, e.name)) : e.name.endsWith('.smith') ? [join(dir, e.name)] : []));
}
/** The ids of the card files of a game (or of one kind's folder): a card's id is its file's base name. */
const cardIds = (game: string, ...folder: string[]) => smithFiles(join(inject('studioContentDir'), game, 'cards', ...folder)).map((f) => basename(f, '.smith')).sort();

async function libraryIds(page: Page): Promise<string[]> {
  return (await page.$$eval('[data-testid="card-row"]', (trs) => trs.map((tr) => tr.getAttribute('data-card-id') ?? ''))).sort();
}

/** Chooses a game in the sidebar and waits until the library lists `count` cards of it. */
async function switchTo(page: Page, game: string, name: string, count: number): Promise<void> {
  await page.selectOption('[data-testid="game-switcher"]', game);
  await page.waitForFunction(
    ({ name, count }) => document.querySelector('[data-testid="brand-game"]')?.textContent === name && document.querySelector('[data-testid="library-count"]')?.textContent === `${count} cards`,
    { name, count },
    { timeout: 15_000 },
  );
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (nodes) => nodes.map((n) => n.textContent ?? ''));
}

describe('the game switcher', () => {
  it('shows only the chosen game’s cards, a mana duel monster’s face, new cards of its types, and Summoner’s Grid again', async () => {
    const sg = cardIds('summoners-grid');
    const duel = cardIds('mana-duel');
    expect(duel.length).toBeGreaterThan(0);
    const tab = await newStudioPage(browser(), inject('studioUrl'));
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    // The default game.
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe("Summoner's Grid");
    expect(await texts(tab.page, '[data-testid="game-switcher"] option')).toEqual(['Chain Duel', 'Mana Duel', 'Stance Duel', "Summoner's Grid"]);
    expect(await libraryIds(tab.page)).toEqual(sg);

    await switchTo(tab.page, 'mana-duel', 'Mana Duel', duel.length);
    expect(await libraryIds(tab.page)).toEqual(duel);
    // Kinds are the mana duel's declared card types; it has no roles or species to filter by.
    expect(await texts(tab.page, 'select[aria-label="Kind"] option')).toEqual(['Any kind', 'monster', 'spell', 'equipment']);
    expect(await tab.page.$('select[aria-label="Role"]')).toBeNull();
    expect(await tab.page.$('select[aria-label="Species"]')).toBeNull();
    await tab.page.selectOption('select[aria-label="Kind"]', 'monster');
    expect(await libraryIds(tab.page)).toEqual(cardIds('mana-duel', 'monster'));
    // "Test this card" opens the mana duel's own sandbox, with the selected card.
    const selected = await tab.page.getAttribute('[data-testid="library-preview"] [data-testid="test-this-card"]', 'data-card');
    expect(cardIds('mana-duel', 'monster')).toContain(selected);
    expect(await tab.page.getAttribute('[data-testid="library-preview"] [data-testid="test-this-card"]', 'href')).toBe(`/sandbox?game=mana-duel&card=${selected}`);
    await screenshot(tab.page, 'game-switcher-library', { fullPage: false });

    // A monster's face: type, cost, the declared stats in the ruleset's order, and its generated rules text.
    await tab.goto('/cards/ancient-treant');
    await waitForAnalysis(tab.page);
    const face = '[data-testid="editor-face"]';
    expect(await tab.page.textContent(`${face} [data-testid="face-name"]`)).toBe('Ancient Treant');
    expect(await tab.page.textContent(`${face} [data-testid="face-type"]`)).toBe('Monster');
    expect(await tab.page.textContent(`${face} [data-testid="face-properties"]`)).toBe('Mana 7');
    expect(await texts(tab.page, `${face} [data-testid="face-stats"] dt`)).toEqual(['Power', 'Toughness', 'Health']);
    expect(await texts(tab.page, `${face} [data-testid="face-stats"] dd`)).toEqual(['6', '5', '8']);
    const treant = parse(readFileSync(join(inject('studioContentDir'), 'mana-duel', 'cards', 'monster', 'ancient-treant.smith'), 'utf8')).document.decls[0];
    // The rules text after the title and stats lines (which the face shows as fields).
    const abilities = treant ? rulesText(treant).split('\n').slice(2) : [];
    expect(abilities).toEqual(['At the end of your turn: You gain 2 health.']);
    expect(await texts(tab.page, `${face} [data-testid="face-text"] p`)).toEqual(abilities);
    expect(await tab.page.getAttribute('[data-testid="editor-toolbar"] [data-testid="test-this-card"]', 'href')).toBe('/sandbox?game=mana-duel&card=ancient-treant');
    await screenshot(tab.page, 'game-switcher-monster-face', { fullPage: false });

    // The formula and pack explorers compute what the mana duel does not declare (levels and roles; rarity,
    // species, growth and pack tables): each says so in a sentence instead of showing empty tools.
    await tab.goto('/balance/formulas');
    await waitForSelector(tab.page, '[data-testid="formulas-other-game"]');
    expect(await tab.page.textContent('[data-testid="formulas-other-game"]')).toContain('Mana Duel has none of them');
    await tab.goto('/balance/packs');
    await waitForSelector(tab.page, '[data-testid="packs-no-tables"]');
    expect(await tab.page.textContent('[data-testid="packs-no-tables"]')).toContain('Mana Duel declares no rarity, species, growth or pack tables');
    expect(await tab.page.$('[data-testid="pack-count"]')).toBeNull();
    expect(await tab.page.$('[data-testid="generate-error"]')).toBeNull();

    // A new monster from the template, in the mana duel: valid as created.
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    await tab.page.click('[data-testid="new-card"]');
    const dialog = '[data-testid="new-card-dialog"]';
    expect(await texts(tab.page, `${dialog} select option`)).toEqual(['monster', 'spell', 'equipment']);
    await tab.page.selectOption(`${dialog} select`, 'monster');
    await tab.page.fill(`${dialog} input`, 'Switcher Test Monster');
    await Promise.all([tab.page.waitForURL('**/cards/switcher-test-monster'), tab.page.click(`${dialog} button[type="submit"]`)]);
    await waitForAnalysis(tab.page);
    expect(await tab.page.getAttribute('[data-testid="source-editor"]', 'data-errors')).toBe('0');
    expect(await tab.page.textContent('[data-testid="problems-none"]')).toBe('No problems.');
    expect(await tab.page.textContent(`${face} [data-testid="face-type"]`)).toBe('Monster');
    expect(await texts(tab.page, `${face} [data-testid="face-stats"] dt`)).toEqual(['Power', 'Toughness', 'Health']);
    await screenshot(tab.page, 'game-switcher-new-monster', { fullPage: false });
    const created = await callApi(inject('studioUrl'), await signInToken(inject('studioUrl')), 'query', 'cards.get', { id: 'switcher-test-monster' });
    expect(created.body).toMatchObject({ result: { data: { game: 'mana-duel', kind: 'monster' } } });

    // Back to Summoner's Grid: its cards only (the new monster is the mana duel's).
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    await switchTo(tab.page, 'summoners-grid', "Summoner's Grid", sg.length);
    expect(await libraryIds(tab.page)).toEqual(sg);
    expect(await tab.page.$('select[aria-label="Role"]')).not.toBeNull();
    await screenshot(tab.page, 'game-switcher-back', { fullPage: false });

    const removed = await callApi(inject('studioUrl'), await signInToken(inject('studioUrl')), 'mutation', 'cards.delete', { id: 'switcher-test-monster' });
    expect(removed.status).toBe(200);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('opens a game from a shared link (?game=), which stays the current game on other pages; an unknown game is the default', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'));
    await tab.goto('/decks?game=mana-duel');
    await waitForSelector(tab.page, '[data-testid="deck-list"]');
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe('Mana Duel');
    const duelDecks = readdirSync(join(inject('studioContentDir'), 'mana-duel', 'decks')).map((f) => basename(f, '.smith')).sort();
    expect((await tab.page.$$eval('[data-testid="deck-item"]', (items) => items.map((i) => i.getAttribute('data-deck-id') ?? ''))).sort()).toEqual(duelDecks);
    await screenshot(tab.page, 'game-switcher-decks', { fullPage: false });

    await tab.goto('/sets');
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe('Mana Duel');
    expect(await tab.page.textContent('form[aria-label="New set"] h2')).toBe('New set of Mana Duel');

    await tab.goto('/library?game=chess');
    await waitForSelector(tab.page, '.library[data-ready]');
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe("Summoner's Grid");
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('opens a card or definition file of another game in its game: the sidebar, its library and the reference follow it, the address keeps its other parameters', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'));
    // Summoner's Grid is current; a link to a stance duel fighter, at a position in its text.
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe("Summoner's Grid");
    await tab.goto('/cards/iron-duelist?at=2:3');
    await waitForAnalysis(tab.page);
    const opened = new URL(tab.page.url());
    expect(opened.pathname).toBe('/cards/iron-duelist');
    expect(opened.searchParams.get('game')).toBe('stance-duel');
    expect(opened.searchParams.get('at')).toBe('2:3');
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe('Stance Duel');
    expect(await tab.page.getAttribute('[data-testid="editor-toolbar"] [data-testid="test-this-card"]', 'href')).toBe('/sandbox?game=stance-duel&card=iron-duelist');
    await screenshot(tab.page, 'game-switcher-card-link', { fullPage: false });
    // The reference the toolbar opens is the stance duel's now (its own words, e.g. its card types).
    await tab.goto('/reference');
    await waitForSelector(tab.page, '#card-type-fighter');
    // The sidebar's library is the stance duel's.
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    expect(await tab.page.textContent('[data-testid="library-count"]')).toBe(`${cardIds('stance-duel').length} cards`);
    // And back: a Summoner's Grid card's history makes Summoner's Grid current again.
    await tab.goto('/cards/blast-bolt/history');
    await waitForSelector(tab.page, '[data-testid="history"]');
    expect(new URL(tab.page.url()).searchParams.get('game')).toBe('summoners-grid');
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe("Summoner's Grid");
    // A definition file's game is its folder: the chain duel's ruleset makes the chain duel current.
    await tab.goto('/content/chain-duel/ruleset.smith?at=1:1');
    await waitForSelector(tab.page, '[data-testid="definition-viewer"]');
    const definition = new URL(tab.page.url());
    expect([definition.pathname, definition.searchParams.get('game'), definition.searchParams.get('at')]).toEqual(['/content/chain-duel/ruleset.smith', 'chain-duel', '1:1']);
    expect(await tab.page.textContent('[data-testid="brand-game"]')).toBe('Chain Duel');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
