/**
 * The library's card actions as a designer uses them (issue 15): duplicate a card, tag cards and filter
 * by tag, delete a draft (after confirming), deprecate a published card (after confirming) and reinstate
 * it; a viewer finds the actions disabled with the reason. And a draft with an error shows its last
 * valid face, marked out of date, in the editor and in the library, never a made-up one. Its own studio:
 * these tests change cards.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/chromium';
import { useOwnStudio } from './harness/own-studio';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { addUser, callApi } from './harness/accounts';
import { positionAfter, waitForAnalysis } from './harness/editor-probe';

const browser = useBrowser();
const own = useOwnStudio();
const draft = (id: string) => own.card(id);

const row = (id: string) => `[data-testid="card-row"][data-card-id="${id}"]`;
const preview = '[data-testid="library-preview"]';

/** Selects a card in the library (searching for it first: the list is long) and waits for its preview. */
async function select(page: Page, id: string, name: string): Promise<void> {
  await page.fill('input[aria-label="Search cards"]', name);
  await waitForSelector(page, row(id));
  await page.click(`${row(id)} .library-table__status`);
  await page.waitForFunction(([selector]) => document.querySelector(selector ?? '')?.getAttribute('aria-selected') === 'true', [row(id)] as const);
}

async function rowIds(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="card-row"]', (rows) => rows.map((r) => r.getAttribute('data-card-id') ?? ''));
}

