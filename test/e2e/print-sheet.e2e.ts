/**
 * Card art and the print-and-play sheet in a real browser: art uploaded to a card in the card editor
 * (shown in its toolbar, served back as the same image, a wrong file refused with the server's message),
 * the card's face downloaded as PNG, then a deck's print sheet downloaded from the deck builder (Letter,
 * with backs), turned into PNG pages with `pdftoppm -png -r 50` and looked at: the page count is the
 * deck's cards by nine, doubled by the backs, and no page is blank.
 * Pages and screenshots: test-results/e2e/print-sheet-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { useOwnStudio } from './harness/own-studio';
import { SCREENSHOT_DIR, newStudioPage, screenshot, waitForSelector } from './harness/pages';

const own = useOwnStudio();
let browser: Browser;
const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-print-sheet-e2e-'));
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** A 300 × 420 PNG, red fading to yellow: art the eye can find. */
function artPng(): Buffer {
  const image = new PNG({ width: 300, height: 420 });
  for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) image.data.set([230, Math.round((y / image.height) * 220), 30, 255], (y * image.width + x) * 4);
  return PNG.sync.write(image);
}

/** Share of pixels that are not (near) white. */
function inkedShare(png: PNG): number {
  let inked = 0;
  for (let i = 0; i < png.data.length; i += 4) if ((png.data[i] ?? 255) < 235 || (png.data[i + 1] ?? 255) < 235 || (png.data[i + 2] ?? 255) < 235) inked++;
  return inked / (png.width * png.height);
}

// Iron Vanguard (content/summoners-grid/decks): 3 summons with 9 equipment, 12 main and 2 advance cards.
const DECK = 'iron-vanguard';
const DECK_CARDS = 26;

