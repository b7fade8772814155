/**
 * Frame times of the board while a unit slides 9 spaces (the longest move of the play example), on a
 * laptop viewport (1366×768), with the CPU as it is and throttled 4× (Chrome's own "mid-range"
 * emulation). Three numbers per profile, each a median and p95 over every frame of three moves:
 * - frame interval: time between requestAnimationFrame callbacks, what the viewer sees;
 * - board cost: what each Phaser step cost the main thread (tweens, scene, submitting draw calls);
 * - WebGL floor: frame intervals of a bare WebGL canvas of the board's size that only clears itself,
 *   i.e. what this browser's GPU (here SwiftShader, software) allows any WebGL animation.
 * It measures and reports (test-results/e2e/frame-times.json and a table on the console); it asserts
 * only that the move was animated, never a time (the machine's load is not the board's).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness/chromium';
import { SCREENSHOT_DIR, newStudioPage } from './harness/pages';
import { boardInfo, mouseAway, openRun, probe } from './sandbox-helpers';

const PLAY_EXAMPLE = '?scenario=content/summoners-grid/scenarios/play-example.smith:0';
const REPEATS = 3;
const WINDOW_MS = 1200;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Stats {
  frames: number;
  median: number;
  p95: number;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { frames: values.length, median: round(at(0.5)), p95: round(at(0.95)) };
}

/** Intervals between animation frames for WINDOW_MS after `start` runs in the page. */
async function frameIntervals(page: Page, start: string): Promise<number[]> {
  const stamps = await page.evaluate(
    async ({ start, windowMs }) => {
      const stamps: number[] = [];
      const done = new Promise<void>((resolve) => {
        const loop = (now: number) => {
          stamps.push(now);
          if (now - (stamps[0] ?? now) > windowMs) resolve();
          else requestAnimationFrame(loop);
        };
        requestAnimationFrame(loop);
      });
      if (start === 'act') {
        const s = window.__sandbox?.session();
        const action = s?.timeline.entries[s.timeline.cursor]?.action;
        if (action) window.__sandbox?.act(action);
      }
      await done;
      return stamps;
    },
    { start, windowMs: WINDOW_MS },
  );
  return stamps.slice(1).map((v, k) => v - (stamps[k] ?? v));
}

/** A bare WebGL canvas of the board's size, cleared every frame: the browser's own WebGL frame rate. */
async function webglFloor(page: Page, width: number, height: number): Promise<number[]> {
  await page.setContent(`<canvas id="c" width="${width}" height="${height}"></canvas>`);
  await page.evaluate(() => {
    const gl = (document.getElementById('c') as HTMLCanvasElement).getContext('webgl');
    let n = 0;
    const loop = () => {
      gl?.clearColor((n++ % 60) / 60, 0.2, 0.3, 1);
      gl?.clear(gl.COLOR_BUFFER_BIT);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  return frameIntervals(page, 'none');
}

describe('frame times', () => {
  it('measures frame intervals and the board’s frame cost while a unit slides 9 spaces, 1366×768, CPU 1× and 4×', async () => {
    const t = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1366, height: 768 } });
    await openRun(t.page, PLAY_EXAMPLE);
    // The longest move of the script: the Berserker's charge (5,2) → (4,11) in Turn 5.
    const index = await t.page.evaluate(() => {
      const s = window.__sandbox?.session();
      return (s?.timeline.entries ?? []).findIndex((e, i) => {
        const a = e.action;
        const u = a.type === 'move' ? s?.frames[i]?.state.units[a.unit]?.at : undefined;
        return a.type === 'move' && !!u && Math.max(Math.abs(u.x - a.to.x), Math.abs(u.y - a.to.y)) >= 8;
      });
    });
    expect(index).toBeGreaterThan(0);
    const cdp = await t.page.context().newCDPSession(t.page);
    const rows: Array<{ profile: string; interval: Stats; cost: Stats; floor: Stats }> = [];
    for (const rate of [1, 4]) {
      const intervals: number[] = [];
      const costs: number[] = [];
      for (let k = 0; k < REPEATS; k++) {
        await openRun(t.page, `${PLAY_EXAMPLE}&at=${index}`);
        await mouseAway(t.page);
        const before = (await boardInfo(t.page)).frameCosts.length;
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        intervals.push(...(await frameIntervals(t.page, 'act')));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const info = await boardInfo(t.page);
        // The cost buffer holds the last frames; the ones after `before` are the move's.
        costs.push(...info.frameCosts.slice(Math.min(before, info.frameCosts.length - 1)));
        const moved = await probe(t.page);
        expect(moved.cursor).toBe(index + 1);
      }
      const layout = (await boardInfo(t.page)).layout;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const floor = await webglFloor(t.page, Math.round(layout.width), Math.round(layout.height));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(intervals.length).toBeGreaterThan(5);
      expect(costs.length).toBeGreaterThan(5);
      rows.push({ profile: `CPU ${rate}×`, interval: stats(intervals), cost: stats(costs), floor: stats(floor) });
    }
    const gpu = await t.page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    });
    await openRun(t.page, PLAY_EXAMPLE);
    const { multisampling } = await boardInfo(t.page);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, 'frame-times.json'), `${JSON.stringify({ gpu, multisampling, rows }, null, 2)}\n`);
    const cell = (s: Stats) => `${s.median} / ${s.p95}`;
    console.log(
      [
        `sandbox frame times while a unit slides 9 spaces, 1366×768 (ms, median / p95); WebGL on ${gpu}, multisampling ${multisampling ? 'on' : 'off'}:`,
        '| profile | frame interval | board cost per frame | bare WebGL canvas interval |',
        '| --- | --- | --- | --- |',
        ...rows.map((r) => `| ${r.profile} | ${cell(r.interval)} (${r.interval.frames} frames) | ${cell(r.cost)} | ${cell(r.floor)} |`),
      ].join('\n'),
    );
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