describe('the library’s card actions', () => {
  it('duplicates a card, tags cards and filters by tag, and deletes a draft only after confirming', async () => {
    const tab = await newStudioPage(browser(), own.studio().url, { viewport: { width: 1366, height: 900 } });
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');

    // Duplicate Blast Bolt: the dialog proposes "Blast Bolt copy"; the copy is a new draft, selected.
    await select(tab.page, 'blast-bolt', 'Blast Bolt');
    await tab.page.click(`${preview} [data-testid="duplicate-card"]`);
    await waitForSelector(tab.page, '[data-testid="duplicate-dialog"][open]');
    expect(await tab.page.inputValue('[data-testid="duplicate-dialog"] input')).toBe('Blast Bolt copy');
    await tab.page.fill('[data-testid="duplicate-dialog"] input', 'Blast Bolt Echo');
    await tab.page.click('[data-testid="duplicate-dialog"] button[type="submit"]');
    await tab.page.fill('input[aria-label="Search cards"]', 'Blast Bolt');
    await waitForSelector(tab.page, `${row('blast-bolt-echo')}[aria-selected="true"]`);
    expect(await tab.page.textContent(`${row('blast-bolt-echo')} [data-testid="card-state"]`)).toBe('draft');
    expect((await draft('blast-bolt-echo')).draftSource).toBe((await draft('blast-bolt')).draftSource.replace('"Blast Bolt"', '"Blast Bolt Echo"'));

    // Tag the copy and Rush "Starter" (stored as "starter"), then filter by the tag.
    await tab.page.fill(`${preview} input[aria-label="New tag"]`, '  Starter ');
    await tab.page.press(`${preview} input[aria-label="New tag"]`, 'Enter');
    await tab.page.waitForFunction(() => document.querySelector('[data-testid="library-preview"] [data-testid="card-tag"]')?.textContent?.startsWith('starter'));
    await select(tab.page, 'rush', 'Rush');
    await tab.page.fill(`${preview} input[aria-label="New tag"]`, 'starter');
    await tab.page.click(`${preview} .card-tags__add button`);
    await tab.page.waitForFunction(() => document.querySelector('[data-testid="library-preview"] [data-testid="card-tag"]')?.textContent?.startsWith('starter'));
    // A tag the API refuses is explained in the rule's words, before any request.
    await tab.page.fill(`${preview} input[aria-label="New tag"]`, '#1');
    await tab.page.press(`${preview} input[aria-label="New tag"]`, 'Enter');
    expect(await tab.page.textContent(`${preview} [data-testid="card-tags"] .form__error`)).toBe('a tag has letters, digits, spaces, "-" and "_" only, and starts with a letter or digit');

    await tab.page.fill('input[aria-label="Search cards"]', '');
    await tab.page.selectOption('select[aria-label="Tag"]', 'starter');
    await tab.page.waitForFunction(() => document.querySelectorAll('[data-testid="card-row"]').length === 2);
    expect((await rowIds(tab.page)).sort()).toEqual(['blast-bolt-echo', 'rush']);
    expect(new URL(tab.page.url()).searchParams.get('tag')).toBe('starter');
    await screenshot(tab.page, 'library-tag-filter', { fullPage: false });
    // The filtered view is shareable: the same two cards after a reload.
    await tab.page.reload({ waitUntil: 'networkidle' });
    await waitForSelector(tab.page, '.library[data-ready]');
    expect((await rowIds(tab.page)).sort()).toEqual(['blast-bolt-echo', 'rush']);

    // Removing Rush's tag drops it from the filtered list.
    await tab.page.click(`${row('rush')} .library-table__status`);
    await tab.page.click(`${preview} button[aria-label="Remove tag starter"]`);
    await tab.page.waitForFunction(() => document.querySelectorAll('[data-testid="card-row"]').length === 1);
    expect(await rowIds(tab.page)).toEqual(['blast-bolt-echo']);

    // Delete the copy (never published): no "Deprecate", and the delete asks first; Cancel keeps it.
    await tab.page.click(`${row('blast-bolt-echo')} .library-table__status`);
    expect(await tab.page.$(`${preview} [data-testid="deprecate-card"]`)).toBeNull();
    await tab.page.click(`${preview} [data-testid="delete-card"]`);
    await waitForSelector(tab.page, '[data-testid="delete-dialog"][open]');
    expect(await tab.page.textContent('[data-testid="delete-dialog"] h2')).toBe('Delete Blast Bolt Echo?');
    await screenshot(tab.page, 'library-delete-confirm', { fullPage: false });
    await tab.page.click('[data-testid="delete-dialog"] button:has-text("Cancel")');
    expect(await rowIds(tab.page)).toEqual(['blast-bolt-echo']);
    await tab.page.click(`${preview} [data-testid="delete-card"]`);
    await tab.page.click('[data-testid="delete-dialog"] button[type="submit"]');
    await tab.page.waitForFunction(() => document.querySelectorAll('[data-testid="card-row"]').length === 0);
    expect((await callApi(own.studio().url, own.token(), 'query', 'cards.get', { id: 'blast-bolt-echo' })).status).toBe(404);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('deprecates a published card after confirming, and reinstates it', async () => {
    const published = await callApi(own.studio().url, own.token(), 'mutation', 'cards.publish', { id: 'rush', baseRevision: (await draft('rush')).draftRevision, changelog: 'First release' });
    expect(published.status).toBe(200);
    const tab = await newStudioPage(browser(), own.studio().url, { viewport: { width: 1366, height: 900 } });
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    await select(tab.page, 'rush', 'Rush');
    // Published: it cannot be deleted, only deprecated.
    expect(await tab.page.$(`${preview} [data-testid="delete-card"]`)).toBeNull();
    await tab.page.click(`${preview} [data-testid="deprecate-card"]`);
    await waitForSelector(tab.page, '[data-testid="deprecate-dialog"][open]');
    await screenshot(tab.page, 'library-deprecate-confirm', { fullPage: false });
    await tab.page.click('[data-testid="deprecate-dialog"] button[type="submit"]');
    await waitForSelector(tab.page, `${row('rush')} [data-testid="card-state"][data-state="deprecated"]`);
    expect((await draft('rush')).status).toBe('deprecated');
    await tab.page.click(`${preview} [data-testid="reinstate-card"]`);
    await waitForSelector(tab.page, `${row('rush')} [data-testid="card-state"][data-state="published"]`);
    expect((await draft('rush')).status).toBe('published');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('a viewer finds duplicate, delete and deprecate disabled with the reason, and no tag field', async () => {
    const viewer = await addUser(own.studio().url, 'vic', 'viewer');
    const tab = await newStudioPage(browser(), own.studio().url, { as: viewer });
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    await select(tab.page, 'blast-bolt', 'Blast Bolt');
    expect(await tab.page.isDisabled(`${preview} [data-testid="duplicate-card"]`)).toBe(true);
    expect(await tab.page.getAttribute(`${preview} [data-testid="duplicate-card"]`, 'title')).toBe('Only designers and publishers can do this: you are signed in as a viewer');
    expect(await tab.page.isDisabled(`${preview} [data-testid="delete-card"]`)).toBe(true);
    await select(tab.page, 'rush', 'Rush');
    expect(await tab.page.getAttribute(`${preview} [data-testid="deprecate-card"]`, 'title')).toBe('Only publishers can do this: you are signed in as a viewer');
    expect(await tab.page.$(`${preview} input[aria-label="New tag"]`)).toBeNull();
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});

describe('a draft with an error', () => {
  it('shows its last valid face, marked out of date, beside the errors: in the editor and in the library', async () => {
    const tab = await newStudioPage(browser(), own.studio().url, { viewport: { width: 1366, height: 900 } });
    const source = (await draft('blast-bolt')).draftSource;
    const at = positionAfter(source, 'caster.INT');
    await tab.goto(`/cards/blast-bolt?at=${at.line}:${at.column}`);
    await waitForAnalysis(tab.page);
    const face = '[data-testid="editor-face"]';
    const validText = await tab.page.$$eval(`${face} [data-testid="face-text"] p`, (ps) => ps.map((p) => p.textContent ?? ''));
    expect(validText.length).toBeGreaterThan(0);
    expect(await tab.page.$(`${face} [data-testid="face-out-of-date"]`)).toBeNull();

    // `caster.INTX`: an error. The face stays the valid one, marked out of date, with the count of errors.
    await tab.page.keyboard.type('X');
    await waitForSelector(tab.page, `${face} [data-testid="face-out-of-date"]`, 15_000);
    expect(await tab.page.textContent(`${face} .face-stale__note`)).toMatch(/^Out of date: the draft has 1 error\./);
    expect(await tab.page.$$eval(`${face} [data-testid="face-text"] p`, (ps) => ps.map((p) => p.textContent ?? ''))).toEqual(validText);
    expect(await tab.page.textContent('[data-testid="problems"]')).toContain('INTX');
    await tab.page.waitForSelector('[data-testid="save-state"][data-state="saved"]', { timeout: 15_000 });
    await screenshot(tab.page, 'editor-face-out-of-date', { fullPage: false });

    // The library (the saved draft has the error): the row and the preview show the same face, out of date.
    await tab.goto('/library');
    await waitForSelector(tab.page, '.library[data-ready]');
    await select(tab.page, 'blast-bolt', 'Blast Bolt');
    await waitForSelector(tab.page, `${row('blast-bolt')} [data-out-of-date]`);
    await waitForSelector(tab.page, `${preview} [data-testid="face-out-of-date"]`);
    expect(await tab.page.$$eval(`${preview} [data-testid="face-text"] p`, (ps) => ps.map((p) => p.textContent ?? ''))).toEqual(validText);
    await screenshot(tab.page, 'library-face-out-of-date', { fullPage: false });

    // A browser that never saw the card without errors shows no face rather than a made-up one.
    const fresh = await newStudioPage(browser(), own.studio().url, { viewport: { width: 1366, height: 900 } });
    await fresh.goto('/library');
    await waitForSelector(fresh.page, '.library[data-ready]');
    await select(fresh.page, 'blast-bolt', 'Blast Bolt');
    await waitForSelector(fresh.page, `${preview} [data-testid="face-unavailable"]`);
    expect(await fresh.page.$(`${preview} [data-testid="card-face"]`)).toBeNull();

    // Fixing the error brings the live face back.
    await tab.goto(`/cards/blast-bolt?at=${at.line}:${at.column + 1}`);
    await waitForAnalysis(tab.page);
    await tab.page.keyboard.press('Backspace');
    await tab.page.waitForFunction(() => document.querySelector('[data-testid="editor-face"] [data-testid="face-out-of-date"]') === null && document.querySelector('[data-testid="editor-face"] [data-testid="card-face"]') !== null);
    expect(tab.errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
    await fresh.close();
    await tab.close();
  });
});
