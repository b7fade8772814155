/**
 * Deterministic JSON: the same value always gives the same bytes, whatever order its keys were built in.
 *
 * Object keys are sorted by UTF-16 code units and strings and numbers are written the way
 * `JSON.stringify` writes them, which is the JSON Canonicalization Scheme (RFC 8785). `compact` is
 * exactly JCS and is what signatures cover; `pretty` is the same ordering with two-space indentation
 * and a final newline, for files people read and diff.
 *
 * Properties whose value is `undefined` are left out (the AST omits optional fields, and a stray
 * `undefined` must not change the bytes). Anything JSON cannot carry faithfully (NaN, Infinity, a
 * function, a class instance such as Date) is a programming error and throws: every caller passes data
 * it has already validated.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Canonical JSON without whitespace (RFC 8785): what signatures and content identities are computed over. */
export function canonicalCompact(value: unknown): string {
  const out: string[] = [];
  write(value, out, undefined, '');
  return out.join('');
}

/** Canonical JSON with two-space indentation and a trailing newline. */
export function canonicalPretty(value: unknown): string {
  const out: string[] = [];
  write(value, out, '  ', '');
  out.push('\n');
  return out.join('');
}

function write(value: unknown, out: string[], indent: string | undefined, current: string): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON cannot represent the number ${value}`);
      out.push(JSON.stringify(value));
      return;
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'object':
      break;
    default:
      throw new TypeError(`canonical JSON cannot represent a value of type ${typeof value}`);
  }
  const inner = indent === undefined ? undefined : current + indent;
  const open = inner === undefined ? '' : `\n${inner}`;
  const separator = inner === undefined ? ',' : `,\n${inner}`;
  const close = inner === undefined ? '' : `\n${current}`;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]');
      return;
    }
    out.push('[', open);
    value.forEach((item, i) => {
      if (i > 0) out.push(separator);
      // JSON.stringify writes `null` for holes and undefined array items; so do we.
      write(item === undefined ? null : item, out, indent, inner ?? '');
    });
    out.push(close, ']');
    return;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    throw new TypeError(`canonical JSON cannot represent an instance of ${value.constructor.name}`);
  }
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) {
    out.push('{}');
    return;
  }
  out.push('{', open);
  entries.forEach(([key, item], i) => {
    if (i > 0) out.push(separator);
    out.push(JSON.stringify(key), inner === undefined ? ':' : ': ');
    write(item, out, indent, inner ?? '');
  });
  out.push(close, '}');
}
