import { describe, expect, it } from 'vitest';
import type { Ability, Effect } from '../../dsl/ast';
import { createEngine, forceRolls, type Action, type GameState } from '../../games/summoners-grid/index';
import { expr, name, R } from './helpers/ast';
import { bind, building, duration, fx, onSpacesF, param, roleF, sel, speciesF, spell, standardCrit, standardHit, trigger, withinF } from './helpers/cards';
import { fixtureContent } from './helpers/fixture';
import { driver } from './helpers/play';
import { all } from './interpreter.cards';

const continuous = (effects: Extract<Ability, { kind: 'Continuous' }>['effects']): Ability => ({ kind: 'Continuous', effects, range: R });
const snarePit = building('Snare Pit', 1, 1, {
  trap: true,
  trigger: trigger('moves-into', { subject: sel('summon', 'opponent', onSpacesF('this')) }),
  effect: [fx.damage('it', 'physical', '20', { kind: 'AlwaysHits', range: R }, { kind: 'NoCrit', range: R })],
});
const banner = building('War Banner', 1, 1, { abilities: [continuous([{ kind: 'Aura', selector: sel('summon', 'you', speciesF('Gignen')), property: [name('STR')], op: 'add', value: expr('5'), range: R }])] });
const library = building('Library', 1, 1, { abilities: [continuous([{ kind: 'RuleOverride', rule: name('hand-limit'), value: expr('8'), appliesTo: 'you', range: R }])] });
const sanctum = spell('Sanctum', {
  bindings: [bind('target', sel('summon', 'you', roleF('Magician')))],
  effect: [fx.replace('target', 'DEF', 'DEF + floor(MDF / 2)', 'physical', duration('end-of-opponents-next-turn', ['moves']))],
});
const tempest = spell('Tempest', {
  params: [param('power', 30)],
  bindings: [bind('target', sel('summon', 'you'))],
  effect: [fx.rider('target', 'physical', 'caster.STR * (1 + power / 100) * (caster.STR / target.DEF)', duration('end-of-turn'), 2)],
});
const twin = spell('Twin Shot', { bindings: [bind('target', sel('summon', 'you'))], effect: [fx.modify('target', ['attacks'], 'set', '2', duration('end-of-turn'))] });
const heal: Effect = { kind: 'Heal', target: expr('caster'), amount: expr('floor(dealt * 0.5)'), crit: { kind: 'NoCrit', range: R }, range: R };
const drain = spell('Drain', {
  params: [param('power', 30), param('accuracy', 90)],
  bindings: [bind('caster', sel('summon', 'you', roleF('Magician'))), bind('target', sel('summon', 'opponent', withinF('1', 'caster')))],
  effect: [fx.damage('target', 'magical', 'caster.INT * (1 + power / 100) * (caster.INT / target.MDF)', standardHit, standardCrit(1.5)), heal],
});

const engine = createEngine(fixtureContent([...all, snarePit, banner, library, sanctum, tempest, twin, drain]));
const sword = ['Heirloom Sword'];
const wand = ["Apprentice's Wand"];

const { act: run, find: only } = driver(engine);
const act = (state: GameState, action: Action) => run(state, action).state;

describe('traps', () => {
  it('a face-down trap triggers when an enemy summon moves onto it', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 4, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 6 } }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 13 } }], zones: { hand: ['Snare Pit'] } },
      },
    });
    let s = act(state, only(state, 'B', (a) => a.type === 'set' && a.anchor?.x === 5 && a.anchor?.y === 8));
    expect(engine.viewFor(s, 'A').cards[Object.values(s.buildings)[0]!.iid]?.card).toBe('hidden');
    s = act(s, { type: 'end-turn', player: 'B' });
    s = act(s, { type: 'move', player: 'A', unit: handles.w as string, to: { x: 5, y: 8 } });
    expect(engine.awaiting(s)).toEqual({ kind: 'priority', player: 'B' });
    s = act(s, only(s, 'B', (a) => a.type === 'activate'));
    // level 6 after A's Level Phase: max HP 102
    expect(engine.unitStats(s, handles.w as string).hp).toBe(102 - 20);
    expect(Object.keys(s.buildings)).toHaveLength(0);
    expect(s.players.B.zones.discard).toHaveLength(1);
  });
});

