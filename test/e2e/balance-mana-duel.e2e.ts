/**
 * The Balance page runs the mana duel: with the mana duel the studio's game, choose its two decks and the
 * players, play 20 games in the studio's worker threads, and see the results — rates, game length, the
 * card chart and the card table with each side's plays — without Summoner's Grid's damage chart. The page
 * is the current game's: with Summoner's Grid current, the mana duel's run is not among its runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { startStudio, type StudioServer } from './harness/studio-server';

let browser: Browser;
// A studio of its own: the shared one's Balance page opens on its latest run, which other files' tests expect to be theirs.
let own: StudioServer;
beforeAll(async () => {
  [browser, own] = await Promise.all([launchBrowser(), startStudio()]);
});
afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

describe('a mana duel run on the Balance page', () => {
  it('plays 20 games of Fire and Fury against Stone Wall and shows its results', async () => {
    const studio = await newStudioPage(browser, own.url, { viewport: { width: 1280, height: 1400 } });
    // `?game=` makes the mana duel the studio's current game, as the sidebar's game switcher does.
    await studio.goto('/balance?game=mana-duel');
    await waitForSelector(studio.page, '[data-testid="run-form"]');
    expect(await studio.page.textContent('[data-testid="run-form"] h2')).toBe('New run of Mana Duel');
    expect(await studio.page.textContent('[data-testid="no-runs"]')).toBe('No runs of Mana Duel yet: start one above.');
    await studio.page.selectOption('select[name="deckA"]', 'Fire and Fury');
    await studio.page.selectOption('select[name="deckB"]', 'Stone Wall');
    await studio.page.selectOption('select[name="aiA"]', 'greedy');
    await studio.page.selectOption('select[name="aiB"]', 'random');
    await studio.page.fill('input[name="games"]', '20');
    await studio.page.fill('input[name="seed"]', '4');
    await studio.page.click('[data-testid="start-run"]');

    // The studio is shared with other browser tests: wait for this run's view (by its label), then for it to finish.
    const label = 'Fire and Fury vs Stone Wall · greedy vs random · 20 games · seed 4';
    await studio.page.waitForFunction(
      (want) => {
        const view = document.querySelector('[data-testid="run-view"]');
        return view?.querySelector('h2')?.textContent === want && view.getAttribute('data-status') === 'done';
      },
      label,
      { timeout: 120_000 },
    );
    expect(await studio.page.textContent('[data-testid="run-progress-text"]')).toContain('20 of 20 games · done');
    expect(await studio.page.textContent('[data-testid="run-view"] h2')).toBe(label);
    const headline = (await studio.page.textContent('[data-testid="run-headline"]')) ?? '';
    expect(headline).toMatch(/Fire and Fury wins\d+\.\d% \(\d+\.\d%–\d+\.\d%\)/);
    expect(headline).toMatch(/Stone Wall wins\d+\.\d%/);
    expect(headline).toMatch(/Game length\d+\.\d turns/);
    for (const chart of ['chart-card-winrates', 'chart-length']) await waitForSelector(studio.page, `[data-testid="${chart}"][data-rendered="true"]`, 20_000);
    // The mana duel reports plays, not damage per hit: no damage chart, no damage column.
    expect(await studio.page.$('[data-testid="chart-damage"]')).toBeNull();
    const table = studio.page.locator('[data-testid="run-card-table"]');
    const headers = (await table.locator('th').allTextContents()).map((h) => h.trim());
    expect(headers).toEqual(['Card', 'Type', 'Plays', 'Played in', 'Win when played', 'By Fire and Fury (A): games · win', 'By Stone Wall (B): games · win']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(5);
    // The two decks share no card and each stays with its seat (no swapping): every card is played by one side only.
    for (const row of await rows.all()) {
      const cells = (await row.locator('td').allTextContents()).map((c) => c.trim());
      expect([cells[5], cells[6]].filter((c) => c === '–')).toHaveLength(1);
      expect([cells[5], cells[6]].find((c) => c !== '–')).toMatch(/^\d+ · \d+\.\d%$/);
    }
    await screenshot(studio.page, 'balance-mana-duel', { fullPage: true });
    expect(await studio.page.textContent('[aria-label="Past runs"] h2')).toBe('Runs of Mana Duel');
    expect(await studio.page.locator('[data-testid="run-row"]').allInnerTexts()).toEqual([expect.stringContaining(label)]);

    // Summoner's Grid's Balance page: its own form and runs (none yet), not the mana duel's run.
    await studio.goto('/balance?game=summoners-grid');
    await waitForSelector(studio.page, '[data-testid="run-form"]');
    expect(await studio.page.textContent('[data-testid="run-form"] h2')).toBe("New run of Summoner's Grid");
    expect(await studio.page.textContent('[data-testid="no-runs"]')).toBe("No runs of Summoner's Grid yet: start one above.");
    expect(await studio.page.$('[data-testid="run-view"]')).toBeNull();
    expect(await studio.page.$$eval('select[name="deckA"] option', (os) => os.map((o) => o.textContent))).toContain('Player A');
    expect(studio.errors).toEqual([]);
    await studio.close();
  });
});
