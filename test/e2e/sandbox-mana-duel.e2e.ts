/**
 * The mana duel in the sandbox, played through the UI as a designer would: a human (A) against the
 * greedy bot (B) from two content decks and a fixed seed, every turn playing what the table offers,
 * attacking with every monster that can, and ending the turn, until the game ends. Checks the numbers the
 * table shows against the engine's state, undo, and hot seat's hidden hands. Screenshots: start, mid-game, end.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ManaDuelProbe } from '../../app/sandbox/mana-duel/components/mana-run';
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

async function probe(page: Page): Promise<ManaDuelProbe> {
  return page.evaluate(() => {
    const p = window.__manaDuel?.probe();
    if (!p) throw new Error('no mana duel on the page');
    return p;
  });
}

/** Opens the launcher and starts a game; heads: A wins the coin flip and chooses who starts. */
async function startGame(page: Page, seats: { A: string; B: string }, seed: string): Promise<void> {
  await page.goto('/sandbox?game=mana-duel', { waitUntil: 'networkidle' });
  await waitForSelector(page, '[data-testid="mana-launcher"]', 30_000);
  await page.selectOption('[data-testid="deck-A"]', 'Fire and Fury');
  await page.selectOption('[data-testid="deck-B"]', 'Stone Wall');
  await page.selectOption('[data-testid="seat-A"]', seats.A);
  await page.selectOption('[data-testid="seat-B"]', seats.B);
  await page.fill('[data-testid="seed"]', seed);
  await page.selectOption('[data-testid="coin"]', 'heads');
  await page.click('[data-testid="start-game"]');
  await waitForSelector(page, '[data-testid="choose-first"]');
  await page.click('[data-testid="first-A"]');
  await waitForSelector(page, '[data-testid="mulligan"]');
}

/** The number at the start of a portrait field (`♥ 27 / 30` → 27, `3 / 5 mana` → [3, 5]). */
async function shown(page: Page, side: 'A' | 'B'): Promise<{ health: number; mana: number; maxMana: number; deck: number }> {
  const text = async (id: string) => (await page.locator(`[data-testid="player-${side}"] [data-testid="${id}"]`).innerText()).trim();
  const health = Number((await text('player-health')).match(/♥\s*(\d+)/)?.[1]);
  const [, mana, maxMana] = (await text('player-mana')).match(/(\d+) \/ (\d+) mana/) ?? [];
  const deck = Number((await text('deck-size')).match(/deck (\d+)/)?.[1]);
  return { health, mana: Number(mana), maxMana: Number(maxMana), deck };
}

async function expectShownMatchesEngine(page: Page): Promise<void> {
  const p = await probe(page);
  for (const side of ['A', 'B'] as const) {
    const pl = p.state.players[side];
    expect(await shown(page, side)).toEqual({ health: pl.health, mana: pl.mana, maxMana: pl.maxMana, deck: pl.deck.length });
  }
}

/** Waits until the human (A) is to act or the game is over (the bot plays B after a short delay). */
async function humanOrEnd(page: Page): Promise<ManaDuelProbe> {
  await page.waitForFunction(() => {
    const p = window.__manaDuel?.probe();
    return p !== undefined && (p.acting === 'A' || p.board.outcome !== null);
  }, undefined, { timeout: 60_000 });
  return probe(page);
}

/** Clicks, and waits until the timeline has one more entry (the click made an action). */
async function clickAndAct(page: Page, selector: string, before: number): Promise<void> {
  await page.click(selector);
  await page.waitForFunction((n) => (window.__manaDuel?.probe().entries ?? 0) > n, before, { timeout: 10_000 });
}

/**
 * Completes a pick: an offered slot of A's row, else an offered target (enemies first); a monster that
 * needs a target takes two clicks (its slot, then its target).
 */
