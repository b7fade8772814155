/**
 * Issue 15, "Studio cards and decks in every tool", as a designer does it in a real browser: a card made in
 * the studio (a duplicate of Blast Bolt, so only the database has it), a deck built with it in the deck
 * builder, "Write to content/" refusing it until the card is written too, the deck simulated on the
 * Balance page (its card in the results) and played in the sandbox's game mode; a broken deck file in the
 * content folder reported and skipped by both; and the greedy bot summoning and attacking in game mode.
 * The studio runs on a copy of the content folder (it gets a broken deck file and written files).
 * Screenshots: test-results/e2e/studio-deck-*.png, sandbox-greedy-bot.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { openRun, probe } from './sandbox-helpers';

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-studio-decks-e2e-'));
const content = join(tmp, 'content');
let browser: Browser;
let studio: StudioServer;

const BROKEN = 'deck "Broken Deck" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "Nowhere Card"\n  }\n}\n';
const SPARK_TRIO = 'deck "Spark Trio" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "Studio Spark"\n    2 "Blast Bolt"\n  }\n}\n';

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  writeFileSync(join(content, 'summoners-grid/decks/broken-deck.smith'), BROKEN);
  browser = await launchBrowser();
  studio = await startStudio({ contentDir: content, env: { CARDSMITH_SIM_WORKERS: '1' } });
});
afterAll(async () => {
  await browser?.close();
  await studio?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const text = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').trim();

/**
 * Plays side A of a game-mode run the way a quick designer would (summon when a summon is offered, take
 * the first option of a choice, else end the turn or pass) until `done` says so or `turns` turns passed.
 */
async function playSideA(page: Page, turns: number, done: () => Promise<boolean>): Promise<void> {
  for (let guard = 0; guard < 400 && !(await done()); guard++) {
    const run = await probe(page);
    if (run.state.turn.number > turns) return;
    if (run.acting === 'A') {
      await page.evaluate(() => {
        const s = window.__sandbox?.session();
        if (!s) return;
        const legal = s.ctx.legal;
        const next = legal.find((a) => a.type === 'choose') ?? legal.find((a) => a.type === 'summon') ?? legal.find((a) => a.type === 'end-turn') ?? legal.find((a) => a.type === 'pass');
        if (next) window.__sandbox?.act(next);
      });
    }
    await page.waitForTimeout(250);
  }
}

