/** "Did you mean …" suggestions: the closest known name by edit distance, if it is close enough. */

/**
 * Case-insensitive edit distance: insertions, deletions, substitutions, and a swap of two neighbouring
 * letters as one edit (`trun` → `turn`, `teh` → `the`; plain Levenshtein counts a swap as two, which put
 * the commonest typo out of reach of a four-letter word's one-edit limit). With `cap`, stops as soon as
 * the distance must exceed it and returns `cap + 1`.
 */
export function editDistance(a: string, b: string, cap = Infinity): number {
  if (a === b) return 0;
  return lowerDistance(a.toLowerCase(), b.toLowerCase(), cap);
}

/** Three rows of the distance table, reused: a suggestion over a 10,000-card set compares thousands of names. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/** `editDistance` of two strings already in lower case (optimal string alignment: each letter swapped at most once). */
function lowerDistance(x: string, y: string, cap: number): number {
  const width = y.length + 1;
  if (rows[0].length < width) {
    const size = Math.max(width, rows[0].length * 2);
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= x.length; i++) {
    current[0] = i;
    let rowMin = i;
    const code = x.charCodeAt(i - 1);
    const codeBefore = i > 1 ? x.charCodeAt(i - 2) : -1;
    let left = i;
    let diagonal = previous[0] ?? 0;
    let otherBefore = -1;
    for (let j = 1; j < width; j++) {
      const other = y.charCodeAt(j - 1);
      const up = previous[j] ?? 0;
      let d = diagonal + (code === other ? 0 : 1);
      if (up + 1 < d) d = up + 1;
      if (left + 1 < d) d = left + 1;
      if (codeBefore === other && code === otherBefore && code !== other) {
        const swapped = (before[j - 2] ?? 0) + 1;
        if (swapped < d) d = swapped;
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
      left = d;
      diagonal = up;
      otherBefore = other;
    }
    // Rows' minima never decrease, swaps included: a swap's source cell plus one is at least the cell
    // diagonally after it (one substitution away), which is in the row just done.
    if (rowMin > cap) return cap + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[y.length] ?? 0;
  return distance > cap ? cap + 1 : distance;
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
  // A word cut short (`magic` for `magical`, `phys` for `physical`) is too many edits away; when it begins
  // exactly one candidate, that one is the suggestion.
  let completes: string | undefined;
  let completions = 0;
  // A word written out (`attack`, `strength`, `speed`) for a candidate that abbreviates it (`atk`, `STR`,
  // `SPD`: its letters in order, from the same first letter) is also too many edits away; when exactly one
  // candidate abbreviates it, that one is the suggestion.
  let abbreviation: string | undefined;
  let abbreviations = 0;
  // Lower case by a bit for letters, so most candidates are ruled out without a copy of their start.
  const firstLower = lower.charCodeAt(0) | 32;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    if (word.length >= 3 && candidate.length > word.length && (candidate.charCodeAt(0) | 32) === firstLower && candidate.slice(0, word.length).toLowerCase() === lower) {
      completes = candidate;
      completions++;
    }
    if (candidate.length >= 2 && candidate.length + 2 <= word.length && (candidate.charCodeAt(0) | 32) === firstLower && isSubsequence(candidate.toLowerCase(), lower)) {
      abbreviation = candidate;
      abbreviations++;
    }
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const d = lowerDistance(lower, candidate.toLowerCase(), Math.min(limit, bestDistance));
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (bestDistance <= limit) return best;
  if (completions === 1) return completes;
  if (abbreviations === 1) return abbreviation;
  return synonymAmong(lower, candidates);
}

/**
 * Words card games use for one thing under different names: each game of the studio names it one way
 * (the mana duel's `health`, the chain duel's `hp`; `graveyard`, `drop` and Summoner's Grid's `discard`),
 * and a designer brings the other game's word. Spelling is no help there (`life` is four edits from `health`).
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['life', 'health', 'hp', 'lifepoints'],
  ['attack', 'power', 'atk'],
  ['defense', 'defence', 'toughness', 'def'],
  ['cost', 'mana'],
  ['graveyard', 'discard', 'drop', 'yard', 'trash'],
  ['library', 'deck'],
  ['creature', 'monster', 'minion', 'summon', 'unit', 'fighter'],
];
const synonymsOf = new Map(synonymGroups.flatMap((group) => group.map((word) => [word, group] as const)));

/** The one candidate that is a synonym of `lower` (lower case), if exactly one is. */
function synonymAmong(lower: string, candidates: Iterable<string>): string | undefined {
  const group = synonymsOf.get(lower);
  if (group === undefined) return undefined;
  let found: string | undefined;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    if (other === lower || !group.includes(other) || candidate === found) continue;
    if (found !== undefined) return undefined;
    found = candidate;
  }
  return found;
}

/** Whether `short`'s letters occur in `long` in order. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (long.charCodeAt(j) === short.charCodeAt(i)) i++;
  return i === short.length;
}
