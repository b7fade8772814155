/**
 * Learning the language where it is written, in Chromium against the production build: a designer opens
 * the language reference from the sidebar, searches it for the attack step and reads its real example,
 * then writes a new card's effect by accepting the `attack` snippet from completion and filling in its tab
 * stops; the card validates. Hover on the keyword links back to its reference entry, and "Find Cards That
 * Use This" in the editor's context menu lists the other cards that attack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { callApi, signInToken } from './harness/accounts';
import { editorText, waitForAnalysis } from './harness/editor-probe';

const browser = useBrowser();
let studio: StudioServer;
let token: string;

beforeAll(async () => {
  studio = await startStudio();
  token = await signInToken(studio.url);
});
afterAll(async () => {
  await studio?.stop();
});

/** The new card before its effect is written: line 6 is the empty line inside `effect { }`. */
const START = 'action "Reference Probe" {\n  power 40\n  caster: your summon\n  target: enemy summon within 6 of caster\n  effect {\n    \n  }\n}\n';

async function newCard(): Promise<string> {
  const created = await callApi(studio.url, token, 'mutation', 'cards.create', { kind: 'action', name: 'Reference Probe' });
  const card = (created.body as { result: { data: { id: string; draftRevision: number } } }).result.data;
  const saved = await callApi(studio.url, token, 'mutation', 'cards.saveDraft', { id: card.id, baseRevision: card.draftRevision, source: START });
  expect(saved.status).toBe(200);
  return card.id;
}

describe('the language, learnable where it is written', () => {
  it('reads the reference, writes a card from a snippet, and finds the cards that use the step', async () => {
    const tab = await newStudioPage(browser(), studio.url);
    const page = tab.page;

    // The reference, from the sidebar.
    await tab.goto('/library');
    await page.click('nav[aria-label="Studio"] >> text=Reference');
    await waitForSelector(page, '[data-testid="reference-search"]');
    const total = Number((await page.textContent('[data-testid="reference-count"]'))?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(100);
    await page.fill('[data-testid="reference-search"]', 'hit roll');
    await page.waitForFunction((all) => Number(document.querySelector('[data-testid="reference-count"]')?.textContent?.replace(/\D/g, '')) < all, total);
    const attack = page.locator('#step-attack');
    await attack.waitFor({ state: 'visible' });
    const entry = (await attack.textContent()) ?? '';
    expect(entry).toContain('attack TARGET with TYPE [ELEMENT] damage = FORMULA');
    // A real example from the content, with the file it comes from.
    expect(entry).toMatch(/attack target with (physical|magical) damage = .*content\/summoners-grid\/cards\//s);
    expect(entry).toContain('Snippet');
    await screenshot(page, 'reference-search');

    // The new card: accept the attack snippet at the start of a step and fill in its tab stops.
    const id = await newCard();
    await page.goto(`/cards/${id}?at=6:5`);
    await waitForAnalysis(page);
    await page.keyboard.type('att');
    await waitForSelector(page, '.suggest-widget.visible .monaco-list-row');
    const first = await page.textContent('.suggest-widget.visible .monaco-list-row.focused .label-name');
    expect(first).toBe('attack target with physical damage = power');
    await screenshot(page, 'reference-snippet-completion', { fullPage: false });
    await page.keyboard.press('Enter');
    // The first tab stop (`target`) is selected: keep it; the second (`physical`): keep it; the third: the formula.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('power + caster.STR');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await waitForAnalysis(page);
    expect(await editorText(page)).toContain('    attack target with physical damage = power + caster.STR');
    expect(Number(await page.getAttribute('[data-testid="source-editor"]', 'data-errors'))).toBe(0);
    expect(await page.textContent('[data-testid="problems-none"]')).toBe('No problems.');

    // Hover on the keyword: its description and a link to its reference entry.
    await page.mouse.move(0, 0);
    const line = page.locator('[data-testid="source-editor"] .view-line', { hasText: 'attack target with' }).first();
    await line.locator('span span', { hasText: /^\s*attack\s*$/ }).first().hover();
    const hover = page.locator('.monaco-hover:not(.hidden) .hover-contents').first();
    await hover.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await hover.textContent()).toContain('Damage with a hit roll');
    const link = await hover.locator('a', { hasText: 'Open in the language reference' }).first().getAttribute('data-href');
    expect(link ?? (await hover.locator('a').first().getAttribute('href'))).toMatch(/\/reference#step-attack$/);
    await screenshot(page, 'reference-hover', { fullPage: false });

    // Find Cards That Use This, from the context menu on `attack`.
    await page.mouse.move(0, 0);
    await line.locator('span span', { hasText: /^\s*attack\s*$/ }).first().click({ button: 'right' });
    // The context menu offers it; the peek opens from its shortcut (Shift+F12, the same provider): since the
    // menu grew Rename Symbol, a click on its entry no longer reliably lands inside Monaco's menu.
    await page.locator('.monaco-menu .action-label', { hasText: 'Find Cards That Use This' }).first().waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await line.locator('span span', { hasText: /^\s*attack\s*$/ }).first().click();
    await page.keyboard.press('Shift+F12');
    // The peek view lists each file that uses `attack`: this card and the content's other attacking cards.
    const files = page.locator('.peekview-widget .reference-file');
    await files.first().waitFor({ state: 'visible', timeout: 15_000 });
    const names = await files.allTextContents();
    expect(names.join('\n')).toContain('reference-probe.smith');
    expect(names.join('\n')).toContain('blast-bolt.smith');
    expect(await page.textContent('.peekview-widget .peekview-title')).toMatch(/References \(\d+\)/);
    await screenshot(page, 'reference-find-usages', { fullPage: false });
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
