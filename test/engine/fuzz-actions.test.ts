import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, parseAction, type Action } from '../../games/summoners-grid/index';
import { actionKey } from '../../games/summoners-grid/rules/actions';
import { playGame } from '../../engine/sim/play';
import { fixtureContent } from './helpers/fixture';
import { all } from './interpreter.cards';
import { fixtureDecks } from './sim-fixture';

// Bad input never crashes: arbitrary actions (well-formed by the schema, nonsense in content) are either
// one of the legal actions or rejected with a reason, and the state passed in is never changed.
describe('arbitrary actions', () => {
  const engine = createEngine(fixtureContent(all));
  const states = [20, 45, 80].map((n) => playGame(engine, fixtureDecks, 77, { maxActions: n, check: false }).final);
  const player = fc.constantFrom('A' as const, 'B' as const);
  const id = fc.oneof(fc.constantFrom('u1', 'u5', 'u12', 'c3', 'c40', 'b2'), fc.string({ maxLength: 4 }));
  const space = fc.record({ x: fc.integer({ min: -2, max: 14 }), y: fc.integer({ min: -2, max: 16 }) });
  const target = fc.oneof(fc.record({ t: fc.constant('unit' as const), id }), fc.record({ t: fc.constant('space' as const), x: fc.integer({ min: -1, max: 12 }), y: fc.integer({ min: -1, max: 14 }) }), fc.constant(null));
  const action: fc.Arbitrary<Action> = fc.oneof(
    fc.record({ type: fc.constant('choose' as const), player, option: fc.integer({ min: -3, max: 30 }) }),
    fc.record({ type: fc.constant('pass' as const), player }),
    fc.record({ type: fc.constant('end-turn' as const), player }),
    fc.record({ type: fc.constant('summon' as const), player, card: id, to: space }),
    fc.record({ type: fc.constant('move' as const), player, unit: id, to: space }),
    fc.record({ type: fc.constant('attack' as const), player, unit: id, target: id }),
    fc.record({ type: fc.constant('direct-attack' as const), player, unit: id }),
    fc.record({ type: fc.constant('play' as const), player, card: id, targets: fc.dictionary(fc.constantFrom('caster', 'target', 'space', 'm'), target) }),
    fc.record({ type: fc.constant('set' as const), player, card: id }),
    fc.record({ type: fc.constant('activate' as const), player, card: id, targets: fc.dictionary(fc.constantFrom('space', 'it'), target), event: fc.integer({ min: -1, max: 500 }) }),
    fc.record({ type: fc.constant('advance' as const), player, card: id, targets: fc.dictionary(fc.constantFrom('target', 'material'), target) }),
  );

  it('are legal exactly when enumerated, and never mutate or crash', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), action, (state, a) => {
        expect(parseAction(a).ok).toBe(true);
        const before = JSON.stringify(state);
        const r = engine.apply(state, a);
        const enumerated = engine.legalActions(state, a.player).some((x) => actionKey(x) === actionKey(a));
        expect(r.ok).toBe(enumerated);
        if (!r.ok) expect(engine.explainIllegal(state, a)).toBeTruthy();
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 1500, seed: 11 },
    );
  });

  it('rejects malformed input at the boundary', () => {
    for (const bad of [null, 42, 'move', { type: 'fly', player: 'A' }, { type: 'move', player: 'C', unit: 'u1', to: { x: 1, y: 1 } }, { type: 'move', player: 'A', unit: 'u1', to: { x: 1.5, y: 1 } }]) {
      const r = parseAction(bad);
      expect(r.ok).toBe(false);
    }
  });
});
