/**
 * Comparing ASTs by meaning: the same tree with source ranges removed, and a declared type's noun taken
 * without its number (`enemy monster` and `enemy monsters` name the same type, `cardTypeOfNoun`; the
 * formatter writes the plural where a list is meant). Used to check that formatting preserves meaning
 * (`parse(format(x))` ≡ `parse(x)`) and by tools that diff card versions.
 */

/** A deep copy of `value` without source ranges (`range` objects with `start` and `end`). */
export function withoutRanges<T>(value: T): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutRanges(v));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === 'range' && isRange(v)) continue;
      out[key] = withoutRanges(v);
    }
    return out;
  }
  return value;
}

function isRange(v: unknown): boolean {
  return v !== null && typeof v === 'object' && 'start' in v && 'end' in v;
}

export function sameAst(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(singularNouns(withoutRanges(a)))) === JSON.stringify(sortKeys(singularNouns(withoutRanges(b))));
}

/** `noun` names (selectors' and descriptors' declared types) without a final `s`. */
function singularNouns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(singularNouns);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'noun' && isName(v) ? { ...v, text: v.text.endsWith('s') ? v.text.slice(0, -1) : v.text } : singularNouns(v)]),
    );
  }
  return value;
}

function isName(v: unknown): v is { kind: 'Name'; text: string } {
  return v !== null && typeof v === 'object' && 'kind' in v && v.kind === 'Name' && 'text' in v && typeof v.text === 'string';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}
