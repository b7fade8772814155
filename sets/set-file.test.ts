import { describe, expect, it } from 'vitest';
import { parseSetFile } from './set-file';

describe('parseSetFile', () => {
  it('reads a set file', () => {
    expect(parseSetFile('a.json', '{"name":"Alpha","cards":["rush"]}')).toEqual({ ok: true, file: { name: 'Alpha', description: '', cards: ['rush'] } });
  });

  it('reports JSON and shape problems with the file and path', () => {
    expect(parseSetFile('a.json', '{')).toEqual({ ok: false, problems: [{ file: 'a.json', message: expect.stringMatching(/^is not JSON/) }] });
    expect(parseSetFile('a.json', '{"name":"Alpha","cards":[],"extra":1}')).toEqual({
      ok: false,
      problems: [
        { file: 'a.json', at: 'cards', message: expect.any(String) },
        { file: 'a.json', at: '(top level)', message: expect.stringMatching(/extra/) },
      ],
    });
  });
});
