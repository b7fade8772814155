/**
 * The chain duel in the sandbox, played hot seat through the UI: both decks dealt in list order (scripted
 * shuffles), heads (A starts). A initiates combat with Flame Fang, B answers with Undertow (its one initial
 * defence), A adds Ember Burst: a combat chain of three moves, shown link by link with its running totals.
 * Then both pass and the chain resolves last link first: Final ATK = 3 + 3 + 2 = 8, Final DEF = 2 + 3 = 5,
 * floor(8 / 5) = 1 damage, and B's damage zone shows 1 of HP 6. Stepping back reopens the chain, stepping
 * forward resolves it again; undo drops the last pass and passing again resolves it the same way. Screenshots: the chain built, the chain resolved.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ChainDuelProbe } from '../../app/sandbox/chain-duel/components/chain-run';
import { launchBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function probe(page: Page): Promise<ChainDuelProbe> {
  return page.evaluate(() => {
    const p = window.__chainDuel?.probe();
    if (!p) throw new Error('no chain duel on the page');
    return p;
  });
}

/** Clicks, and waits until the timeline has one more entry (the click made an action). */
async function act(page: Page, selector: string): Promise<void> {
  const before = (await probe(page)).entries;
  await page.locator(selector).first().click();
  await page.waitForFunction((n) => (window.__chainDuel?.probe().entries ?? 0) > n, before, { timeout: 10_000 });
}

const inOrder = Array.from({ length: 20 }, (_, i) => i).join(', ');

describe('the chain duel sandbox', () => {
  it('builds a combat chain of three moves, hot seat, and watches it resolve backwards with its damage', { timeout: 240_000 }, async () => {
    const { page } = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1500, height: 1100 } });
    await page.goto('/sandbox?game=chain-duel', { waitUntil: 'networkidle' });
    await waitForSelector(page, '[data-testid="chain-launcher"]', 30_000);
    await page.selectOption('[data-testid="deck-A"]', 'Drake Blaze');
    await page.selectOption('[data-testid="deck-B"]', 'Serpent Tide');
    await page.selectOption('[data-testid="seat-A"]', 'human');
    await page.selectOption('[data-testid="seat-B"]', 'human');
    await page.fill('[data-testid="order-A"]', inOrder);
    await page.fill('[data-testid="order-B"]', inOrder);
    await page.fill('[data-testid="seed"]', '1');
    await page.selectOption('[data-testid="coin"]', 'heads');
    await page.click('[data-testid="start-game"]');
    await waitForSelector(page, '[data-testid="chain-table"]');

    let p = await probe(page);
    expect(p.state.turn).toMatchObject({ number: 1, player: 'A', phase: 'alter' });
    // Both monsters face up; hot seat shows A's hand (A acts) and B's as backs.
    await expect(page.locator('[data-testid="monster-A"]').innerText()).resolves.toContain('Ember Drake');
    await expect(page.locator('[data-testid="monster-B"]').innerText()).resolves.toContain('Tide Serpent');
    expect(await page.locator('[data-testid="hand-B"] [data-testid="card-back"]').count()).toBe(5);

    // Link 1: Flame Fang (ATK 3) initiates combat.
    await act(page, '[data-testid="hand-A"] [data-testid="play-Flame Fang"]');
    // Hot seat: the table now follows B, who answers with Undertow (DEF 3).
    await act(page, '[data-testid="hand-B"] [data-testid="play-Undertow"]');
    await act(page, '[data-testid="hand-A"] [data-testid="play-Ember Burst"]');
    await waitForSelector(page, '[data-testid="chain-link"] >> nth=2');
    expect(await page.locator('[data-testid="chain-link"]').allInnerTexts()).toEqual(['A: Flame Fang (ATK 3 / DEF ~)', 'B: Undertow (ATK ~ / DEF 3)', 'A: Ember Burst (ATK +2 / DEF ~)']);
    await expect(page.locator('[data-testid="chain-totals"]').innerText()).resolves.toContain('Final ATK 8 (Ember Drake 3 + Flame Fang 3 + Ember Burst +2) · Final DEF 5 (Tide Serpent 2 + Undertow 3)');
    // The action zone split: A's two cards attack, B's one defends.
    expect(await page.locator('[data-testid="attack-zone"] [data-testid^="card-"]').count()).toBe(2);
    expect(await page.locator('[data-testid="defence-zone"] [data-testid="card-Undertow"]').count()).toBe(1);
    await screenshot(page, 'chain-duel-chain-built');

    await act(page, '[data-testid="pass"]');
    await act(page, '[data-testid="pass"]');
    p = await probe(page);
    expect(p.state.chain).toBeNull();
    expect(p.state.players.B.damage).toHaveLength(1);
    await expect(page.locator('[data-testid="damage-count-B"]').innerText()).resolves.toBe('damage 1 / 6');
    await expect(page.locator('[data-testid="chain"]').innerText()).resolves.toContain('No chain');
    // The log explains the resolution, last link first, and the damage.
    const log = await page.locator('section[aria-label="Explained log"]').innerText();
    const at = (text: string) => log.indexOf(text);
    expect(at("link 3: A's Ember Burst resolves")).toBeGreaterThan(-1);
    expect(at("link 3: A's Ember Burst resolves")).toBeLessThan(at("link 2: B's Undertow resolves"));
    expect(at("link 2: B's Undertow resolves")).toBeLessThan(at("link 1: A's Flame Fang resolves"));
    expect(log).toContain('damage = floor(8 / max(1, 5)) = floor(1.6) = 1');
    await screenshot(page, 'chain-duel-chain-resolved');

    // Stepping back shows the chain of three open again; stepping forward resolves it again; undo drops
    // the last pass, and passing again resolves the same way (a replay is deterministic).
    await page.click('[data-testid="step-back"]');
    await page.waitForFunction(() => window.__chainDuel?.probe().state.chain !== null, undefined, { timeout: 10_000 });
    expect(await page.locator('[data-testid="chain-link"]').count()).toBe(3);
    await page.click('[data-testid="step-forward"]');
    await page.waitForFunction(() => window.__chainDuel?.probe().state.chain === null, undefined, { timeout: 10_000 });
    await page.click('[data-testid="undo"]');
    await page.waitForFunction(() => window.__chainDuel?.probe().state.chain !== null, undefined, { timeout: 10_000 });
    await act(page, '[data-testid="pass"]');
    expect((await probe(page)).state.players.B.damage).toHaveLength(1);
  });
});
