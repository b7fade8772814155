/**
 * Seeded, counter-based random numbers whose whole state lives in the game state (so a state can be
 * saved, replayed and undone). Value n of a stream is a hash of (seed, n): no hidden generator state.
 * Every kind of draw can be scripted (scenarios, the sandbox's forced dice): a scripted value of a kind is
 * consumed by the next draw of that kind, in order, before the generator is asked.
 */
export interface RngState {
  seed: number;
  /** How many values the generator has produced. */
  counter: number;
  /** d100 results a script forces; consumed before the generator. */
  forced: number[];
  /** Scripted draws of the other kinds, one queue per kind (absent when none is scripted). */
  script?: DrawScript;
}

/** Queues of scripted draws: `Random(a, b)` results, 0–1 rolls, coin flips, shuffle orders. */
export interface DrawScript {
  range?: number[];
  fraction?: number[];
  coin?: Coin[];
  /** Each entry is the new order of a shuffled list, as indices into the list before the shuffle. */
  shuffle?: number[][];
}

export type Coin = 'heads' | 'tails';

/** One scripted draw, as a scenario or the sandbox states it. */
export type ScriptedDraw =
  | { kind: 'd100'; value: number }
  | { kind: 'range'; value: number }
  | { kind: 'fraction'; value: number }
  | { kind: 'coin'; value: Coin }
  | { kind: 'shuffle'; order: number[] };

/** A scripted draw that cannot be used where it is drawn (out of range, not a permutation). */
export class ScriptedDrawError extends Error {}

export function createRng(seed: number, forced: number[] = []): RngState {
  return { seed: seed >>> 0, counter: 0, forced: [...forced] };
}

/** A copy of `rng` with `draws` appended to the queues of their kinds. */
export function scriptDraws(rng: RngState, draws: readonly ScriptedDraw[]): RngState {
  const forced = [...rng.forced];
  const script: DrawScript = {};
  const queues = rng.script ?? {};
  const range = [...(queues.range ?? [])];
  const fraction = [...(queues.fraction ?? [])];
  const coin = [...(queues.coin ?? [])];
  const shuffle = (queues.shuffle ?? []).map((o) => [...o]);
  for (const d of draws) {
    if (d.kind === 'd100') forced.push(d.value);
    else if (d.kind === 'range') range.push(d.value);
    else if (d.kind === 'fraction') fraction.push(d.value);
    else if (d.kind === 'coin') coin.push(d.value);
    else shuffle.push([...d.order]);
  }
  if (range.length) script.range = range;
  if (fraction.length) script.fraction = fraction;
  if (coin.length) script.coin = coin;
  if (shuffle.length) script.shuffle = shuffle;
  return Object.keys(script).length ? { seed: rng.seed, counter: rng.counter, forced, script } : { seed: rng.seed, counter: rng.counter, forced };
}

/** Takes the next scripted value of a kind (mutating `rng`, which callers own), or undefined. */
function takeScripted<K extends keyof DrawScript>(rng: RngState, kind: K): NonNullable<DrawScript[K]>[number] | undefined {
  const queue = rng.script?.[kind] as NonNullable<DrawScript[K]>[number][] | undefined;
  if (!queue || queue.length === 0) return undefined;
  const value = queue.shift();
  if (queue.length === 0 && rng.script) {
    delete rng.script[kind];
    if (Object.keys(rng.script).length === 0) delete rng.script;
  }
  return value;
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
export function nextFraction(rng: RngState): number {
  const n = rng.counter;
  rng.counter = n + 1;
  const h = mix32(mix32(rng.seed ^ 0x9e3779b9) ^ mix32(n + 0x632be5ab));
  return h / 4294967296;
}

/** A seed for another generator, drawn from this one (an AI's sample gets new dice this way). */
export function newSeed(rng: RngState): number {
  return Math.floor(nextFraction(rng) * 4294967296);
}

/**
 * Other dice for the same position: a generator with a new seed drawn from `rng`, at the same counter as
 * `dice`, with nothing scripted. A player looking ahead must not use the game's real dice.
 */
export function otherDice(rng: RngState, dice: RngState): RngState {
  return { seed: newSeed(rng), counter: dice.counter, forced: [] };
}

/** An integer in [1, sides]. */
export function nextInt(rng: RngState, sides: number): number {
  return 1 + Math.floor(nextFraction(rng) * sides);
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

export interface Drawn<T> {
  value: T;
  forced: boolean;
}

/** `Random(lo, hi)`: an integer in [lo, hi], or the next scripted one (which must lie in that range). */
export function rollRange(rng: RngState, lo: number, hi: number): Drawn<number> {
  const forced = takeScripted(rng, 'range');
  if (forced !== undefined) {
    if (!Number.isInteger(forced) || forced < lo || forced > hi) throw new ScriptedDrawError(`the scripted Random(${lo}, ${hi}) draw ${forced} is not a whole number from ${lo} to ${hi}`);
    return { value: forced, forced: true };
  }
  return { value: lo + Math.floor(nextFraction(rng) * (hi - lo + 1)), forced: false };
}

/** A roll in [0, 1) (a chance test), or the next scripted one. */
export function rollFraction(rng: RngState): Drawn<number> {
  const forced = takeScripted(rng, 'fraction');
  if (forced !== undefined) {
    if (!(forced >= 0 && forced < 1)) throw new ScriptedDrawError(`the scripted 0–1 roll ${forced} is not at least 0 and below 1`);
    return { value: forced, forced: true };
  }
  return { value: nextFraction(rng), forced: false };
}

/** A coin flip, or the next scripted one. */
export function flipCoin(rng: RngState): Drawn<Coin> {
  const forced = takeScripted(rng, 'coin');
  if (forced !== undefined) return { value: forced, forced: true };
  return { value: nextFraction(rng) < 0.5 ? 'heads' : 'tails', forced: false };
}

/**
 * Fisher–Yates shuffle into a new array, or the next scripted order (indices into `items`, each once).
 * Never consumes d100 rolls.
 */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const order = takeScripted(rng, 'shuffle');
  if (order !== undefined) {
    const seen = new Set(order);
    if (order.length !== items.length || seen.size !== items.length || order.some((i) => !Number.isInteger(i) || i < 0 || i >= items.length)) {
      throw new ScriptedDrawError(`the scripted shuffle order [${order.join(', ')}] is not an order of the ${items.length} items shuffled (indices 0–${items.length - 1}, each once)`);
    }
    return order.map((i) => items[i] as T);
  }
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(nextFraction(rng) * (i + 1));
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
