/**
 * The exchange against the formulas worked by hand from the seed's table and the ruleset's settings
 * (B 75, ATK-K 1, BCC 0.1, CC-K 0.1, RCC 0.5, BCD 0.5, CD-K 0.1, BBC 0.1, BC-K 0.1, BBR 0.5, BR-K 0.1,
 * DEF-K 1, AD-CAP 200), with scripted rolls, and the stance table cell by cell.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedDraw } from '../../engine/core/rng';
import { matchup } from './exchange';
import { STANCES, type Stance } from './rules';
import type { StanceState } from './state';
import { testGame } from './test-content';

const g = testGame();
// Journeyman: AGI 2 ATK 2 DEF 2 CC 1 CD 1 BC 1 BR 1.
const journeyman = g.loadout('Journeyman');

/** One exchange from a fresh game (A attacks first) with `rolls` scripted in draw order. */
function exchange(a: Stance, b: Stance, rolls: number[], decks = { A: journeyman, B: journeyman }): { state: StanceState; text: string } {
  const { state } = g.engine.newGame(decks, 1, { firstPlayer: 'A' });
  let s = g.engine.script(state, rolls.map((value): ScriptedDraw => ({ kind: 'd100', value })));
  const texts: string[] = [];
  for (const action of [{ type: 'stance' as const, player: 'A' as const, stance: a }, { type: 'stance' as const, player: 'B' as const, stance: b }]) {
    const r = g.engine.apply(s, action);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    texts.push(...r.events.map((e) => e.text));
  }
  expect(s.rng.forced).toEqual([]);
  return { state: s, text: texts.join('\n') };
}

