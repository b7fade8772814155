/**
 * Cards of the types a game declares (`monster`, `spell`, `equipment`): the head word is a declared card
 * type, property lines are declared properties, stats are declared stats (each once, all of them for a
 * type that sits in play), and the shared clauses are checked as on any card.
 */
import { article } from '../article';
import type { GameCard, Name, Param } from '../ast';
import { cardTypeOfNoun, defaultGame } from '../vocabulary';
import { Scope, type Checker } from './checker';
import { checkAbility, checkBinding, checkSteps } from './check-effects';
import { checkCondition, expectType } from './check-exprs';
import { checkRequirementBounds } from './requirements';
import { closest } from './suggest';

export function checkGameCard(c: Checker, card: GameCard): void {
  const v = c.info.vocabulary;
  const inPlay = checkCardType(c, card.cardType) && v.inPlayTypes.includes(card.cardType.text);
  if (card.rarity && !c.lookup('rarity', card.rarity)) c.unknown('L0111', `Unknown rarity "${card.rarity.text}"`, card.rarity, c.namesOf('rarity'));

  const scope = new Scope(undefined, new Map(card.properties.map((p) => [p.name.text, p.value])));
  // `this` is the card; a card that sits in play (a monster) is a thing with stats.
  scope.define('this', inPlay ? 'unit' : 'card');
  scope.used.add('this');
  const seen = new Set<string>();
  for (const p of card.properties) {
    scope.used.add(p.name.text);
    if (c.hasRuleset && !v.properties.includes(p.name.text)) {
      // `toughness 4` written as a property line: the stat, said where it goes (one place for all of them).
      if (c.info.stats.has(p.name.text)) c.report('L0115', statOutsideStats(card, p, inPlay), p.name.range);
      else reportUnknownProperty(c, card, p, inPlay);
    }
    if (seen.has(p.name.text)) c.report('L0417', `The property \`${p.name.text}\` is given twice`, p.name.range);
    seen.add(p.name.text);
    expectType(c, p.value, scope, ['number']);
  }
  if (c.hasRuleset) for (const name of v.properties) if (!seen.has(name)) c.report('L0405', `${article(card.cardType.text, true)} ${card.cardType.text} card needs its \`${name}\``, card.name.range);
  checkStats(c, card, inPlay);
  for (const r of card.requirements) {
    checkCondition(c, r, scope);
    checkRequirementBounds(c, r);
  }
  for (const b of card.bindings) checkBinding(c, b, scope);
  checkSteps(c, card.effect, scope);
  for (const a of card.abilities) checkAbility(c, a, scope, inPlay ? 'unit' : 'card');
  for (const b of card.bindings) if (!scope.used.has(b.name.text)) c.report('L0409', `The choice \`${b.name.text}\` is never used`, b.name.range);
}

function statOutsideStats(card: GameCard, line: Param, inPlay: boolean, stat = line.name.text): string {
  const type = card.cardType.text;
  if (!inPlay) return `\`${stat}\` is a stat, and ${article(type)} ${type} card does not stay in play, so it has none`;
  const value = line.value.kind === 'Number' ? String(line.value.value) : 'N';
  return `\`${stat}\` is a stat: ${article(type)} ${type}'s stats are written together in \`stats { … }\` (\`stats { ${stat} ${value} … }\`), not as lines of their own`;
}

/**
 * A property line the game does not declare. When its word is another game's name for one of this game's
 * stats (`atk 2` in the mana duel, whose stat is `power`), renaming the line would only move the error to
 * "is a stat": the message names the stat and where it goes. Otherwise the closest property is suggested.
 */
function reportUnknownProperty(c: Checker, card: GameCard, line: Param, inPlay: boolean): void {
  const properties = c.info.vocabulary.properties;
  const stat = closest(line.name.text, c.info.stats);
  if (stat === undefined || closest(line.name.text, properties) !== undefined) {
    c.unknown('L0115', `Unknown card property \`${line.name.text}\``, line.name, properties);
    return;
  }
  c.report('L0115', `Unknown card property \`${line.name.text}\`; did you mean the stat \`${stat}\`? ${statOutsideStats(card, line, inPlay, stat)}`, line.name.range);
}

/** True when the head word is a card type the game declares. */
function checkCardType(c: Checker, type: Name): boolean {
  const v = c.info.vocabulary;
  if (v.cardTypes.includes(type.text)) return true;
  if (!c.hasRuleset) return false;
  if (v.game === defaultGame && type.text === 'equipment') {
    c.report('L0118', 'Summoner\'s Grid equipment is declared by its slot: `weapon`, `offhand`, `armor` or `accessory`', type.range);
    return false;
  }
  const plural = cardTypeOfNoun(v, type.text);
  if (plural !== undefined) c.unknown('L0118', `A card is declared with its type in the singular: \`${plural}\``, type, [plural]);
  else c.unknown('L0118', `Unknown card type \`${type.text}\``, type, v.cardTypes);
  return false;
}

function checkStats(c: Checker, card: GameCard, inPlay: boolean): void {
  const seen = new Set<string>();
  for (const s of card.stats) {
    if (c.hasRuleset && !c.info.stats.has(s.stat.text)) {
      c.unknown('L0102', `Unknown stat \`${s.stat.text}\``, s.stat, c.info.stats);
      continue;
    }
    if (seen.has(s.stat.text)) c.report('L0407', `${s.stat.text} is given twice`, s.stat.range);
    seen.add(s.stat.text);
  }
  if (!inPlay) {
    const first = card.stats[0];
    if (first) c.report('L0404', `${article(card.cardType.text, true)} ${card.cardType.text} card does not stay in play, so it has no stats`, first.range);
    return;
  }
  const missing = [...c.info.stats].filter((s) => !seen.has(s));
  const last = card.stats[card.stats.length - 1];
  if (missing.length > 0) c.report('L0407', `No ${missing.join(', ')} for this ${card.cardType.text}`, last?.range ?? card.name.range);
}
