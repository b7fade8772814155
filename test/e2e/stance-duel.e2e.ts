/**
 * The stance duel in the sandbox, played through the UI: a human (A, Iron Wall) against the greedy bot
 * (B, Red Fury) with a fixed seed, choosing a stance each exchange until the fight ends. Before A chooses,
 * nothing on the page says which stance the bot took; after both, the log reveals both with every roll
 * and formula. The score shown matches the log's exchange lines. Undo takes back A's last choice; hot
 * seat hides A's choice from B. The Balance page shows a stance duel run's stance pick and win rates and
 * its matchup matrix. Screenshots: the start, mid-fight, the end, hot seat, the Balance page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector, type StudioPage } from './harness/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function tab(): Promise<StudioPage> {
  return newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1440, height: 1000 } });
}

async function start(page: Page, seats: { A: string; B: string }, seed: string, coin: 'seed' | 'heads' | 'tails' = 'seed'): Promise<void> {
  await page.goto('/sandbox?game=stance-duel', { waitUntil: 'networkidle' });
  await waitForSelector(page, '[data-testid="stance-launcher"]', 30_000);
  await page.selectOption('[data-testid="deck-A"]', 'Iron Wall');
  await page.selectOption('[data-testid="deck-B"]', 'Red Fury');
  await page.selectOption('[data-testid="seat-A"]', seats.A);
  await page.selectOption('[data-testid="seat-B"]', seats.B);
  await page.fill('[data-testid="seed"]', seed);
  await page.selectOption('[data-testid="coin"]', coin);
  await page.click('[data-testid="start-game"]');
  await waitForSelector(page, '[data-testid="stance-fight"]');
}

const text = async (page: Page, id: string) => (await page.locator(`[data-testid="${id}"]`).innerText()).trim();
const logText = (page: Page) => text(page, 'stance-log');

/** The score the table shows: exchanges won and damage taken per side. */
async function shownScore(page: Page) {
  const n = async (id: string) => Number((await text(page, id)).match(/\d+/)?.[0]);
  return { A: { wins: await n('stance-wins-A'), damage: await n('stance-damage-A') }, B: { wins: await n('stance-wins-B'), damage: await n('stance-damage-B') } };
}

/** The score the log's exchange lines add up to (`exchange 2: A took 38, B took 100 → …`). */
function loggedScore(log: string) {
  const score = { A: { wins: 0, damage: 0 }, B: { wins: 0, damage: 0 } };
  for (const m of log.matchAll(/exchange \d+: A took (\d+), B took (\d+) → (A|B)? ?/g)) {
    score.A.damage += Number(m[1]);
    score.B.damage += Number(m[2]);
    if (m[3] === 'A' || m[3] === 'B') score[m[3]].wins += 1;
  }
  return score;
}

const STANCES = ['attack', 'defend', 'reckless', 'riposte'] as const;

