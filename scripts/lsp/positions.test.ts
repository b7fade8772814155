/** LSP positions: 0-based lines, UTF-16 characters, `\n`, `\r\n` and `\r` as line ends, clamping. */
import { describe, expect, it } from 'vitest';
import { LspLines } from './positions';

describe('LspLines', () => {
  // Line 1: "a × 😀 b" — '×' is one UTF-16 unit, '😀' two; 'b' is at character 7.
  const text = 'first\na × 😀 b\r\nthird\rlast';
  const lines = new LspLines(text);

  it('converts an offset after astral characters to the UTF-16 character', () => {
    const b = text.indexOf(' b') + 1;
    expect(lines.position(b)).toEqual({ line: 1, character: 7 });
    expect(lines.offset({ line: 1, character: 7 })).toBe(b);
  });

  it('ends lines at \\n, \\r\\n and a lone \\r', () => {
    expect(lines.position(text.indexOf('third'))).toEqual({ line: 2, character: 0 });
    expect(lines.position(text.indexOf('last'))).toEqual({ line: 3, character: 0 });
    expect(lines.offset({ line: 3, character: 2 })).toBe(text.indexOf('last') + 2);
  });

  it('clamps a character past the line end to the end (before the line break) and a line past the end to the text end', () => {
    expect(lines.offset({ line: 0, character: 99 })).toBe(5);
    expect(lines.offset({ line: 1, character: 99 })).toBe(text.indexOf('\r\n'));
    expect(lines.offset({ line: 9, character: 0 })).toBe(text.length);
    expect(lines.position(text.length + 5)).toEqual({ line: 3, character: 4 });
  });
});
