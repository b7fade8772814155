import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Action, Value } from '../../../games/summoners-grid/index';
import { actionToTuple, cardVersionsOf, decodeEntries, decodeUrlState, encodeEntries, encodeUrlState, tupleToAction, type UrlState } from './url-state';
import type { Entry } from './grid-timeline';

const player = fc.constantFrom('A' as const, 'B' as const);
const id = fc.stringMatching(/^[ucbe][0-9]{1,4}$/);
const space = fc.record({ x: fc.integer({ min: 0, max: 11 }), y: fc.integer({ min: 0, max: 13 }) });
const entity: fc.Arbitrary<Value> = fc.oneof(
  id.map((i) => ({ t: 'unit' as const, id: i })),
  space.map((s) => ({ t: 'space' as const, ...s })),
  id.map((i) => ({ t: 'card' as const, iid: i })),
  player.map((p) => ({ t: 'player' as const, p })),
);
const value: fc.Arbitrary<Value> = fc.oneof(entity, fc.integer({ min: -5, max: 500 }), fc.boolean(), fc.constant(null), fc.array(entity, { maxLength: 3 }) as fc.Arbitrary<Value>);
const targets = fc.dictionary(fc.constantFrom('caster', 'target', 'destination', 'recipient', 'material'), value, { maxKeys: 3 });

const action: fc.Arbitrary<Action> = fc.oneof(
  player.map((p): Action => ({ type: 'pass', player: p })),
  player.map((p): Action => ({ type: 'end-turn', player: p })),
  fc.tuple(player, fc.integer({ min: -1, max: 30 })).map(([p, option]): Action => ({ type: 'choose', player: p, option })),
  fc.tuple(player, id, space).map(([p, card, to]): Action => ({ type: 'summon', player: p, card, to })),
  fc.tuple(player, id, space).map(([p, unit, to]): Action => ({ type: 'move', player: p, unit, to })),
  fc.tuple(player, id, id).map(([p, unit, target]): Action => ({ type: 'attack', player: p, unit, target })),
  fc.tuple(player, id).map(([p, unit]): Action => ({ type: 'direct-attack', player: p, unit })),
  fc.tuple(player, id, targets, fc.option(space, { nil: undefined }), fc.option(fc.boolean(), { nil: undefined })).map(([p, card, t, anchor, rotated]): Action => ({ type: 'play', player: p, card, targets: t, ...(anchor ? { anchor } : {}), ...(rotated !== undefined ? { rotated } : {}) })),
  fc.tuple(player, id, fc.option(space, { nil: undefined })).map(([p, card, anchor]): Action => ({ type: 'set', player: p, card, ...(anchor ? { anchor } : {}) })),
  fc.tuple(player, id, targets, fc.integer({ min: 0, max: 9999 })).map(([p, card, t, event]): Action => ({ type: 'activate', player: p, card, targets: t, event })),
  fc.tuple(player, id, targets).map(([p, card, t]): Action => ({ type: 'advance', player: p, card, targets: t })),
);
const entry: fc.Arbitrary<Entry> = fc.record({ action, rolls: fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }) });

