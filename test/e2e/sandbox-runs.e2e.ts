import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { controlsPastEdge, newStudioPage, screenshot, waitForSelector, type StudioPage } from './harness/pages';
import { clickSpace, mouseAway, openRun, probe, settle } from './sandbox-helpers';
import { scanContentCards } from '../../db/content-files';

const PLAY_EXAMPLE = '?scenario=content/summoners-grid/scenarios/play-example.smith:0';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function tab(viewport = { width: 1366, height: 900 }): Promise<StudioPage> {
  return newStudioPage(browser, inject('studioUrl'), { viewport });
}

describe('time travel and sharing', () => {
  it('forks a what-if from an earlier point, keeps the old line as a branch, and the URL reproduces the run', async () => {
    const t = await tab();
    await openRun(t.page, PLAY_EXAMPLE);
    // Just before the script's first move (T1: A's Warrior (5,2) → (5,4)), move it to (4,4) instead.
    const at = await t.page.evaluate(() => window.__sandbox?.session().timeline.entries.findIndex((e) => e.action.type === 'move') ?? -1);
    expect(at).toBeGreaterThan(0);
    await openRun(t.page, `${PLAY_EXAMPLE}&at=${at}`);
    const script = await probe(t.page);
    const warrior = script.model.units.find((u) => u.name === 'Gignen Warrior');
    expect(warrior?.at).toEqual({ x: 5, y: 2 });
    await clickSpace(t.page, 5, 2);
    await clickSpace(t.page, 4, 4);
    await t.page.waitForFunction(() => window.__sandbox?.session().timeline.branches.length === 1);
    const forked = await probe(t.page);
    expect([forked.cursor, forked.entries]).toEqual([at + 1, at + 1]);
    expect(forked.model.units.find((u) => u.name === 'Gignen Warrior')?.at).toEqual({ x: 4, y: 4 });
    expect(await t.page.textContent('[data-testid="branches"] option')).toBe('1 other branch…');
    // The URL now holds the forked history; opening it in a fresh tab gives the same state.
    await t.page.waitForFunction(() => new URLSearchParams(window.location.search).has('h'));
    const url = new URL(t.page.url());
    expect(url.searchParams.get('scenario')).toBe('content/summoners-grid/scenarios/play-example.smith:0');
    expect(url.searchParams.get('at')).toBe(String(at + 1));
    const other = await tab();
    await openRun(other.page, url.search);
    const shared = await probe(other.page);
    expect(shared.state).toEqual(forked.state);
    await other.close();
    // Back to the original line.
    await t.page.selectOption('[data-testid="branches"]', '0');
    await t.page.waitForFunction(() => (window.__sandbox?.session().timeline.entries.length ?? 0) > 60);
    expect((await probe(t.page)).entries).toBe(script.entries);
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe('testing a card from the editor', () => {
  it('opens the handed-over draft (unsaved text) in a default scenario for its kind', async () => {
    const t = await tab();
    const stored = await t.page.request.get('/api/trpc/cards.get?input=' + encodeURIComponent(JSON.stringify({ id: 'blast-bolt' })));
    const source: string = (await stored.json()).result.data.draftSource;
    const draft = source.replace('action "Blast Bolt"', 'action "Blast Bolt Mk II"');
    expect(draft).not.toBe(source);
    await t.page.goto('/sandbox');
    await t.page.evaluate((text) => localStorage.setItem('cardsmith:sandbox-draft:blast-bolt', JSON.stringify({ id: 'blast-bolt', source: text, at: Date.now() })), draft);
    await openRun(t.page, '?card=blast-bolt');
    expect(await t.page.textContent('[data-testid="run-title"]')).toBe('Testing Blast Bolt Mk II');
    expect(await t.page.textContent('[data-testid="sandbox-run"]')).toContain('the editor’s current draft (unsaved text included)');
    // The default position: A's Action Phase, the card in hand and playable (a caster and a target in range).
    const run = await probe(t.page);
    expect([run.state.turn.player, run.state.turn.phase, run.acting]).toEqual(['A', 'action', 'A']);
    expect(await t.page.getAttribute('[data-testid="hand-A"] [data-card="blast-bolt"]', 'class')).toMatch(/playable/);
    await t.page.click('[data-testid="hand-A"] [data-card="blast-bolt"]');
    expect(await t.page.textContent('[data-testid="card-panel"] h3')).toBe('Blast Bolt Mk II');
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe('test this card: a counter', () => {
  it('opens Nightmare Pain just after B’s attack that triggers it, with A to answer and the activation offered', async () => {
    const t = await tab();
    await openRun(t.page, '?card=nightmare-pain');
    expect(await t.page.textContent('[data-testid="run-title"]')).toBe('Testing Nightmare Pain');
    // "when enemy summon attacks": the position is B's turn, the run opens after B's scripted attack.
    expect(await t.page.textContent('[data-testid="trigger-note"]')).toMatch(/^Set up so that its trigger happens: B attack \w+ target: \w+ \(the timeline's step\), and A can now answer with Nightmare Pain\.$/);
    const run = await probe(t.page);
    expect(run.state.turn.player).toBe('B');
    expect(run.cursor).toBeGreaterThan(0);
    expect(run.acting).toBe('A');
    const offered = await t.page.evaluate(() => {
      const s = window.__sandbox?.session();
      return s ? s.ctx.legal.filter((a) => a.type === 'activate').length : -1;
    });
    expect(offered).toBeGreaterThan(0);
    await screenshot(t.page, 'sandbox-counter-trigger', { fullPage: false });
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe('scenarios saved from the sandbox', () => {
  it('saves a run as a test, re-runs it (every expectation passes), and opens it again', async () => {
    const t = await tab();
    await openRun(t.page, '?scenario=content/summoners-grid/scenarios/t2-blast-bolt.smith:0&at=2');
    await t.page.click('[data-testid="open-save"]');
    await t.page.fill('[data-testid="scenario-name"]', 'Bolt run from the browser test');
    const text = await t.page.inputValue('[data-testid="scenario-text"]');
    expect(text).toContain('scenario "Bolt run from the browser test" {');
    expect(text).toContain('B move fae to (5,10)');
    expect(text).toMatch(/rolls 42, 73\s+B play "Blast Bolt" caster: fae target: warrior/);
    expect(text).toContain('warrior.hp = 44');
    await t.page.click('[data-testid="save-scenario"]');
    await waitForSelector(t.page, '[data-testid="saved"] [data-testid="test-results"]');
    expect(await t.page.getAttribute('[data-testid="saved"] [data-testid="test-results"]', 'data-passed')).toBe('true');
    const checks = await t.page.locator('[data-testid="saved"] [data-testid="check"]').count();
    expect(checks).toBeGreaterThan(4);
    expect(await t.page.locator('[data-testid="saved"] [data-testid="check"][data-passed="false"]').count()).toBe(0);
    await t.page.click('[data-testid="open-saved"]');
    await waitForSelector(t.page, '[data-testid="board"][data-ready="true"]');
    expect(new URL(t.page.url()).searchParams.get('scenario')).toBe('db:bolt-run-from-the-browser-test');
    expect(await t.page.textContent('[data-testid="run-title"]')).toBe('Bolt run from the browser test');
    expect(await t.page.getAttribute('[data-testid="test-panel"] [data-testid="test-results"]', 'data-passed')).toBe('true');
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('edits the setup (a unit’s level, moved on the board), saves it as a scenario and opens it', async () => {
    const t = await tab({ width: 1280, height: 900 });
    await openRun(t.page, '?scenario=content/summoners-grid/scenarios/t2-blast-bolt.smith:0');
    await t.page.click('[data-testid="edit-setup"]');
    await waitForSelector(t.page, '[data-testid="setup-editor"]');
    // Every control of the editor lies inside its panel at 1280 px (five fixed columns once put the turn,
    // player and phase past its edge).
    expect(await controlsPastEdge(t.page, '[data-testid="setup-editor"]')).toBeLessThanOrEqual(0);
    // A zone's card picker lists the cards the zone takes: the advance deck only advance cards.
    const advance = await t.page.$$eval('[data-testid="add-card-A-advance-deck"] option:not([disabled])', (os) => os.slice(1).map((o) => o.getAttribute('value') ?? ''));
    const kinds = new Map(scanContentCards(inject('studioContentDir')).cards.filter((c) => c.game === 'summoners-grid').map((c) => [c.name, c.kind]));
    expect(advance).toContain('Shadow Pact');
    expect(advance.filter((name) => kinds.has(name) && kinds.get(name) !== 'advance')).toEqual([]);
    expect(kinds.get('Blast Bolt')).toBe('action');
    expect(await t.page.$$eval('[data-testid="add-card-A-hand"] option', (os) => os.map((o) => o.getAttribute('value')))).toContain('Blast Bolt');
    await t.page.fill('input[aria-label="Setup name"]', 'Warrior at level 9');
    await t.page.fill('input[aria-label="warrior level"]', '9');
    // Pick the Warrior on the board and put it on (2,3).
    await clickSpace(t.page, 5, 4);
    await clickSpace(t.page, 2, 3);
    await t.page.waitForFunction(() => document.querySelector('[data-testid="setup-editor"]')?.textContent?.includes('(2,3)'));
    expect(await t.page.textContent('[data-testid="setup-editor"]')).toContain('The engine builds this position.');
    await t.page.click('[data-testid="apply-setup"]');
    await t.page.waitForURL(/scenario=db:warrior-at-level-9/);
    await waitForSelector(t.page, '[data-testid="board"][data-ready="true"]');
    await settle(t.page);
    const run = await probe(t.page);
    const warrior = run.model.units.find((u) => u.name === 'Gignen Warrior');
    expect(warrior).toMatchObject({ level: 9, at: { x: 2, y: 3 } });
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe('play mode', () => {
  it('plays a whole game against the random bot: the bot takes its turns by itself', async () => {
    const t = await tab();
    await openRun(t.page, '?play=player-a,player-b&seed=7&bot=B:random');
    expect(await t.page.textContent('[data-testid="run-title"]')).toBe('Player A vs Player B');
    // Play A's side by ending every turn (choosing first when A wins the flip); the bot plays B.
    for (let guard = 0; guard < 40; guard++) {
      const run = await probe(t.page);
      if (run.state.turn.number >= 4) break;
      if (run.acting === 'A') {
        const choose = await t.page.$('[data-testid="choice"] button');
        if (choose) await choose.click();
        else if (await t.page.$('[data-testid="end-turn"]')) await t.page.click('[data-testid="end-turn"]');
        else if (await t.page.$('[data-testid="pass"]')) await t.page.click('[data-testid="pass"]');
      }
      await t.page.waitForTimeout(300);
    }
    const run = await probe(t.page);
    expect(run.state.turn.number).toBeGreaterThanOrEqual(4);
    const byB = await t.page.evaluate(() => window.__sandbox?.session().timeline.entries.filter((e) => e.action.player === 'B').length ?? 0);
    expect(byB).toBeGreaterThan(0);
    await screenshot(t.page, 'sandbox-play-mode');
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
