/**
 * What every API input must be before any procedure sees it, whatever its schema: no NUL character in
 * any string or key (PostgreSQL text cannot hold one, and the driver's error used to reach the client),
 * and at most MAX_INPUT_DEPTH levels of nesting (no input of ours is deeper than a few levels; a deeper
 * one would only cost recursion further on). Walked without recursion, so no input can overflow the
 * stack here.
 */
export const MAX_INPUT_DEPTH = 32;

/** Why `input` is refused, or undefined when it is acceptable. */
export function unsafeInputProblem(input: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'text in the input contains a NUL character (\\u0000), which is not allowed';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return `the input is nested more than ${MAX_INPUT_DEPTH} levels deep`;
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'a key in the input contains a NUL character (\\u0000), which is not allowed';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}
