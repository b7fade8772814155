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

// The random ids above rarely name a card the player holds. These probes are built from the position
// itself: every card of every zone of the player, in every card-action mode, with no targets and with
// another card's targets; every summon card to every space of a row; every unit to a sample of spaces,
// against every unit, and at the territory. `apply` must accept exactly the enumerated ones.
describe('actions built from the position', () => {
  const engine = createEngine(fixtureContent(all));

  function probesFor(state: ReturnType<typeof engine.newGame>['state'], player: 'A' | 'B'): Action[] {
    const legal = engine.legalActions(state, player);
    const targetsSeen = legal.flatMap((a) => ('targets' in a ? [a.targets] : []));
    const zones = state.players[player].zones;
    const cards = Object.values(zones).flat();
    const probes: Action[] = [...legal, { type: 'pass', player }, { type: 'end-turn', player }];
    for (const option of [-1, 0, 1, 2]) probes.push({ type: 'choose', player, option });
    for (const card of cards) {
      for (const targets of [{}, ...targetsSeen.slice(0, 3)]) {
        probes.push({ type: 'play', player, card, targets }, { type: 'advance', player, card, targets });
        probes.push({ type: 'activate', player, card, targets, event: state.openEvents.at(-1)?.seq ?? -1 });
      }
      probes.push({ type: 'set', player, card });
      for (let x = 0; x < 12; x += 3) for (const y of [0, 1, 12, 13]) probes.push({ type: 'summon', player, card, to: { x, y } });
    }
    const units = Object.values(state.units);
    for (const unit of units) {
      probes.push({ type: 'direct-attack', player, unit: unit.id });
      for (const other of units) probes.push({ type: 'attack', player, unit: unit.id, target: other.id });
      if (unit.at) for (const [dx, dy] of [[0, 1], [1, 0], [0, -1], [-1, 0], [2, 2], [0, 5]] as const) probes.push({ type: 'move', player, unit: unit.id, to: { x: unit.at.x + dx, y: unit.at.y + dy } });
    }
    return probes;
  }

  it('accepts exactly the enumerated actions, for every action kind', () => {
    const mismatches: string[] = [];
    const kinds = new Map<string, { accepted: number; refused: number }>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 160 }), (seed, steps) => {
        const state = playGame(engine, fixtureDecks, seed, { maxActions: steps, check: false }).final;
        for (const player of ['A', 'B'] as const) {
          const listed = new Set(engine.legalActions(state, player).map(actionKey));
          for (const probe of probesFor(state, player)) {
            const ok = engine.apply(state, probe, { explain: false }).ok;
            const tally = kinds.get(probe.type) ?? { accepted: 0, refused: 0 };
            tally[ok ? 'accepted' : 'refused']++;
            kinds.set(probe.type, tally);
            if (ok !== listed.has(actionKey(probe))) mismatches.push(`${ok ? 'accepted unlisted' : 'refused listed'} ${JSON.stringify(probe)} (seed ${seed}, ${steps} steps)`);
          }
        }
      }),
      { numRuns: 40, seed: 2026 },
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
    // The probes reach every kind, accepted and refused (so the comparison is not vacuous).
    for (const kind of ['play', 'set', 'summon', 'move', 'attack', 'end-turn']) expect(kinds.get(kind)?.accepted, kind).toBeGreaterThan(0);
    for (const kind of ['play', 'set', 'activate', 'advance', 'summon', 'move', 'attack', 'direct-attack', 'choose', 'pass', 'end-turn']) expect(kinds.get(kind)?.refused, kind).toBeGreaterThan(0);
  }, 120_000);
});
