/** Searching the language reference (the studio's /reference page filters as the designer types). Pure. */

/** What search reads of an entry (a ReferenceEntry, or the same sent over the wire). */
export interface SearchableEntry {
  title: string;
  form: string;
  description: string;
  keywords: readonly string[];
  found?: { text: string };
}

/** Entries whose title, keywords, form, description or example contain every word of the query (case-insensitive), in reference order. */
export function searchReference<E extends SearchableEntry>(sections: ReadonlyArray<{ entries: readonly E[] }>, query: string): E[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w !== '');
  const entries = sections.flatMap((s) => s.entries);
  if (words.length === 0) return entries;
  return entries.filter((e) => {
    const haystack = [e.title, e.form, e.description, ...e.keywords, e.found?.text ?? ''].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
