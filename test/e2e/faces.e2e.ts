/**
 * Card faces in the browser: for each card type of each game, the card with the longest rules text is
 * opened in the editor, its face (the SVG drawn from the game's template) is photographed to
 * test-results/e2e/faces/<game>-<type>.png, and every text on it is checked to stay inside its box, as
 * the browser lays it out with the font the studio serves (so the width tables the fitting uses are
 * checked against the real font, too).
 */
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { projectCardFaces, readProjectFaces, type ContentCardFace } from '../../app/cards/faces/content-faces';
import { loadProject } from '../../dsl/load-dir';
import { useBrowser } from './harness/chromium';
import { newStudioPage, SCREENSHOT_DIR, waitForSelector } from './harness/pages';
import { waitForAnalysis } from './harness/editor-probe';

const browser = useBrowser();

/** Per game and card type, the card with the most rules text (and flavour): the hardest to fit. */
async function longestPerType(): Promise<ContentCardFace[]> {
  const project = await loadProject([inject('studioContentDir')]);
  const cards = projectCardFaces(project, await readProjectFaces(project));
  const length = (c: ContentCardFace) => [...c.face.text, c.face.flavor ?? ''].join(' ').length;
  const best = new Map<string, ContentCardFace>();
  for (const card of cards) {
    const key = `${card.game}/${card.face.cardType}`;
    const known = best.get(key);
    if (known === undefined || length(card) > length(known)) best.set(key, card);
  }
  return [...best.values()].sort((a, b) => a.game.localeCompare(b.game) || a.face.cardType.localeCompare(b.face.cardType));
}

interface Escape {
  box: string;
  text: string;
  bbox: { x: number; y: number; width: number; height: number };
  area: number[];
  bounds: number[];
}

/**
 * Texts that leave their drawn box (a bar, a stat cell, the text box: `data-bounds`; half a unit of
 * rounding allowed), or are wider than the area the fitting gave them (`data-area`; 1 % for ink that
 * overhangs the advance widths).
 */
async function escapes(page: Page, face: string): Promise<{ checked: number; escapes: Escape[] }> {
  return page.$eval(face, (root) => {
    const found: Escape[] = [];
    let checked = 0;
    for (const group of Array.from(root.querySelectorAll('g[data-box][data-area]'))) {
      const area = (group.getAttribute('data-area') ?? '').split(' ').map(Number);
      const bounds = (group.getAttribute('data-bounds') ?? '').split(' ').map(Number);
      const [x = 0, y = 0, w = 0, h = 0] = bounds;
      const areaWidth = area[2] ?? 0;
      for (const text of Array.from(group.querySelectorAll('text'))) {
        if ((text.textContent ?? '') === '') continue;
        checked++;
        const b = text.getBBox();
        const slack = 0.5;
        const outside = b.x < x - slack || b.y < y - slack || b.x + b.width > x + w + slack || b.y + b.height > y + h + slack;
        if (outside || b.width > areaWidth * 1.01 + slack) {
          found.push({ box: group.getAttribute('data-box') ?? '', text: text.textContent ?? '', bbox: { x: b.x, y: b.y, width: b.width, height: b.height }, area, bounds });
        }
      }
    }
    return { checked, escapes: found };
  });
}

describe('card faces', () => {
  it('draws a card of every type of every game with all its text inside its boxes', async () => {
    const cards = await longestPerType();
    // Four games: Summoner's Grid's eight kinds of card and the duels' declared types.
    expect(new Set(cards.map((c) => c.game))).toEqual(new Set(['chain-duel', 'mana-duel', 'stance-duel', 'summoners-grid']));
    const dir = join(SCREENSHOT_DIR, 'faces');
    mkdirSync(dir, { recursive: true });
    const tab = await newStudioPage(browser(), inject('studioUrl'), { viewport: { width: 1400, height: 1000 } });
    for (const card of cards) {
      const id = basename(card.path, '.smith');
      await tab.goto(`/cards/${encodeURIComponent(id)}`);
      await waitForAnalysis(tab.page);
      const face = '[data-testid="editor-face"] [data-testid="face-svg"]';
      await waitForSelector(tab.page, `${face} svg`);
      await tab.page.evaluate(async () => {
        await document.fonts.ready;
      });
      expect(await tab.page.evaluate(() => document.fonts.check('bold 30px "DejaVu Sans"') && document.fonts.check('30px "DejaVu Sans"')), 'the face font is loaded').toBe(true);
      expect(await tab.page.getAttribute(face, 'data-card-type')).toBe(card.face.cardType);
      expect(await tab.page.textContent(`${face} [data-testid="face-svg-name"]`)).toBe(card.face.name);
      const result = await escapes(tab.page, face);
      expect(result.checked, `${id}: texts checked`).toBeGreaterThan(3);
      expect(result.escapes, `${card.game}/${card.face.cardType} (${id})`).toEqual([]);
      await (await tab.page.$(face))?.screenshot({ path: join(dir, `${card.game}-${card.face.cardType}.png`) });
    }
    expect(tab.errors).toEqual([]);
    await tab.close();
  }, 300_000);

  it('draws the face of a card pointed at in the deck builder and in the mana duel sandbox', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'), { viewport: { width: 1400, height: 1000 } });
    const zoomed = '[data-testid="card-zoom"] [data-testid="face-svg"]';

    await tab.goto('/decks?game=mana-duel');
    await waitForSelector(tab.page, '[data-testid="deck-item"]', 30_000);
    await tab.page.click('[data-testid="deck-item"]');
    await waitForSelector(tab.page, '[data-testid="main-entry"]', 20_000);
    const entry = tab.page.locator('[data-testid="main-entry"]').first();
    const cardName = await entry.getAttribute('data-card');
    await entry.dispatchEvent('mouseover');
    await waitForSelector(tab.page, zoomed);
    expect(await tab.page.textContent(`${zoomed} [data-testid="face-svg-name"]`)).toBe(cardName);
    await (await tab.page.$(zoomed))?.screenshot({ path: join(SCREENSHOT_DIR, 'faces', 'deck-builder-zoom.png') });

    await tab.goto('/sandbox?game=mana-duel');
    await waitForSelector(tab.page, '[data-testid="mana-launcher"]', 30_000);
    // Hot seat, A starts: the opening hand waits at the mulligan.
    await tab.page.selectOption('[data-testid="seat-A"]', 'human');
    await tab.page.selectOption('[data-testid="seat-B"]', 'human');
    await tab.page.selectOption('[data-testid="coin"]', 'heads');
    await tab.page.click('[data-testid="start-game"]');
    await waitForSelector(tab.page, '[data-testid="choose-first"]');
    await tab.page.click('[data-testid="first-A"]');
    await waitForSelector(tab.page, '[data-testid="mulligan"]');
    const card = tab.page.locator('[data-testid="hand-card"]').first();
    const handName = (await card.getAttribute('title'))?.split(' (')[0];
    await card.dispatchEvent('mouseover');
    await waitForSelector(tab.page, zoomed);
    expect(await tab.page.textContent(`${zoomed} [data-testid="face-svg-name"]`)).toBe(handName);
    await (await tab.page.$(zoomed))?.screenshot({ path: join(SCREENSHOT_DIR, 'faces', 'mana-sandbox-zoom.png') });
    expect(tab.errors).toEqual([]);
    await tab.close();
  }, 120_000);
});
