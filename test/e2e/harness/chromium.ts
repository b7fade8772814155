/**
 * Debian's Chromium, driven by playwright-core (Playwright's own browser downloads cannot work here).
 * `npm test` calls ensureChromium() before the browser tests: it installs the `chromium` package when
 * running as root, and otherwise stops with a one-line instruction; it never skips the browser tests.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const INSTALL_HINT = `Chromium is missing at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\`, then run the tests again.`;

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Makes sure Chromium is there. Returns an error line when it is not and cannot be installed. */
export function ensureChromium(log: (line: string) => void = console.log): string | undefined {
  if (chromiumInstalled()) return undefined;
  if (process.getuid?.() !== 0) return INSTALL_HINT;
  log('cardsmith test: installing Debian chromium for the browser tests (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], { stdio: 'inherit', env }).status;
  // The package lists may be missing on a fresh machine; update once and retry if the install fails.
  if (apt(['install', '-y', '--no-install-recommends', 'chromium']) !== 0) {
    apt(['update', '-qq']);
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  }
  return chromiumInstalled() ? undefined : `apt-get could not install chromium. ${INSTALL_HINT}`;
}

/**
 * Headless Chromium with the flags that keep it off the network and quiet. Playwright's default
 * `--enable-unsafe-swiftshader` stays on, so WebGL works (software rendering) for the sandbox board.
 */
export function launchBrowser(): Promise<Browser> {
  if (!chromiumInstalled()) throw new Error(INSTALL_HINT);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** One headless Chromium for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is not launched yet (use it inside a test or hook)');
    return browser;
  };
}
