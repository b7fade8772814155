/**
 * Draws each frame of the board as a dirty region (see dirty-region.ts) on a Phaser game whose drawing
 * buffer is preserved between frames. Before Phaser renders, it plans the frame from the tweens' targets;
 * for a region it narrows the main camera's viewport to the rectangle (Phaser turns a camera viewport into
 * a scissor box, so nothing outside it is touched), fills it with the background, skips the canvas clear
 * and hides every object that draws nothing inside it; after the render it puts all of that back, so
 * input, resizing and the next full frame see the board as it is. A frame with nothing to redraw renders
 * no camera at all, and the browser keeps showing the last one.
 */
import { DirtyRegion, intersects, type CurrentBounds, type FramePlan, type Rect } from './dirty-region';

type PhaserLib = typeof import('phaser');
type Game = import('phaser').Game;
type Scene = import('phaser').Scene;
type GameObject = import('phaser').GameObjects.GameObject;

/** What the board tells the region renderer about its objects. */
export interface RegionSource {
  /** Where a tween target is now; `'gone'` once destroyed; null when unknown (the frame is then drawn whole). */
  boundsOf(target: unknown): CurrentBounds;
  /** Where a displayed object draws: a rectangle, `'empty'` when it draws nothing, null when unknown (always drawn). */
  drawnBounds(object: GameObject): Rect | 'empty' | null;
}

/** How many frames were drawn whole, as a region, or not at all; and the last region's share of the canvas. */
export interface RegionStats {
  full: number;
  region: number;
  unchanged: number;
  lastRegionShare: number;
}

export interface RegionRendering {
  /** The next frame redraws the whole canvas (the layout changed). */
  invalidate(): void;
  /** The next frame redraws this rectangle too (something there changed without animating). */
  touch(rect: Rect | null): void;
  stats(): RegionStats;
}

/** Anything with a `visible` flag that can be hidden for one frame. */
interface Hideable {
  visible: boolean;
  setVisible(value: boolean): unknown;
}

function hideable(object: GameObject): Hideable | null {
  const o = object as Partial<Hideable>;
  return typeof o.visible === 'boolean' && typeof o.setVisible === 'function' ? (o as Hideable) : null;
}

export function installRegionRendering(Phaser: PhaserLib, game: Game, scene: Scene, source: RegionSource, background: number): RegionRendering {
  const dirty = new DirtyRegion<unknown>({ maxShare: 0.5, pad: 2 });
  const stats: RegionStats = { full: 0, region: 0, unchanged: 0, lastRegionShare: 0 };
  // Only the WebGL renderer has a drawing buffer to keep; the canvas renderer always draws whole frames.
  if (game.renderer.type !== Phaser.WEBGL) return { invalidate: () => undefined, touch: () => undefined, stats: () => ({ ...stats }) };
  // The WebGL renderer reads `config.clearBeforeRender` at the start of every render (typed as a bare object).
  const rendererConfig = (game.renderer as import('phaser').Renderer.WebGL.WebGLRenderer).config as { clearBeforeRender: boolean };
  const hidden: Hideable[] = [];
  let cameraHidden = false;
  let narrowed = false;

  const plan = (): FramePlan => {
    const targets: unknown[] = [];
    for (const tween of scene.tweens.getTweens()) for (const target of tween.targets as unknown[]) targets.push(target);
    return dirty.plan(targets, (t) => source.boundsOf(t), scene.scale.width, scene.scale.height);
  };

  const beforeRender = () => {
    const frame = plan();
    const camera = scene.cameras.main;
    if (frame.kind === 'full') {
      stats.full++;
      return;
    }
    rendererConfig.clearBeforeRender = false;
    if (frame.kind === 'unchanged') {
      stats.unchanged++;
      camera.setVisible(false);
      cameraHidden = true;
      return;
    }
    stats.region++;
    const r = frame.rect;
    stats.lastRegionShare = (r.w * r.h) / (scene.scale.width * scene.scale.height);
    camera.setViewport(r.x, r.y, r.w, r.h).setScroll(r.x, r.y).setBackgroundColor(background);
    narrowed = true;
    for (const object of scene.children.list) {
      const h = hideable(object);
      if (!h?.visible) continue;
      const bounds = source.drawnBounds(object);
      if (bounds === 'empty' || (bounds && !intersects(bounds, r))) {
        h.setVisible(false);
        hidden.push(h);
      }
    }
  };

  const afterRender = () => {
    for (const h of hidden) h.setVisible(true);
    hidden.length = 0;
    const camera = scene.cameras.main;
    if (cameraHidden) camera.setVisible(true);
    if (narrowed) camera.setViewport(0, 0, scene.scale.width, scene.scale.height).setScroll(0, 0).setBackgroundColor('rgba(0,0,0,0)');
    cameraHidden = false;
    narrowed = false;
    rendererConfig.clearBeforeRender = true;
  };

  // POST_STEP comes after the scene's update and its tweens, before the renderer clears the canvas.
  game.events.on(Phaser.Core.Events.POST_STEP, beforeRender);
  game.events.on(Phaser.Core.Events.POST_RENDER, afterRender);
  // A lost and restored context has lost the kept pixels too. (A resized canvas has as well: the board
  // relays itself out then, which invalidates. Phaser's own RESIZE event also fires when the canvas only
  // moves on the page, which keeps its pixels.)
  game.renderer.on(Phaser.Renderer.Events.RESTORE_WEBGL, () => dirty.invalidate());

  return {
    invalidate: () => dirty.invalidate(),
    touch: (rect) => dirty.touch(rect),
    stats: () => ({ ...stats }),
  };
}
