/**
 * "Test this card" for the duels, from the card editor as a designer uses it: the mana duel's Shell
 * Turtle (a card in no deck) with its power edited and not yet saved, then the stance duel's Heavy Plate.
 * The sandbox opens the game's launcher with Player A's deck made for the test (the content deck's counts
 * by hand: Arcane Tempo opens with 3 Mana Wisp; Counterpoint holds Parrying Dagger as its first gear),
 * the card on top of A's shuffle, so it is in the opening hand, and the editor's text, not the stored one.
 * Screenshots: the mana duel's launcher and opening hand, the stance duel's fight.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { editorText, replaceInEditor, waitForAnalysis } from './harness/editor-probe';

const browser = useBrowser();

const studioTab = () => newStudioPage(browser(), inject('studioUrl'), { viewport: { width: 1440, height: 1000 } });

async function saved(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="save-state"][data-state="saved"]', { timeout: 15_000 });
}

/** Clicks the editor's "Test this card" and waits for the duel's launcher to say what it set up. */
async function testFromEditor(page: Page, game: string, card: string): Promise<string> {
  await page.click('[data-testid="editor-toolbar"] [data-testid="test-this-card"]');
  await page.waitForURL((url) => url.pathname === '/sandbox' && url.searchParams.get('game') === game && url.searchParams.get('card') === card);
  await waitForSelector(page, '[data-testid="card-test"]', 30_000);
  return ((await page.textContent('[data-testid="card-test"]')) ?? '').trim();
}