describe('one attack, by hand', () => {
  it('Attack against Defend, blocked: floor((B + ATK·ATK-K + R) · 1 · (1 − (BBR + BR·BR-K)) − DEF·DEF-K)', () => {
    const { state } = exchange('attack', 'defend', [25, 0.9, 0.1, 25, 0.9]);
    const blocked = Math.floor((75 + 2 * 1 + 25) * 1 * (1 - (0.5 + 1 * 0.1)) - 2 * 1);
    expect(blocked).toBe(38);
    expect(state.players.B.damage).toBe(blocked);
    // B's attack on A (who attacks and does not guard): no block roll, DEF counts.
    expect(state.players.A.damage).toBe(75 + 2 + 25 - 2);
    expect(state.players.B.wins).toBe(1);
  });

  it('a crit multiplies by 1 + (BCD + CD·CD-K) when the roll is below BCC + CC·CC-K', () => {
    const critChance = 0.1 + 1 * 0.1;
    const hit = exchange('attack', 'attack', [25, critChance - 0.01, 25, critChance]);
    expect(hit.state.players.B.damage).toBe(Math.floor(102 * (1 + (0.5 + 0.1)) - 2));
    // A roll equal to the chance is no crit.
    expect(hit.state.players.A.damage).toBe(100);
  });

  it('Reckless adds RCC to the crit chance and cannot be blocked, even by Defend', () => {
    const { state, text } = exchange('reckless', 'defend', [25, 0.69, 25, 0.9]);
    expect(state.players.B.damage).toBe(Math.floor(102 * 1.6 - 2));
    expect(text).toContain('crit-chance = 0.1 + 1 * 0.1 + 1 * 0.5 = 0.7: critical hit');
    expect(text).toContain('no block roll: a Reckless attack cannot be blocked');
  });

  it('Attack against Riposte lands as DMG · CMUL: no DEF, no block, nothing returned', () => {
    const { state } = exchange('attack', 'riposte', [40, 0.05]);
    expect(state.players.B.damage).toBe(Math.floor((75 + 2 + 40) * 1.6));
    expect(state.players.A.damage).toBe(0);
  });

  it('a riposted crit goes back to the attacker in full', () => {
    const { state, text } = exchange('defend', 'riposte', [25, 0.05, 0.9]);
    expect(state.players.A.damage).toBe(161);
    expect(state.players.B.damage).toBe(0);
    expect(text).toContain('riposte-damage = 161 * 1 = 161');
  });

  it('caps one attack at AD-CAP', () => {
    const berserker = g.loadout('Red Reaver', 'Bloodletter Axe');
    const { state } = exchange('reckless', 'attack', [50, 0.5, 25, 0.9], { A: berserker, B: journeyman });
    const uncapped = (75 + 8 + 50) * (1 + (0.5 + 2 * 0.1)) - 2;
    expect(uncapped).toBeGreaterThan(200);
    expect(state.players.B.damage).toBe(200);
  });

  it('AGI 6 makes two attacks, each with its own R', () => {
    const { state } = exchange('attack', 'attack', [50, 0.9, 0, 0.9, 25, 0.9], { A: g.loadout('Blade Dancer'), B: journeyman });
    expect(state.players.B.damage).toBe(75 + 1 + 50 - 2 + (75 + 1 + 0 - 2));
  });

  it('refuses a scripted roll that does not fit where it is drawn, and leaves the state as it was', () => {
    const { state } = g.engine.newGame({ A: journeyman, B: journeyman }, 1, { firstPlayer: 'A' });
    const s = g.engine.script(state, [{ kind: 'd100', value: 0.5 }]);
    const first = g.engine.apply(s, { type: 'stance', player: 'A', stance: 'attack' });
    if (!first.ok) throw new Error(first.reason);
    const second = g.engine.apply(first.state, { type: 'stance', player: 'B', stance: 'attack' });
    expect(second).toEqual({ ok: false, reason: 'the scripted roll 0.5 is not a whole number from 0 to 50, as R = Random(0, 50) needs' });
    const bad = g.engine.script(state, [{ kind: 'd100', value: 25 }, { kind: 'd100', value: 1 }]);
    const a = g.engine.apply(bad, { type: 'stance', player: 'A', stance: 'attack' });
    if (!a.ok) throw new Error(a.reason);
    expect(g.engine.apply(a.state, { type: 'stance', player: 'B', stance: 'attack' })).toMatchObject({ ok: false, reason: expect.stringContaining('is not a crit roll') });
  });

  it('unscripted rolls stay in their ranges: R from Smin to Smax, 0–1 rolls below 1', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { state } = g.engine.newGame({ A: journeyman, B: journeyman }, seed, { firstPlayer: 'A' });
      const a = g.engine.apply(state, { type: 'stance', player: 'A', stance: 'defend' });
      if (!a.ok) throw new Error(a.reason);
      const b = g.engine.apply(a.state, { type: 'stance', player: 'B', stance: 'defend' });
      if (!b.ok) throw new Error(b.reason);
      for (const e of b.events) {
        const roll = e.data?.roll;
        const value = Number(e.data?.value);
        if (roll === 'R') expect(Number.isInteger(value) && value >= 0 && value <= 50).toBe(true);
        else if (roll !== undefined) expect(value >= 0 && value < 1).toBe(true);
      }
    }
  });
});

describe('the stance table', () => {
  it('gives each cell its formula', () => {
    const cells = Object.fromEntries(STANCES.flatMap((a) => STANCES.map((d) => [`${a}>${d}`, matchup(a, d)])));
    for (const d of STANCES) expect(cells[`riposte>${d}`]?.attacks).toBe(false);
    expect(cells['attack>riposte']).toEqual({ attacks: true, blockable: false, guarded: false, riposted: false });
    expect(cells['reckless>riposte']).toEqual({ attacks: true, blockable: false, guarded: true, riposted: true });
    expect(cells['defend>riposte']).toEqual({ attacks: true, blockable: true, guarded: true, riposted: true });
    expect(cells['attack>defend']).toEqual({ attacks: true, blockable: true, guarded: true, riposted: false });
    expect(cells['reckless>defend']).toEqual({ attacks: true, blockable: false, guarded: true, riposted: false });
    for (const a of ['attack', 'reckless', 'defend'] as const) for (const d of ['attack', 'reckless'] as const) expect(cells[`${a}>${d}`]).toEqual({ attacks: true, blockable: false, guarded: true, riposted: false });
  });
});
