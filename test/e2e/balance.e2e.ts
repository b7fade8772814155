import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Balance page', () => {
  it('starts a run, shows its progress up to 100%, then the charts and the run in the list', async () => {
    const studio = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1280, height: 1000 } });
    await studio.goto('/balance');
    await waitForSelector(studio.page, '[data-testid="run-form"]');
    // The play example's decks (the content ships eight; the form starts on the first two).
    await studio.page.selectOption('select[name="deckA"]', 'Player A');
    await studio.page.selectOption('select[name="deckB"]', 'Player B');
    await studio.page.selectOption('select[name="aiA"]', 'greedy');
    await studio.page.selectOption('select[name="aiB"]', 'random');
    await studio.page.fill('input[name="games"]', '40');
    await studio.page.fill('input[name="seed"]', '21');
    await studio.page.click('[data-testid="start-run"]');

    // Follow the bar as the page polls: it only moves forward and ends at 100.
    const seen: number[] = [];
    let midRunShot = false;
    for (let i = 0; i < 1200; i++) {
      const bar = await studio.page.$('[data-testid="run-view"] [data-testid="run-progress"]');
      const value = Number((await bar?.getAttribute('aria-valuenow')) ?? 'NaN');
      if (!Number.isNaN(value) && seen[seen.length - 1] !== value) seen.push(value);
      if (!midRunShot && value > 0 && value < 100) {
        await screenshot(studio.page, 'balance-running');
        midRunShot = true;
      }
      if (value === 100 && (await studio.page.getAttribute('[data-testid="run-view"]', 'data-status')) === 'done') break;
      await studio.page.waitForTimeout(100);
    }
    expect(seen[seen.length - 1]).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await studio.page.textContent('[data-testid="run-progress-text"]')).toContain('40 of 40 games · done');

    for (const chart of ['chart-card-winrates', 'chart-damage', 'chart-length']) {
      await waitForSelector(studio.page, `[data-testid="${chart}"][data-rendered="true"]`, 20_000);
      expect(await studio.page.$eval(`[data-testid="${chart}"] canvas`, (c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(100);
    }
    const headline = (await studio.page.textContent('[data-testid="run-headline"]')) ?? '';
    expect(headline).toMatch(/Player A wins\d+\.\d% \(\d+\.\d%–\d+\.\d%\)/);
    const row = studio.page.locator('[data-testid="run-row"]').first();
    expect(await row.textContent()).toContain('Player A vs Player B · greedy vs random · 40 games · seed 21');
    expect(await row.textContent()).toContain('40 / 40');
    await screenshot(studio.page, 'balance-done');
    expect(studio.errors).toEqual([]);
    await studio.close();
  });
});
