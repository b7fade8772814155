/**
 * The Phaser 4 board (client only). It draws a BoardModel and the highlights it is given, animates what
 * changed (a unit sliding to its new space, HP numbers floating up, the board "built" row by row when it
 * first appears), and reports clicks and hovers. It holds no game logic: the React page decides what a
 * click means with the engine.
 *
 * Phaser is imported inside `mountBoard` (it touches `window` at import time, which would break the
 * server render). The canvas is sized to its parent times the device pixel ratio and shown at 1/ratio,
 * so text stays crisp on high-density screens.
 */
import type { BoardModel, BuildingView, UnitView } from '../model/board-model';
import type { Highlights } from '../model/interaction';
import { computeLayout, moveDuration, spaceAt, spaceCenter, spaceOrigin, type Layout } from './layout';
import { FONT, PALETTE, css } from './palette';
import { softwareWebGl } from './software-gl';
import { unionRect, type CurrentBounds, type Rect } from './dirty-region';
import { installRegionRendering, type RegionRendering, type RegionStats } from './region-rendering';

type PhaserLib = typeof import('phaser');
type Graphics = import('phaser').GameObjects.Graphics;
type Text = import('phaser').GameObjects.Text;
type Container = import('phaser').GameObjects.Container;
type Image = import('phaser').GameObjects.Image;
type GameObject = import('phaser').GameObjects.GameObject;

export interface BoardInput {
  model: BoardModel;
  highlights: Highlights;
  /** Units to call attention to (hovering a log line). */
  emphasis: readonly string[];
}

export interface BoardCallbacks {
  onSpace(x: number, y: number): void;
  onHover?(unit: string | null): void;
}

export interface BoardInfo {
  renderer: 'webgl' | 'canvas';
  /** Multisampled WebGL (off on a software rasterizer: see software-gl.ts). */
  multisampling: boolean;
  /** The layout in CSS pixels of the canvas element. */
  layout: Layout;
  /** Tweens running (moves, HP numbers). */
  animating: number;
  /** Renders done (each model update is one). */
  renders: number;
  /**
   * What the board's last frames cost the main thread, in ms (Phaser's step: tweens, scene update and
   * submitting the draw calls; not the GPU's own drawing). The frame-time test reads it to tell the
   * board's cost apart from a slow (software) GPU.
   */
  frameCosts: number[];
  /** Frames drawn whole, as a dirty region, or not at all (nothing changed). */
  frames: RegionStats;
}

/** How many frame costs the board keeps (a few seconds at 60 fps). */
const FRAME_COSTS_KEPT = 300;

export interface BoardHandle {
  update(input: BoardInput): void;
  info(): BoardInfo;
  /**
   * For tests that compare a frame drawn region by region with the same frame drawn whole: hold every
   * animation where it is (or let it go on), and redraw the whole canvas.
   */
  holdAnimations(hold: boolean): void;
  /** Whether something is animating (a move, an HP number): cheap enough to ask every frame. */
  busy(): boolean;
  redrawWhole(): void;
  destroy(): void;
}

interface Token {
  view: UnitView;
  box: Container;
  /** The face (shape, HP bar, badges), baked into a texture: a moving token is a few quads, not shapes to tessellate every frame. */
  body: Image;
  bodyKey: string;
  name: Text;
  role: Text;
  level: Text;
  hp: Text;
  status: Text;
  signature: string;
  /** How far the token's face reaches from its centre at scale 1 (the status badge may stick out). */
  reach: number;
}

const sideColor = (side: 'A' | 'B') => PALETTE.side[side];

