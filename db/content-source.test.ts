import { describe, expect, it } from 'vitest';
import { readCardHeader } from './content-source';

describe('readCardHeader', () => {
  it('reads kind and quoted name', () => {
    expect(readCardHeader('action "Blast Bolt" {\n}')).toEqual({ ok: true, header: { kind: 'action', name: 'Blast Bolt' } });
  });

  it('reads a bare name, hyphenated kinds, leading comments and blank lines', () => {
    expect(readCardHeader('// note\n\n  // more\nspecies Fae{')).toEqual({ ok: true, header: { kind: 'species', name: 'Fae' } });
    expect(readCardHeader('named-summon "A, B" {')).toEqual({ ok: true, header: { kind: 'named-summon', name: 'A, B' } });
  });

  it('unescapes quotes and keeps punctuation in names', () => {
    expect(readCardHeader('counter "Say \\"Hi\\"!" {')).toEqual({ ok: true, header: { kind: 'counter', name: 'Say "Hi"!' } });
    expect(readCardHeader('counter "Dramatic Return!" {')).toEqual({ ok: true, header: { kind: 'counter', name: 'Dramatic Return!' } });
  });

  it('reports the position of what is missing', () => {
    expect(readCardHeader('')).toEqual({ ok: false, message: expect.stringMatching(/card kind/), line: 1, column: 1 });
    expect(readCardHeader('// c\naction {')).toEqual({ ok: false, message: expect.stringMatching(/card name/), line: 2, column: 8 });
    expect(readCardHeader('action "Open\n"')).toEqual({ ok: false, message: expect.stringMatching(/unterminated/), line: 1, column: 8 });
    expect(readCardHeader('action "X"\n  power 5')).toEqual({ ok: false, message: expect.stringMatching(/expected `\{`/), line: 2, column: 3 });
    expect(readCardHeader('action "  " {')).toMatchObject({ ok: false, message: expect.stringMatching(/empty/) });
    expect(readCardHeader('Action "X" {')).toMatchObject({ ok: false, line: 1, column: 1 });
  });
});
