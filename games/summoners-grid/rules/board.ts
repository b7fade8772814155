import type { PlayerId } from '../../../engine/core/players';
import type { G } from './game';
import type { Space, Unit } from './state';

/**
 * The grid: (0,0) is bottom-left; player A's territory is the bottom `territoryRows` rows, player B's the
 * top ones, the rows between are unclaimed. Distance is Chebyshev: a diagonal step costs 1.
 */
export function boardSize(g: G): { width: number; height: number } {
  return g.content.ruleset.board;
}

export function inBounds(g: G, s: Space): boolean {
  const { width, height } = boardSize(g);
  return s.x >= 0 && s.y >= 0 && s.x < width && s.y < height;
}

export function territoryOf(g: G, s: Space): PlayerId | null {
  const rows = g.content.ruleset.territoryRows;
  const { height } = boardSize(g);
  if (s.y < rows) return 'A';
  if (s.y >= height - rows) return 'B';
  return null;
}

export function distance(a: Space, b: Space): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export function sameSpace(a: Space, b: Space): boolean {
  return a.x === b.x && a.y === b.y;
}

export function spaceKey(s: Space): number {
  return s.y * 64 + s.x;
}

export function showSpace(s: Space): string {
  return `(${s.x},${s.y})`;
}


export function unitAt(g: G, s: Space): Unit | undefined {
  for (const id in g.s.units) {
    const u = g.s.units[id];
    if (u && !u.removed && u.at && sameSpace(u.at, s)) return u;
  }
  return undefined;
}

export function unitsOnBoard(g: G): Unit[] {
  const out: Unit[] = [];
  for (const id in g.s.units) {
    const u = g.s.units[id];
    if (u && !u.removed && u.at) out.push(u);
  }
  return out;
}

/** Every board's spaces, by its ruleset's board (see `allSpaces`). */
const boardSpaces = new WeakMap<object, readonly Space[]>();

/**
 * Every space of the board, row by row. One list per board, shared by every caller: rules ask for it on
 * every legality check and selector, so it is made once. Spaces are values: nothing changes one in place
 * (a unit's position is replaced, not edited), so sharing them is safe.
 */
export function allSpaces(g: G): readonly Space[] {
  const board = boardSize(g);
  let spaces = boardSpaces.get(board);
  if (!spaces) {
    const out: Space[] = [];
    for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) out.push({ x, y });
    spaces = out;
    boardSpaces.set(board, spaces);
  }
  return spaces;
}

/**
 * Spaces a unit can move to with `budget` movement: paths of king steps that never pass through a space
 * held by an enemy unit, ending on an empty space. Returns each destination with its cost.
 * (Breadth-first search over flat arrays: it runs for every unit on every decision.)
 */
export function reachable(g: G, unit: Unit, budget: number): Array<{ to: Space; cost: number }> {
  const start = unit.at;
  if (!start || budget <= 0) return [];
  const { width, height } = boardSize(g);
  const size = width * height;
  // 0 free, 1 own unit (pass through, cannot stop), 2 enemy unit (blocks)
  const cell = new Uint8Array(size);
  for (const id in g.s.units) {
    const u = g.s.units[id];
    if (u && !u.removed && u.at) cell[u.at.y * width + u.at.x] = u.controller === unit.controller ? 1 : 2;
  }
  const dist = new Int16Array(size).fill(-1);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  const s0 = start.y * width + start.x;
  dist[s0] = 0;
  queue[tail++] = s0;
  const out: Array<{ to: Space; cost: number }> = [];
  while (head < tail) {
    const cur = queue[head++] as number;
    const d = dist[cur] as number;
    if (d >= budget) continue;
    const cx = cur % width;
    const cy = (cur - cx) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = cy + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = cx + dx;
        if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
        const n = ny * width + nx;
        if (dist[n] !== -1 || cell[n] === 2) continue;
        dist[n] = d + 1;
        queue[tail++] = n;
        if (cell[n] === 0) out.push({ to: { x: nx, y: ny }, cost: d + 1 });
      }
    }
  }
  return out;
}

/** The spaces of a footprint anchored at its bottom-left space; `rotated` swaps width and height. */
export function footprintSpaces(anchor: Space, size: { width: number; height: number }, rotated: boolean): Space[] {
  const w = rotated ? size.height : size.width;
  const h = rotated ? size.width : size.height;
  const out: Space[] = [];
  for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) out.push({ x: anchor.x + dx, y: anchor.y + dy });
  return out;
}
