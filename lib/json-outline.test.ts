import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { outlineJsonObject, parseJsonRange, type JsonOutline } from './json-outline';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The document rebuilt from its outline: every member parsed from its range, arrays item by item. */
function rebuilt(data: Uint8Array, outline: JsonOutline): Record<string, unknown> {
  if (!outline.ok) throw new Error(outline.error);
  const entries: Array<[string, unknown]> = [];
  for (const [name, member] of outline.members) {
    const parse = (range: { start: number; end: number }) => {
      const value = parseJsonRange(data, range);
      if (!value.ok) throw new Error(value.error);
      return value.value;
    };
    entries.push([name, member.items === undefined ? parse(member.value) : member.items.map(parse)]);
  }
  return Object.fromEntries(entries);
}

describe('outlineJsonObject', () => {
  it('finds each member and each item of an array member, whatever the whitespace', () => {
    const text = ' {\n\t"a" :1,"list":[ {"x":"]},\\"["} ,[2,[3]] ,"s",null ],\r\n"empty":[],"o":{"k":[1]}}\n';
    const data = bytes(text);
    const outline = outlineJsonObject(data);
    if (!outline.ok) throw new Error(outline.error);
    const list = outline.members.get('list');
    // Each item's range is exactly its text, found by hand.
    expect(list?.items?.map((r) => text.slice(r.start, r.end))).toEqual(['{"x":"]},\\"["}', '[2,[3]]', '"s"', 'null']);
    expect(outline.members.get('empty')?.items).toEqual([]);
    expect(outline.members.get('o')?.items).toBeUndefined();
    expect(rebuilt(data, outline)).toEqual(JSON.parse(text));
  });

  it('gives what JSON.parse gives for any object, compact or indented', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue()))), fc.constantFrom(undefined, 1, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        expect(rebuilt(bytes(text), outlineJsonObject(bytes(text)))).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the last of a repeated name and a "__proto__" member as a member, as JSON.parse does', () => {
    const text = '{"a":1,"__proto__":[1],"a":2}';
    expect(rebuilt(bytes(text), outlineJsonObject(bytes(text)))).toEqual(JSON.parse(text));
  });

  it('refuses what is not one well-formed object, saying where', () => {
    const refused = (text: string) => {
      const outline = outlineJsonObject(bytes(text));
      return outline.ok ? 'accepted' : outline.error;
    };
    expect(refused('[1]')).toBe('expected a JSON object at byte 0');
    expect(refused('')).toBe('unexpected end of the data: expected a JSON object');
    expect(refused('{"a":1} x')).toBe('unexpected data after the object at byte 8');
    expect(refused('{"a":1 "b":2}')).toBe('expected "," or "}" at byte 7');
    expect(refused('{"a" 1}')).toBe('expected ":" at byte 5');
    expect(refused('{"a":[1 2]}')).toBe('expected "," or "]" at byte 8');
    expect(refused('{"a":[1,]}')).toBe('expected a value at byte 8');
    expect(refused('{"a":[{"b":"}')).toBe('unexpected end of the data in the string that starts at byte 11');
    expect(refused('{"a":[[1]')).toBe('unexpected end of the data: expected "," or "]"');
    expect(refused('{a:1}')).toBe('expected a member name at byte 1');
    expect(refused('{"a":1,}')).toBe('expected a member name at byte 7');
  });

  it('leaves the inside of a range to parseJsonRange, which refuses bad JSON and bad UTF-8', () => {
    const text = '{"list":[{"ok":1},{"bad":tru},{"also":[1,]}]}';
    const data = bytes(text);
    const outline = outlineJsonObject(data);
    if (!outline.ok) throw new Error(outline.error);
    const items = outline.members.get('list')?.items ?? [];
    expect(items.map((r) => parseJsonRange(data, r).ok)).toEqual([true, false, false]);
    const latin1 = new Uint8Array([...bytes('{"a":"'), 0xe9, ...bytes('"}')]);
    const bad = outlineJsonObject(latin1);
    if (!bad.ok) throw new Error(bad.error);
    const a = bad.members.get('a');
    expect(a && parseJsonRange(latin1, a.value)).toEqual({ ok: false, error: 'is not valid UTF-8 (bytes 5–8)' });
  });
});
