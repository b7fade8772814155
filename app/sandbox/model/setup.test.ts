import { describe, expect, it } from 'vitest';
import { parse } from '../../../dsl/parse';
import { format } from '../../../dsl/format/format';
import { compiledContent } from '../../../test/sandbox/helpers';
import { freeHandle, setupFromDecl, setupToText, type Setup } from './setup';

const game = compiledContent();

function reparse(text: string) {
  const parsed = parse(text);
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const decl = parsed.document.decls[0];
  if (!decl || decl.kind !== 'Scenario') throw new Error('no scenario');
  return decl;
}

describe('setup ↔ scenario text', () => {
  it('every content scenario’s position survives setup → text → parse, and the text is already formatted', () => {
    expect(game.scenarios.length).toBeGreaterThan(10);
    for (const s of game.scenarios) {
      const setup = setupFromDecl(s.decl);
      const text = setupToText(setup);
      expect(format(text).text).toBe(text);
      expect(setupFromDecl(reparse(text))).toEqual(setup);
    }
  });

  it('writes every kind of unit detail, building, face-down card and zone', () => {
    const setup: Setup = {
      name: 'Everything "quoted"',
      ruleset: "Summoner's Grid",
      seed: 9,
      turn: { number: 4, player: 'B', phase: 'draw' },
      players: {
        A: {
          vp: 2,
          units: [{ handle: 'zerk', card: 'Gignen Warrior', role: 'Berserker', equipment: ['Heirloom Sword'], at: { x: 4, y: 11 }, level: 12, hp: 40, statuses: ['immobilized'], moved: 2, attacks: 1, completed: ['Nearwood Forest Expedition'] }],
          buildings: [{ card: 'Gignen Country', at: { x: 4, y: 1 }, faceDown: false }],
          faceDown: [],
          zones: { hand: ['Rush', 'Healing Hands'], 'main-deck': ['Rush'], discard: ['Tempest Slash'] },
        },
        B: { vp: 0, units: [], buildings: [{ card: 'Dark Altar', at: { x: 3, y: 11 }, faceDown: true }], faceDown: ['Graverobbing', 'Dramatic Return!'], zones: { 'advance-deck': ['Shadow Pact'], recharge: ['Ensnare'], removed: ['Obliterate'] } },
      },
    };
    const text = setupToText(setup, ['B end-turn'], ['made by a test']);
    expect(text).toContain('scenario "Everything \\"quoted\\"" {');
    expect(text).toContain('unit zerk: "Gignen Warrior" as Berserker with "Heirloom Sword" at (4,11) level 12 hp 40 { moved 2 attacks 1 completed "Nearwood Forest Expedition" status immobilized }');
    expect(text).toContain('face-down Graverobbing, "Dramatic Return!"');
    expect(text.startsWith('// made by a test\n')).toBe(true);
    const decl = reparse(text);
    expect(setupFromDecl(decl)).toEqual(setup);
    expect(decl.steps.map((s) => s.kind)).toEqual(['ScenarioAction']);
  });

  it('makes handles the language reads back as names: lowercase, not keywords, not taken', () => {
    const taken = new Set(['warrior']);
    expect(freeHandle('Gignen Warrior', taken)).toBe('warrior2');
    expect(freeHandle('Alrecht Barkstep, Scoutmaster', taken)).toBe('scoutmaster');
    expect(freeHandle('Fae Magician', taken)).toBe('magician');
    expect(freeHandle('Dramatic Return!', taken)).toBe('return_unit');
    expect(freeHandle('2000', taken)).toBe('u2000');
    // `return` and `level` are keywords of the language
    expect(freeHandle('Hero Level', taken)).toBe('level_unit');
  });
});
