/**
 * The security headers in Chromium: the card editor (Monaco and its workers) and the sandbox board
 * (Phaser on WebGL) work under the content security policy with no violation reported, and the
 * headers are on every page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector, type StudioPage } from './harness/pages';
import { waitForAnalysis } from './harness/editor-probe';
import { openRun } from './sandbox-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A studio tab that records every CSP violation the page reports (securitypolicyviolation events). */
async function watchedTab(): Promise<{ tab: StudioPage; violations: () => Promise<string[]> }> {
  const tab = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1366, height: 900 } });
  await tab.page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`));
  });
  const violations = async () => {
    const inPage = await tab.page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
    return [...inPage, ...tab.errors.filter((e) => /Content Security Policy/i.test(e))];
  };
  return { tab, violations };
}

describe('security headers', () => {
  it('every page carries the policy, nosniff, a referrer policy and no framing', async () => {
    const response = await fetch(`${inject('studioUrl')}/signin`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('/favicon.ico, which browsers ask for unprompted, answers with the studio icon without a session', async () => {
    const response = await fetch(`${inject('studioUrl')}/favicon.ico`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');
  });

  it('the card editor (/editor) runs Monaco and its workers with no violation', async () => {
    const { tab, violations } = await watchedTab();
    await tab.goto('/editor');
    await tab.page.waitForURL('**/cards/**');
    await waitForAnalysis(tab.page);
    await waitForSelector(tab.page, '[data-testid="source-editor"] .monaco-editor .view-lines');
    await screenshot(tab.page, 'csp-editor', { fullPage: false });
    expect(await violations()).toEqual([]);
    await tab.close();
  });

  it('the sandbox board (/sandbox) draws with Phaser on WebGL with no violation', async () => {
    const { tab, violations } = await watchedTab();
    await openRun(tab.page, '?scenario=content/summoners-grid/scenarios/play-example.smith:0');
    expect(await tab.page.evaluate(() => window.__sandbox?.board()?.renders ?? 0)).toBeGreaterThan(0);
    await screenshot(tab.page, 'csp-sandbox', { fullPage: false });
    expect(await violations()).toEqual([]);
    await tab.close();
  });
});
