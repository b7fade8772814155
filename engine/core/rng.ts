/**
 * Seeded, counter-based random numbers whose whole state lives in the game state (so a state can be
 * saved, replayed and undone). Value n of a stream is a hash of (seed, n): no hidden generator state.
 * Scenarios force d100 rolls: forced values are consumed first, in order.
 */
export interface RngState {
  seed: number;
  /** How many values the generator has produced. */
  counter: number;
  /** d100 results a script forces; consumed before the generator. */
  forced: number[];
}

export function createRng(seed: number, forced: number[] = []): RngState {
  return { seed: seed >>> 0, counter: 0, forced: [...forced] };
}

/** A 32-bit avalanche hash (lowbias32 by Chris Wellons); good enough for games, fast, and stateless. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The next uniform value in [0, 1). Mutates `rng` (callers work on a copy of the state). */
export function nextUnit(rng: RngState): number {
  const n = rng.counter;
  rng.counter = n + 1;
  const h = mix32(mix32(rng.seed ^ 0x9e3779b9) ^ mix32(n + 0x632be5ab));
  return h / 4294967296;
}

/** An integer in [1, sides]. */
export function nextInt(rng: RngState, sides: number): number {
  return 1 + Math.floor(nextUnit(rng) * sides);
}

export interface D100 {
  value: number;
  forced: boolean;
}

/** A d100 roll (1–100): the next forced value if a script set one, else the generator. */
export function rollD100(rng: RngState): D100 {
  const forced = rng.forced.shift();
  if (forced !== undefined) return { value: forced, forced: true };
  return { value: nextInt(rng, 100), forced: false };
}

/** Fisher–Yates shuffle into a new array; never consumes forced rolls. */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(nextUnit(rng) * (i + 1));
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
