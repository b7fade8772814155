import type { Binding, Decl, Effect, Expr, GameCard, Range, RulesetDecl, Selector, TriggeredAbility } from '../../dsl/ast';
import { declId } from '../../dsl/slug';
import { cardsByReference, readCards, readDeck, Unsupported, type ContentProblem } from '../content-reader';
import { isModuleEffect } from '../../dsl/effects/registry';
import { manaDuelModules } from './language';
import { manaCardSchema, type CardType, type EffectStep, type ManaCard, type SimpleStep, type StepSubject, type TargetRequirement } from './cards';
import type { ManaDeck } from './deck';

/**
 * The mana duel's content read from the card language: every `monster`, `spell` and `equipment` card of
 * the parsed `.smith` documents translated into the card model the rules interpret (`cards.ts`), and every
 * deck into a `ManaDeck`. The validator has already checked names and vocabulary; what it cannot know is
 * which of the language's forms this game plays, so a card that says something the mana duel does not do
 * (a formula where it takes a whole number, a step it has no rule for) is a problem with its position,
 * and that card is left out: one bad card never blocks the others.
 */
export interface ManaContent {
  ruleset: RulesetDecl | undefined;
  cards: ManaCard[];
  decks: Array<{ name: string; deck: ManaDeck }>;
  problems: ContentProblem[];
}

const CARD_TYPES: readonly string[] = ['monster', 'spell', 'equipment'];

export function manaContent(decls: readonly Decl[]): ManaContent {
  const problems: ContentProblem[] = [];
  const ruleset = decls.find((d): d is RulesetDecl => d.kind === 'Ruleset');
  const cards = readCards(decls, translateCard, manaCardSchema, problems);
  const find = cardsByReference(cards);
  const decks: ManaContent['decks'] = [];
  for (const d of decls) {
    if (d.kind !== 'Deck') continue;
    const deck = readDeck(d, find, 'mana duel', problems);
    if (deck) decks.push({ name: d.name.text, deck });
  }
  return { ruleset, cards, decks, problems };
}

function translateCard(d: GameCard): ManaCard {
  const type = d.cardType.text;
  if (!CARD_TYPES.includes(type)) throw new Unsupported(`the mana duel has no card type "${type}"`, d.cardType.range);
  const cardType = type as CardType;
  const mana = d.properties.find((p) => p.name.text === 'mana');
  if (!mana) throw new Unsupported('a card needs its mana cost (`mana 2`)', d.name.range);
  const card: ManaCard = { id: declId(d), name: d.name.text, type: cardType, cost: wholeNumber(mana.value), target: 'none' };
  if (cardType === 'monster') {
    const stat = (name: string) => {
      const s = d.stats.find((x) => x.stat.text === name);
      if (!s) throw new Unsupported(`a monster needs its ${name} (\`stats { power 3 toughness 1 health 2 }\`)`, d.name.range);
      return s.value;
    };
    card.stats = { power: stat('power'), toughness: stat('toughness'), health: stat('health') };
  }
  for (const b of d.bindings) card.target = targetOf(b, card.target);
  if (d.effect.length > 0) {
    const steps = d.effect.flatMap((e) => stepsOf(e, undefined));
    if (cardType === 'equipment') {
      // An equipment's effect is its bonus while it is attached: `target.power +2`, `target.toughness +1`.
      const bonus = { power: 0, toughness: 0 };
      const rest: EffectStep[] = [];
      for (const s of steps) {
        if (s.do === 'modify' && s.to === 'target' && s.until === 'permanent') {
          bonus.power += s.power;
          bonus.toughness += s.toughness;
        } else rest.push(s);
      }
      card.bonus = bonus;
      if (rest.length > 0) card.onPlay = rest;
    } else card.onPlay = steps;
  }
  for (const ability of d.abilities) {
    if (ability.kind !== 'Triggered') throw new Unsupported('the mana duel has no continuous abilities', ability.range);
    const slot = abilitySlot(ability);
    for (const b of ability.bindings) card.target = targetOf(b, card.target);
    card[slot] = [...(card[slot] ?? []), ...ability.effect.flatMap((e) => stepsOf(e, undefined))];
  }
  return card;
}