describe('URL state codec', () => {
  it('every action survives the tuple form', () => {
    fc.assert(
      fc.property(action, (a) => {
        expect(tupleToAction(JSON.parse(JSON.stringify(actionToTuple(a))))).toEqual(a);
      }),
      { numRuns: 500 },
    );
  });

  it('every history survives encoding, and the encoding is URL-safe', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 40 }), async (entries) => {
        const text = await encodeEntries(entries);
        expect(text).toMatch(/^2\.[A-Za-z0-9_-]*$/);
        expect(await decodeEntries(text)).toEqual({ ok: true, entries, legacyIds: false });
        // The same history under codec version 1 (card ids numbered before the shuffle) is read and marked.
        expect(await decodeEntries(`1.${text.slice(2)}`)).toEqual({ ok: true, entries, legacyIds: true });
      }),
      { numRuns: 100 },
    );
  });

  it('a 300-action game fits in a link of a few kilobytes', async () => {
    const entries: Entry[] = Array.from({ length: 300 }, (_, i) => ({ action: { type: 'move', player: i % 2 ? 'B' : 'A', unit: `u${30 + (i % 6)}`, to: { x: i % 12, y: i % 14 } }, rolls: i % 7 === 0 ? [42, 73] : [] }));
    const text = await encodeEntries(entries);
    expect(text.length).toBeLessThan(3000);
  });

  it('rejects damaged, foreign and invalid histories with a reason instead of guessing', async () => {
    expect(await decodeEntries('3.abc')).toEqual({ ok: false, reason: 'the history in the link has an unknown format' });
    expect(await decodeEntries('1.***')).toEqual({ ok: false, reason: 'the history in the link is not valid base64url' });
    expect(await decodeEntries('1.AAAA')).toMatchObject({ ok: false });
    const bad = await encodeEntries([{ action: { type: 'pass', player: 'A' }, rolls: [] }]);
    // A valid encoding of something that is not an action list entry:
    const notAnAction = await (async () => {
      const json = new TextEncoder().encode(JSON.stringify([['m', 'C', 'u1', 1, 1]]));
      const out = new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw')));
      const bytes = new Uint8Array(await out.arrayBuffer());
      return `2.${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    })();
    expect(await decodeEntries(notAnAction)).toEqual({ ok: false, reason: 'entry 1 of the history in the link is not a valid action' });
    expect(await decodeEntries(bad)).toMatchObject({ ok: true });
  });

  it('round-trips the whole query string, and keeps the scenario reference readable', async () => {
    const state: UrlState = {
      source: { kind: 'scenario', ref: 'content/summoners-grid/scenarios/play-example.smith:0' },
      seed: 12,
      entries: [{ action: { type: 'end-turn', player: 'A' }, rolls: [5] }],
      at: 1,
      bot: { side: 'B', name: 'random' },
    };
    const query = await encodeUrlState(state);
    expect(query).toContain('scenario=content/summoners-grid/scenarios/play-example.smith:0&seed=12&bot=B:random&h=2.');
    expect(await decodeUrlState(new URLSearchParams(query))).toEqual({ ok: true, state });
    const play: UrlState = { source: { kind: 'play', decks: { A: 'player-a', B: 'player-b' } }, seed: 3 };
    expect(await decodeUrlState(new URLSearchParams(await encodeUrlState(play)))).toEqual({ ok: true, state: play });
  });

  it('explains bad parameters', async () => {
    expect(await decodeUrlState(new URLSearchParams(''))).toEqual({ ok: 'empty' });
    expect(await decodeUrlState(new URLSearchParams('play=player-a'))).toMatchObject({ ok: false, reason: expect.stringContaining('two deck ids') });
    expect(await decodeUrlState(new URLSearchParams('card=blast-bolt&seed=-1'))).toMatchObject({ ok: false, reason: expect.stringContaining('seed "-1"') });
    expect(await decodeUrlState(new URLSearchParams('card=../x'))).toMatchObject({ ok: false });
  });
});

describe('the cards’ versions in a sandbox URL', () => {
  it('keeps cards=published through a round trip, and drafts need no parameter', async () => {
    const state: UrlState = { source: { kind: 'play', decks: { A: 'spark-trio', B: 'player-b' } }, seed: 4, bot: { side: 'B', name: 'greedy' }, cards: 'published' };
    const query = await encodeUrlState(state);
    expect(query).toBe('?play=spark-trio,player-b&seed=4&bot=B:greedy&cards=published');
    expect(await decodeUrlState(new URLSearchParams(query))).toEqual({ ok: true, state });
    expect(await encodeUrlState({ source: { kind: 'card', card: 'blast-bolt' } })).toBe('?card=blast-bolt');
    expect(await decodeUrlState(new URLSearchParams('?card=blast-bolt&cards=draft'))).toEqual({ ok: true, state: { source: { kind: 'card', card: 'blast-bolt' } } });
  });

  it('refuses any other value, saying which are allowed', async () => {
    expect(await decodeUrlState(new URLSearchParams('?card=blast-bolt&cards=latest'))).toEqual({ ok: false, reason: 'cards "latest" is neither "draft" nor "published"' });
    expect(cardVersionsOf(new URLSearchParams(''))).toBe('draft');
    expect(cardVersionsOf(new URLSearchParams('cards=nope'))).toBeUndefined();
  });
});
