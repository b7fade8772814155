/**
 * The add-a-card module through the language's stages. Summoner's Grid running it is covered by the
 * content's scenarios (an advance card adding its generated action to the hand, run by
 * test/engine/scenarios.test.ts).
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

const GIFT = 'Lucky Coin';
const giftCard = `action "${GIFT}" {\n  attribute light\n  then remove\n  effect {\n    draw 1 card\n  }\n}\n`;
const adderCard = `action "Windfall" {
  attribute light
  then discard
  effect {
    add "${GIFT}" to your hand
    add "${GIFT}" to opponent's main-deck
    add "${GIFT}" to that player's hand
    add "${GIFT}" to hand
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

/** The adder's errors in a Summoner's Grid project with the gift card (no ruleset: the default game). */
function problems(text: string): string[] {
  const path = 'content/summoners-grid/cards/action/windfall.smith';
  const project = new Project([{ path: 'content/summoners-grid/cards/action/gift.smith', text: giftCard }, { path, text }]);
  return project.diagnostics(path).filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);
}

describe('the add-a-card effect module (`add "Card" to your hand`)', () => {
  it('parses into AddCard steps with the card, the player (yours unless said) and the zone, matching the AST schema', () => {
    const steps = card(adderCard).effect;
    expect(steps.map((s) => (s.kind === 'AddCard' ? [s.card.text, s.player, s.to.text] : s.kind))).toEqual([
      [GIFT, 'you', 'hand'],
      [GIFT, 'opponent', 'main-deck'],
      [GIFT, 'event-player', 'hand'],
      [GIFT, 'you', 'hand'],
    ]);
    expect(steps[0]).toMatchObject({ card: { quoted: true } });
    for (const step of steps) expect(EffectSchema.safeParse(step).success).toBe(true);
    expect(EffectSchema.safeParse({ ...steps[0], player: 'everyone' }).success).toBe(false);
  });

  it('prints each player\'s possessive (yours written out) and reads back the same tree; reads as English', () => {
    const printed = format(adderCard).text;
    expect(printed).toContain(`    add "${GIFT}" to your hand\n    add "${GIFT}" to opponent's main-deck\n    add "${GIFT}" to that player's hand\n    add "${GIFT}" to your hand\n`);
    expect(sameAst(parse(printed).document, parse(adderCard).document)).toBe(true);
    expect(rulesText(card(adderCard))).toContain(`Add "${GIFT}" to your hand. Add "${GIFT}" to your opponent's main deck. Add "${GIFT}" to that player's hand.`);
  });

  it('checks the card and the zone', () => {
    expect(problems(adderCard)).toEqual([]);
    const wrong = problems(adderCard.replace(`add "${GIFT}" to your hand`, 'add "Lucky Coins" to your pocket'));
    expect(wrong.map((p) => p.slice(0, 5))).toEqual(['L0105', 'L0112']);
    expect(wrong[0]).toContain('Lucky Coins');
    expect(wrong[1]).toContain('Unknown zone `pocket`');
  });

  it('names a card and a zone: hover knows them, and a set that holds the adder carries the card', () => {
    const uses = nameUses(parse(adderCard).document);
    expect(uses.find((u) => u.name.text === GIFT)?.role).toBe('card');
    expect(uses.find((u) => u.name.text === 'main-deck')?.role).toBe('zone');
    expect(referencesOf(card(adderCard))).toEqual([{ kind: 'card', name: GIFT }]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    const duel = new Project([
      { path: 'content/mana-duel/ruleset.smith', text: 'ruleset D { game mana-duel card-types spell stats power }' },
      { path: 'content/mana-duel/cards/spell/s.smith', text: 'spell S { effect { add S to your hand } }' },
    ]);
    expect(duel.diagnostics('content/mana-duel/cards/spell/s.smith').map((d) => d.code)).toContain('L0119');
  });
});