async function completePick(page: Page, before: number): Promise<void> {
  const choices = ['[data-testid="slot"][data-offered="true"]', '[data-testid="row-B"] [data-target="true"]', '[data-testid="player-B"][data-target="true"]', '[data-target="true"]'];
  for (let click = 0; click < 3; click++) {
    const selector = await firstPresent(page, choices);
    if (!selector) throw new Error('a card or monster was picked but nothing is offered to complete it');
    await page.click(`${selector} >> nth=0`);
    await page.waitForTimeout(50);
    if ((await probe(page)).entries > before) return;
  }
  throw new Error('three clicks did not complete the pick');
}

async function firstPresent(page: Page, selectors: readonly string[]): Promise<string | null> {
  for (const selector of selectors) if ((await page.locator(selector).count()) > 0) return selector;
  return null;
}

/** One human turn: play every card the table offers, attack with every monster that can, end the turn. */
async function playTurn(page: Page): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const playable = page.locator('[data-testid="hand-A"] [data-playable="true"]');
    if ((await playable.count()) === 0) break;
    const before = (await probe(page)).entries;
    await playable.first().click();
    if ((await probe(page)).entries === before) await completePick(page, before);
    if ((await probe(page)).board.outcome) return;
  }
  for (let guard = 0; guard < 10; guard++) {
    const ready = page.locator('[data-testid="row-A"] [data-can-attack="true"]');
    if ((await ready.count()) === 0) break;
    const before = (await probe(page)).entries;
    await ready.first().click();
    await completePick(page, before);
    if ((await probe(page)).board.outcome) return;
  }
  const before = (await probe(page)).entries;
  await clickAndAct(page, '[data-testid="end-turn"]', before);
}

