import { describe, expect, it } from 'vitest';
import { LanguageService } from './language-service';
import { FromWorker, Results } from './protocol';
import { scanDefinitions } from '../content-definitions';
import { contentDir } from '../../../db/config';

const definitions = scanDefinitions(contentDir());

describe('the language service (what the worker answers)', () => {
  it('answers every malformed message with an error instead of throwing, keeping the id when it can read one', () => {
    const service = new LanguageService();
    const malformed: Array<[unknown, number | null]> = [
      [null, null],
      ['text', null],
      [{}, null],
      [{ id: -1, request: { type: 'games', project: 'p' } }, null],
      [{ id: 7 }, 7],
      [{ id: 8, request: { type: 'no such request' } }, 8],
      [{ id: 9, request: { type: 'cardHeader', source: 42 } }, 9],
      [{ id: 10, request: { type: 'analyses', project: 'p', ids: 'all', extra: 'none' } }, 10],
    ];
    for (const [message, id] of malformed) {
      const answer = FromWorker.parse(service.answer(message));
      expect(answer).toMatchObject({ id, ok: false });
      expect(answer.ok ? '' : answer.message).toMatch(/^the language worker cannot read this request: /);
    }
  });

  it('refuses a request about a project it does not hold, naming it', () => {
    const answer = new LanguageService().answer({ id: 1, request: { type: 'games', project: 'gone' } });
    expect(answer).toEqual({ id: 1, ok: false, message: 'the language worker holds no project "gone" (it was restarted or the project closed)' });
  });

  it('holds drafts per project, and analyses many cards in one request', () => {
    const service = new LanguageService();
    const ask = (id: number, request: unknown) => FromWorker.parse(service.answer({ id, request }));
    expect(ask(1, { type: 'open', project: 'a', definitions })).toEqual({ id: 1, ok: true, result: null });
    expect(ask(2, { type: 'open', project: 'b', definitions })).toEqual({ id: 2, ok: true, result: null });
    const put = [
      { id: 'spark', game: 'mana-duel', revision: 3, source: 'spell "Spark" {\n  mana 1\n}\n' },
      { id: 'broken', game: 'mana-duel', revision: 1, source: 'spell "Broken" {\n  mana\n}\n' },
    ];
    expect(ask(3, { type: 'drafts', project: 'a', put, remove: [] }).ok).toBe(true);

    const answer = ask(4, { type: 'analyses', project: 'a', ids: ['spark', 'broken', 'unknown'], extra: 'none' });
    const analyses = Results.analyses.parse(answer.ok ? answer.result : undefined);
    expect(analyses.map((a) => a && [a.id, a.revision, a.face?.name, a.errors > 0])).toEqual([
      ['spark', 3, 'Spark', false],
      ['broken', 1, 'Broken', true],
      null,
    ]);
    expect(analyses[0]?.decl).toBeUndefined();
    // Project b holds none of a's drafts.
    const other = ask(5, { type: 'analyses', project: 'b', ids: ['spark'], extra: 'decl' });
    expect(other).toEqual({ id: 5, ok: true, result: [null] });
    // Removing a card forgets it; closing a project forgets the project.
    ask(6, { type: 'drafts', project: 'a', put: [], remove: ['spark'] });
    expect(ask(7, { type: 'analyses', project: 'a', ids: ['spark'], extra: 'none' })).toEqual({ id: 7, ok: true, result: [null] });
    ask(8, { type: 'close', project: 'a' });
    expect(ask(9, { type: 'games', project: 'a' }).ok).toBe(false);
  });

  it('returns the AST when asked, in the shape the client checks', () => {
    const service = new LanguageService();
    service.answer({ id: 1, request: { type: 'open', project: 'a', definitions } });
    service.answer({ id: 2, request: { type: 'drafts', project: 'a', put: [{ id: 'spark', game: 'mana-duel', revision: 1, source: 'spell "Spark" {\n  mana 1\n}\n' }], remove: [] } });
    const answer = FromWorker.parse(service.answer({ id: 3, request: { type: 'analyses', project: 'a', ids: ['spark'], extra: 'decl' } }));
    const [analysis] = Results.analyses.parse(answer.ok ? answer.result : undefined);
    expect(analysis?.decl).toMatchObject({ kind: 'GameCard', name: { text: 'Spark' } });
    expect(analysis?.cells).toBeUndefined();
  });

  it("returns the set table's cells when asked, with the offsets of the literals in the analysed text, and no AST", () => {
    const service = new LanguageService();
    const source = 'spell "Spark" {\n  mana 12\n}\n';
    service.answer({ id: 1, request: { type: 'open', project: 'a', definitions } });
    service.answer({ id: 2, request: { type: 'drafts', project: 'a', put: [{ id: 'spark', game: 'mana-duel', revision: 4, source }], remove: [] } });
    const answer = FromWorker.parse(service.answer({ id: 3, request: { type: 'analyses', project: 'a', ids: ['spark'], extra: 'cells' } }));
    const [analysis] = Results.analyses.parse(answer.ok ? answer.result : undefined);
    expect(analysis?.decl).toBeUndefined();
    expect(analysis?.revision).toBe(4);
    // By hand: "mana 12" — the literal 12 starts at offset 23 of the text.
    const start = source.indexOf('12');
    expect(start).toBe(23);
    expect(analysis?.cells).toEqual({ type: { text: 'spell' }, 'property:mana': { text: '12', number: { value: 12, start, end: start + 2, style: 'plain' } } });
  });
});
