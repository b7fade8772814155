/**
 * Helpers for the sandbox's browser tests: read the run through `window.__sandbox`, click board spaces
 * through the board's own layout, decode the canvas's pixels, and wait for animations to finish.
 */
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import type { BoardInfo } from '../../app/sandbox/board/board-scene';
import type { GameState } from '../../games/summoners-grid/index';
import type { BoardModel } from '../../app/sandbox/model/board-model';
import { waitForSelector } from './harness/pages';

export interface RunProbe {
  cursor: number;
  entries: number;
  state: GameState;
  model: BoardModel;
  acting: 'A' | 'B' | null;
}

export async function probe(page: Page): Promise<RunProbe> {
  return page.evaluate(() => {
    const s = window.__sandbox?.session();
    if (!s) throw new Error('no sandbox run on the page');
    return { cursor: s.timeline.cursor, entries: s.timeline.entries.length, state: s.state, model: s.model, acting: s.acting };
  });
}

export async function boardInfo(page: Page): Promise<BoardInfo> {
  const info = await page.evaluate(() => window.__sandbox?.board() ?? null);
  if (!info) throw new Error('the board is not mounted');
  return info;
}

/** Opens a sandbox URL and waits until the board has drawn the run. */
export async function openRun(page: Page, query: string): Promise<void> {
  await page.goto(`/sandbox${query}`, { waitUntil: 'networkidle' });
  await waitForSelector(page, '[data-testid="board"][data-ready="true"]', 30_000);
  await page.waitForFunction(() => (window.__sandbox?.board()?.renders ?? 0) > 0);
  await settle(page);
}

/** Waits until no tween (move, HP number, build-up) is running and the panels have caught up, then one more frame. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__sandbox?.board()?.animating === 0 && window.__sandbox.panelsCurrent(), undefined, { timeout: 15_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The page coordinates of a space's centre. */
export async function spacePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const info = await boardInfo(page);
  const box = await page.locator('[data-testid="board"] canvas').boundingBox();
  if (!box) throw new Error('no board canvas');
  const l = info.layout;
  return { x: box.x + l.left + (x + 0.5) * l.cell, y: box.y + l.top + (l.rows - 1 - y + 0.5) * l.cell };
}

export async function clickSpace(page: Page, x: number, y: number): Promise<void> {
  const p = await spacePoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

/** Moves the mouse off the board (no hover outline or tooltip in screenshots). */
export async function mouseAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

export interface Pixels {
  png: PNG;
  at(px: number, py: number): [number, number, number];
}

/** The board canvas as decoded pixels (a screenshot of the element: what the user sees). */
export async function canvasPixels(page: Page): Promise<Pixels> {
  const buffer = await page.locator('[data-testid="board"] canvas').screenshot();
  const png = PNG.sync.read(buffer);
  return {
    png,
    at(px, py) {
      const i = (Math.round(py) * png.width + Math.round(px)) * 4;
      return [png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0];
    },
  };
}

/** The pixel at a space's centre, offset by a fraction of a cell. */
export async function spacePixel(page: Page, pixels: Pixels, x: number, y: number, dx = 0, dy = 0): Promise<[number, number, number]> {
  const l = (await boardInfo(page)).layout;
  return pixels.at(l.left + (x + 0.5 + dx) * l.cell, l.top + (l.rows - 1 - y + 0.5 + dy) * l.cell);
}

export function rgb(hex: number): [number, number, number] {
  return [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
}

export function near(a: readonly number[], b: readonly number[], tolerance = 6): boolean {
  return a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance);
}

/** Fraction of differing pixels between two decoded screenshots of the same size. */
export function difference(a: PNG, b: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) > 8 || Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0)) > 8 || Math.abs((a.data[i + 2] ?? 0) - (b.data[i + 2] ?? 0)) > 8) differing++;
  }
  return differing / (a.width * a.height);
}
