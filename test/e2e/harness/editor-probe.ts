/**
 * Timing and reading the card editor from a browser test. Times are taken inside the page, on the
 * page's clock: from the keystroke's own event time (`KeyboardEvent.timeStamp`) to the frame in which
 * the editor shows the diagnostics of the version that keystroke produced (source-editor.tsx sets
 * `data-analysed-version` there, right after setting Monaco's markers).
 */
import type { Page } from 'playwright-core';
import { waitForSelector } from './pages';

const HOST = '[data-testid="source-editor"]';

export interface EditTiming {
  ms: number;
  errors: number;
}

interface Probe {
  done: Promise<EditTiming>;
}

type ProbeWindow = Window & { cardsmithProbe?: Probe };

/** Waits until the editor shows the diagnostics of its current text. */
export async function waitForAnalysis(page: Page, timeoutMs = 30_000): Promise<void> {
  await waitForSelector(page, `${HOST}[data-analysed-version]`, timeoutMs);
  await page.waitForFunction(
    (selector) => {
      const host = document.querySelector<HTMLElement>(selector);
      return host !== null && (host.dataset.version ?? '1') === host.dataset.analysedVersion;
    },
    HOST,
    { timeout: timeoutMs },
  );
}

/** Presses one key in the editor and returns the time until its diagnostics were shown. */
export async function timedKey(page: Page, key: string): Promise<EditTiming> {
  await page.evaluate((selector) => {
    const host = document.querySelector<HTMLElement>(selector);
    if (!host) throw new Error('no editor on the page');
    const probeWindow: ProbeWindow = window;
    probeWindow.cardsmithProbe = {
      done: new Promise<EditTiming>((resolve) => {
        let keyAt: number | undefined;
        document.addEventListener('keydown', (event) => (keyAt = event.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (keyAt === undefined || host.dataset.analysedVersion !== host.dataset.version) return;
          observer.disconnect();
          resolve({ ms: performance.now() - keyAt, errors: Number(host.dataset.errors) });
        });
        observer.observe(host, { attributes: true, attributeFilter: ['data-analysed-version'] });
      }),
    };
  }, HOST);
  await page.keyboard.press(key);
  return page.evaluate(() => {
    const probeWindow: ProbeWindow = window;
    const probe = probeWindow.cardsmithProbe;
    if (!probe) throw new Error('the probe was not installed');
    return probe.done;
  });
}

/** The editor's text as Monaco holds it (its view lines, joined). */
export async function editorText(page: Page): Promise<string> {
  return page.$$eval(`${HOST} .view-line`, (lines) =>
    lines
      .map((line) => ({ top: parseFloat((line as HTMLElement).style.top || '0'), text: (line.textContent ?? '').replace(/\u00a0/g, ' ') }))
      .sort((a, b) => a.top - b.top)
      .map((line) => line.text)
      .join('\n'),
  );
}

/**
 * Waits until the editor shows `needle`. Monaco draws its lines on an animation frame after a change,
 * and the editor body is hidden while a conflict is on screen, so text set in the same step as the
 * body comes back is drawn a frame or more later.
 */
export async function waitForEditorText(page: Page, needle: string, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    ([selector, wanted]) =>
      Array.from(document.querySelectorAll(`${selector} .view-line`)).some((line) => (line.textContent ?? '').replace(/\u00a0/g, ' ').includes(wanted)),
    [HOST, needle] as const,
    { timeout: timeoutMs },
  );
}

/** 1-based line and column just after the first occurrence of `needle` in `text`. */
export function positionAfter(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, offset + needle.length).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Replaces the first `from` in the Monaco editor inside `within` (default: the card editor's) by `to`, as a
 * designer would: Ctrl+F finds it (the editor selects the match), Escape goes back to the text, and `to`
 * is typed over the selection. (Inserting a whole text at once lets Monaco re-indent every line.)
 */
export async function replaceInEditor(page: Page, from: string, to: string, within = HOST): Promise<void> {
  await page.waitForSelector(`${within} .view-lines`, { state: 'visible' });
  // Focus goes to Monaco's input area: a click at the centre of `.view-lines` (as wide as the longest line)
  // scrolled the editor sideways and, in Chromium 150, landed on something else.
  await page.focus(`${within} textarea`);
  await page.keyboard.press('Control+F');
  await page.waitForSelector(`${within} .find-widget.visible`);
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(from);
  await page.waitForFunction((selector) => (document.querySelector(`${selector} .find-widget .matchesCount`)?.textContent ?? '').startsWith('1 of'), within);
  await page.keyboard.press('Escape');
  await page.keyboard.type(to);
}
