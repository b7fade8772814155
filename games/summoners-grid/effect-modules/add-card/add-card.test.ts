/**
 * The add-a-card module through the language's stages. Summoner's Grid running it is covered by the
 * content's scenarios (an advance card adding its generated action to the hand, run by
 * test/engine/scenarios.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { nameUses } from '../../../../dsl/language-service/name-index';
import { parse } from '../../../../dsl/parse';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { referencesOf } from '../../../../sets/references';
import { duelCodes, gridErrors, parsedCard } from '../testing';

const GIFT = 'Lucky Coin';
const gift = { path: 'content/summoners-grid/cards/action/gift.smith', text: `action "${GIFT}" {\n  attribute light\n  then remove\n  effect {\n    draw 1 card\n  }\n}\n` };
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

describe('the add-a-card effect module (`add "Card" to your hand`)', () => {
  it('parses into AddCard steps with the card, the player (yours unless said) and the zone, matching the AST schema', () => {
    const steps = parsedCard(adderCard).effect;
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
    expect(rulesText(parsedCard(adderCard))).toContain(`Add "${GIFT}" to your hand. Add "${GIFT}" to your opponent's main deck. Add "${GIFT}" to that player's hand.`);
  });

  it('checks the card and the zone', () => {
    expect(gridErrors(adderCard, [gift])).toEqual([]);
    const wrong = gridErrors(adderCard.replace(`add "${GIFT}" to your hand`, 'add "Lucky Coins" to your pocket'), [gift]);
    expect(wrong.map((p) => p.slice(0, 5))).toEqual(['L0105', 'L0112']);
    expect(wrong[0]).toContain('Lucky Coins');
    expect(wrong[1]).toContain('Unknown zone `pocket`');
  });

  it('names a card and a zone: hover knows them, and a set that holds the adder carries the card', () => {
    const uses = nameUses(parse(adderCard).document);
    expect(uses.find((u) => u.name.text === GIFT)?.role).toBe('card');
    expect(uses.find((u) => u.name.text === 'main-deck')?.role).toBe('zone');
    expect(referencesOf(parsedCard(adderCard))).toEqual([{ kind: 'card', name: GIFT }]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    expect(duelCodes('add S to your hand')).toContain('L0119');
  });
});
