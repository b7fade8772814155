import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PALETTE } from '../../app/sandbox/board/palette';
import { launchBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector, type StudioPage } from './harness/pages';
import { boardInfo, canvasPixels, clickSpace, difference, mouseAway, near, openRun, probe, rgb, settle, spacePixel } from './sandbox-helpers';

const PLAY_EXAMPLE = '?scenario=content/summoners-grid/scenarios/play-example.smith:0';
const T2 = '?scenario=content/summoners-grid/scenarios/t2-blast-bolt.smith:0';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function tab(): Promise<StudioPage> {
  return newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1366, height: 900 } });
}

describe('the sandbox board', () => {
  it('draws the 12×14 board with WebGL: territories, the unclaimed middle and the units where the engine put them', async () => {
    const t = await tab();
    await openRun(t.page, `${T2}&at=1`);
    const info = await boardInfo(t.page);
    expect(info.renderer).toBe('webgl');
    expect([info.layout.cols, info.layout.rows]).toEqual([12, 14]);
    await mouseAway(t.page);
    const pixels = await canvasPixels(t.page);
    // Bottom-left (0,0) is A's territory, the top rows B's, the middle unclaimed; the checkerboard alternates shades.
    expect(near(await spacePixel(t.page, pixels, 0, 0, 0.3, 0.3), rgb(PALETTE.territory.A[0]))).toBe(true);
    expect(near(await spacePixel(t.page, pixels, 1, 0, 0.3, 0.3), rgb(PALETTE.territory.A[1]))).toBe(true);
    expect(near(await spacePixel(t.page, pixels, 0, 13, 0.3, 0.3), rgb(PALETTE.territory.B[1]))).toBe(true);
    expect(near(await spacePixel(t.page, pixels, 0, 6, 0.3, 0.3), rgb(PALETTE.unclaimed[0]))).toBe(true);
    // The units: the Warrior (A) at (5,4), the Fae (B) stepped to (5,10). Their tokens' borders are in the side's colour.
    const { model } = await probe(t.page);
    expect(model.units.map((u) => [u.name, u.at.x, u.at.y])).toEqual([
      ['Gignen Warrior', 5, 4],
      ['Fae Magician', 5, 10],
    ]);
    const edge = async (x: number, y: number) => spacePixel(t.page, pixels, x, y, 0, 0.46);
    expect(near(await edge(5, 4), rgb(PALETTE.side.A), 40)).toBe(true);
    expect(near(await edge(5, 10), rgb(PALETTE.side.B), 40)).toBe(true);
    // An empty space keeps its floor colour.
    expect(near(await spacePixel(t.page, pixels, 8, 4, 0, 0), rgb(PALETTE.unclaimed[0]))).toBe(true);
    await screenshot(t.page, 'sandbox-board');
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('steps through the play example to the end: B wins with 3 VP, and Turn 2’s Blast Bolt is explained in the log', async () => {
    const t = await tab();
    await openRun(t.page, PLAY_EXAMPLE);
    const start = await probe(t.page);
    expect(start.cursor).toBe(0);
    const total = start.entries;
    expect(total).toBeGreaterThan(60);
    // Step forward action by action, as a designer would (→ key), checking the counter as it goes.
    const middle = Math.round(total * 0.55);
    for (let i = 1; i <= total; i++) {
      await t.page.keyboard.press('ArrowRight');
      if (i % 10 === 0 || i === total || i === middle) await t.page.waitForFunction((n) => window.__sandbox?.session().timeline.cursor === n, i);
      if (i === middle) {
        // Mid-game, for the README: units of both sides on the board, a building, the log explaining.
        await settle(t.page);
        await screenshot(t.page, 'sandbox-mid-game');
      }
    }
    expect(await t.page.textContent('[data-testid="step-count"]')).toBe(`${total} / ${total}`);
    // Stepping kept the page where it was (the log scrolls inside its own box), with the last group in view.
    await settle(t.page);
    expect(await t.page.evaluate(() => window.scrollY)).toBe(0);
    const inView = await t.page.evaluate((last) => {
      const group = document.querySelector(`[data-testid="log-group"][data-index="${last}"]`)?.getBoundingClientRect();
      const box = document.querySelector('[data-testid="log"] ol')?.getBoundingClientRect();
      return !!group && !!box && group.top >= box.top - 1 && group.top < box.bottom;
    }, total - 1);
    expect(inView).toBe(true);
    const end = await probe(t.page);
    expect([end.state.players.A.vp, end.state.players.B.vp, end.state.winner]).toEqual([2, 3, 'B']);
    expect((await t.page.textContent('[data-testid="vp"]'))?.replace(/\s+/g, ' ')).toBe('VP A 2 – B 3');
    expect(await t.page.textContent('[data-testid="awaiting"]')).toBe('Player B wins.');
    // Turn 2's Blast Bolt: the first Blast Bolt group of the log, with its rolls and formulas.
    const bolt = t.page.locator('[data-testid="log-group"]', { hasText: 'B plays Blast Bolt' }).first();
    const lines = await bolt.locator('[data-testid="log-line"]').allTextContents();
    expect(lines).toContain('ToHit = 85 + 14 / 10 = 86.4%, roll 42 ≤ 86.4 → hit');
    expect(lines).toContain('Crit = floor(13 * 0.3375 + 1.65) = floor(6.0375) = 6%, roll 73 > 6 → no crit');
    expect(lines).toContain('Damage = 19 * (1 + 60 / 100) * (19 / 11) = 52.5091 → 52 (magical)');
    expect(lines.some((l) => l.startsWith("A's Gignen Warrior takes 52 damage (Blast Bolt): HP 96 → 44"))).toBe(true);
    // Its test: every expectation of the play example holds (the panel follows once the last move has ended).
    await waitForSelector(t.page, '[data-testid="test-results"][data-passed="true"]');
    await mouseAway(t.page);
    await screenshot(t.page, 'sandbox-play-example-end');
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('hovering a log line rings the units it names', async () => {
    // Tall enough that the log and the board are both on screen (no scrolling moves the pointer).
    const t = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1366, height: 1500 } });
    await openRun(t.page, `${T2}&at=2`);
    const line = t.page.locator('[data-testid="log-line"]', { hasText: 'takes 52 damage' }).first();
    await line.hover();
    await settle(t.page);
    const pixels = await canvasPixels(t.page);
    // The ring sits at the edge of the Warrior's space (5,4), in the emphasis colour: yellow, pulsing (so
    // its strength varies). Look along the bottom edge for it; the Fae's space (5,10) has none. Yellow:
    // red and green both strong and close, blue well below (B's pink border has green far below red).
    const yellowAt = async (x: number, y: number) => {
      for (let dy = 0.42; dy <= 0.6; dy += 0.02) {
        const [r, g, b] = await spacePixel(t.page, pixels, x, y, 0, dy);
        if (r > 110 && g > r * 0.8 && b < r * 0.75) return true;
      }
      return false;
    };
    expect(await t.page.evaluate(() => window.__sandbox?.emphasis())).toEqual([await t.page.evaluate(() => Object.values(window.__sandbox?.session().state.units ?? {}).find((u) => u.controller === 'A')?.id)]);
    expect(await yellowAt(5, 4)).toBe(true);
    expect(await yellowAt(5, 10)).toBe(false);
    await t.close();
  });
});

describe('playing on the board', () => {
  it('plays Ensnare with a forced save roll: hit, no crit, save failed → the target is immobilized', async () => {
    const t = await tab();
    await openRun(t.page, '?card=ensnare');
    expect(await t.page.textContent('[data-testid="run-title"]')).toBe('Testing Ensnare');
    // d100 rolls: 10 hits, 99 does not crit, 65 > 30 fails the save.
    await t.page.fill('[data-testid="force-rolls-input"]', '10, 99, 65');
    await t.page.click('[data-testid="force-rolls"]');
    // The panel shows the scripted rolls once it re-renders (it may wait for the board's animation).
    await t.page.locator('[data-testid="forced-rolls"]', { hasText: '10, 99, 65' }).waitFor({ timeout: 5_000 });
    await t.page.click('[data-testid="hand-A"] [data-card="ensnare"]');
    await waitForSelector(t.page, '[data-testid="card-panel"]');
    const before = await probe(t.page);
    const targets = before.model.units.filter((u) => u.controller === 'B');
    const target = targets[0];
    if (!target) throw new Error('no B unit');
    await clickSpace(t.page, target.at.x, target.at.y);
    // With several targets the click picks one; if caster and target were already decided it plays the card.
    if ((await probe(t.page)).entries === before.entries) await t.page.click('[data-testid="confirm-play"]');
    await t.page.waitForFunction((n) => window.__sandbox?.session().timeline.entries.length === n + 1, before.entries);
    await settle(t.page);
    const after = await probe(t.page);
    const hit = after.model.units.find((u) => u.id === target.id);
    expect(hit?.statuses).toEqual(['immobilized']);
    expect(hit?.hp).toBeLessThan(target.hp);
    const log = await t.page.locator('[data-testid="log-group"]').last().locator('[data-testid="log-line"]').allTextContents();
    expect(log.some((l) => /roll 10 ≤ [\d.]+ → hit/.test(l))).toBe(true);
    expect(log).toContain('SaveChance = 30%, roll 65 > 30 → not saved');
    expect(log.some((l) => l.includes('is immobilized until the end of turn'))).toBe(true);
    // The group's title names the forced rolls; the board's token shows the status badge.
    expect(await t.page.locator('[data-testid="log-group"]').last().textContent()).toContain('forced rolls 10, 99, 65');
    await clickSpace(t.page, target.at.x, target.at.y);
    expect(await t.page.textContent('[data-testid="unit-details"]')).toContain('immobilized');
    await screenshot(t.page, 'sandbox-ensnare');
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('an illegal target shows the engine’s reason', async () => {
    const t = await tab();
    // Before the Fae steps forward, the Warrior is out of Blast Bolt's range.
    await openRun(t.page, `${T2}&at=0`);
    await t.page.click('[data-testid="hand-B"] [data-card="blast-bolt"]');
    expect(await t.page.textContent('[data-testid="illegal-reason"]')).toBe('Not allowed: Blast Bolt has no valid targets now');
    // After the step: the play is decided (one caster, one target); clicking the Fae itself as the target is refused.
    await openRun(t.page, `${T2}&at=1`);
    await t.page.click('[data-testid="hand-B"] [data-card="blast-bolt"]');
    await clickSpace(t.page, 5, 10);
    const reason = (await t.page.textContent('[data-testid="illegal-reason"]')) ?? '';
    const engineSays = await t.page.evaluate(() => {
      const s = window.__sandbox?.session();
      const fae = Object.values(s?.state.units ?? {}).find((u) => u.controller === 'B');
      const bolt = s?.state.players.B.zones.hand.find((iid) => s.state.cards[iid]?.card === 'blast-bolt');
      if (!s || !fae || !bolt) return null;
      return s.ctx.engine.explainIllegal(s.state, { type: 'play', player: 'B', card: bolt, targets: { caster: { t: 'unit', id: fae.id }, target: { t: 'unit', id: fae.id } } });
    });
    expect(engineSays).toBeTruthy();
    expect(reason).toBe(`Not allowed: ${engineSays}`);
    // A move out of reach: the engine's reason too. (Escape drops the card first.)
    await t.page.keyboard.press('Escape');
    await clickSpace(t.page, 5, 10);
    await clickSpace(t.page, 0, 3);
    expect(await t.page.textContent('[data-testid="illegal-reason"]')).toMatch(/^Not allowed: /);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('undo restores the previous board, pixel for pixel and state for state', async () => {
    const t = await tab();
    await openRun(t.page, `${T2}&at=0`);
    await mouseAway(t.page);
    const before = await probe(t.page);
    const shotBefore = (await canvasPixels(t.page)).png;
    // Select the Fae (5,11) and move it to (6,10).
    await clickSpace(t.page, 5, 11);
    await clickSpace(t.page, 6, 10);
    await t.page.waitForFunction((n) => window.__sandbox?.session().timeline.cursor === n + 1, before.cursor);
    await mouseAway(t.page);
    await settle(t.page);
    const moved = await probe(t.page);
    expect(moved.model.units.find((u) => u.name === 'Fae Magician')?.at).toEqual({ x: 6, y: 10 });
    const shotMoved = (await canvasPixels(t.page)).png;
    expect(difference(shotBefore, shotMoved)).toBeGreaterThan(0.001);
    await t.page.click('[data-testid="undo"]');
    await mouseAway(t.page);
    await settle(t.page);
    const after = await probe(t.page);
    expect(after.state).toEqual(before.state);
    expect(after.cursor).toBe(before.cursor);
    expect(difference(shotBefore, (await canvasPixels(t.page)).png)).toBe(0);
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
