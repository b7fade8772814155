import type { ContinuousEffect, Decl, DeckDecl, Expr, GameCard, Range, RulesetDecl } from '../../dsl/ast';
import { declId } from '../../dsl/slug';
import { normName } from '../../engine/core/formula/values';
import { fighterSchema, STATS, type KitCard, type Modifier, type StanceCard, type StanceDeck, type Stat, type Whose } from './cards';
import { SETTING_NAMES } from './rules';
import { cardsByReference, Unsupported, type CardByReference, type ContentProblem } from '../content-reader';

/**
 * The stance duel's content read from the card language: fighters (`fighter "Name" { stats { AGI 1 … } }`),
 * gear and technique cards (continuous abilities: `your fighter gets CC +2`, `while you.stance = reckless:
 * …`, `your BBR is 0.6`) and decks (exactly one fighter, the rest kit). The validator has already checked
 * names and vocabulary; what only this game knows (a stat change must be a whole number, a replaced setting
 * must be one of the formula constants) is a problem with its position, and that card is left out.
 */
export interface StanceContent {
  ruleset: RulesetDecl | undefined;
  cards: StanceCard[];
  decks: Array<{ name: string; deck: StanceDeck }>;
  problems: ContentProblem[];
}

const SETTINGS_BY_KEY = new Map<string, string>(SETTING_NAMES.map((n) => [normName(n), n]));

export function stanceContent(decls: readonly Decl[]): StanceContent {
  const problems: ContentProblem[] = [];
  const cards: StanceCard[] = [];
  let ruleset: RulesetDecl | undefined;
  for (const d of decls) {
    if (d.kind === 'Ruleset') ruleset = d;
    if (d.kind !== 'GameCard') continue;
    try {
      cards.push(translateCard(d));
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
      problems.push({ card: d.name.text, message: err.message, range: err.range });
    }
  }
  const find = cardsByReference(cards);
  const decks: StanceContent['decks'] = [];
  for (const d of decls) {
    if (d.kind !== 'Deck') continue;
    const deck = translateDeck(d, find, problems);
    if (deck) decks.push({ name: d.name.text, deck });
  }
  return { ruleset, cards, decks, problems };
}

function translateDeck(d: DeckDecl, find: CardByReference<StanceCard>, problems: ContentProblem[]): StanceDeck | undefined {
  const fighters: string[] = [];
  const kit: string[] = [];
  const pool = new Map<string, StanceCard>();
  for (const line of d.main) {
    const card = find(line.card.text);
    if (!card) {
      problems.push({ message: `deck "${d.name.text}": "${line.card.text}" is not a stance duel card the engine can play`, range: line.card.range });
      return undefined;
    }
    pool.set(card.id, card);
    for (let i = 0; i < line.count; i++) (card.type === 'fighter' ? fighters : kit).push(card.id);
  }
  const [fighter] = fighters;
  if (fighter === undefined || fighters.length !== 1) {
    problems.push({ message: `deck "${d.name.text}" must hold exactly one fighter (it holds ${fighters.length})`, range: d.name.range });
    return undefined;
  }
  return { fighter, kit, pool: [...pool.values()] };
}

function translateCard(d: GameCard): StanceCard {
  const id = declId(d);
  const type = d.cardType.text;
  if (type === 'fighter') {
    const stats = Object.fromEntries(
      STATS.map((stat) => {
        const s = d.stats.find((x) => x.stat.text === stat);
        if (!s) throw new Unsupported(`a fighter needs all seven stats (\`stats { AGI 1 ATK 2 DEF 1 CC 0 CD 0 BC 1 BR 0 }\`); ${stat} is missing`, d.name.range);
        return [stat, s.value];
      }),
    );
    if (d.abilities.length > 0 || d.effect.length > 0) throw new Unsupported('a fighter is its stats: abilities belong on gear and technique cards', d.name.range);
    const checked = fighterSchema.safeParse({ id, name: d.name.text, type: 'fighter', stats });
    if (!checked.success) throw new Unsupported(checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), d.name.range);
    return checked.data;
  }
  if (type !== 'gear' && type !== 'technique') throw new Unsupported(`the stance duel has no card type "${type}"`, d.cardType.range);
  if (d.effect.length > 0) throw new Unsupported('gear and techniques have no one-off effect: their abilities hold while their conditions do', d.effect[0]?.range ?? d.name.range);
  const modifiers: Modifier[] = [];
  for (const ability of d.abilities) {
    if (ability.kind !== 'Continuous') throw new Unsupported('the stance duel has no triggered abilities: write `while <condition>: …`', ability.range);
    for (const e of ability.effects) modifiers.push({ ...modifierOf(e), ...(ability.condition ? { condition: ability.condition } : {}) });
  }
  if (modifiers.length === 0) throw new Unsupported('a gear or technique card needs at least one ability (`your fighter gets ATK +1`)', d.name.range);
  const card: KitCard = { id, name: d.name.text, type, modifiers };
  return card;
}

function whoseOf(owner: string, range: Range): Whose {
  if (owner === 'you' || owner === 'opponent') return owner;
  throw new Unsupported('say whose: `your` or `opponent\'s`', range);
}

function modifierOf(e: ContinuousEffect): Modifier {
  if (e.kind === 'Aura') {
    if (!['fighter', 'fighters'].includes(e.selector.noun?.text ?? '') || e.selector.filters.length > 0) throw new Unsupported('a stat change applies to `your fighter` or `enemy fighter`', e.selector.range);
    const stat = e.property.map((p) => p.text).join('.');
    if (!(STATS as readonly string[]).includes(stat)) throw new Unsupported(`a fighter's stats are ${STATS.join(', ')}; "${stat}" is not one`, e.range);
    if (e.op !== 'add' && e.op !== 'sub') throw new Unsupported('a stat changes by a whole number: `+2` or `-1`', e.range);
    const amount = wholeNumber(e.value);
    return { kind: 'stat', whose: whoseOf(e.selector.owner, e.selector.range), stat: stat as Stat, delta: e.op === 'sub' ? -amount : amount };
  }
  if (e.kind === 'RuleOverride') {
    const setting = SETTINGS_BY_KEY.get(normName(e.rule.text));
    if (!setting) throw new Unsupported(`"${e.rule.text}" is not a setting the stance duel reads`, e.rule.range);
    return { kind: 'setting', whose: whoseOf(e.appliesTo, e.range), setting, value: e.value };
  }
  throw new Unsupported('the stance duel changes stats (`your fighter gets ATK +1`) and settings (`your BBR is 0.6`) only', e.range);
}

function wholeNumber(e: Expr): number {
  if (e.kind === 'Number' && Number.isInteger(e.value)) return e.value;
  throw new Unsupported('the stance duel takes a whole number here', e.range);
}
