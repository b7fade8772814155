/** "Did you mean …" suggestions: the closest known name by edit distance, if it is close enough. */

/**
 * Case-insensitive Levenshtein distance. With `cap`, stops as soon as the distance must exceed it and
 * returns `cap + 1` (a row's minimum never decreases in the rows below).
 */
export function editDistance(a: string, b: string, cap = Infinity): number {
  if (a === b) return 0;
  return lowerDistance(a.toLowerCase(), b.toLowerCase(), cap);
}

/** One row of the distance table, reused: a suggestion over a 10,000-card set compares thousands of names. */
let row = new Int32Array(64);

/** `editDistance` of two strings already in lower case. */
function lowerDistance(x: string, y: string, cap: number): number {
  if (row.length < y.length + 1) row = new Int32Array(Math.max(y.length + 1, row.length * 2));
  const previous = row;
  for (let j = 0; j <= y.length; j++) previous[j] = j;
  for (let i = 1; i <= x.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    let rowMin = i;
    const code = x.charCodeAt(i - 1);
    for (let j = 1; j <= y.length; j++) {
      const above = previous[j] ?? 0;
      const cost = code === y.charCodeAt(j - 1) ? 0 : 1;
      const d = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      previous[j] = d;
      if (d < rowMin) rowMin = d;
      diagonal = above;
    }
    if (rowMin > cap) return cap + 1;
  }
  return previous[y.length] ?? 0;
}

/**
 * The best candidate within a third of the word's length (at least 1, at most 3 edits). Candidates whose
 * length differs by more than that cannot be within reach (the distance is at least the difference), so
 * they are skipped before the quadratic comparison: a 100,000-character unknown name costs a length check
 * per candidate, not 100,000 × its length. The word is put in lower case once, not once per candidate.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word || Math.abs(candidate.length - word.length) > limit) continue;
    const d = lowerDistance(lower, candidate.toLowerCase(), Math.min(limit, bestDistance));
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
