/**
 * The move module through the language's stages. Summoner's Grid running it is in
 * test/engine/move-module.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { CardDecl } from '../../../../dsl/ast';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { Project } from '../../../../dsl/project';
import { rulesText } from '../../../../dsl/rules-text/rules-text';

const moveCard = `action "Regroup" {
  attribute wind
  then discard
  target: your summon
  destination: empty space adjacent to target
  effect {
    move target to destination using movement
    move target to destination
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

describe('the move effect module (`move T to S [using movement]`)', () => {
  it('parses into Move steps that say whether they spend movement, matching the AST schema', () => {
    const [spending, free] = card(moveCard).effect;
    const unit = { kind: 'Ref', path: [{ text: 'target' }] };
    const space = { kind: 'Ref', path: [{ text: 'destination' }] };
    expect(spending).toMatchObject({ kind: 'Move', target: unit, to: space, usesMovement: true });
    expect(free).toMatchObject({ kind: 'Move', target: unit, to: space, usesMovement: false });
    expect(EffectSchema.safeParse(spending).success).toBe(true);
    const broken: Record<string, unknown> = { ...free };
    delete broken.usesMovement;
    expect(EffectSchema.safeParse(broken).success).toBe(false);
  });

  it('needs both words of `using movement`', () => {
    expect(parse(moveCard.replace('destination using movement', 'destination using')).diagnostics).not.toEqual([]);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(moveCard).text;
    expect(printed).toContain('    move target to destination using movement\n    move target to destination\n');
    expect(sameAst(parse(printed).document, parse(moveCard).document)).toBe(true);
    expect(rulesText(card(moveCard))).toContain('Move the target to the destination, using its movement. Move the target to the destination.');
  });

  it('checks that it moves a unit to a space', () => {
    expect(problems(moveCard)).toEqual([]);
    expect(problems(moveCard.replace('move target to destination\n', 'move destination to 3\n'))).toEqual([
      'L0201 Expected a summon here, but `destination` is a space',
      'L0201 Expected a space here, but `3` is a number',
    ]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    const duel = new Project([
      { path: 'content/mana-duel/ruleset.smith', text: 'ruleset D { game mana-duel card-types spell stats power }' },
      { path: 'content/mana-duel/cards/spell/s.smith', text: 'spell S { target: any monster effect { move target to target } }' },
    ]);
    expect(duel.diagnostics('content/mana-duel/cards/spell/s.smith').map((d) => d.code)).toContain('L0119');
  });
});
