/**
 * Frame times of the board while a unit slides 9 spaces (the longest move of the play example), on a
 * laptop viewport (1366×768), with the CPU as it is and throttled 4× (Chrome's own "mid-range"
 * emulation). Per profile, medians and p95s over three moves:
 * - frame interval while the unit slides: time between requestAnimationFrame callbacks from the first
 *   frame in which the board animates the move to the one in which it arrives — what the viewer sees;
 * - board cost: what each Phaser step cost the main thread (tweens, scene, submitting draw calls);
 * - action → first moved frame: the latency before the slide starts (the engine applies the action and
 *   React renders the board's input first), and the frame intervals of the whole window from the action;
 * - WebGL floor: frame intervals of a bare WebGL canvas of the board's size that only clears itself,
 *   i.e. what this browser's GPU (here SwiftShader, software) allows any WebGL animation.
 * It measures and reports (test-results/e2e/frame-times.json and a table on the console); it asserts
 * only that the move was animated, never a time (the machine's load is not the board's).
 *
 * The board draws a moving unit into a dirty region (app/sandbox/board/dirty-region.ts); the first test
 * checks that such frames are pixel-identical to the same frame drawn whole.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { BoardInfo } from '../../app/sandbox/board/board-scene';
import { launchBrowser } from './harness/chromium';
import { SCREENSHOT_DIR, newStudioPage } from './harness/pages';
import { boardInfo, canvasPixels, difference, mouseAway, openRun, probe, settle } from './sandbox-helpers';

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
  /** Share of intervals of one 60 Hz frame (≤ 17.5 ms: vsync jitter included). */
  onTime: number;
}

/** Frames the board has drawn since it was mounted (whole, as a region, or nothing to draw). */
function frameCount(f: BoardInfo['frames']): number {
  return f.full + f.region + f.unchanged;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { frames: values.length, median: round(at(0.5)), p95: round(at(0.95)), onTime: values.length > 0 ? round((100 * values.filter((v) => v <= 17.5).length) / values.length) : 0 };
}

interface Recording {
  /** Every interval between animation frames in the window. */
  all: number[];
  /** The intervals while the board animated (from its first animated frame to the one where it stopped). */
  animating: number[];
  /** From the action to the first frame in which the board animated it (ms). */
  latency: number;
}

/** Records animation frames for WINDOW_MS; with `act`, plays the next step of the script at the start. */
async function recordFrames(page: Page, act: boolean): Promise<Recording> {
  const { stamps, busy, actAt } = await page.evaluate(
    async ({ act, windowMs }) => {
      const stamps: number[] = [];
      const busy: boolean[] = [];
      const done = new Promise<void>((resolve) => {
        const loop = (now: number) => {
          stamps.push(now);
          busy.push(window.__sandbox?.boardControl()?.busy() ?? false);
          if (now - (stamps[0] ?? now) > windowMs) resolve();
          else requestAnimationFrame(loop);
        };
        requestAnimationFrame(loop);
      });
      const actAt = performance.now();
      if (act) {
        const s = window.__sandbox?.session();
        const action = s?.timeline.entries[s.timeline.cursor]?.action;
        if (action) window.__sandbox?.act(action);
      }
      await done;
      return { stamps, busy, actAt };
    },
    { act, windowMs: WINDOW_MS },
  );
  const intervals = (from: number, to: number) => stamps.slice(from + 1, to + 1).map((v, k) => v - (stamps[from + k] ?? v));
  const first = busy.indexOf(true);
  const stop = first < 0 ? -1 : busy.indexOf(false, first);
  return {
    all: intervals(0, stamps.length - 1),
    animating: first < 0 ? [] : intervals(first, stop < 0 ? stamps.length - 1 : stop),
    latency: first < 0 ? Number.NaN : (stamps[first] ?? actAt) - actAt,
  };
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
  return (await recordFrames(page, false)).all;
}

/** The timeline index of the longest move of the script: the Berserker's charge (5,2) → (4,11) in Turn 5. */
async function longMoveIndex(page: Page): Promise<number> {
  await openRun(page, PLAY_EXAMPLE);
  const index = await page.evaluate(() => {
    const s = window.__sandbox?.session();
    return (s?.timeline.entries ?? []).findIndex((e, i) => {
      const a = e.action;
      const u = a.type === 'move' ? s?.frames[i]?.state.units[a.unit]?.at : undefined;
      return a.type === 'move' && !!u && Math.max(Math.abs(u.x - a.to.x), Math.abs(u.y - a.to.y)) >= 8;
    });
  });
  expect(index).toBeGreaterThan(0);
  return index;
}