describe('card art and the print sheet', () => {
  it('uploads art in the card editor, refuses a wrong file, and downloads the face as PNG', { timeout: 120_000 }, async () => {
    const tab = await newStudioPage(browser, own.studio().url, { viewport: { width: 1400, height: 900 } });
    await tab.goto('/cards/rush');
    await waitForSelector(tab.page, '[data-testid="card-art-upload"]', 30_000);

    // A GIF is refused by its bytes, whatever its name says; the message is the server's.
    await tab.page.setInputFiles('[data-testid="card-art-file"]', { name: 'art.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x02\x00\x02\x00\x00\x00\x00') });
    await waitForSelector(tab.page, '[data-testid="card-art-error"]', 20_000);
    expect(await tab.page.textContent('[data-testid="card-art-error"]')).toContain('not a PNG, JPEG or WebP');

    const art = artPng();
    await tab.page.setInputFiles('[data-testid="card-art-file"]', { name: 'rush.png', mimeType: 'image/png', buffer: art });
    await waitForSelector(tab.page, '[data-testid="card-art-current"] img', 20_000);
    await tab.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="card-art-current"] img');
      return img !== null && img.complete && img.naturalWidth === 300;
    });
    await screenshot(tab.page, 'print-sheet-editor-art', { fullPage: false });
    // The toolbar's controls, the art's own among them, stand apart: each at least 6 px from the one
    // before it on its line (the art's thumbnail and buttons once touched each other and Face PNG).
    const gaps = await tab.page.evaluate(() => {
      const controls = [...document.querySelectorAll('[data-testid="editor-toolbar"] .editor-toolbar__actions :is(a, button)')].filter((el) => !el.closest('[hidden]'));
      const boxes = controls.map((el) => ({ name: el.textContent?.trim() || el.getAttribute('data-testid') || '', box: el.getBoundingClientRect() }));
      return boxes.slice(1).flatMap((b, i) => {
        const before = boxes[i];
        return before && b.box.top < before.box.bottom && b.box.bottom > before.box.top ? [{ between: `${before.name} | ${b.name}`, px: Math.round(b.box.left - before.box.right) }] : [];
      });
    });
    expect(gaps.map((g) => g.between)).toEqual(expect.arrayContaining(['card-art-current | Replace art', 'Replace art | Remove art', 'Remove art | Face PNG']));
    expect(gaps.filter((g) => g.px < 6)).toEqual([]);
    const served = await tab.page.evaluate(async () => {
      const r = await fetch('/api/cards/rush/art');
      return { status: r.status, type: r.headers.get('content-type'), bytes: [...new Uint8Array(await r.arrayBuffer())] };
    });
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(Buffer.from(served.bytes).equals(art)).toBe(true);

    const [download] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('[data-testid="card-face-png"]')]);
    const facePath = join(SCREENSHOT_DIR, 'print-sheet-face-rush.png');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await download.saveAs(facePath);
    const face = PNG.sync.read(readFileSync(facePath));
    expect([face.width, face.height]).toEqual([750, 1050]);
    // The refused GIF's answer (400) is the only error the page saw.
    expect(tab.errors.filter((e) => !e.includes('/api/trpc/cards.uploadArt') && !e.includes('status of 400'))).toEqual([]);
    await tab.close();
  });

  it("downloads a deck's print sheet from the deck builder: pages by nine, doubled by backs, none blank", { timeout: 180_000 }, async () => {
    const tab = await newStudioPage(browser, own.studio().url, { viewport: { width: 1400, height: 900 } });
    await tab.goto('/decks');
    await waitForSelector(tab.page, `[data-testid="deck-item"][data-deck-id="${DECK}"]`, 30_000);
    await tab.page.click(`[data-testid="deck-item"][data-deck-id="${DECK}"]`);
    await waitForSelector(tab.page, '[data-testid="deck-print-sheet"]', 20_000);
    await tab.page.selectOption('[data-testid="deck-print-sheet-paper"]', 'letter');
    await tab.page.check('[data-testid="deck-print-sheet-backs"]');
    await screenshot(tab.page, 'print-sheet-deck-builder', { fullPage: false });
    // The paper's select is as tall as the button (within 2 px): it was 34 px beside a 28 px button.
    const heights = await tab.page.evaluate(() => ['deck-print-sheet-paper', 'deck-print-sheet'].map((id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().height ?? 0));
    expect(Math.abs((heights[0] ?? 0) - (heights[1] ?? 0))).toBeLessThanOrEqual(2);
    // At 1280 px the side panel is narrower than the paper, the backs and the button side by side: they
    // wrap inside it (the button ran past the panel's edge).
    await tab.page.setViewportSize({ width: 1280, height: 900 });
    const overflow = await tab.page.$eval('[data-testid="deck-print-sheet"]', (a) => a.getBoundingClientRect().right - (a.closest('.panel')?.getBoundingClientRect().right ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    await tab.page.setViewportSize({ width: 1400, height: 900 });
    // Rush's art, uploaded in the first test, is on its face when the deck builder zooms it.
    await tab.page.locator('[data-testid="main-entry"][data-card-id="rush"]').first().dispatchEvent('mouseover');
    await waitForSelector(tab.page, '[data-testid="card-zoom"] [data-testid="face-svg"] image[href*="/api/cards/rush/art"]', 20_000);
    await (await tab.page.$('[data-testid="card-zoom"]'))?.screenshot({ path: join(SCREENSHOT_DIR, 'print-sheet-zoom-art.png') });
    const [download] = await Promise.all([tab.page.waitForEvent('download', { timeout: 120_000 }), tab.page.click('[data-testid="deck-print-sheet"]')]);
    expect(download.suggestedFilename()).toBe(`${DECK}-print-letter-backs.pdf`);
    const pdf = join(tmp, 'sheet.pdf');
    await download.saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    execFileSync('pdftoppm', ['-png', '-r', '50', pdf, join(tmp, 'page')]);
    const pages = readdirSync(tmp)
      .filter((f) => /^page-\d+\.png$/.test(f))
      .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
    expect(pages).toHaveLength(Math.ceil(DECK_CARDS / 9) * 2);
    for (const [i, name] of pages.entries()) {
      const bytes = readFileSync(join(tmp, name));
      writeFileSync(join(SCREENSHOT_DIR, `print-sheet-page-${i + 1}.png`), bytes);
      const page = PNG.sync.read(bytes);
      // Letter at 50 dpi: 8.5 × 11 in → 425 × 550 pixels.
      expect([page.width, page.height]).toEqual([425, 550]);
      // Full pages are mostly card; the last front page holds 26 − 18 = 8 cards: still far from blank.
      expect(inkedShare(page), `${name} is blank`).toBeGreaterThan(0.3);
    }
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
