import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionKey, sameAction, type Action } from '../../games/summoners-grid/rules/actions';

// `sameAction` replaces string keys in legality checks: it must agree with comparing `actionKey`s,
// including key order and properties that are present but undefined.
describe('sameAction', () => {
  const player = fc.constantFrom('A' as const, 'B' as const);
  const id = fc.constantFrom('c1', 'c2', 'u3');
  const entity = fc.oneof(fc.record({ t: fc.constant('unit' as const), id }), fc.record({ t: fc.constant('space' as const), x: fc.integer({ min: 0, max: 2 }), y: fc.integer({ min: 0, max: 2 }) }));
  const value = fc.oneof(entity, fc.constant(null), fc.array(entity, { maxLength: 2 }), fc.integer({ min: 0, max: 2 }));
  const anchor = fc.option(fc.record({ x: fc.integer({ min: 0, max: 1 }), y: fc.integer({ min: 0, max: 1 }) }), { nil: undefined });
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.record({ type: fc.constant('pass' as const), player }),
    fc.record({ type: fc.constant('move' as const), player, unit: id, to: fc.record({ x: fc.integer({ min: 0, max: 1 }), y: fc.integer({ min: 0, max: 1 }) }) }),
    fc.record({ type: fc.constant('play' as const), player, card: id, targets: fc.dictionary(fc.constantFrom('caster', 'target'), value, { maxKeys: 2 }), anchor, rotated: fc.option(fc.boolean(), { nil: undefined }) }),
  );
  /** The same action with its keys in reverse order (and undefined properties kept). */
  const reordered = (a: Action): Action => JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(a).reverse())));

  it('agrees with comparing action keys', () => {
    fc.assert(
      fc.property(action, action, (a, b) => {
        expect(sameAction(a, b)).toBe(actionKey(a) === actionKey(b));
        expect(sameAction(a, reordered(a))).toBe(true);
      }),
      { numRuns: 3000, seed: 5 },
    );
  });

  it('ignores properties that are undefined', () => {
    expect(sameAction({ type: 'play', player: 'A', card: 'c1', targets: {}, anchor: undefined }, { type: 'play', player: 'A', card: 'c1', targets: {} })).toBe(true);
    expect(sameAction({ type: 'play', player: 'A', card: 'c1', targets: {}, rotated: false }, { type: 'play', player: 'A', card: 'c1', targets: {} })).toBe(false);
  });
});
