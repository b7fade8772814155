/**
 * The rider module through the language's stages. Summoner's Grid running it is covered by
 * test/engine/interpreter-more.test.ts (a rider's damage added to the next basic attack, doubled on a
 * crit) and the content's scenarios (run by test/engine/scenarios.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { CardDecl } from '../../../../dsl/ast';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { Project } from '../../../../dsl/project';
import { rulesText } from '../../../../dsl/rules-text/rules-text';

const riderCard = `action "Keen Edge" {
  attribute wind
  then discard
  caster: your summon
  effect {
    next attack of caster deals extra physical wind damage = caster.STR / target.DEF crit x2 until end of turn
    next attack of caster deals extra magical damage = 5
  }
}
`;

function card(text: string): CardDecl {
  const result = parse(text);
  expect(result.diagnostics).toEqual([]);
  const decl = result.document.decls[0];
  if (decl?.kind !== 'Card') throw new Error('expected a card');
  return decl;
}

/** A card's errors in a Summoner's Grid project of its own (no ruleset: the default game). */
function problems(text: string): string[] {
  const path = 'content/summoners-grid/cards/probe.smith';
  return new Project([{ path, text }]).diagnostics(path).filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);
}

describe('the rider effect module (`next attack of T deals extra … damage = …`)', () => {
  it('parses into Rider steps with the damage, the crit multiplier if written and the duration, matching the AST schema', () => {
    const [full, plain] = card(riderCard).effect;
    expect(full).toMatchObject({
      kind: 'Rider',
      target: { kind: 'Ref', path: [{ text: 'caster' }] },
      on: 'next-basic-attack',
      damage: { kind: 'DamageSpec', damageType: { text: 'physical' }, attribute: { text: 'wind' }, amount: { kind: 'Binary', op: '/' } },
      critMultiplier: { kind: 'Number', value: 2 },
      duration: { kind: 'Duration', until: 'end-of-turn', endsWhen: [] },
    });
    expect(plain).toMatchObject({ kind: 'Rider', damage: { damageType: { text: 'magical' }, amount: { kind: 'Number', value: 5 } }, duration: { until: 'permanent' } });
    expect(plain && 'critMultiplier' in plain).toBe(false);
    for (const step of [full, plain]) expect(EffectSchema.safeParse(step).success).toBe(true);
    expect(EffectSchema.safeParse({ ...full, on: 'next-spell' }).success).toBe(false);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(riderCard).text;
    expect(printed).toContain('    next attack of caster deals extra physical wind damage = caster.STR / target.DEF crit x2 until end of turn\n    next attack of caster deals extra magical damage = 5\n');
    expect(format(printed).text).toBe(printed);
    expect(sameAst(parse(printed).document, parse(riderCard).document)).toBe(true);
    const text = rulesText(card(riderCard));
    expect(text).toContain("The caster's next basic attack before end of turn also deals physical wind damage equal to");
    expect(text).toContain('; if that attack crits, this damage is multiplied by 2 instead.');
    expect(text).toContain("The caster's next basic attack also deals magical damage equal to 5.");
  });

  it('checks a unit, the damage (where `target` is the unit the attack hits) and a number for the multiplier', () => {
    expect(problems(riderCard)).toEqual([]);
    expect(problems(riderCard.replace('crit x2', 'crit ×caster'))).toEqual(['L0201 Expected a number here, but `caster` is a summon']);
    // `target` is bound only inside the damage formula.
    expect(problems(riderCard.replace('crit x2', 'crit ×target.DEF'))).toEqual([expect.stringMatching(/^L0101 Unknown name `target`/)]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    const duel = new Project([
      { path: 'content/mana-duel/ruleset.smith', text: 'ruleset D { game mana-duel card-types spell stats power }' },
      { path: 'content/mana-duel/cards/spell/s.smith', text: 'spell S { effect { next attack of this deals extra physical damage = 2 } }' },
    ]);
    expect(duel.diagnostics('content/mana-duel/cards/spell/s.smith').map((d) => d.code)).toContain('L0119');
  });
});