/** The part of a unit's name that is not its species: "Gignen Warrior" → "Warrior". */
function shortName(u: UnitView): string {
  const words = u.name.split(',')[0]?.split(/\s+/).filter(Boolean) ?? [];
  const rest = words.filter((w) => w.toLowerCase() !== u.species.toLowerCase());
  return (rest[0] ?? words[0] ?? u.name).replace(/[^\p{L}\p{N}'-]/gu, '');
}

/** The rectangle of a set of spaces, grown by `pad`; null for none. */
function spacesRect(l: Layout, spaces: readonly { x: number; y: number }[], pad = 0): Rect | null {
  let rect: Rect | null = null;
  for (const s of spaces) {
    const { px, py } = spaceOrigin(l, s.x, s.y);
    rect = unionRect(rect, { x: px - pad, y: py - pad, w: l.cell + 2 * pad, h: l.cell + 2 * pad });
  }
  return rect;
}

function hpColor(hp: number, max: number): number {
  const ratio = max > 0 ? hp / max : 0;
  return ratio > 0.5 ? PALETTE.hpHigh : ratio > 0.25 ? PALETTE.hpMid : PALETTE.hpLow;
}

export async function mountBoard(parent: HTMLElement, callbacks: BoardCallbacks): Promise<BoardHandle> {
  const Phaser: PhaserLib = await import('phaser');
  const dpr = Math.max(1, Math.min(3, window.devicePixelRatio || 1));

  class BoardScene extends Phaser.Scene {
    layout: Layout | null = null;
    input0: BoardInput | null = null;
    renders = 0;
    private rows: Image[] = [];
    private rowKeys: string[] = [];
    private gridGeneration = 0;
    private labels: Text[] = [];
    private buildingGfx!: Graphics;
    private buildingLabels: Text[] = [];
    private marks!: Graphics;
    private overlay!: Graphics;
    private hoverGfx!: Graphics;
    private tray!: Container;
    private tooltip!: Container;
    private tooltipBg!: Graphics;
    private tooltipText!: Text;
    private readonly tokens = new Map<string, Token>();
    private built = false;
    private hovered: { x: number; y: number } | null = null;
    private quiet = 0;
    private pulse: import('phaser').Tweens.Tween | null = null;
    readyResolve: (() => void) | null = null;
    region: RegionRendering | null = null;
    /** Where each object with no bounds of its own (graphics, containers) draws; see drawnBounds. */
    private readonly extents = new WeakMap<object, () => Rect | null>();
    /** Objects that never move once made (grid rows, coordinates, building labels): their bounds, once computed. */
    private readonly fixed = new WeakMap<object, Rect | null>();
    private buildingsRect: Rect | null = null;
    private marksRect: Rect | null = null;
    private overlayRect: Rect | null = null;
    private hoverRect: Rect | null = null;
    private trayRect: Rect | null = null;
    private tooltipRect: Rect | null = null;
    /** What the buildings and the tray were last drawn from: unchanged, they are not rebuilt. */
    private buildingsDrawn = '';
    /** Token faces baked so far (each gets a texture key of its own). */
    private bakes = 0;
    private trayDrawn = '';

    constructor() {
      super({ key: 'board' });
    }

    create(): void {
      this.buildingGfx = this.add.graphics().setDepth(2);
      this.marks = this.add.graphics().setDepth(3);
      this.overlay = this.add.graphics().setDepth(6);
      this.hoverGfx = this.add.graphics().setDepth(7);
      this.tray = this.add.container(0, 0).setDepth(4);
      this.tooltipBg = this.add.graphics();
      this.tooltipText = this.text('', 12, PALETTE.text);
      this.tooltip = this.add.container(0, 0, [this.tooltipBg, this.tooltipText]).setDepth(10).setVisible(false);
      this.extents.set(this.buildingGfx, () => this.buildingsRect);
      this.extents.set(this.marks, () => this.marksRect);
      this.extents.set(this.overlay, () => this.overlayRect);
      this.extents.set(this.hoverGfx, () => this.hoverRect);
      this.extents.set(this.tray, () => this.trayRect);
      this.extents.set(this.tooltip, () => this.tooltipRect);
      this.input.on('pointermove', (p: { x: number; y: number }) => this.onPointer(p.x, p.y));
      this.input.on('gameout', () => this.onPointer(-1, -1));
      this.input.on('pointerup', (p: { x: number; y: number }) => {
        const s = this.layout ? spaceAt(this.layout, p.x, p.y) : null;
        if (s) callbacks.onSpace(s.x, s.y);
      });
      this.relayout();
      this.readyResolve?.();
    }

    /**
     * Render on demand: the loop sleeps once nothing moves (no tween for a few frames), so an idle board
     * costs nothing; drawing, resizing and pointer events wake it.
     */
    override update(): void {
      if (this.tweens.getTweens().length > 0) {
        this.quiet = 0;
        return;
      }
      if (++this.quiet > 3) this.game.loop.sleep();
    }

    wake(): void {
      this.quiet = 0;
      if (!this.game.loop.running) this.game.loop.wake(true);
    }

    text(content: string, size: number, color: number, bold = false): Text {
      return this.add.text(0, 0, content, { fontFamily: FONT, fontSize: `${Math.round(size)}px`, color: css(color), fontStyle: bold ? 'bold' : 'normal' });
    }

    /** Recomputes the layout for the canvas size and redraws everything in place (no animation). */
    relayout(): void {
      this.wake();
      this.region?.invalidate();
      const model = this.input0?.model;
      const cols = model?.width ?? 12;
      const rows = model?.height ?? 14;
      this.layout = computeLayout(this.scale.width, this.scale.height, cols, rows, dpr);
      this.drawGrid(model?.territoryRows ?? 3);
      for (const t of this.tokens.values()) this.destroyToken(t);
      this.tokens.clear();
      if (this.input0) this.draw(this.input0, false);
    }

    /**
     * The grid is static: each row is drawn once and baked into a texture (a Graphics object would be
     * re-tessellated every frame), then shown as an image; rows fade in one by one the first time.
     */
    private drawGrid(territoryRows: number): void {
      const l = this.layout;
      if (!l) return;
      for (const r of this.rows) r.destroy();
      for (const t of this.labels) t.destroy();
      for (const key of this.rowKeys) this.textures.remove(key);
      this.rows = [];
      this.labels = [];
      this.rowKeys = [];
      const line = Math.max(1, Math.round(dpr));
      const width = l.cols * l.cell;
      const generation = ++this.gridGeneration;
      for (let y = 0; y < l.rows; y++) {
        const g = this.make.graphics({}, false);
        const side = y < territoryRows ? 'A' : y >= l.rows - territoryRows ? 'B' : null;
        for (let x = 0; x < l.cols; x++) {
          const shade = (x + y) % 2;
          const fill = side ? PALETTE.territory[side][shade] : PALETTE.unclaimed[shade];
          g.fillStyle(fill ?? PALETTE.background, 1).fillRect(x * l.cell, 0, l.cell, l.cell);
          g.lineStyle(line, PALETTE.gridLine, 1).strokeRect(x * l.cell + 0.5, 0.5, l.cell - 1, l.cell - 1);
        }
        // The edge between a territory and the unclaimed middle, in the owner's colour.
        const edge = Math.max(2, Math.round(2 * dpr));
        if (y === territoryRows - 1) g.fillStyle(PALETTE.edge.A, 0.9).fillRect(0, 0, width, edge);
        if (y === l.rows - territoryRows) g.fillStyle(PALETTE.edge.B, 0.9).fillRect(0, l.cell - edge, width, edge);
        const key = `sandbox-row-${generation}-${y}`;
        g.generateTexture(key, width, l.cell);
        g.destroy();
        this.rowKeys.push(key);
        const { py } = spaceOrigin(l, 0, y);
        const image = this.add.image(l.left, py, key).setOrigin(0, 0).setDepth(1);
        this.fixed.set(image, null);
        this.rows.push(image);
        if (!this.built) {
          image.setAlpha(0);
          this.tweens.add({ targets: image, alpha: 1, duration: 260, delay: 30 * (l.rows - 1 - y), ease: 'Quad.easeOut' });
        }
      }
      this.built = true;
      const size = Math.max(9, Math.min(12 * dpr, l.cell * 0.26));
      for (let x = 0; x < l.cols; x++) {
        const { px } = spaceCenter(l, x, 0);
        this.labels.push(this.text(String(x), size, PALETTE.mutedText).setOrigin(0.5, 0).setPosition(px, l.top + l.rows * l.cell + 4 * dpr).setDepth(1));
      }
      for (let y = 0; y < l.rows; y++) {
        const { py } = spaceCenter(l, 0, y);
        this.labels.push(this.text(String(y), size, PALETTE.mutedText).setOrigin(1, 0.5).setPosition(l.left - 6 * dpr, py).setDepth(1));
      }
      for (const label of this.labels) this.fixed.set(label, null);
    }

    /**
     * Draws a new model. Nothing here redraws the whole canvas: what moves is animated (the dirty region
     * follows it), and what changes in place touches its rectangle (see touch).
     */
    draw(input: BoardInput, animate: boolean): void {
      this.wake();
      this.input0 = input;
      if (!this.layout) return;
      const l = this.layout;
      if (l.cols !== input.model.width || l.rows !== input.model.height) return this.relayout();
      this.drawBuildings(input.model.buildings);
      this.drawMarks(input.highlights);
      this.syncUnits(input.model.units, animate);
      this.drawOverlay(input);
      this.drawTray(input.model);
      this.refreshTooltip();
      this.renders++;
    }

    private drawBuildings(buildings: BuildingView[]): void {
      const l = this.layout;
      if (!l) return;
      const drawn = JSON.stringify([l.cell, l.left, l.top, buildings]);
      if (drawn === this.buildingsDrawn) return;
      this.buildingsDrawn = drawn;
      // Rare (a building placed or destroyed), and its labels may reach past its spaces: draw it all.
      this.region?.invalidate();
      const g = this.buildingGfx.clear();
      for (const t of this.buildingLabels) t.destroy();
      this.buildingLabels = [];
      this.buildingsRect = spacesRect(l, buildings.flatMap((b) => b.spaces), 2 * dpr);
      for (const b of buildings) {
        const color = sideColor(b.controller);
        for (const s of b.spaces) {
          const { px, py } = spaceOrigin(l, s.x, s.y);
          g.fillStyle(color, b.faceDown ? 0.1 : 0.22).fillRect(px + 1, py + 1, l.cell - 2, l.cell - 2);
          if (b.faceDown) {
            // Hatching: a face-down building (a trap) shows where it is, not what it is.
            g.lineStyle(1, color, 0.35);
            for (let d = 0; d < l.cell * 2; d += Math.max(6, l.cell / 5)) g.lineBetween(px + Math.max(0, d - l.cell), py + Math.min(l.cell, d), px + Math.min(l.cell, d), py + Math.max(0, d - l.cell));
          }
        }
        // Outline of the footprint: edges of its spaces that no other space of it shares.
        const has = new Set(b.spaces.map((s) => `${s.x},${s.y}`));
        g.lineStyle(Math.max(2, 2 * dpr), color, 0.95);
        for (const s of b.spaces) {
          const { px, py } = spaceOrigin(l, s.x, s.y);
          if (!has.has(`${s.x},${s.y + 1}`)) g.lineBetween(px, py, px + l.cell, py);
          if (!has.has(`${s.x},${s.y - 1}`)) g.lineBetween(px, py + l.cell, px + l.cell, py + l.cell);
          if (!has.has(`${s.x - 1},${s.y}`)) g.lineBetween(px, py, px, py + l.cell);
          if (!has.has(`${s.x + 1},${s.y}`)) g.lineBetween(px + l.cell, py, px + l.cell, py + l.cell);
        }
        const topLeft = b.spaces.reduce((best, s) => (s.y > best.y || (s.y === best.y && s.x < best.x) ? s : best), b.spaces[0] ?? { x: 0, y: 0 });
        const { px, py } = spaceOrigin(l, topLeft.x, topLeft.y);
        const label = this.text(b.faceDown ? 'face-down' : b.name, Math.max(8, Math.min(11 * dpr, l.cell * 0.2)), PALETTE.text, true)
          .setPosition(px + 3 * dpr, py + 2 * dpr)
          .setDepth(2)
          .setAlpha(0.9);
        label.setBackgroundColor(css(PALETTE.background));
        this.fixed.set(label, null);
        this.buildingLabels.push(label);
      }
    }

    private drawMarks(h: Highlights): void {
      const l = this.layout;
      if (!l) return;
      const g = this.marks.clear();
      this.touch(this.marksRect);
      this.marksRect = spacesRect(l, h.spaces, 2 * dpr);
      this.touch(this.marksRect);
      for (const m of h.spaces) {
        const { px, py } = spaceOrigin(l, m.x, m.y);
        const color = PALETTE[m.kind];
        g.fillStyle(color, 0.2).fillRect(px + 2, py + 2, l.cell - 4, l.cell - 4);
        if (m.kind === 'move') g.fillStyle(color, 0.9).fillCircle(px + l.cell / 2, py + l.cell / 2, Math.max(2, l.cell * 0.09));
        else g.lineStyle(Math.max(2, 2 * dpr), color, 0.9).strokeRect(px + 3, py + 3, l.cell - 6, l.cell - 6);
      }
    }

    private drawOverlay(input: BoardInput): void {
      const l = this.layout;
      if (!l) return;
      const g = this.overlay.clear();
      this.touch(this.overlayRect);
      this.overlayRect = null;
      const at = new Map(input.model.units.map((u) => [u.id, u.at]));
      const ring = (id: string, color: number, width: number, grow: number) => {
        const p = at.get(id);
        if (!p) return;
        const { px, py } = spaceCenter(l, p.x, p.y);
        const half = l.cell * (0.47 + grow);
        this.overlayRect = unionRect(this.overlayRect, { x: px - half - width, y: py - half - width, w: 2 * (half + width), h: 2 * (half + width) });
        g.lineStyle(width, color, 1).strokeRoundedRect(px - half, py - half, half * 2, half * 2, l.cell * 0.2);
      };
      for (const m of input.highlights.units) ring(m.id, PALETTE[m.kind], Math.max(2, 2.5 * dpr), m.kind === 'selected' ? 0.02 : 0);
      for (const id of input.emphasis) ring(id, PALETTE.emphasis, Math.max(3, 3 * dpr), 0.04);
      this.touch(this.overlayRect);
      // Emphasized units pulse (the loop stays awake only while they do).
      if (input.emphasis.length > 0 && !this.pulse) this.pulse = this.tweens.add({ targets: this.overlay, alpha: { from: 1, to: 0.45 }, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
      if (input.emphasis.length === 0 && this.pulse) {
        this.pulse.remove();
        this.pulse = null;
        this.overlay.setAlpha(1);
      }
    }

    private drawTray(model: BoardModel): void {
      const l = this.layout;
      if (!l) return;
      // A move changes none of this: rebuilding its texts would cost a long first frame.
      const drawn = JSON.stringify([l.cell, l.tray, l.top, l.rows, model.turn, model.vp, model.vpToWin, model.winner, model.faceDown, model.stack, model.priority]);
      if (drawn === this.trayDrawn) return;
      this.trayDrawn = drawn;
      this.touch(this.trayRect);
      this.tray.removeAll(true);
      const k = dpr;
      const g = this.add.graphics();
      this.tray.add(g);
      // The tray column, and the winner's banner across the grid when there is one.
      this.trayRect = { x: l.tray.left - 2 * k, y: 0, w: l.width - l.tray.left + 2 * k, h: l.height };
      if (model.winner) this.trayRect = { x: 0, y: 0, w: l.width, h: l.height };
      this.touch(this.trayRect);
      for (const side of ['B', 'A'] as const) {
        const color = sideColor(side);
        const top = side === 'B' ? l.top : l.top + l.rows * l.cell - 150 * k;
        const x0 = l.tray.left;
        const active = model.turn.player === side && model.winner === null;
        g.fillStyle(active ? 0x1b2233 : 0x141925, 1).fillRoundedRect(x0, top, l.tray.width, 150 * k, 8 * k);
        g.lineStyle(Math.max(1, k), color, active ? 1 : 0.4).strokeRoundedRect(x0, top, l.tray.width, 150 * k, 8 * k);
        const title = this.text(`Player ${side}`, 12 * k, color, true).setPosition(x0 + 8 * k, top + 6 * k);
        this.tray.add(title);
        if (active) this.tray.add(this.text(`turn ${model.turn.number} · ${model.turn.phase}`, 10 * k, PALETTE.mutedText).setPosition(x0 + 8 * k, top + 22 * k));
        // VP: one pip per point needed to win.
        for (let i = 0; i < model.vpToWin; i++) {
          const cx = x0 + 14 * k + i * 16 * k;
          const cy = top + 46 * k;
          if (i < model.vp[side]) g.fillStyle(color, 1).fillCircle(cx, cy, 6 * k);
          g.lineStyle(Math.max(1, 1.5 * k), color, 1).strokeCircle(cx, cy, 6 * k);
        }
        this.tray.add(this.text(`${model.vp[side]} VP`, 10 * k, PALETTE.text).setPosition(x0 + 8 * k + model.vpToWin * 16 * k, top + 40 * k));
        // Face-down cards set by this player (counters, reactions): card backs, the name when the viewer may see it.
        const cards = model.faceDown.filter((c) => c.owner === side);
        this.tray.add(this.text(cards.length > 0 ? 'face down' : 'no face-down cards', 9 * k, PALETTE.mutedText).setPosition(x0 + 8 * k, top + 60 * k));
        cards.slice(0, 6).forEach((c, i) => {
          const cx = x0 + 8 * k + (i % 3) * 24 * k;
          const cy = top + 76 * k + Math.floor(i / 3) * 34 * k;
          g.fillStyle(PALETTE.cardBack, 1).fillRoundedRect(cx, cy, 20 * k, 28 * k, 3 * k);
          g.lineStyle(Math.max(1, k), PALETTE.cardBackEdge, 1).strokeRoundedRect(cx, cy, 20 * k, 28 * k, 3 * k);
          g.lineStyle(Math.max(1, k), color, 0.6).strokeRoundedRect(cx + 3 * k, cy + 3 * k, 14 * k, 22 * k, 2 * k);
          const mark = c.name ? c.name.replace(/[^A-Za-z ]/g, '').split(' ').filter(Boolean).map((w) => w[0]).join('').slice(0, 2) : '?';
          this.tray.add(this.text(mark, 9 * k, PALETTE.text, true).setOrigin(0.5).setPosition(cx + 10 * k, cy + 14 * k));
        });
      }
      this.drawStack(model, g);
      if (model.winner) {
        const winner = model.winner === 'draw' ? 'Draw' : `Player ${model.winner} wins`;
        const mid = l.top + (l.rows * l.cell) / 2;
        g.fillStyle(0x000000, 0.55).fillRect(l.left, mid - 28 * k, l.cols * l.cell, 56 * k);
        this.tray.add(this.text(winner, 24 * k, model.winner === 'draw' ? PALETTE.text : sideColor(model.winner), true).setOrigin(0.5).setPosition(l.left + (l.cols * l.cell) / 2, mid));
      }
    }

    /**
     * The stack between the two players' trays, top item first, each in its controller's colour with its
     * speed; and who holds priority. (The panel beside the board lists the same with full words.)
     */
    private drawStack(model: BoardModel, g: Graphics): void {
      const l = this.layout;
      if (!l || (model.stack.length === 0 && !model.priority)) return;
      const k = dpr;
      const x0 = l.tray.left;
      const top = l.top + 150 * k + 10 * k;
      const bottom = l.top + l.rows * l.cell - 150 * k - 10 * k;
      const itemH = 34 * k;
      this.tray.add(this.text(model.stack.length > 0 ? `stack (${model.stack.length})` : 'stack empty', 10 * k, PALETTE.mutedText, true).setPosition(x0 + 4 * k, top));
      const fits = Math.max(0, Math.floor((bottom - top - 34 * k) / (itemH + 4 * k)));
      [...model.stack].reverse().slice(0, fits).forEach((item, i) => {
        const y = top + 16 * k + i * (itemH + 4 * k);
        const color = sideColor(item.controller);
        g.fillStyle(PALETTE.tokenFill[item.controller], 1).fillRoundedRect(x0, y, l.tray.width, itemH, 4 * k);
        g.lineStyle(Math.max(1, (i === 0 ? 2 : 1) * k), color, i === 0 ? 1 : 0.6).strokeRoundedRect(x0, y, l.tray.width, itemH, 4 * k);
        this.tray.add(this.text(item.speed, 8 * k, PALETTE.status, true).setPosition(x0 + 4 * k, y + 3 * k));
        const label = this.text('', 9 * k, PALETTE.text).setPosition(x0 + 4 * k, y + 16 * k);
        this.fit(label, item.label, l.tray.width - 8 * k, 9 * k, 7 * k);
        this.tray.add(label);
      });
      if (model.priority) {
        const y = top + 16 * k + Math.min(model.stack.length, fits) * (itemH + 4 * k);
        this.tray.add(this.text(`priority: ${model.priority}`, 10 * k, sideColor(model.priority), true).setPosition(x0 + 4 * k, y));
      }
    }

    private makeToken(u: UnitView): Token {
      const body = this.add.image(0, 0, '__DEFAULT').setOrigin(0.5);
      const name = this.text('', 10, PALETTE.text, true).setOrigin(0.5);
      const role = this.text('', 8, PALETTE.mutedText).setOrigin(0.5);
      const level = this.text('', 8, PALETTE.background, true).setOrigin(0.5);
      const hp = this.text('', 8, PALETTE.text).setOrigin(0.5);
      const status = this.text('', 8, PALETTE.background, true).setOrigin(0.5);
      const box = this.add.container(0, 0, [body, name, role, hp, level, status]).setDepth(5);
      const token: Token = { view: u, box, body, bodyKey: '', name, role, level, hp, status, signature: '', reach: 0 };
      this.extents.set(box, () => this.tokenRect(token));
      return token;
    }

    private destroyToken(t: Token): void {
      t.box.destroy();
      if (t.bodyKey) this.textures.remove(t.bodyKey);
      t.bodyKey = '';
    }

    /** Redraws a token's face when what it shows changed. */
    private paintToken(t: Token, u: UnitView): void {
      const l = this.layout;
      if (!l) return;
      const c = l.cell;
      const signature = JSON.stringify([c, u.name, u.role, u.level, u.hp, u.maxHp, u.statuses, u.controller]);
      t.view = u;
      if (signature === t.signature) return;
      t.signature = signature;
      this.touch(this.tokenRect(t));
      const s = c * 0.92;
      const color = sideColor(u.controller);
      const r = c * 0.15;
      // Status badge (top right): its text first, to know how far the face reaches.
      const statusText = u.statuses.map((x) => x.slice(0, 3).toUpperCase()).join(' ');
      const sw = Math.max(r * 2.2, statusText.length * c * 0.085);
      if (statusText) t.status.setText(statusText).setFontSize(Math.max(7, r * 0.95)).setPosition(s / 2 - sw / 2 - 1, -s / 2 + r * 0.35).setVisible(true);
      else t.status.setVisible(false);
      // How far the token draws from its centre: the face with its shadow and outline, and the status
      // badge, which sticks out above and may be wider than the token.
      t.reach = s / 2 + r * 0.4 + 4 * dpr;
      if (statusText) t.reach = Math.max(t.reach, sw - s / 2 + 1 + 4 * dpr, t.status.width / 2 - (s / 2 - sw / 2 - 1) + 4 * dpr);
      // The face is drawn around (0,0), shifted to the middle of a texture of 2 × reach.
      const size = Math.ceil(2 * t.reach);
      const g = this.make.graphics({}, false).translateCanvas(size / 2, size / 2);
      g.fillStyle(0x000000, 0.35).fillRoundedRect(-s / 2 + 1.5 * dpr, -s / 2 + 2.5 * dpr, s, s, c * 0.16);
      g.fillStyle(PALETTE.tokenFill[u.controller], 1).fillRoundedRect(-s / 2, -s / 2, s, s, c * 0.16);
      g.fillStyle(0xffffff, 0.06).fillRoundedRect(-s / 2, -s / 2, s, s * 0.45, { tl: c * 0.16, tr: c * 0.16, bl: 0, br: 0 });
      g.lineStyle(Math.max(1.5, 2 * dpr), color, 1).strokeRoundedRect(-s / 2, -s / 2, s, s, c * 0.16);
      // HP bar
      const barW = s * 0.8;
      const barH = Math.max(3, c * 0.085);
      const barY = s / 2 - barH - c * 0.07;
      const ratio = u.maxHp > 0 ? Math.max(0, Math.min(1, u.hp / u.maxHp)) : 0;
      g.fillStyle(PALETTE.hpBack, 1).fillRect(-barW / 2, barY, barW, barH);
      g.fillStyle(hpColor(u.hp, u.maxHp), 1).fillRect(-barW / 2, barY, barW * ratio, barH);
      // Level badge (top left)
      g.fillStyle(color, 1).fillCircle(-s / 2 + r * 0.85, -s / 2 + r * 0.85, r);
      t.level.setText(String(u.level)).setFontSize(Math.max(7, r * 1.15)).setPosition(-s / 2 + r * 0.85, -s / 2 + r * 0.85);
      if (statusText) g.fillStyle(PALETTE.status, 1).fillRoundedRect(s / 2 - sw - 1, -s / 2 - r * 0.4, sw, r * 1.5, r * 0.5);
      const key = `sandbox-token-${++this.bakes}`;
      g.generateTexture(key, size, size);
      g.destroy();
      t.body.setTexture(key);
      if (t.bodyKey) this.textures.remove(t.bodyKey);
      t.bodyKey = key;
      // Name, role (when there is room), HP numbers, HP bar: top to bottom.
      const roomy = c >= 52;
      this.fit(t.name, shortName(u), s - 3, Math.min(14 * dpr, c * 0.25), Math.max(8, c * 0.17));
      t.name.setPosition(0, roomy ? -c * 0.15 : -c * 0.1);
      this.fit(t.role, u.role, s - 3, Math.min(11 * dpr, c * 0.17), Math.max(7, c * 0.14));
      t.role.setPosition(0, c * 0.06).setVisible(roomy);
      t.hp.setText(`${u.hp}/${u.maxHp}`).setFontSize(Math.max(7, Math.min(10 * dpr, c * 0.16))).setPosition(0, barY - c * 0.11).setVisible(c >= 40);
      this.touch(this.tokenRect(t));
    }

    /** Where a token draws now (its face and status badge, at its current position and scale). */
    private tokenRect(t: Token): Rect {
      const r = t.reach * Math.max(Math.abs(t.box.scaleX), Math.abs(t.box.scaleY));
      return { x: t.box.x - r, y: t.box.y - r, w: 2 * r, h: 2 * r };
    }

    /** The next frame redraws this rectangle too (it changed without animating). */
    private touch(rect: Rect | null): void {
      this.region?.touch(rect);
    }

    /** Sets text at the largest size from `max` down to `min` that fits `width`, then shortens it with an ellipsis. */
    private fit(t: Text, content: string, width: number, max: number, min: number): void {
      t.setText(content);
      let size = Math.round(max);
      t.setFontSize(size);
      while (t.width > width && size > Math.round(min)) t.setFontSize(--size);
      let n = content.length;
      while (t.width > width && n > 2) t.setText(`${content.slice(0, --n)}…`);
    }

    private syncUnits(units: UnitView[], animate: boolean): void {
      const l = this.layout;
      if (!l) return;
      const seen = new Set<string>();
      for (const u of units) {
        seen.add(u.id);
        const target = spaceCenter(l, u.at.x, u.at.y);
        let t = this.tokens.get(u.id);
        if (!t) {
          t = this.makeToken(u);
          this.tokens.set(u.id, t);
          t.box.setPosition(target.px, target.py);
          this.paintToken(t, u);
          if (animate) {
            t.box.setScale(0.2).setAlpha(0);
            this.tweens.add({ targets: t.box, scale: 1, alpha: 1, duration: 320, ease: 'Back.easeOut' });
          }
          continue;
        }
        const before = t.view;
        this.paintToken(t, u);
        const moved = before.at.x !== u.at.x || before.at.y !== u.at.y;
        if (moved) {
          this.tweens.killTweensOf(t.box);
          t.box.setScale(1).setAlpha(1);
          if (animate) {
            const spaces = Math.max(Math.abs(before.at.x - u.at.x), Math.abs(before.at.y - u.at.y));
            this.tweens.add({ targets: t.box, x: target.px, y: target.py, duration: moveDuration(spaces), ease: 'Cubic.easeInOut' });
          } else {
            this.touch(this.tokenRect(t));
            t.box.setPosition(target.px, target.py);
            this.touch(this.tokenRect(t));
          }
        }
        if (animate && before.hp !== u.hp) this.floatNumber(target.px, target.py, u.hp - before.hp);
      }
      for (const [id, t] of this.tokens) {
        if (seen.has(id)) continue;
        this.tokens.delete(id);
        if (!animate) {
          this.touch(this.tokenRect(t));
          this.destroyToken(t);
          continue;
        }
        this.tweens.killTweensOf(t.box);
        this.tweens.add({ targets: t.box, alpha: 0, scale: 0.6, duration: 380, ease: 'Quad.easeIn', onComplete: () => this.destroyToken(t) });
      }
    }

    private floatNumber(px: number, py: number, delta: number): void {
      const l = this.layout;
      if (!l || delta === 0) return;
      const label = this.text(delta > 0 ? `+${delta}` : String(delta), Math.max(11, l.cell * 0.3), delta > 0 ? PALETTE.hpHigh : PALETTE.hpLow, true)
        .setOrigin(0.5)
        .setPosition(px, py - l.cell * 0.2)
        .setDepth(9)
        .setStroke('#000000', Math.max(2, 3 * dpr));
      this.tweens.add({ targets: label, y: py - l.cell * 0.9, alpha: { from: 1, to: 0 }, duration: 1100, ease: 'Quad.easeOut', onComplete: () => label.destroy() });
    }

    private onPointer(px: number, py: number): void {
      const s = this.layout ? spaceAt(this.layout, px, py) : null;
      const same = s && this.hovered && s.x === this.hovered.x && s.y === this.hovered.y;
      if (same || (!s && !this.hovered)) return;
      this.hovered = s;
      const l = this.layout;
      const g = this.hoverGfx.clear();
      this.touch(this.hoverRect);
      this.hoverRect = s && l ? spacesRect(l, [s], 2 * dpr) : null;
      this.touch(this.hoverRect);
      if (s && l) {
        const { px: ox, py: oy } = spaceOrigin(l, s.x, s.y);
        g.lineStyle(Math.max(1, dpr), PALETTE.hover, 0.7).strokeRect(ox + 1, oy + 1, l.cell - 2, l.cell - 2);
      }
      this.refreshTooltip();
      const unit = s ? this.input0?.model.units.find((u) => u.at.x === s.x && u.at.y === s.y) : undefined;
      callbacks.onHover?.(unit?.id ?? null);
      this.game.canvas.style.cursor = s ? 'pointer' : 'default';
    }

    private refreshTooltip(): void {
      const l = this.layout;
      const s = this.hovered;
      const model = this.input0?.model;
      const unit = s && model ? model.units.find((u) => u.at.x === s.x && u.at.y === s.y) : undefined;
      const building = s && model ? model.buildings.find((b) => b.spaces.some((p) => p.x === s.x && p.y === s.y)) : undefined;
      this.touch(this.tooltipRect);
      if (!l || !s || (!unit && !building)) {
        this.tooltip.setVisible(false);
        this.tooltipRect = null;
        return;
      }
      const lines: string[] = [];
      if (unit) {
        lines.push(`${unit.name} (${unit.controller})`, `${unit.role} · level ${unit.level}`, `HP ${unit.hp}/${unit.maxHp} · MV ${unit.mvLeft} left${unit.weapon ? ` · ${unit.weapon}` : ''}`);
        if (unit.statuses.length > 0) lines.push(unit.statuses.join(', '));
      }
      if (building) lines.push(`${building.faceDown ? 'Face-down building' : building.name} (${building.controller})`);
      lines.push(`space (${s.x},${s.y})`);
      this.tooltipText.setText(lines.join('\n')).setFontSize(12 * dpr).setPosition(8 * dpr, 6 * dpr);
      const w = this.tooltipText.width + 16 * dpr;
      const h = this.tooltipText.height + 12 * dpr;
      this.tooltipBg.clear().fillStyle(0x0a0d14, 0.94).fillRoundedRect(0, 0, w, h, 6 * dpr).lineStyle(Math.max(1, dpr), unit ? sideColor(unit.controller) : PALETTE.gridLine, 1).strokeRoundedRect(0, 0, w, h, 6 * dpr);
      const { px, py } = spaceOrigin(l, s.x, s.y);
      const x = Math.min(px + l.cell + 6 * dpr, l.width - w - 4);
      const y = Math.min(Math.max(4, py - h / 2 + l.cell / 2), l.height - h - 4);
      const left = x > px ? x : px - w - 6 * dpr;
      this.tooltip.setPosition(left, y).setVisible(true);
      this.tooltipRect = { x: left, y, w, h };
      this.touch(this.tooltipRect);
    }

    /** Where a tween target is now, for the dirty region: its extent, its own bounds, or `'gone'` once destroyed. */
    boundsOf(target: unknown): CurrentBounds {
      if (typeof target !== 'object' || target === null) return null;
      if (!(target as { scene?: unknown }).scene) return 'gone';
      const extent = this.extents.get(target);
      if (extent) return extent() ?? 'gone';
      return this.ownBounds(target);
    }

    /** Where a displayed object draws: objects outside a frame's region are skipped for that frame. */
    drawnBounds(object: GameObject): Rect | 'empty' | null {
      const extent = this.extents.get(object);
      if (extent) return extent() ?? 'empty';
      if (!this.fixed.has(object)) return this.ownBounds(object);
      // Computing bounds costs a matrix per object per frame: for objects that never move, once is enough.
      const known = this.fixed.get(object) ?? this.ownBounds(object);
      this.fixed.set(object, known);
      return known;
    }

    /**
     * The bounds images and texts report, grown a little (anti-aliased edges, text stroke). A container
     * reports only its children that have bounds (not its graphics), so it needs an extent instead.
     */
    private ownBounds(o: object): Rect | null {
      if (o instanceof Phaser.GameObjects.Container || !(o instanceof Phaser.GameObjects.Image || o instanceof Phaser.GameObjects.Text)) return null;
      const b = o.getBounds();
      const pad = 4 * dpr;
      return { x: b.x - pad, y: b.y - pad, w: b.width + 2 * pad, h: b.height + 2 * pad };
    }

    /** Tweens that end (moves, HP numbers, the build-up): not the endless pulse of emphasized units. */
    animating(): number {
      return this.tweens.getTweens().filter((t) => t !== this.pulse).length;
    }
  }

  const scene = new BoardScene();
  const ready = new Promise<void>((resolve) => (scene.readyResolve = resolve));
  const size = () => ({ w: Math.max(200, parent.clientWidth), h: Math.max(200, parent.clientHeight) });
  const { w, h } = size();
  const multisampling = !softwareWebGl();
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    width: w * dpr,
    height: h * dpr,
    backgroundColor: css(PALETTE.background),
    scene,
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.NONE, zoom: 1 / dpr },
    // The drawing buffer is kept between frames: most frames redraw only a dirty region of it.
    // One texture per batch: Phaser compiles a shader variant for every number of textures a batch
    // binds, lazily, and a frame that meets a new count stalls while it compiles (measured: 50 ms on a
    // software rasterizer, twice in the first move). The board has about a hundred objects; the extra
    // draw calls cost far less.
    render: { antialias: true, antialiasGL: multisampling, preserveDrawingBuffer: true, maxTextures: 1 },
  });
  await ready;
  scene.region = installRegionRendering(Phaser, game, scene, { boundsOf: (t) => scene.boundsOf(t), drawnBounds: (o) => scene.drawnBounds(o) }, PALETTE.background);
  const frameCosts: number[] = [];
  let stepStart = 0;
  game.events.on(Phaser.Core.Events.PRE_STEP, () => (stepStart = performance.now()));
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    frameCosts.push(performance.now() - stepStart);
    if (frameCosts.length > FRAME_COSTS_KEPT) frameCosts.shift();
  });
  // Pointer events wake the sleeping loop before Phaser handles them.
  const wake = () => scene.wake();
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'pointerleave'] as const) game.canvas.addEventListener(type, wake, { capture: true });
  const observer = new ResizeObserver(() => {
    const next = size();
    if (Math.abs(next.w * dpr - scene.scale.width) < 1 && Math.abs(next.h * dpr - scene.scale.height) < 1) return;
    game.scale.resize(next.w * dpr, next.h * dpr);
    scene.relayout();
  });
  observer.observe(parent);

  return {
    update(input) {
      scene.draw(input, true);
    },
    info() {
      const l = scene.layout ?? computeLayout(w, h, 12, 14, 1);
      const toCss = (n: number) => n / dpr;
      return {
        renderer: game.renderer.type === Phaser.WEBGL ? 'webgl' : 'canvas',
        multisampling,
        layout: { ...l, width: toCss(l.width), height: toCss(l.height), scale: 1, cell: toCss(l.cell), left: toCss(l.left), top: toCss(l.top), tray: { left: toCss(l.tray.left), width: toCss(l.tray.width) } },
        animating: scene.animating(),
        renders: scene.renders,
        frameCosts: [...frameCosts],
        frames: scene.region?.stats() ?? { full: 0, region: 0, unchanged: 0, lastRegionShare: 0 },
      };
    },
    busy() {
      return scene.animating() > 0;
    },
    holdAnimations(hold) {
      if (hold) scene.tweens.pauseAll();
      else scene.tweens.resumeAll();
      scene.wake();
    },
    redrawWhole() {
      scene.region?.invalidate();
      scene.wake();
    },
    destroy() {
      observer.disconnect();
      game.destroy(true);
    },
  };
}

