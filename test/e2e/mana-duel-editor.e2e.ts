/**
 * The card editor on a mana duel card, in Chromium against the production build and its own studio (fresh
 * database seeded from content/, both games): the diagnostics and completion come from the mana duel's
 * ruleset, not from Summoner's Grid's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { editorText, positionAfter, timedKey, waitForAnalysis } from './harness/editor-probe';
import { callApi, signInToken } from './harness/accounts';

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

describe('a mana duel card in the editor', () => {
  it("completes the mana duel's stats, never Summoner's Grid's, and marks an unknown stat live", async () => {
    const { body } = await callApi(studio.url, token, 'query', 'cards.get', { id: 'ember-whelp' });
    const source = (body as { result: { data: { draftSource: string } } }).result.data.draftSource;
    const tab = await newStudioPage(browser(), studio.url);
    // The cursor after `deal ` in the summon effect: the amount becomes this monster's power.
    const at = positionAfter(source, 'deal ');
    await tab.goto(`/cards/ember-whelp?at=${at.line}:${at.column}`);
    await waitForAnalysis(tab.page);
    expect(Number(await tab.page.getAttribute('[data-testid="source-editor"]', 'data-errors'))).toBe(0);

    await tab.page.keyboard.type('this.');
    await waitForSelector(tab.page, '.suggest-widget.visible .monaco-list-row');
    const labels = await tab.page.$$eval('.suggest-widget.visible .monaco-list-row .label-name', (rows) => rows.map((r) => r.textContent ?? ''));
    expect(labels).toEqual(expect.arrayContaining(['power', 'toughness', 'health', 'mana']));
    for (const word of ['territory', 'STR', 'MV', 'summon']) expect(labels).not.toContain(word);
    await screenshot(tab.page, 'mana-duel-completion', { fullPage: false });
    await tab.page.keyboard.press('Escape');

    // `this.powr`: an unknown stat, marked at once, with the mana duel's stats suggested.
    const typed = await timedKey(tab.page, 'p');
    await tab.page.keyboard.type('owr ');
    await waitForAnalysis(tab.page);
    expect(typed.ms).toBeLessThan(1000);
    await waitForSelector(tab.page, '[data-testid="source-editor"] .squiggly-error');
    expect(await tab.page.textContent('[data-testid="problems"]')).toContain('powr');
    expect(await editorText(tab.page)).toContain('deal this.powr damage to opponent');
    await screenshot(tab.page, 'mana-duel-diagnostic', { fullPage: false });
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
