/**
 * The named-summon module through the language's stages. Its checks against the real content and
 * Summoner's Grid running it in a game are in test/engine/summon-named-module.test.ts (tests that name
 * content cards live under test/).
 */
import { describe, expect, it } from 'vitest';
import type { CardDecl } from '../../../../dsl/ast';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { nameUses } from '../../../../dsl/language-service/name-index';
import { parse } from '../../../../dsl/parse';
import { Project } from '../../../../dsl/project';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { referencesOf } from '../../../../sets/references';

const NAMED = 'Quartz Colossus';
const callCard = `action "Call the Colossus" {
  attribute neutral
  then discard
  target: your summon
  effect {
    summon "${NAMED}" using target
  }
}
`;

function action(text: string): CardDecl {
  const decl = parse(text).document.decls[0];
  if (decl?.kind !== 'Card') throw new Error('expected a card');
  return decl;
}

describe('the named-summon effect module (`summon "Name" using X`)', () => {
  it('parses into a SummonNamed step with the card and the material, matching the AST schema', () => {
    const [step] = action(callCard).effect;
    expect(step).toMatchObject({ kind: 'SummonNamed', card: { text: NAMED, quoted: true }, material: { kind: 'Ref', path: [{ text: 'target' }] } });
    expect(EffectSchema.safeParse(step).success).toBe(true);
    expect(EffectSchema.safeParse({ ...step, material: 3 }).success).toBe(false);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(callCard).text;
    expect(printed).toContain(`    summon "${NAMED}" using target\n`);
    expect(sameAst(parse(printed).document, parse(callCard).document)).toBe(true);
    expect(rulesText(action(callCard))).toContain(`Summon "${NAMED}" using the target as material.`);
  });

  it('names a card: hover knows it, and a set that holds the action carries the named summon', () => {
    expect(nameUses(parse(callCard).document).find((u) => u.name.text === NAMED)?.role).toBe('card');
    expect(referencesOf(action(callCard))).toContainEqual({ kind: 'card', name: NAMED });
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    const duel = new Project([
      { path: 'content/mana-duel/ruleset.smith', text: 'ruleset D { game mana-duel card-types spell stats power }' },
      { path: 'content/mana-duel/cards/spell/s.smith', text: 'spell S { effect { summon "X" using target } }' },
    ]);
    expect(duel.diagnostics('content/mana-duel/cards/spell/s.smith').map((d) => d.code)).toContain('L0119');
  });
});