describe('a deck built in the studio with a studio-only card', () => {
  it('is refused by Write to content/ until its card is written too, simulated on the Balance page and played in the sandbox', async () => {
    const tab = await newStudioPage(browser, studio.url, { viewport: { width: 1400, height: 900 } });
    await tab.goto('/library');
    // The designer duplicates Blast Bolt as "Studio Spark" (the Library's API): a card only the database has.
    const created = await tab.page.evaluate(async () => {
      const r = await fetch('/api/trpc/cards.duplicate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'blast-bolt', name: 'Studio Spark' }) });
      return { status: r.status, body: await r.text() };
    });
    expect(created.status).toBe(200);
    expect(created.body).toContain('"id":"studio-spark"');

    // The deck builder: a new deck from its text, accepted by the rules (the studio has the card) and created.
    await tab.goto('/decks');
    await waitForSelector(tab.page, '[data-testid="new-deck"]', 30_000);
    await tab.page.click('[data-testid="new-deck"]');
    await tab.page.fill('[data-testid="deck-text"]', SPARK_TRIO);
    await waitForSelector(tab.page, '[data-testid="deck-valid"]', 20_000);
    await tab.page.click('[data-testid="save-deck"]');
    await waitForSelector(tab.page, '[data-testid="deck-editor"][data-deck-id="spark-trio"]', 20_000);

    // Write to content/: refused, naming the card content/ lacks; then written together with it.
    await tab.page.click('[data-testid="export-deck"]');
    await waitForSelector(tab.page, '[data-testid="export-with-cards"]');
    expect(await text(tab.page, '[data-testid="save-status"]')).toContain('only the database has ("Studio Spark")');
    expect(existsSync(join(content, 'summoners-grid/decks/spark-trio.smith'))).toBe(false);
    await screenshot(tab.page, 'studio-deck-export-refused');
    await tab.page.click('[data-testid="export-with-cards"]');
    await tab.page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.textContent?.startsWith('Written to content/'));
    expect(await text(tab.page, '[data-testid="save-status"]')).toContain('content/summoners-grid/cards/action/studio-spark.smith');
    expect(readFileSync(join(content, 'summoners-grid/decks/spark-trio.smith'), 'utf8')).toBe(SPARK_TRIO);
    expect(readFileSync(join(content, 'summoners-grid/cards/action/studio-spark.smith'), 'utf8')).toContain('action "Studio Spark"');

    // The Balance page offers the deck; the run reports the broken deck file, skips it, and plays.
    await tab.goto('/balance');
    await waitForSelector(tab.page, '[data-testid="run-form"]', 30_000);
    await tab.page.selectOption('select[name="deckA"]', 'Spark Trio');
    await tab.page.selectOption('select[name="deckB"]', 'Player B');
    await tab.page.selectOption('select[name="aiA"]', 'greedy');
    await tab.page.selectOption('select[name="aiB"]', 'random');
    await tab.page.fill('input[name="games"]', '10');
    await tab.page.click('[data-testid="start-run"]');
    await waitForSelector(tab.page, '[data-testid="run-skipped"]', 30_000);
    const skipped = await text(tab.page, '[data-testid="run-skipped"]');
    expect(skipped).toContain('1 file left out of the run');
    expect(skipped).toContain('content/summoners-grid/decks/broken-deck.smith');
    expect(skipped).toContain('Nowhere Card');
    await tab.page.waitForFunction(() => [...document.querySelectorAll('td, th, text')].some((e) => e.textContent?.trim() === 'Studio Spark'), undefined, { timeout: 120_000 });
    await screenshot(tab.page, 'studio-deck-balance');

    // The sandbox: the launcher lists the broken file; game mode plays the studio deck, its card in hand or deck.
    await tab.goto('/sandbox');
    await waitForSelector(tab.page, '[data-testid="sandbox-launcher"]', 30_000);
    expect(await text(tab.page, '[data-testid="left-out"]')).toContain('decks/broken-deck.smith');
    const deckIds = await tab.page.$$eval('select[aria-label="Player A\'s deck"] option', (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(deckIds).toContain('spark-trio');
    expect(deckIds).not.toContain('broken-deck');
    await screenshot(tab.page, 'studio-deck-sandbox-launcher');
    await tab.page.selectOption('select[aria-label="Player A\'s deck"]', 'spark-trio');
    await tab.page.selectOption('select[aria-label="Player B\'s deck"]', 'player-b');
    await tab.page.selectOption('select[aria-label="Opponent"]', 'greedy');
    await tab.page.fill('input[aria-label="Seed"]', '11');
    await tab.page.click('text=Start the game');
    await waitForSelector(tab.page, '[data-testid="board"][data-ready="true"]', 30_000);
    expect(await text(tab.page, '[data-testid="run-title"]')).toBe('Spark Trio vs Player B');
    const sparks = await tab.page.evaluate(() => Object.values(window.__sandbox?.session().state.cards ?? {}).filter((c) => c.owner === 'A' && c.card === 'studio-spark').length);
    expect(sparks).toBe(3);
    await screenshot(tab.page, 'studio-deck-sandbox');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});

describe('the greedy bot in game mode', () => {
  it('summons and attacks', async () => {
    const tab = await newStudioPage(browser, studio.url, { viewport: { width: 1366, height: 900 } });
    await openRun(tab.page, '?play=player-a,player-b&seed=42&bot=B:greedy');
    const byB = (type: string) => tab.page.evaluate((t) => window.__sandbox?.session().timeline.entries.filter((e) => e.action.player === 'B' && e.action.type.endsWith(t)).length ?? 0, type);
    await playSideA(tab.page, 12, async () => (await byB('summon')) >= 2 && (await byB('attack')) >= 1);
    expect(await byB('summon')).toBeGreaterThanOrEqual(2);
    expect(await byB('attack')).toBeGreaterThanOrEqual(1);
    const run = await probe(tab.page);
    expect(run.model.units.filter((u) => u.controller === 'B').length).toBeGreaterThanOrEqual(1);
    await screenshot(tab.page, 'sandbox-greedy-bot');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
