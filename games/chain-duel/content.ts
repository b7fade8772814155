import type { Ability, Decl, Effect, Expr, GameCard, Range, RulesetDecl } from '../../dsl/ast';
import { isModuleEffect } from '../../dsl/effects/registry';
import { declId } from '../../dsl/slug';
import { cardsByReference, readCards, readDeck, Unsupported, type ContentProblem } from '../content-reader';
import { chainCardSchema, type ChainCard, type Passive, type Side, type Stat, type Step } from './cards';
import type { ChainDeck } from './deck';
import { chainDuelModules } from './language';

/**
 * The chain duel's content read from the card language: every `monster` and `move` card translated into
 * the card model (cards.ts) and every deck into a `ChainDeck`. The card language has no `~` or `+1`, so
 * the ruleset gives them names (README decision 1): `atk 3` is an initial number, `atk plus(1)` and
 * `atk minus(1)` additional ones (formulas of the ruleset), `atk none` is `~` (a setting); `traits fire +
 * claw` names traits (settings of the ruleset), `traits none` none. A card that says something the chain
 * duel does not play is a problem with its position, and that card is left out.
 */
export interface ChainContent {
  ruleset: RulesetDecl | undefined;
  cards: ChainCard[];
  decks: Array<{ name: string; deck: ChainDeck }>;
  problems: ContentProblem[];
}

export function chainContent(decls: readonly Decl[]): ChainContent {
  const problems: ContentProblem[] = [];
  const ruleset = decls.find((d): d is RulesetDecl => d.kind === 'Ruleset');
  const cards = readCards(decls, translateCard, chainCardSchema, problems);
  const find = cardsByReference(cards);
  const decks: ChainContent['decks'] = [];
  for (const d of decls) {
    if (d.kind !== 'Deck') continue;
    const deck = readDeck(d, find, 'chain duel', problems);
    if (deck) decks.push({ name: d.name.text, deck });
  }
  return { ruleset, cards, decks, problems };
}

function translateCard(d: GameCard): ChainCard {
  const type = d.cardType.text;
  if (type !== 'monster' && type !== 'move') throw new Unsupported(`the chain duel has no card type "${type}"`, d.cardType.range);
  const property = (name: string): Expr => {
    const p = d.properties.find((x) => x.name.text === name);
    if (!p) throw new Unsupported(`a card needs its ${name}`, d.name.range);
    return p.value;
  };
  const card: ChainCard = { id: declId(d), name: d.name.text, type, atk: statOf(property('atk')), def: statOf(property('def')), traits: traitsOf(property('traits')), play: [], field: [], passive: [] };
  if (type === 'monster') {
    const hp = d.stats.find((s) => s.stat.text === 'hp');
    if (!hp) throw new Unsupported('a monster needs its hp (`stats { hp 6 }`)', d.name.range);
    card.hp = hp.value;
  }
  if (d.bindings.length > 0) throw new Unsupported('chain duel cards choose no targets: they act on `you` and `opponent`', d.bindings[0]?.range ?? d.range);
  card.play = d.effect.flatMap(stepsOf);
  for (const ability of d.abilities) readAbility(ability, card);
  return card;
}

/** `3` (initial), `plus(1)` / `minus(1)` (additional) or `none` (`~`). */
function statOf(e: Expr): Stat {
  if (e.kind === 'Number' && Number.isInteger(e.value)) return { kind: 'initial', value: e.value };
  if (e.kind === 'Ref' && e.path.length === 1 && e.path[0]?.text === 'none') return { kind: 'none' };
  if (e.kind === 'Call' && (e.fn.text === 'plus' || e.fn.text === 'minus') && e.args.length === 1) {
    const n = e.args[0];
    if (n?.kind === 'Number' && Number.isInteger(n.value)) return { kind: 'additional', value: e.fn.text === 'plus' ? n.value : -n.value };
  }
  throw new Unsupported('ATK and DEF are a whole number (`3`), `plus(1)`, `minus(1)` or `none` (the seed\'s `~`)', e.range);
}

