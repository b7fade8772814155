/**
 * The studio's library and set table with a big set: 10,000 published Summoner's Grid cards
 * (STUDIO_BENCH_CARDS to change it; bench/sets-generated-pool.ts makes them from the shipped cards) in
 * the production studio on the embedded database, started as the browser tests start it. For each page,
 * the median of STUDIO_BENCH_RUNS rounds (5) with the spread, the steps of a round interleaved so a burst
 * of other work hits them alike:
 * - the page's HTML as a signed-in request gets it: time to the last byte, and its size;
 * - beside it, the baseline: the page's data alone, the API query the page renders from (`cards.list`,
 *   `setTable.rows`) — what the server must compute before it can render a row, so no page can be faster;
 * - in Chromium (when /usr/bin/chromium is there; `npm test` installs it): from navigation to the page
 *   hydrated and answering (`[data-ready]`), in a fresh browser context each time.
 * The pages render a window of 200 rows (app/ui/row-window.ts); before they did, this benchmark measured
 * 9.2 s (library) and 13.9 s (table) in Chromium, with 21.5 and 32.7 MB of HTML (README, "Big sets in the studio").
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../db/client';
import { contentDir, migrationsDir, projectRoot } from '../db/config';
import { migrateDatabase } from '../db/migrate';
import { SESSION_COOKIE } from '../app/server/auth/session-cookie';
import { signInToken } from '../test/e2e/harness/accounts';
import { chromiumInstalled, launchBrowser } from '../test/e2e/harness/chromium';
import { newStudioPage } from '../test/e2e/harness/pages';
import { startStudio } from '../test/e2e/harness/studio-server';
import { generatedPool, publishPool } from './sets-generated-pool';
import { showSpread, spread } from './measure';

const count = Number(process.env.STUDIO_BENCH_CARDS ?? 10_000);
const runs = Math.max(1, Math.floor(Number(process.env.STUDIO_BENCH_RUNS ?? 5)) || 5);
const GAME = 'summoners-grid';

const PAGES = [
  { path: '/library', ready: '.library[data-ready]', data: 'cards.list' },
  { path: '/table', ready: '.set-table[data-ready]', data: 'setTable.rows' },
] as const;

/** Milliseconds to the last byte of a GET as the signed-in admin, and the body's size in bytes. */
async function get(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/** Milliseconds from navigation to `ready` in a fresh, signed-in browser context. */
async function inBrowser(browser: Browser, base: string, path: string, ready: string): Promise<number> {
  const tab = await newStudioPage(browser, base);
  try {
    const started = performance.now();
    await tab.page.goto(path, { waitUntil: 'commit', timeout: 300_000 });
    await tab.page.waitForSelector(ready, { state: 'visible', timeout: 300_000 });
    const ms = performance.now() - started;
    if (tab.errors.length > 0) throw new Error(`${path}: ${tab.errors.join('; ')}`);
    return ms;
  } finally {
    await tab.close();
  }
}

const built = spawnSync(process.execPath, [join(projectRoot(), 'scripts', 'bin', 'cardsmith.mjs'), 'build'], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('the studio did not build');

const temp = mkdtempSync(join(tmpdir(), 'cardsmith-studio-bench-'));
try {
  const dataDir = join(temp, 'pglite');
  const database = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'studio pages benchmark' });
  try {
    await migrateDatabase(database, migrationsDir());
    await publishPool(database.db, generatedPool(contentDir(), count));
  } finally {
    await database.close();
  }
  const studio = await startStudio({ dataDir, timeoutMs: 300_000 });
  const browser = chromiumInstalled() ? await launchBrowser() : undefined;
  try {
    const token = await signInToken(studio.url);
    const dataUrl = (procedure: string) => `${studio.url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ game: GAME }))}`;
    // Once before measuring: the language worker's first analysis of every draft, the server's first render.
    for (const page of PAGES) await get(`${studio.url}${page.path}`, token);
    const measured = PAGES.map(() => ({ html: [] as number[], bytes: 0, data: [] as number[], dataBytes: 0, browser: [] as number[] }));
    for (let round = 0; round < runs; round++) {
      for (const [i, page] of PAGES.entries()) {
        const m = measured[i];
        if (m === undefined) continue;
        const html = await get(`${studio.url}${page.path}`, token);
        m.html.push(html.ms / 1000);
        m.bytes = html.bytes;
        const data = await get(dataUrl(page.data), token);
        m.data.push(data.ms / 1000);
        m.dataBytes = data.bytes;
        if (browser) m.browser.push((await inBrowser(browser, studio.url, page.path, page.ready)) / 1000);
      }
    }
    const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    console.log(`The studio's big-set pages, ${count.toLocaleString('en-US')} published cards (production build, embedded PGlite, this machine), median of ${runs} rounds (min–max):\n`);
    console.log('| page | HTML, signed in | baseline: its data alone (API query) | in Chromium: navigation to hydrated |\n|---|---|---|---|');
    for (const [i, page] of PAGES.entries()) {
      const m = measured[i];
      if (m === undefined) continue;
      const chromium = m.browser.length > 0 ? showSpread(spread(m.browser), 2, ' s') : 'not measured (no /usr/bin/chromium)';
      console.log(`| ${page.path} | ${showSpread(spread(m.html), 2, ' s')}, ${MB(m.bytes)} | \`${page.data}\`: ${showSpread(spread(m.data), 2, ' s')}, ${MB(m.dataBytes)} | ${chromium} |`);
    }
  } finally {
    await browser?.close();
    await studio.stop();
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