describe('the stance duel sandbox', () => {
  it('plays a whole fight against the greedy bot, each stance hidden until both are chosen', async () => {
    const studio = await tab();
    const { page } = studio;
    await start(page, { A: 'human', B: 'greedy' }, '5');
    // Both fighters with their seven stats.
    expect(await text(page, 'stance-side-A')).toContain('Iron Duelist');
    expect(await text(page, 'stance-side-B')).toContain('Red Reaver');
    for (const stat of ['AGI', 'ATK', 'DEF', 'CC', 'CD', 'BC', 'BR']) expect(await text(page, 'stance-side-A')).toContain(stat);
    // Printed → with the kit: Iron Duelist's DEF 4 with Steel Helm's +2, AGI 1 with Kite Shield's -1, BC 3 with its +2.
    expect([await text(page, 'stance-stat-A-DEF'), await text(page, 'stance-stat-A-AGI'), await text(page, 'stance-stat-A-BC'), await text(page, 'stance-stat-A-ATK')]).toEqual(['4 → 6', '1 → 0', '3 → 5', '2']);
    await screenshot(page, 'stance-duel-start');

    let exchanges = 0;
    for (; exchanges < 10; exchanges++) {
      await page.waitForFunction(() => document.querySelector('[data-testid="stance-outcome"]') !== null || document.querySelector('[data-testid^="stance-pick-A-"]') !== null, undefined, { timeout: 30_000 });
      if ((await page.locator('[data-testid="stance-outcome"]').count()) > 0) break;
      // Whatever the bot has done, the page does not say which stance it took for this exchange.
      expect(await text(page, 'stance-status-B')).toMatch(/choosing a stance|has chosen: hidden/);
      expect(await logText(page)).not.toMatch(new RegExp(`B takes (Attack|Reckless|Defend|Riposte) for exchange ${exchanges + 1}`));
      const stance = STANCES[exchanges % STANCES.length] ?? 'attack';
      await page.click(`[data-testid="stance-pick-A-${stance}"]`);
      // The bot commits (if it has not), the exchange resolves, and its summary line appears.
      await page.waitForFunction((n) => (document.querySelector('[data-testid="stance-log"]')?.textContent?.match(/A took \d+, B took \d+/g)?.length ?? 0) > n, exchanges, { timeout: 30_000 });
      const log = await logText(page);
      expect(log).toMatch(new RegExp(`exchange ${exchanges + 1}: A's Iron Duelist takes \\w+, B's Red Reaver takes \\w+`));
      expect(log).toContain('R = Random(0, 50) =');
      expect(log).toMatch(/crit roll [\d.]+ [<≥] crit-chance = /);
      expect(log).toMatch(/AD(-unguarded)? = min\(200, /);
      expect(await shownScore(page)).toEqual(loggedScore(log));
      if (exchanges === 1) await screenshot(page, 'stance-duel-mid');
    }
    await waitForSelector(page, '[data-testid="stance-outcome"]');
    const outcome = await text(page, 'stance-outcome');
    expect(outcome).toMatch(/Player (A|B) wins|A draw/);
    expect(exchanges).toBeGreaterThanOrEqual(3);
    const final = await shownScore(page);
    expect(Math.max(final.A.wins, final.B.wins) >= 3 || exchanges === 7).toBe(true);
    await screenshot(page, 'stance-duel-end');

    // Undo takes back A's last choice (and the bot's): the fight is open again, one exchange shorter.
    await page.click('[data-testid="stance-undo"]');
    await waitForSelector(page, '[data-testid^="stance-pick-A-"]');
    expect(await page.locator('[data-testid="stance-outcome"]').count()).toBe(0);
    expect(loggedScore(await logText(page))).toEqual(await shownScore(page));
    expect(studio.errors).toEqual([]);
    await studio.close();
  });

  it('in hot seat, hides the first choice from the second player', async () => {
    const studio = await tab();
    const { page } = studio;
    await start(page, { A: 'human', B: 'human' }, '2');
    expect(await text(page, 'stance-viewer')).toContain('player A');
    await page.click('[data-testid="stance-pick-A-reckless"]');
    // Now the table is B's: A's status says only that A has chosen.
    await waitForSelector(page, '[data-testid^="stance-pick-B-"]');
    expect(await text(page, 'stance-viewer')).toContain('player B');
    expect(await text(page, 'stance-status-A')).toBe('has chosen: hidden until both have');
    expect(await page.locator('[data-testid^="stance-pick-A-"]').count()).toBe(0);
    expect(await logText(page)).not.toMatch(/Reckless/);
    await screenshot(page, 'stance-duel-hot-seat');
    await page.click('[data-testid="stance-pick-B-defend"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="stance-log"]')?.textContent?.includes('takes Reckless') ?? false, undefined, { timeout: 10_000 });
    expect(await logText(page)).toContain("exchange 1: A's Iron Duelist takes Reckless, B's Red Reaver takes Defend");
    expect(studio.errors).toEqual([]);
    await studio.close();
  });

  it('starts from the duels\' launcher: no shuffle order (a kit is not shuffled), and the coin flip can be scripted', async () => {
    const studio = await tab();
    const { page } = studio;
    await page.goto('/sandbox?game=stance-duel', { waitUntil: 'networkidle' });
    await waitForSelector(page, '[data-testid="stance-launcher"]', 30_000);
    expect(await page.locator('[data-testid^="order-"]').count()).toBe(0);
    await screenshot(page, 'stance-duel-launcher');
    // The same seed with each face of the coin: the log's first line says who attacks first, and that it was scripted.
    for (const [coin, first] of [['heads', 'A'], ['tails', 'B']] as const) {
      await start(page, { A: 'human', B: 'human' }, '2', coin);
      expect(await logText(page)).toContain(`coin flip ${coin} (scripted): ${first} attacks first in odd exchanges`);
      await page.click('[data-testid="stance-new"]');
    }
    expect(studio.errors).toEqual([]);
    await studio.close();
  });

  it('shows each stance\'s pick and win rate and the matchup matrix on the Balance page', async () => {
    const studio = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1280, height: 1600 } });
    const { page } = studio;
    await studio.goto('/balance?game=stance-duel');
    await waitForSelector(page, '[data-testid="run-form"]');
    await page.selectOption('select[name="deckA"]', 'Quicksilver');
    await page.selectOption('select[name="deckB"]', 'Counterpoint');
    await page.selectOption('select[name="aiA"]', 'random');
    await page.selectOption('select[name="aiB"]', 'random');
    await page.fill('input[name="games"]', '60');
    await page.fill('input[name="seed"]', '7');
    await page.click('[data-testid="start-run"]');
    const label = 'Quicksilver vs Counterpoint · random · 60 games · seed 7';
    await page.waitForFunction(
      (want) => {
        const view = document.querySelector('[data-testid="run-view"]');
        return view?.querySelector('h2')?.textContent === want && view.getAttribute('data-status') === 'done';
      },
      label,
      { timeout: 120_000 },
    );
    await waitForSelector(page, '[data-testid="run-choice-table"]');
    // A stance duel's cards are never played: one sentence instead of two empty card figures.
    expect(await page.textContent('[data-testid="run-no-plays"]')).toContain('No card was played in these games');
    expect(await page.locator('text=No card was played.').count()).toBe(0);
    const choices = await page.locator('[data-testid="run-choice-table"] tbody tr').allInnerTexts();
    expect(choices.map((row) => row.split('\t')[0])).toEqual(['Attack', 'Defend', 'Reckless', 'Riposte']);
    // The pick rates add up to 100% (give or take the rounding of four percentages to one decimal).
    const rates = choices.map((row) => Number(row.split('\t')[2]?.replace('%', '')));
    expect(Math.abs(rates.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.3);
    const matrix = page.locator('[data-testid="run-matchup-matrix"] tbody tr');
    expect(await matrix.count()).toBe(4);
    expect(await matrix.nth(3).innerText()).toMatch(/^Riposte\t/i);
    // The studio is shared with other files' runs of other games: the list holds the stance duel's alone.
    const stanceDecks = /^(Counterpoint|Iron Wall|Quicksilver|Red Fury) vs (Counterpoint|Iron Wall|Quicksilver|Red Fury) · /;
    const runLabels = await page.locator('[data-testid="run-row"] td:first-child button').allTextContents();
    expect(runLabels).toContain(label);
    for (const runLabel of runLabels) expect(runLabel).toMatch(stanceDecks);
    await page.locator('[data-testid="run-matchup-matrix"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'stance-duel-balance');
    expect(studio.errors).toEqual([]);
    await studio.close();
  });
});