/** Which of a monster's moments a trigger names: summoned, defeated, or the end of its controller's turn. */
function abilitySlot(a: TriggeredAbility): 'onSummon' | 'onDeath' | 'onTurnEnd' {
  const t = a.trigger;
  if (a.condition || t.condition || a.optional) throw new Unsupported('the mana duel plays abilities without conditions or "may"', a.range);
  const onThis = t.subject?.kind === 'This';
  if (t.event.text === 'summoned' && onThis) return 'onSummon';
  if (t.event.text === 'defeated' && onThis) return 'onDeath';
  if (t.event.text === 'turn-end' && t.whose === 'you') return 'onTurnEnd';
  throw new Unsupported('the mana duel knows three moments: `when this is summoned`, `when this is defeated`, `at end of your turn`', t.range);
}

/** A card's one target requirement (`target: enemy monster`). */
function targetOf(b: Binding, current: TargetRequirement): TargetRequirement {
  if (b.name.text !== 'target') throw new Unsupported('the mana duel names its one chosen target `target`', b.name.range);
  if (current !== 'none') throw new Unsupported('a card chooses one target', b.range);
  if (b.count !== 1 || b.optional) throw new Unsupported('a card chooses exactly one target', b.range);
  const s = b.selector;
  if (isMonsterNoun(s) && s.filters.length === 0) return s.owner === 'you' ? 'own-monster' : s.owner === 'opponent' ? 'enemy-monster' : 'any-monster';
  if (s.entity === 'player' && s.filters.length === 0) return 'player';
  throw new Unsupported('a target is `your monster`, `enemy monster`, `any monster` or a player', s.range);
}

function wholeNumber(e: Expr): number {
  if (e.kind === 'Number' && Number.isInteger(e.value)) return e.value;
  if (e.kind === 'Unary' && e.operand.kind === 'Number' && Number.isInteger(e.operand.value)) return -e.operand.value;
  throw new Unsupported('the mana duel takes a whole number here', e.range);
}

/** Who a step acts on: `target`, `this`, `you`, `opponent`, or the monster a `for each` visits. */
function subjectOf(e: Expr, loopVariable: string | undefined): StepSubject {
  const only = e.kind === 'Ref' && e.path.length === 1 ? e.path[0]?.text : undefined;
  if (only === undefined) throw new Unsupported('name `target`, `this`, `you`, `opponent` or the `for each` variable here', e.range);
  if (loopVariable !== undefined && only === loopVariable) return 'each';
  if (only === 'target' || only === 'this' || only === 'you' || only === 'opponent') return only;
  throw new Unsupported(`"${only}" is not something a mana duel step acts on`, e.range);
}

function playerOf(who: 'you' | 'opponent' | 'event-player', range: Range): 'you' | 'opponent' {
  if (who === 'event-player') throw new Unsupported('the mana duel names `you` or `opponent` here', range);
  return who;
}

/** The one simple step a `for each` runs. */
function simple(steps: readonly EffectStep[], range: Range): SimpleStep {
  const [step, more] = steps;
  if (!step || more) throw new Unsupported('a `for each` runs one step of the game', range);
  if (step.do === 'for-each') throw new Unsupported('a `for each` runs one simple step; it does not nest', range);
  return step;
}