/** `fire + claw`, `fire`, or `none`. */
function traitsOf(e: Expr): string[] {
  if (e.kind === 'Ref' && e.path.length === 1 && e.path[0]) return e.path[0].text === 'none' ? [] : [e.path[0].text];
  if (e.kind === 'Binary' && e.op === '+') return [...traitsOf(e.left), ...traitsOf(e.right)];
  throw new Unsupported('traits are trait names joined by `+` (`fire + claw`), or `none`', e.range);
}

/** A Field effect is `when this enters play` (activated from Stasis); a Passive effect a continuous one. */
function readAbility(a: Ability, card: ChainCard): void {
  if (a.kind === 'Triggered') {
    const t = a.trigger;
    if (t.event.text !== 'enters-play' || t.subject?.kind !== 'This' || a.condition || t.condition || a.optional || a.bindings.length > 0) {
      throw new Unsupported('a Field effect is written `when this enters play { … }` (it runs when the card is activated from Stasis)', a.range);
    }
    card.field.push(...a.effect.flatMap(stepsOf));
    return;
  }
  if (a.condition) throw new Unsupported('a Passive effect holds without a condition', a.range);
  for (const e of a.effects) card.passive.push(passiveOf(e.kind === 'Aura' ? e : e.kind === 'RuleOverride' ? e : null, a.range));
}

function passiveOf(e: Extract<Ability, { kind: 'Continuous' }>['effects'][number] | null, range: Range): Passive {
  if (e?.kind === 'RuleOverride' && e.rule.text === 'hand-limit' && e.appliesTo === 'you') return { kind: 'hand-limit', value: wholeNumber(e.value) };
  if (e?.kind === 'Aura' && e.selector.owner === 'you' && e.selector.noun?.text.startsWith('monster') && e.property.length === 1 && (e.op === 'add' || e.op === 'sub')) {
    const stat = e.property[0]?.text;
    const n = wholeNumber(e.value);
    if (stat === 'atk' || stat === 'def') return { kind: 'stat', stat, amount: e.op === 'add' ? n : -n };
  }
  throw new Unsupported('a Passive effect is `your monsters get atk +1` (or def) or `your hand-limit is 8`', range);
}

export function wholeNumber(e: Expr): number {
  if (e.kind === 'Number' && Number.isInteger(e.value)) return e.value;
  if (e.kind === 'Unary' && e.operand.kind === 'Number' && Number.isInteger(e.operand.value)) return -e.operand.value;
  throw new Unsupported('the chain duel takes a whole number here', e.range);
}

/** `you` or `opponent` as a step's player. */
export function sideOf(e: Expr): Side {
  const only = e.kind === 'Ref' && e.path.length === 1 ? e.path[0]?.text : undefined;
  if (only === 'you' || only === 'opponent') return only;
  throw new Unsupported('a chain duel step acts on `you` or `opponent`', e.range);
}

function playerOf(who: 'you' | 'opponent' | 'event-player', range: Range): Side {
  if (who === 'event-player') throw new Unsupported('the chain duel names `you` or `opponent` here', range);
  return who;
}

function stepsOf(e: Effect): Step[] {
  switch (e.kind) {
    case 'Draw':
      return [{ do: 'draw', who: playerOf(e.player, e.range), amount: wholeNumber(e.count) }];
    case 'Discard':
      if (e.selector) throw new Unsupported('the chain duel drops any card at random (`opponent discards 1 card to drop`)', e.range);
      if (e.to?.text !== 'drop') throw new Unsupported('a dropped card goes to the Drop zone (`to drop`)', (e.to ?? e).range);
      return [{ do: 'discard', who: playerOf(e.player, e.range), amount: wholeNumber(e.count) }];
    case 'Gain': {
      const stat = e.stat.text;
      if (stat !== 'atk' && stat !== 'def') throw new Unsupported('a player gains or loses atk or def in the chain', e.stat.range);
      return [{ do: 'gain', who: playerOf(e.player, e.range), stat, amount: wholeNumber(e.amount) }];
    }
    default: {
      // An effect module's step, run by the module the chain duel registered for it (language.ts).
      const module = chainDuelModules.find((m) => m.language.kind === e.kind);
      if (!module || !isModuleEffect(e)) throw new Unsupported(`the chain duel has no rule for this step (${e.kind})`, e.range);
      return module.steps(e, { wholeNumber, side: sideOf });
    }
  }
}