describe('Test this card in a duel', () => {
  it('mana duel: the edited, unsaved card in place of a Mana Wisp, on top of A’s deck, in the opening hand', { timeout: 120_000 }, async () => {
    const tab = await studioTab();
    const { page } = tab;
    await tab.goto('/cards/shell-turtle');
    await waitForAnalysis(page);
    await saved(page);
    await replaceInEditor(page, 'stats { power 2', 'stats { power 7');
    // At once: the editor hands its text over whether or not the autosave has run.
    expect(await testFromEditor(page, 'mana-duel', 'shell-turtle')).toBe(
      "Testing Shell Turtle: Player A plays Arcane Tempo with Shell Turtle in place of one Mana Wisp. A's shuffle order puts it on top of the deck, so it is drawn first (clear the field to let the seed shuffle).",
    );
    expect(await page.inputValue('[data-testid="deck-A"]')).toBe('Arcane Tempo with Shell Turtle');
    const order = (await page.inputValue('[data-testid="order-A"]')).split(', ').map(Number);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    await screenshot(page, 'duel-test-card-launcher', { fullPage: false });

    await page.selectOption('[data-testid="seat-B"]', 'human');
    await page.selectOption('[data-testid="coin"]', 'heads');
    await page.click('[data-testid="start-game"]');
    await waitForSelector(page, '[data-testid="choose-first"]');
    await page.click('[data-testid="first-A"]');
    await waitForSelector(page, '[data-testid="mulligan"]');
    const turtle = page.locator('[data-testid="mulligan"] [data-testid="hand-card"][data-card-id="shell-turtle"]');
    expect(await turtle.count()).toBe(1);
    // The edited text: power 7 (the stored draft says 2).
    expect(await turtle.getAttribute('title')).toMatch(/Power 7\b/);
    await screenshot(page, 'duel-test-card-opening-hand', { fullPage: false });

    // Put the draft back as it was for the other tests of this studio, if the autosave stored the edit.
    await tab.goto('/cards/shell-turtle');
    await waitForAnalysis(page);
    if ((await editorText(page)).includes('stats { power 7')) {
      await replaceInEditor(page, 'stats { power 7', 'stats { power 2');
      await page.waitForSelector('[data-testid="save-state"][data-state="saving"], [data-testid="save-state"][data-state="dirty"]', { timeout: 5_000 }).catch(() => undefined);
      await saved(page);
    }
    expect(await editorText(page)).toContain('stats { power 2');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('chain duel: a move picked in the launcher’s Test a card, in place of a Flame Fang in Drake Blaze, in A’s first hand; none picked: as before', async () => {
    const tab = await studioTab();
    const { page } = tab;
    await tab.goto('/sandbox?game=chain-duel');
    await waitForSelector(page, '[data-testid="chain-launcher"]', 30_000);
    expect(await page.locator('[data-testid="card-test"]').count()).toBe(0);
    // The picker has a width of its own (in the launcher's row it once shrank to 36 px, its filter to 26).
    expect((await page.locator('[data-testid="duel-test-card"]').boundingBox())?.width).toBeGreaterThan(200);
    expect((await page.locator('[data-testid="duel-test-card-filter"]').boundingBox())?.width).toBeGreaterThan(100);
    await page.selectOption('[data-testid="duel-test-card"]', 'feint');
    await waitForSelector(page, '[data-testid="card-test"]');
    // content/chain-duel/decks/drake-blaze.smith: its monster Ember Drake, then 3 Flame Fang.
    expect(((await page.textContent('[data-testid="card-test"]')) ?? '').trim()).toBe(
      "Testing Feint: Player A plays Drake Blaze with Feint in place of one Flame Fang. A's shuffle order puts it on top of the deck, so it is drawn first (clear the field to let the seed shuffle).",
    );
    expect(new URL(page.url()).searchParams.get('card')).toBe('feint');
    expect(await page.inputValue('[data-testid="deck-A"]')).toBe('Drake Blaze with Feint');
    expect((await page.inputValue('[data-testid="order-A"]')).split(', ')).toHaveLength(20);
    await page.selectOption('[data-testid="seat-B"]', 'human');
    await page.click('[data-testid="start-game"]');
    await waitForSelector(page, '[data-testid="chain-table"]');
    const hand = await page.evaluate(() => {
      const p = window.__chainDuel?.probe();
      return p ? p.state.players.A.hand.map((id) => p.state.cards[id]?.card) : [];
    });
    expect(hand).toContain('feint');

    // Back to the launcher, no card: the content's decks as they are.
    await page.click('[data-testid="new-game"]');
    await page.selectOption('[data-testid="duel-test-card"]', '');
    await page.waitForFunction(() => document.querySelector('[data-testid="card-test"]') === null);
    expect(new URL(page.url()).searchParams.get('card')).toBeNull();
    expect(await page.inputValue('[data-testid="deck-A"]')).toBe('Drake Blaze');
    expect(await page.inputValue('[data-testid="order-A"]')).toBe('');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('stance duel: a gear in place of the first gear of Counterpoint, in A’s kit when the fight starts', async () => {
    const tab = await studioTab();
    const { page } = tab;
    await tab.goto('/cards/heavy-plate');
    await waitForAnalysis(page);
    expect(await testFromEditor(page, 'stance-duel', 'heavy-plate')).toBe('Testing Heavy Plate: Player A plays Counterpoint with Heavy Plate in place of one Parrying Dagger.');
    // The stance duel shuffles no deck: no shuffle order to script.
    expect(await page.locator('[data-testid^="order-"]').count()).toBe(0);
    await page.click('[data-testid="start-game"]');
    await waitForSelector(page, '[data-testid="stance-fight"]');
    const kit = await page.textContent('[data-testid="stance-side-A"]');
    expect(kit).toContain('Heavy Plate');
    expect(kit).not.toContain('Parrying Dagger');
    // Heavy Plate's DEF +3 and AGI -2 on Shieldmaiden's printed DEF 2 and AGI 1 (no stat goes below 0).
    expect([await page.textContent('[data-testid="stance-stat-A-DEF"]'), await page.textContent('[data-testid="stance-stat-A-AGI"]')]).toEqual(['2 → 5', '1 → 0']);
    await screenshot(page, 'duel-test-card-stance-fight', { fullPage: false });
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
