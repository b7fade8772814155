/**
 * A game's rules in the card editor (L0420): a stance duel gear made from its template is a card the
 * game plays (no problems); written with a one-off effect, which the language reads but the stance duel
 * cannot play, the editor shows the game's reason at once, and shows nothing again once the ability is back.
 * And in the deck builder (L0421): a stance duel deck of two fighters cannot be saved, with the game's reason.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { callApi, signInToken } from './harness/accounts';
import { editorText, replaceInEditor, waitForAnalysis } from './harness/editor-probe';

const browser = useBrowser();

describe("a game's rules in the editor", () => {
  it('shows a stance duel gear with a one-off effect as a card its game cannot play, while it is written', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'), { viewport: { width: 1440, height: 900 } });
    const { page } = tab;
    await tab.goto('/library?game=stance-duel');
    await waitForSelector(page, '.library[data-ready]');
    await page.click('[data-testid="new-card"]');
    const dialog = '[data-testid="new-card-dialog"]';
    await page.selectOption(`${dialog} select`, 'gear');
    await page.fill(`${dialog} input`, 'Rules Probe Gear');
    await Promise.all([page.waitForURL('**/cards/rules-probe-gear'), page.click(`${dialog} button[type="submit"]`)]);
    try {
      await waitForAnalysis(page);
      // The stance duel's template for a gear holds an ability, so the game plays it as created.
      expect(await editorText(page)).toContain('your fighter gets ATK +1');
      expect(await page.getAttribute('[data-testid="source-editor"]', 'data-errors')).toBe('0');
      expect(await page.textContent('[data-testid="problems-none"]')).toBe('No problems.');

      await replaceInEditor(page, 'your fighter gets ATK +1', 'effect { you draw 1 card }');
      await page.waitForFunction(() => document.querySelector('[data-testid="source-editor"]')?.getAttribute('data-errors') === '1', undefined, { timeout: 15_000 });
      await waitForAnalysis(page);
      const problems = await page.locator('[data-testid="problem"]').allTextContents();
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('Stance Duel cannot play this card: gear and techniques have no one-off effect: their abilities hold while their conditions do');
      await screenshot(page, 'game-rules-in-editor', { fullPage: false });

      await replaceInEditor(page, 'effect { you draw 1 card }', 'while you.stance = Defend: your fighter gets DEF +2');
      await page.waitForFunction(() => document.querySelector('[data-testid="source-editor"]')?.getAttribute('data-errors') === '0', undefined, { timeout: 15_000 });
      expect(await page.textContent('[data-testid="problems-none"]')).toBe('No problems.');
      expect(tab.errors).toEqual([]);
    } finally {
      await callApi(inject('studioUrl'), await signInToken(inject('studioUrl')), 'mutation', 'cards.delete', { id: 'rules-probe-gear' });
      await tab.close();
    }
  });

  it('refuses to save a stance duel deck of two fighters, with the game\'s reason; with one fighter again the deck has no problem', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'), { viewport: { width: 1440, height: 900 } });
    const { page } = tab;
    try {
      await tab.goto('/decks?game=stance-duel');
      await waitForSelector(page, '[data-testid="deck-item"][data-deck-id="counterpoint"]', 30_000);
      await page.click('[data-testid="deck-item"][data-deck-id="counterpoint"]');
      // content/stance-duel/decks/counterpoint.smith: Shieldmaiden (the fighter), Parrying Dagger, Spiked Buckler, Last Stand.
      await page.click('button[aria-label="One Last Stand less"]');
      await page.selectOption('[data-testid$="add-select"]', 'Blade Dancer');
      await page.click('[data-testid$="-add"]');
      await page.waitForSelector('[data-testid="diagnostic"][data-code="L0421"]', { timeout: 15_000 });
      const shown = await page.locator('[data-testid="diagnostic"]').allTextContents();
      expect(shown).toHaveLength(1);
      expect(shown[0]).toContain('Stance Duel cannot play this deck: deck "Counterpoint" must hold exactly one fighter (it holds 2)');
      expect(await page.isDisabled('[data-testid="save-deck"]')).toBe(true);
      await screenshot(page, 'deck-rules-in-builder', { fullPage: false });

      await page.click('button[aria-label="One Blade Dancer less"]');
      await page.selectOption('[data-testid$="add-select"]', 'Last Stand');
      await page.click('[data-testid$="-add"]');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="diagnostic"]').length === 0, undefined, { timeout: 15_000 });
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
