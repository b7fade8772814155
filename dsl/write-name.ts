/**
 * How generated DSL text writes a name: bare when it is one capitalized word (`Ember`, `Guard`), quoted
 * otherwise (`"Ember Lance"`, `"Smith's Hammer"`). Some positions (`rarity`, `species`) accept only a bare
 * word, and every name there is one.
 */
export function writeName(text: string): string {
  return /^[A-Z][A-Za-z0-9]*$/.test(text) ? text : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
