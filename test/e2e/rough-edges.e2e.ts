/**
 * Rough edges a new designer hit (issue 15): bad addresses answer 404 at once with a way back; a card's
 * state reads the same in the editor, the library and history (also after a reload); a viewer sees
 * designer-only actions disabled with the reason. Its own studio (the project's content on a fresh
 * database): publishing and editing here must not change what the other tests see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { addUser, callApi, signInToken } from './harness/accounts';
import { waitForAnalysis } from './harness/editor-probe';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';
import { CardDetail } from '../../db/cards';

const browser = useBrowser();
const CARD = 'blast-bolt';

let studio: StudioServer;
let token: string;
beforeAll(async () => {
  studio = await startStudio();
  token = await signInToken(studio.url);
  const created = await callApi(studio.url, token, 'mutation', 'sets.create', { name: 'Edges', game: 'summoners-grid' });
  if (created.status !== 200) throw new Error(`creating a set failed: ${JSON.stringify(created.body)}`);
});
afterAll(async () => {
  await studio?.stop();
});

/** The card's draft revision, read through the API. */
async function draftRevision(): Promise<number> {
  const answer = z.object({ result: z.object({ data: CardDetail }) }).parse((await callApi(studio.url, token, 'query', 'cards.get', { id: CARD })).body);
  return answer.result.data.draftRevision;
}

describe('bad addresses', () => {
  const bad = ['/cards/does-not-exist', '/cards/does-not-exist/history', `/cards/${'x'.repeat(300)}`, '/sets/nope', '/content/summoners-grid/nope.smith', '/no-such-page'];
  const good = [`/cards/${CARD}`, `/cards/${CARD}/history`, '/sets/edges', '/content/summoners-grid/ruleset.smith', '/library'];

  it('answer HTTP 404 at once with links back; the good addresses of the same pages answer 200', async () => {
    const headers = { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
    const timed = async (path: string) => {
      const started = Date.now();
      const response = await fetch(`${studio.url}${path}`, { headers, redirect: 'manual' });
      const html = await response.text();
      return { status: response.status, html, ms: Date.now() - started };
    };
    const answers = [];
    for (const path of good) {
      const answer = await timed(path);
      expect(answer.status, path).toBe(200);
      answers.push(answer.ms);
    }
    // Before: 200 and a client that retried its query for 4–8 s. The server's own answer costs what a good
    // page of the same studio costs: bounded by the slowest good page (twice, for noise) or 4 s, whichever
    // is larger, so a loaded machine stretches both sides of the comparison alike.
    const bound = Math.max(4_000, 2 * Math.max(...answers));
    for (const path of bad) {
      const answer = await timed(path);
      expect(answer.status, path).toBe(404);
      expect(answer.ms, path).toBeLessThan(bound);
      expect(answer.html, path).toContain('<title>Not found · Cardsmith</title>');
    }
  });

  it('in the browser: each bad address shows the 404 page at once, and its link leads back to the library', async () => {
    const tab = await newStudioPage(browser(), studio.url);
    for (const path of bad) {
      const response = await tab.page.goto(path);
      expect(response?.status(), path).toBe(404);
      await waitForSelector(tab.page, '[data-testid="not-found"] a[href="/library"]', 3_000);
      expect(await tab.page.textContent('h1'), path).toBe('Not found');
    }
    await screenshot(tab.page, 'not-found');
    await tab.page.click('[data-testid="not-found"] a[href="/library"]');
    await tab.page.waitForURL('**/library');
    await waitForSelector(tab.page, '[data-testid="card-row"]');
    await tab.close();
  });
});

describe("a card's state", () => {
  it('an edited published card reads "changed since v1" in the editor badge (also after a reload), the library and history', async () => {
    const published = await callApi(studio.url, token, 'mutation', 'cards.publish', { id: CARD, baseRevision: await draftRevision(), changelog: 'First release' });
    expect(published.status).toBe(200);

    const tab = await newStudioPage(browser(), studio.url, { viewport: { width: 1366, height: 900 } });
    await tab.goto(`/cards/${CARD}`);
    await waitForAnalysis(tab.page);
    const badge = '[data-testid="editor-toolbar"] [data-testid="card-state"]';
    expect(await tab.page.textContent(badge)).toBe('published v1');

    await tab.page.click('[data-testid="source-editor"] .view-lines');
    await tab.page.keyboard.press('Control+End');
    await tab.page.keyboard.type('\n// tuned by the e2e test\n');
    await waitForSelector(tab.page, `${badge}[data-state="changed"]`, 15_000);
    await tab.page.waitForSelector('[data-testid="save-state"][data-state="saved"]', { timeout: 15_000 });
    expect(await tab.page.textContent(badge)).toBe('changed since v1');

    await tab.page.reload({ waitUntil: 'networkidle' });
    await waitForAnalysis(tab.page);
    expect(await tab.page.textContent(badge)).toBe('changed since v1');
    await screenshot(tab.page, 'editor-changed-badge', { fullPage: false });

    await tab.goto('/library');
    await waitForSelector(tab.page, `[data-testid="card-row"][data-card-id="${CARD}"]`);
    expect(await tab.page.textContent(`[data-testid="card-row"][data-card-id="${CARD}"] [data-testid="card-state"]`)).toBe('changed since v1');

    await tab.goto(`/cards/${CARD}/history`);
    await waitForSelector(tab.page, '[data-testid="history"] [data-testid="card-state"]');
    expect(await tab.page.textContent('[data-testid="history"] [data-testid="card-state"]')).toBe('changed since v1');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});

describe('a viewer', () => {
  it('sees designer-only actions disabled, with the reason', async () => {
    const viewer = await addUser(studio.url, 'vera', 'viewer');
    const tab = await newStudioPage(browser(), studio.url, { as: viewer });
    await tab.goto('/balance');
    await waitForSelector(tab.page, '[data-testid="start-run"]');
    expect(await tab.page.isDisabled('[data-testid="start-run"]')).toBe(true);
    expect(await tab.page.getAttribute('[data-testid="start-run"]', 'title')).toBe('Only designers and publishers can do this: you are signed in as a viewer');
    expect(await tab.page.textContent('[data-testid="role-note"]')).toContain('you are signed in as a viewer');
    await screenshot(tab.page, 'viewer-balance', { fullPage: false });

    await tab.goto('/sets');
    await tab.page.fill('[data-testid="new-set-name"]', 'Viewer set');
    expect(await tab.page.isDisabled('[data-testid="create-set"]')).toBe(true);
    expect(await tab.page.getAttribute('[data-testid="import-bundle"]', 'title')).toBe('Only publishers can do this: you are signed in as a viewer');

    await tab.goto('/sets/edges');
    await waitForSelector(tab.page, '[data-testid="freeze-set"]');
    expect(await tab.page.isDisabled('[data-testid="freeze-set"]')).toBe(true);
    // The studio itself refused nothing: the viewer was never offered a call to make.
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