/** The game's steps for one effect of the language (most are one step; raising health is two). */
function stepsOf(e: Effect, loopVariable: string | undefined): EffectStep[] {
  switch (e.kind) {
    case 'Heal':
      return [{ do: 'heal', amount: wholeNumber(e.amount), to: subjectOf(e.target, loopVariable) }];
    case 'Draw':
      return [{ do: 'draw', amount: wholeNumber(e.count), who: playerOf(e.player, e.range) }];
    case 'Discard':
      // The mana duel's discard takes cards from the hand at random into the graveyard (the game's one pile).
      if (e.selector) throw new Unsupported('the mana duel discards any card (`opponent discards 1 card`), not a chosen kind', e.range);
      if (e.to !== undefined && e.to.text !== 'graveyard' && e.to.text !== 'discard') throw new Unsupported('a discarded card goes to the graveyard', e.to.range);
      return [{ do: 'discard', amount: wholeNumber(e.count), who: playerOf(e.player, e.range) }];
    case 'Destroy':
      if (e.target.kind === 'Selector') throw new Unsupported('destroy one monster (`destroy target`), or use `for each`', e.range);
      return [{ do: 'destroy', to: subjectOf(e.target, loopVariable) }];
    case 'Gain': {
      const amount = wholeNumber(e.amount);
      const who = playerOf(e.player, e.range);
      if (e.stat.text === 'mana') {
        if (who !== 'you' || amount < 0) throw new Unsupported('only `you gain N mana` changes mana', e.range);
        return [{ do: 'gain-mana', amount }];
      }
      if (e.stat.text !== 'health') throw new Unsupported(`a player has no "${e.stat.text}" to gain`, e.stat.range);
      // Losing health is damage to the player.
      return [amount >= 0 ? { do: 'gain-health', amount, who } : { do: 'damage', amount: -amount, to: who }];
    }
    case 'Modify': {
      const stat = e.property.map((p) => p.text).join('.');
      const signed = e.op === 'add' ? wholeNumber(e.value) : e.op === 'sub' ? -wholeNumber(e.value) : Number.NaN;
      if (Number.isNaN(signed)) throw new Unsupported('the mana duel raises or lowers a stat (`+2`, `-1`)', e.range);
      const until = e.duration.until === 'permanent' ? 'permanent' : e.duration.until === 'end-of-turn' ? 'end-of-turn' : undefined;
      if (!until || e.duration.while || e.duration.endsWhen.length > 0) throw new Unsupported('a change lasts for good or `until end of turn`', e.duration.range);
      const to = subjectOf(e.target, loopVariable);
      if (stat === 'power') return [{ do: 'modify', power: signed, toughness: 0, until, to }];
      if (stat === 'toughness') return [{ do: 'modify', power: 0, toughness: signed, until, to }];
      // Decision 6 (content/mana-duel/README.md): `target.health +N` raises the maximum and the current
      // health by N, which the game's raise-max-health step does.
      if (stat === 'health' && signed >= 0 && until === 'permanent') return [{ do: 'raise-max-health', amount: signed, to }];
      throw new Unsupported('the mana duel changes power or toughness, or raises health for good', e.range);
    }
    case 'ForEach': {
      const { monsters, exceptThis } = sideOf(e.selector);
      if (e.body.length !== 1 || !e.body[0]) throw new Unsupported('a `for each` runs one step', e.range);
      return [{ do: 'for-each', monsters, ...(exceptThis ? { exceptThis } : {}), step: simple(stepsOf(e.body[0], e.variable.text), e.range) }];
    }
    default: {
      // An effect module's step, run by the module the mana duel registered for it (language.ts).
      const module = manaDuelModules.find((m) => m.language.kind === e.kind);
      if (!module || !isModuleEffect(e)) throw new Unsupported(`the mana duel has no rule for this step (${e.kind})`, e.range);
      return module.steps(e, { wholeNumber, subject: (target) => subjectOf(target, loopVariable) });
    }
  }
}

/** `monster` or `monsters` (the selector keeps the noun as written). */
function isMonsterNoun(s: Selector): boolean {
  return s.noun?.text === 'monster' || s.noun?.text === 'monsters';
}

/** The monsters a `for each` visits: a side, and perhaps all but the ability's own (`other than this`). */
function sideOf(s: Selector): { monsters: 'enemy' | 'own' | 'every'; exceptThis: boolean } {
  const exceptThis = s.filters.length === 1 && s.filters[0]?.kind === 'OtherThan' && isThis(s.filters[0].other);
  if (!isMonsterNoun(s) || (s.filters.length > 0 && !exceptThis)) throw new Unsupported('a `for each` visits `enemy monsters`, `your monsters` or `every monster` (`other than this` may follow)', s.range);
  return { monsters: s.owner === 'you' ? 'own' : s.owner === 'opponent' ? 'enemy' : 'every', exceptThis };
}

function isThis(e: Expr): boolean {
  return e.kind === 'Ref' && e.path.length === 1 && e.path[0]?.text === 'this';
}
