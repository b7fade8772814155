import { describe, expect, it } from 'vitest';
import { readCardHeader } from './content-source';

describe('readCardHeader', () => {
  it('reads the kind and name of a card declaration', () => {
    expect(readCardHeader('action "Blast Bolt" {\n}')).toEqual({ ok: true, header: { kind: 'action', name: 'Blast Bolt' } });
    expect(readCardHeader('// note\n\nbuilding "Dark Altar" {\n}\n')).toEqual({ ok: true, header: { kind: 'building', name: 'Dark Altar' } });
    expect(readCardHeader('summon "Gignen Scout" {\n  species Gignen\n}\n')).toEqual({ ok: true, header: { kind: 'summon', name: 'Gignen Scout' } });
  });

  it('reads a card of a type its game declares (a misspelt type is such a card too; validation reports it)', () => {
    expect(readCardHeader('monster "Ember Whelp" {\n  mana 2\n}\n')).toEqual({ ok: true, header: { kind: 'monster', name: 'Ember Whelp' } });
    expect(readCardHeader('acti "Rush" {\n}')).toEqual({ ok: true, header: { kind: 'acti', name: 'Rush' } });
  });

  it('unescapes quotes and keeps punctuation in names', () => {
    expect(readCardHeader('counter "Say \\"Hi\\"!" {\n}')).toEqual({ ok: true, header: { kind: 'counter', name: 'Say "Hi"!' } });
    expect(readCardHeader('counter "Dramatic Return!" {\n}')).toEqual({ ok: true, header: { kind: 'counter', name: 'Dramatic Return!' } });
  });

  it('still reads the header of a card whose body has errors (a broken draft is kept, not dropped)', () => {
    expect(readCardHeader('action "Rush" {\n  frobnicate the board\n}\n')).toEqual({ ok: true, header: { kind: 'action', name: 'Rush' } });
  });

  it('reports, with a position, a file that declares no card', () => {
    expect(readCardHeader('')).toEqual({ ok: false, message: 'the file declares no card', line: 1, column: 1 });
    expect(readCardHeader('// c\nspecies Fae {\n}\n')).toEqual({ ok: false, message: 'a card file must declare a card, not a species', line: 2, column: 1 });
    expect(readCardHeader('// c\naction {\n}')).toMatchObject({ ok: false, message: expect.stringMatching(/name/), line: 2, column: 8 });
    expect(readCardHeader('acti "Rush"')).toMatchObject({ ok: false, line: 1, column: 1 });
  });
});
