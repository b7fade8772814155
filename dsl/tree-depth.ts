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

/** The first node found deeper than `limit` (its range), or undefined when the whole tree fits. */
export function tooDeepAt(root: object, limit = MAX_TREE_DEPTH): Range | undefined {
  const stack: Array<{ node: object; depth: number; range: Range | undefined }> = [{ node: root, depth: 0, range: rangeOf(root) }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (top.depth > limit) return top.range;
    for (const [key, value] of Object.entries(top.node)) {
      if (key === 'range' || value === null || typeof value !== 'object') continue;
      // Arrays hold siblings (one level for their items); objects are child nodes.
      const children: unknown[] = Array.isArray(value) ? value : [value];
      for (const child of children) {
        if (child !== null && typeof child === 'object') stack.push({ node: child, depth: top.depth + 1, range: rangeOf(child) ?? top.range });
      }
    }
  }
  return undefined;
}

function rangeOf(node: object): Range | undefined {
  const range: unknown = 'range' in node ? node.range : undefined;
  return isRange(range) ? range : undefined;
}

function isRange(value: unknown): value is Range {
  return typeof value === 'object' && value !== null && 'start' in value && 'end' in value;
}
