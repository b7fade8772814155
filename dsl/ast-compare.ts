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

/**
 * Whether `a` and `b` are the same tree by meaning: what `JSON.stringify` would write of each once source
 * ranges are removed, type nouns made singular and keys sorted, compared in one walk without building
 * either (an import compares 10,000 cards' ASTs: copying and printing both took most of a second).
 * `sameAstByText` is that definition written out; the test checks that the two agree.
 */
export function sameAst(a: unknown, b: unknown): boolean {
  return sameValue(a, b, true);
}

/** `sameAst` as its definition: the two trees' texts without ranges, with singular nouns and sorted keys. */
export function sameAstByText(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(singularNouns(withoutRanges(a)))) === JSON.stringify(sortKeys(singularNouns(withoutRanges(b))));
}

/** `plural`: whether a `noun` name here is read without its number (not inside a noun name itself, as singularNouns). */
function sameValue(a: unknown, b: unknown, plural: boolean): boolean {
  const aList = Array.isArray(a);
  const bList = Array.isArray(b);
  if (aList || bList) {
    if (!aList || !bList || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      // JSON writes a missing item as null.
      if (!sameValue(written(a[i]) ? a[i] : null, written(b[i]) ? b[i] : null, plural)) return false;
    }
    return true;
  }
  const aObject = a !== null && typeof a === 'object';
  const bObject = b !== null && typeof b === 'object';
  if (aObject && bObject) return sameObject(a, b, plural);
  if (aObject || bObject) return false;
  // Leaves: JSON writes -0 as 0, and NaN, the infinities and null alike.
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameObject(a: object, b: object, plural: boolean): boolean {
  let aCount = 0;
  for (const key of Object.keys(a)) {
    const value: unknown = Reflect.get(a, key);
    if (!kept(key, value)) continue;
    aCount += 1;
    if (!Object.hasOwn(b, key)) return false;
    const other: unknown = Reflect.get(b, key);
    if (!kept(key, other)) return false;
    if (plural && key === 'noun' && (isName(value) || isName(other))) {
      if (!isName(value) || !isName(other) || !sameValue({ ...value, text: singular(value.text) }, { ...other, text: singular(other.text) }, false)) return false;
    } else if (!sameValue(value, other, plural)) return false;
  }
  let bCount = 0;
  for (const key of Object.keys(b)) if (kept(key, Reflect.get(b, key))) bCount += 1;
  return aCount === bCount;
}

/** Whether JSON writes a member: not a source range, and a value JSON can write. */
function kept(key: string, value: unknown): boolean {
  return written(value) && !(key === 'range' && isRange(value));
}

function written(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

function singular(text: string): string {
  return text.endsWith('s') ? text.slice(0, -1) : text;
}

/** `noun` names (selectors' and descriptors' declared types) without a final `s`. */
function singularNouns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(singularNouns);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'noun' && isName(v) ? { ...v, text: singular(v.text) } : singularNouns(v)]),
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