describe('the mana duel sandbox', () => {
  it('plays a whole game, human against the greedy bot, through the table', { timeout: 420_000 }, async () => {
    const t = await tab();
    const page = t.page;
    await startGame(page, { A: 'human', B: 'greedy' }, '4242');
    // The opening hand, face up in the mulligan panel; B's hand is backs only (A's view).
    expect(await page.locator('[data-testid="mulligan"] [data-testid="hand-card"]').count()).toBe(5);
    expect(await page.locator('[data-testid="hand-B"] [data-testid="hand-card"]').count()).toBe(0);
    expect(await page.locator('[data-testid="hand-B"] [data-testid="card-back"]').count()).toBe(5);
    await screenshot(page, 'mana-duel-start');
    await page.click('[data-testid="keep"]');

    let p = await humanOrEnd(page);
    expect(p.state.turn).toMatchObject({ number: 1, player: 'A', phase: 'main' });
    // A starts with start-mana 1; B, second, with 2 (the ruleset's settings).
    expect([p.state.players.A.mana, p.state.players.A.maxMana]).toEqual([1, 1]);
    await expectShownMatchesEngine(page);
    // A card A cannot pay for is not offered; clicking it shows the engine's reason.
    const unplayable = page.locator('[data-testid="hand-A"] [data-playable="false"]');
    if ((await unplayable.count()) > 0) {
      await unplayable.first().click();
      expect(await page.locator('[data-testid="notice"]').innerText()).toMatch(/^.+ costs \d+ mana; A has 1$/);
      expect((await probe(page)).entries).toBe(p.entries);
    }

    let undoChecked = false;
    let midShot = false;
    for (let turn = 0; turn < 60 && !p.board.outcome; turn++) {
      if (p.state.turn.number % 4 === 1) await expectShownMatchesEngine(page);
      // Undo, once there is a card to play: play it, undo, and the board is back where it was.
      if (!undoChecked && p.state.turn.number >= 5 && (await page.locator('[data-testid="hand-A"] [data-playable="true"]').count()) > 0) {
        const before = await probe(page);
        const shownBefore = await shown(page, 'A');
        await page.locator('[data-testid="hand-A"] [data-playable="true"]').first().click();
        if ((await probe(page)).entries === before.entries) await completePick(page, before.entries);
        const played = await probe(page);
        expect(played.state.players.A.hand.length).toBe(before.state.players.A.hand.length - 1);
        await page.click('[data-testid="undo"]');
        await page.waitForFunction((n) => window.__manaDuel?.probe().entries === n, before.entries);
        const undone = await probe(page);
        expect(undone.cursor).toBe(before.cursor);
        expect(undone.state).toEqual(before.state);
        expect(await shown(page, 'A')).toEqual(shownBefore);
        expect(await page.locator('[data-testid="hand-A"] [data-testid="hand-card"]').count()).toBe(before.state.players.A.hand.length);
        undoChecked = true;
      }
      if (!midShot && p.state.turn.number >= 9) {
        await screenshot(page, 'mana-duel-mid');
        midShot = true;
      }
      await playTurn(page);
      p = await humanOrEnd(page);
    }
    expect(undoChecked).toBe(true);
    expect(p.board.outcome).not.toBeNull();
    await waitForSelector(page, '[data-testid="outcome"]');
    const winner = await page.locator('[data-testid="winner"]').innerText();
    expect(winner).toMatch(/^(A|B) wins$/);
    expect(winner.startsWith(p.board.outcome?.winner ?? '?')).toBe(true);
    expect(await page.locator('[data-testid="reason"]').innerText()).toBe(p.board.outcome?.reason);
    expect(p.board.outcome?.reason).toMatch(/health|fatigue/);
    await expectShownMatchesEngine(page);
    // The log tells the attacks with their formulas filled in.
    expect(await page.locator('[data-testid="mana-log"]').innerText()).toMatch(/attacks .*: (attack|player)-damage = /);
    await screenshot(page, 'mana-duel-end');
    await page.click('[data-testid="new-game"]');
    await waitForSelector(page, '[data-testid="mana-launcher"]');
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('two bots play a game on their own, the search bot in the page', { timeout: 300_000 }, async () => {
    const t = await tab();
    const page = t.page;
    await page.goto('/sandbox?game=mana-duel', { waitUntil: 'networkidle' });
    await waitForSelector(page, '[data-testid="mana-launcher"]', 30_000);
    await page.selectOption('[data-testid="seat-A"]', 'search');
    await page.selectOption('[data-testid="seat-B"]', 'random');
    await page.fill('[data-testid="seed"]', '7');
    await page.click('[data-testid="start-game"]');
    await waitForSelector(page, '[data-testid="outcome"]', 240_000);
    const p = await probe(page);
    expect(await page.locator('[data-testid="winner"]').innerText()).toBe(`${p.board.outcome?.winner} wins`);
    // Nobody clicked: every entry is a bot's decision, from the coin flip's choice to the last attack.
    expect(p.entries).toBeGreaterThan(10);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it("hot seat: the table shows the side to act, and the other side's hand only as card backs", async () => {
    const t = await tab();
    const page = t.page;
    await startGame(page, { A: 'human', B: 'human' }, '99');
    // A decides its mulligan: A's view.
    expect(await page.locator('[data-testid="mana-table"]').getAttribute('data-viewer')).toBe('A');
    expect(await page.locator('[data-testid="hand-B"] [data-testid="card-back"]').count()).toBe(5);
    expect(await page.locator('[data-testid="hand-B"] [data-testid="hand-card"]').count()).toBe(0);
    expect(await page.locator('[data-testid="hand-A"] [data-testid="hand-card"]').count()).toBe(5);
    await page.click('[data-testid="keep"]');
    // Now B decides: the table turns to B's view, and A's hand is hidden.
    await page.waitForSelector('[data-testid="mana-table"][data-viewer="B"]');
    expect(await page.locator('[data-testid="hand-A"] [data-testid="card-back"]').count()).toBe(5);
    expect(await page.locator('[data-testid="hand-A"] [data-testid="hand-card"]').count()).toBe(0);
    // B's log does not name A's cards: A's draws read "A draws a card".
    const log = await page.locator('[data-testid="mana-log"]').innerText();
    expect(log).toMatch(/A draws a card/);
    // Everyone's view shows both hands.
    await page.selectOption('[data-testid="viewer"]', 'all');
    expect(await page.locator('[data-testid="hand-A"] [data-testid="hand-card"]').count()).toBe(5);
    expect(await page.locator('[data-testid="hand-B"] [data-testid="hand-card"]').count()).toBe(5);
    await screenshot(page, 'mana-duel-hot-seat');
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
