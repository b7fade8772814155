/**
 * How deep a syntax tree goes, measured without recursion. Every later stage (the checker, the formatter,
 * rules text, the engine's evaluation) walks the tree recursively, so a tree deeper than the JavaScript
 * stack allows would crash them. The parser refuses a declaration deeper than `MAX_TREE_DEPTH` with a
 * positioned error (L0004) instead: a 10,000-term sum is such a tree (each `+` is one level), while the
 * deepest card in the content is about 15 levels.
 */
import type { Range } from './ast';

/**
 * Far above any real card, far below where a stage overflows (a 3,000-term sum still validates and
 * formats in Node and in Chromium's workers; 10,000 did not).
 */
export const MAX_TREE_DEPTH = 500;

/**
 * Where the tree first goes deeper than `limit` (a node's range), or undefined when it fits. It runs on
 * every declaration of every parse, so it allocates nothing per node beyond two stack slots, and looks
 * for a range only when it found something too deep (a node without one, such as a deck entry, gives
 * the first of its deeper descendants that has one).
 */
export function tooDeepAt(root: object, limit = MAX_TREE_DEPTH): Range | undefined {
  const found = firstTooDeep(root, limit, true);
  return found === undefined ? undefined : (found.range ?? rangeOf(root));
}

/**
 * Whether data goes deeper than `limit`, measured as the parser measures its trees (an array's items one
 * level below the array's holder; ranges not counted). For data from outside, such as a set bundle's
 * ASTs, before anything recursive (zod's schemas, the checker) walks it: JSON nests as deep as its text
 * is long, and 100,000 levels overflow any of them.
 */
export function deeperThan(root: object, limit: number): boolean {
  return firstTooDeep(root, limit, false) !== undefined;
}

/** The walk of both: undefined when the tree fits; else the range of the first too-deep node that has one, when asked for. */
function firstTooDeep(root: object, limit: number, wantRange: boolean): { range: Range | undefined } | undefined {
  const nodes: object[] = [root];
  const depths: number[] = [0];
  let tooDeep = false;
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    const depth = depths.pop() ?? 0;
    if (depth > limit) {
      if (!wantRange) return { range: undefined };
      const range = rangeOf(node);
      if (range !== undefined) return { range };
      tooDeep = true;
    }
    // Arrays hold siblings (one level for their items); objects are child nodes.
    for (const key in node) {
      if (key === 'range') continue;
      const value: unknown = Reflect.get(node, key);
      if (Array.isArray(value)) {
        for (const item of value) if (item !== null && typeof item === 'object') { nodes.push(item); depths.push(depth + 1); }
      } else if (value !== null && typeof value === 'object') {
        nodes.push(value);
        depths.push(depth + 1);
      }
    }
  }
  return tooDeep ? { range: undefined } : undefined;
}

function rangeOf(node: object): Range | undefined {
  const range: unknown = 'range' in node ? node.range : undefined;
  return isRange(range) ? range : undefined;
}

function isRange(value: unknown): value is Range {
  return typeof value === 'object' && value !== null && 'start' in value && 'end' in value;
}
