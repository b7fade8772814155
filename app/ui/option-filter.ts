/**
 * Which options a long card picker shows. With 10,000 cards the studio's pickers held thousands of
 * options each (about 20,000 `<option>`s on the deck builder's page, 64,062 in the sandbox's setup
 * editor), and a native select can only be searched by the start of a name. A picker shows at most `limit` options, those whose label contains every word typed
 * in its filter, and says how many more match.
 */

export interface PickOption {
  value: string;
  label: string;
}

export interface FilteredOptions {
  shown: PickOption[];
  /** Options that match the filter but are not shown (past the limit). */
  more: number;
}

/** Options a picker renders at most: enough to scroll through, few enough to render at once. */
export const OPTION_LIMIT = 100;

/** A picker with more options than this offers a filter; a shorter one is read at a glance. */
export const FILTER_FROM = 30;

/** The filter's words, lower-cased: an option matches when its label contains each of them. */
function wordsOf(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter((w) => w !== '');
}

/** Whether `label` holds every one of `words` (no words: everything matches). */
function labelMatches(label: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const lower = label.toLowerCase();
  return words.every((w) => lower.includes(w));
}

/** The one option `query` matches, if it matches exactly one: Enter in the filter picks it. */
export function onlyMatch(options: readonly PickOption[], query: string): PickOption | undefined {
  const words = wordsOf(query);
  if (words.length === 0) return undefined;
  let found: PickOption | undefined;
  for (const option of options) {
    if (!labelMatches(option.label, words)) continue;
    if (found) return undefined;
    found = option;
  }
  return found;
}

/**
 * The options matching `query`, in their order, at most `limit` of them. The option valued `keep`
 * (the picker's current value) is always shown, first when the filter does not match it, so the
 * picker never appears to hold something it does not.
 */
export function filterOptions(options: readonly PickOption[], query: string, keep: string, limit: number = OPTION_LIMIT): FilteredOptions {
  const words = wordsOf(query);
  const matches = words.length === 0 ? options : options.filter((o) => labelMatches(o.label, words));
  const shown = matches.slice(0, limit);
  if (keep !== '' && !shown.some((o) => o.value === keep)) {
    const current = options.find((o) => o.value === keep);
    // Shown first; when it matches, past the limit, it is no longer one of the "more".
    if (current) return { shown: [current, ...shown], more: matches.length - shown.length - (matches.includes(current) ? 1 : 0) };
  }
  return { shown, more: matches.length - shown.length };
}
