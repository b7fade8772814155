/** Consecutive slices of at most `size` items: the rows of one multi-row statement, the ids of one look-up. */
export function* chunksOf<T>(items: readonly T[], size: number): Generator<T[]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a chunk holds a positive whole number of items, not ${size}`);
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
