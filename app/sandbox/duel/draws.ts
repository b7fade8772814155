/**
 * The draws panel's and the launcher's input read into scripted draws: a `Random(a, b)` result (a duel's
 * random discard, `Random(1, hand size)`) or a shuffle order (the decks' shuffles when a game starts, the
 * mana duel's mulligan shuffle). A shuffle order lists, for each place of the new deck (top first), which
 * card of the deck before the shuffle goes there (0 is its top).
 */
import type { ScriptedDraw } from '../../../engine/core/rng';

export type Parsed = { ok: true; draw: ScriptedDraw } | { ok: false; reason: string };

/** A shuffle order from text (`2, 0, 1` or `2 0 1`): each index 0..n−1 exactly once. */
export function parseOrder(text: string): Parsed {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length === 0) return { ok: false, reason: 'write the new order as indices: 2, 0, 1' };
  if (parts.length > 200) return { ok: false, reason: 'a deck holds far fewer cards than that' };
  const order: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return { ok: false, reason: `"${part.slice(0, 20)}" is not an index (a whole number from 0)` };
    order.push(Number(part));
  }
  const seen = new Set(order);
  const missing = order.map((_, i) => i).find((i) => !seen.has(i));
  if (seen.size !== order.length || missing !== undefined) return { ok: false, reason: `an order of ${order.length} cards names each index 0–${order.length - 1} once${missing === undefined ? '' : `; ${missing} is missing`}` };
  return { ok: true, draw: { kind: 'shuffle', order } };
}

/** The order that leaves `n` cards as they are (the cards put back by a mulligan stay at the bottom). */
export function inOrder(n: number): ScriptedDraw {
  return { kind: 'shuffle', order: Array.from({ length: Math.max(0, Math.min(200, Math.floor(n))) }, (_, i) => i) };
}

/** A `Random(a, b)` result from text: a whole number (the game checks it lies in its range when drawn). */
export function parseRange(text: string): Parsed {
  const t = text.trim();
  if (!/^-?\d{1,6}$/.test(t)) return { ok: false, reason: 'Random(a, b) gives a whole number' };
  return { ok: true, draw: { kind: 'range', value: Number(t) } };
}
