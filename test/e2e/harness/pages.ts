/** Page helpers for browser tests: a page on a studio, screenshots, and failing with what the page said. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { projectRoot } from '../../../db/config';
import { SESSION_COOKIE } from '../../../app/server/auth/session-cookie';
import { ADMIN, signInToken, type Credentials } from './accounts';

export const SCREENSHOT_DIR = join(projectRoot(), 'test-results', 'e2e');

export interface StudioPage {
  page: Page;
  /** Console errors, uncaught page errors and HTTP errors (status >= 400) seen so far: a clean page has none. */
  errors: string[];
  /** Opens a path of the studio (e.g. '/library') and waits for the network to settle. */
  goto(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface PageOptions {
  /** Signed in as this account (default: the admin); `null` for an anonymous browser. */
  as?: Credentials | null;
  viewport?: { width: number; height: number };
}

/** A new browser context on the studio, signed in (through the API) unless `as: null`. */
export async function newStudioPage(browser: Browser, baseUrl: string, options: PageOptions = {}): Promise<StudioPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 }, baseURL: baseUrl });
  if (options.as !== null) {
    const token = await signInToken(baseUrl, options.as ?? ADMIN);
    await context.addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(token), url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // With the resource's address: "Failed to load resource" alone does not say which (a CI run once
    // failed on a 404 that no response event of the page reported).
    const at = message.location().url;
    if (message.type() === 'error') errors.push(`console: ${message.text()}${at ? ` (${at})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`http ${response.status()}: ${response.url()}`);
  });
  return {
    page,
    errors,
    async goto(path) {
      await page.goto(path, { waitUntil: 'networkidle' });
    },
    close: () => context.close(),
  };
}

/** Saves a PNG under test-results/e2e/<name>.png (the whole page, or only the viewport) and returns its path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
  return path;
}

/** Waits for a selector to be visible; on timeout the error names the selector and the page's URL. */
export async function waitForSelector(page: Page, selector: string, timeoutMs = 10_000): Promise<void> {
  try {
    await page.waitForSelector(selector, { state: 'visible', timeout: timeoutMs });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`"${selector}" did not appear on ${page.url()} within ${timeoutMs} ms (${reason})`);
  }
}

/**
 * How far the furthest control (input, select, button) inside `panel` reaches past its right edge, in
 * pixels: 0 or less when every control fits. Layout tests check panels at a given window width with it.
 */
export async function controlsPastEdge(page: Page, panel: string): Promise<number> {
  return page.$eval(panel, (el) => {
    const edge = el.getBoundingClientRect().right;
    return Math.max(...[...el.querySelectorAll('input, select, button')].map((control) => control.getBoundingClientRect().right - edge));
  });
}