describe('continuous abilities', () => {
  it('an aura raises the stat of matching summons while its building is in play', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 3, player: 'A', phase: 'action' },
      players: {
        A: { buildings: [{ card: 'War Banner', at: { x: 0, y: 0 } }], units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 2 } }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 12 } }] },
      },
    });
    expect(engine.unitStats(state, handles.w as string).stats.STR).toBe(18 + 5);
    expect(engine.unitStats(state, handles.fae as string).stats.STR).toBe(13);
  });

  it('a rule override changes its controller’s hand limit', () => {
    const { state } = engine.position({
      seed: 1,
      turn: { number: 4, player: 'B', phase: 'action' },
      players: { A: {}, B: { buildings: [{ card: 'Library', at: { x: 0, y: 13 } }], zones: { hand: ['Rush', 'Rush', 'Rush', 'Rush', 'Rush', 'Rush', 'Rush', 'Rush'] } } },
    });
    const s = act(state, { type: 'end-turn', player: 'B' });
    expect(s.choice).toBeNull();
    expect(s.players.B.zones.hand).toHaveLength(8);
    expect(s.turn.player).toBe('A');
  });
});

describe('value replacement (Sanctum-like)', () => {
  it('counts DEF + floor(MDF / 2) against physical damage until the magician moves', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 8, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 9 } }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 10 } }], zones: { hand: ['Sanctum'] } },
      },
    });
    let s = act(state, only(state, 'B', (a) => a.type === 'play'));
    s = act(s, { type: 'end-turn', player: 'B' });
    // Warrior level 6: STR 19; Fae level 5: DEF 15, MDF 16 → DEF counts as 15 + 8 = 23
    const r = engine.apply(forceRolls(s, [10, 99]), { type: 'attack', player: 'A', unit: handles.w as string, target: handles.fae as string });
    if (!r.ok) throw new Error(r.reason);
    expect(r.events.map((e) => e.text)).toContain("B's Fae Magician's DEF counts as 15 + floor(16 / 2) = 15 + floor(8) = 23 in this calculation (Sanctum)");
    expect(engine.unitStats(r.state, handles.fae as string).hp).toBe(96 - Math.floor(19 * 1.3 * (19 / 23)));
  });
});

describe('riders, extra attacks and drains', () => {
  it('a rider adds its own floored damage to the next basic attack, doubled on a crit', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 5, player: 'A', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 11 } }], zones: { hand: ['Tempest'] } },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 12 }, level: 20 }] },
      },
    });
    let s = act(state, only(state, 'A', (a) => a.type === 'play'));
    s = act(forceRolls(s, [10, 1]), { type: 'attack', player: 'A', unit: handles.w as string, target: handles.fae as string });
    // STR 18 vs DEF 30: weapon floor(18 × 1.3 × 0.6) = 14, × 1.5 crit = 21; rider floor(18 × 1.3 × 0.6) = 14, × 2 = 28
    const fae = engine.unitStats(s, handles.fae as string);
    expect(fae.maxHP - fae.hp).toBe(21 + 28);
    expect(s.riders).toHaveLength(0);
  });

  it('an extra attack this turn allows two basic attacks', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 6, player: 'A', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 5, y: 11 } }], zones: { hand: ['Twin Shot'] } },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 12 }, level: 20 }] },
      },
    });
    const attack: Action = { type: 'attack', player: 'A', unit: handles.w as string, target: handles.fae as string };
    let s = act(forceRolls(state, [10, 99]), attack);
    expect(engine.explainIllegal(s, attack)).toMatch(/no attack left/);
    s = act(s, only(s, 'A', (a) => a.type === 'play'));
    s = act(forceRolls(s, [10, 99]), attack);
    expect(s.units[handles.w as string]?.attacks).toBe(2);
  });

  it('a drain heals the caster for half the damage dealt, floored', () => {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 6, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: sword, at: { x: 4, y: 11 }, level: 6 }] },
        B: { units: [{ handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: wand, at: { x: 5, y: 12 }, level: 7, hp: 16 }], zones: { hand: ['Drain'] } },
      },
    });
    const s = act(forceRolls(state, [77, 33]), only(state, 'B', (a) => a.type === 'play'));
    // Fae level 7: INT 13 + floor(7 × 1.33) = 22; Warrior level 6: MDF 8 + floor(6 × 0.66) = 11
    const dealt = Math.floor(22 * 1.3 * (22 / 11));
    expect(engine.unitStats(s, handles.w as string).hp).toBe(102 - dealt);
    expect(engine.unitStats(s, handles.fae as string).hp).toBe(16 + Math.floor(dealt * 0.5));
  });
});