/** Plays the action at the timeline's cursor (the next step of the script). */
async function playNext(page: Page): Promise<void> {
  await page.evaluate(() => {
    const s = window.__sandbox?.session();
    const action = s?.timeline.entries[s.timeline.cursor]?.action;
    if (action) window.__sandbox?.act(action);
  });
}

const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('region-by-region drawing', () => {
  it('draws a sliding unit frame by frame into a dirty region, pixel-identical to drawing the whole board, mid-move and at rest', async () => {
    const t = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1366, height: 768 } });
    const index = await longMoveIndex(t.page);
    await openRun(t.page, `${PLAY_EXAMPLE}&at=${index}`);
    await mouseAway(t.page);
    const start = (await boardInfo(t.page)).frames;
    await playNext(t.page);
    // Hold the slide about a third of the way (the move takes 900 ms) and compare with a whole redraw.
    await t.page.waitForTimeout(300);
    await t.page.evaluate(() => window.__sandbox?.boardControl()?.holdAnimations(true));
    await twoFrames(t.page);
    const mid = await boardInfo(t.page);
    expect(mid.animating).toBeGreaterThan(0);
    expect(mid.frames.region - start.region).toBeGreaterThan(3);
    expect(mid.frames.lastRegionShare).toBeLessThan(0.1);
    const midByRegion = (await canvasPixels(t.page)).png;
    await t.page.evaluate(() => window.__sandbox?.boardControl()?.redrawWhole());
    await twoFrames(t.page);
    expect((await boardInfo(t.page)).frames.full).toBeGreaterThan(mid.frames.full);
    const midWhole = (await canvasPixels(t.page)).png;
    expect(difference(midByRegion, midWhole)).toBe(0);
    await t.page.evaluate(() => window.__sandbox?.boardControl()?.holdAnimations(false));
    await settle(t.page);
    const restByRegion = (await canvasPixels(t.page)).png;
    // The unit really was mid-way: the board at rest differs from the held frame.
    expect(difference(midWhole, restByRegion)).toBeGreaterThan(0.001);
    await t.page.evaluate(() => window.__sandbox?.boardControl()?.redrawWhole());
    await twoFrames(t.page);
    expect(difference(restByRegion, (await canvasPixels(t.page)).png)).toBe(0);
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe('frame times', () => {
  it('measures frame intervals and the board’s frame cost while a unit slides 9 spaces, 1366×768, CPU 1× and 4×', async () => {
    const t = await newStudioPage(browser, inject('studioUrl'), { viewport: { width: 1366, height: 768 } });
    const index = await longMoveIndex(t.page);
    const cdp = await t.page.context().newCDPSession(t.page);
    const rows: Array<{ profile: string; interval: Stats; window: Stats; latency: Stats; cost: Stats; floor: Stats; regionShare: number }> = [];
    for (const rate of [1, 4]) {
      const intervals: number[] = [];
      const windows: number[] = [];
      const latencies: number[] = [];
      const costs: number[] = [];
      const regionShares: number[] = [];
      for (let k = 0; k < REPEATS; k++) {
        await openRun(t.page, `${PLAY_EXAMPLE}&at=${index}`);
        await mouseAway(t.page);
        const before = frameCount((await boardInfo(t.page)).frames);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const recording = await recordFrames(t.page, true);
        intervals.push(...recording.animating);
        windows.push(...recording.all);
        latencies.push(recording.latency);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const info = await boardInfo(t.page);
        // The cost buffer holds the last frames; the last (frames drawn since `before`) are the move's.
        const drawn = frameCount(info.frames) - before;
        costs.push(...info.frameCosts.slice(-Math.max(1, drawn)));
        regionShares.push(info.frames.lastRegionShare);
        const moved = await probe(t.page);
        expect(moved.cursor).toBe(index + 1);
      }
      const layout = (await boardInfo(t.page)).layout;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const floor = await webglFloor(t.page, Math.round(layout.width), Math.round(layout.height));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(intervals.length).toBeGreaterThan(5);
      expect(costs.length).toBeGreaterThan(5);
      rows.push({ profile: `CPU ${rate}×`, interval: stats(intervals), window: stats(windows), latency: stats(latencies), cost: stats(costs), floor: stats(floor), regionShare: Math.max(...regionShares) });
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
        '| profile | frame interval while the unit slides | board cost per frame | action → first moved frame | whole 1.2 s window from the action | bare WebGL canvas | largest region redrawn |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows.map(
          (r) =>
            `| ${r.profile} | ${cell(r.interval)} (${r.interval.frames} frames, ${r.interval.onTime}% within one 60 Hz frame) | ${cell(r.cost)} | ${r.latency.median} ms (median of ${r.latency.frames}) | ${cell(r.window)} | ${cell(r.floor)} | ${(r.regionShare * 100).toFixed(1)}% of the canvas |`,
        ),
      ].join('\n'),
    );
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
