/**
 * Mutations of `.smith` texts for fuzzing: tokens deleted, duplicated or swapped, junk inserted, the text
 * cut short, and (with `deep`) a deep or long construct inserted or one token repeated hundreds of times.
 * Seeded, so a failure replays from its seed and index. Used by `test/dsl/fuzz.test.ts` and `npm run fuzz`.
 */
import { tokenize } from '../lexer';
import { deepEffects, deepFormulas } from './deep-shapes';

/** mulberry32: a small seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const junk = ['{', '}', '(', ')', ':', ',', '.', '=', '"', '%', 'x', '--', 'attack', 'when', 'your', 'if', '$', '\u00e9', '\n', '9'];

const deepShapes = [...Object.values(deepFormulas), ...Object.values(deepEffects)];

export function mutate(text: string, random: () => number, deep = false): string {
  const pick = (n: number): number => Math.floor(random() * n);
  const tokens = tokenize(text).tokens;
  const t = tokens[pick(tokens.length)];
  const u = tokens[pick(tokens.length)];
  if (t === undefined || u === undefined) return text;
  const start = t.startOffset;
  const end = (t.endOffset ?? start) + 1;
  switch (pick(deep ? 8 : 6)) {
    case 0: return text.slice(0, start) + text.slice(end);
    case 1: return text.slice(0, end) + ' ' + t.image + text.slice(end);
    case 2: {
      const [a, b] = start < u.startOffset ? [t, u] : [u, t];
      const aEnd = (a.endOffset ?? a.startOffset) + 1;
      const bEnd = (b.endOffset ?? b.startOffset) + 1;
      if (aEnd > b.startOffset) return text;
      return text.slice(0, a.startOffset) + b.image + text.slice(aEnd, b.startOffset) + a.image + text.slice(bEnd);
    }
    case 3: {
      const at = pick(text.length + 1);
      const bytes = Array.from({ length: 1 + pick(4) }, () => (random() < 0.5 ? (junk[pick(junk.length)] ?? '') : String.fromCharCode(pick(128)))).join('');
      return text.slice(0, at) + bytes + text.slice(at);
    }
    case 4: return text.slice(0, pick(text.length));
    case 6: {
      const shape = deepShapes[pick(deepShapes.length)] ?? deepShapes[0];
      const n = [10, 100, 1_000, 5_000][pick(4)] ?? 10;
      return text.slice(0, start) + (shape?.(n) ?? '') + text.slice(end);
    }
    case 7: return text.slice(0, end) + ` ${t.image}`.repeat(100 + pick(2_000)) + text.slice(end);
    default: return text.slice(0, start) + (junk[pick(junk.length)] ?? '') + text.slice(end);
  }
}
