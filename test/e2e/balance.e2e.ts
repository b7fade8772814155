import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills the run form for the play example's decks (the content ships eight) and starts the run. */
async function startRun(page: Page, run: { aiA: string; aiB: string; games: number; seed: number }): Promise<void> {
  await page.selectOption('select[name="deckA"]', 'Player A');
  await page.selectOption('select[name="deckB"]', 'Player B');
  await page.selectOption('select[name="aiA"]', run.aiA);
  await page.selectOption('select[name="aiB"]', run.aiB);
  await page.fill('input[name="games"]', String(run.games));
  await page.fill('input[name="seed"]', String(run.seed));
  await page.click('[data-testid="start-run"]');
}

describe('the Balance page', () => {
  it('starts a run, shows its progress up to 100%, then the charts and the run in the list', async () => {
    const studio = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1280, height: 1000 } });
    await studio.goto('/balance');
    await waitForSelector(studio.page, '[data-testid="run-form"]');
    await startRun(studio.page, { aiA: 'greedy', aiB: 'random', games: 40, seed: 21 });
    // The view shows the new run (until it does, it may still show an earlier test's finished run).
    await studio.page.waitForFunction(() => document.querySelector('[data-testid="run-progress-text"]')?.textContent?.includes('of 40 games') === true, undefined, { timeout: 30_000 });

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
    // The run list refreshes on its own schedule: it reaches 40 / 40 after the run view says done.
    await row.filter({ hasText: '40 / 40' }).waitFor({ timeout: 15_000 });
    await screenshot(studio.page, 'balance-done');
    expect(studio.errors).toEqual([]);
    await studio.close();
  });

  it('compares two runs: deck A’s win rate before and after, and each card’s, with the change in points', async () => {
    const studio = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1280, height: 1000 } });
    await studio.goto('/balance');
    await waitForSelector(studio.page, '[data-testid="run-form"]');
    const finishedRun = async (aiA: string, seed: number): Promise<string> => {
      await startRun(studio.page, { aiA, aiB: 'random', games: 30, seed });
      // The new run is shown (selected) as soon as it starts; wait for it to finish.
      const row = studio.page.locator('[data-testid="run-row"][aria-selected="true"]', { hasText: `· 30 games · seed ${seed}` });
      await row.waitFor({ timeout: 30_000 });
      await studio.page.waitForFunction(() => document.querySelector('[data-testid="run-view"]')?.getAttribute('data-status') === 'done', undefined, { timeout: 120_000 });
      return (await row.getAttribute('data-run-id')) ?? '';
    };
    const before = await finishedRun('random', 5);
    const after = await finishedRun('greedy', 6);
    expect(before).not.toBe(after);
    // Deck A's win rate of each run, as the run list shows it.
    const listed = async (id: string): Promise<number> => {
      const cell = `[data-testid="run-row"][data-run-id="${id}"] td:nth-child(4)`;
      // The list refreshes every second while a run is live: wait until it shows the finished run's rate.
      await studio.page.waitForFunction((selector) => /%$/.test(document.querySelector(selector)?.textContent ?? ''), cell, { timeout: 15_000 });
      return Number(((await studio.page.textContent(cell)) ?? '').replace('%', ''));
    };
    const [rateBefore, rateAfter] = [await listed(before), await listed(after)];

    // Showing the second run, mark the first as "before".
    await studio.page.check(`[data-testid="run-row"][data-run-id="${before}"] input[name="compare"]`);
    await waitForSelector(studio.page, '[data-testid="run-comparison"] [data-testid="comparison-row"]');
    const rows = studio.page.locator('[data-testid="comparison-row"]');
    const cells = async (i: number) => (await rows.nth(i).locator('td').allTextContents()).map((c) => c.trim());
    const [label, beforeCell, afterCell, change] = await cells(0);
    expect(label).toBe('Player A (deck A) wins');
    expect(beforeCell).toBe(`${rateBefore.toFixed(1)}% (n=30)`);
    expect(afterCell).toBe(`${rateAfter.toFixed(1)}% (n=30)`);
    // The change is after − before, in points (from the rates rounded to 0.1, so within 0.1).
    const points = Number((change ?? '').replace(' pts', ''));
    expect(Math.abs(points - (rateAfter - rateBefore))).toBeLessThanOrEqual(0.11);
    // Then the cards played in either run, each with its win rate when played.
    expect(await rows.count()).toBeGreaterThan(3);
    expect((await cells(1))[0]).toMatch(/: win rate when played$/);
    await screenshot(studio.page, 'balance-compare');
    expect(studio.errors).toEqual([]);
    await studio.close();
  });
});
