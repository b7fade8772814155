/**
 * Bulk changes to a column's selected cells, as typed in the table's box: `+10%` / `-15 %` scale each value,
 * `+3` / `-2` add to it, `=7` (or `7`) sets it; *fill down* copies the first selected value to the rest.
 *
 * Rounding (decision): a percentage change is rounded half away from zero to the decimal places the cell's
 * own literal has — a whole number stays whole (12 +10 % = 13.2 → 13; 15 +10 % = 16.5 → 17; −15 +10 % =
 * −16.5 → −17), `1.5` keeps one decimal (1.5 +10 % = 1.65 → 1.7). Adding or setting is exact. Results are
 * first cleaned to 12 significant digits, so binary fractions (1.1 × 15 = 16.500000000000004) never decide
 * a rounding. Pure and browser-safe.
 */
import { printNumber } from '../../dsl/format/print-expr';

export type Adjustment = { kind: 'percent'; amount: number } | { kind: 'add'; amount: number } | { kind: 'set'; value: number };

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;

/** The adjustment `text` means, or a message saying what the box takes. */
export function parseAdjustment(text: string): { ok: true; adjustment: Adjustment } | { ok: false; message: string } {
  const t = text.replace(/\s+/g, '').replace('−', '-');
  const percent = new RegExp(`^([+-])${NUMBER}%$`).exec(t);
  if (percent) return { ok: true, adjustment: { kind: 'percent', amount: Number(percent[2]) * (percent[1] === '-' ? -1 : 1) } };
  const add = new RegExp(`^([+-])${NUMBER}$`).exec(t);
  if (add) return { ok: true, adjustment: { kind: 'add', amount: Number(add[2]) * (add[1] === '-' ? -1 : 1) } };
  const set = new RegExp(`^=?(-?)${NUMBER}$`).exec(t);
  if (set) return { ok: true, adjustment: { kind: 'set', value: Number(set[2]) * (set[1] === '-' ? -1 : 1) } };
  return { ok: false, message: 'write +10% or -10% (a percentage), +2 or -2 (added), or =5 (set)' };
}

/** Digits after the decimal point as the formatter prints `value` (12 → 0, 1.5 → 1). */
export function decimalsOf(value: number): number {
  const printed = printNumber(value);
  const dot = printed.indexOf('.');
  return dot < 0 ? 0 : printed.length - dot - 1;
}

const clean = (value: number): number => Number(value.toPrecision(12));

/** `value` rounded half away from zero to `decimals` places. */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = clean(Math.abs(value) * scale);
  const rounded = Math.floor(scaled + 0.5) / scale;
  return value < 0 ? -rounded : rounded;
}

export function applyAdjustment(value: number, adjustment: Adjustment): number {
  switch (adjustment.kind) {
    case 'percent': return roundHalfAwayFromZero(clean(value * (1 + adjustment.amount / 100)), decimalsOf(value));
    case 'add': return clean(value + adjustment.amount);
    case 'set': return adjustment.value;
  }
}
