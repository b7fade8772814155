/**
 * The card face: what a printed card shows, derived from the card's AST (never written by hand). Pure
 * and browser-safe: the editor's language worker computes it on every keystroke, the server for the
 * library's rows.
 */
import { z } from 'zod';
import type { CardDecl, Decl, Expr, GameCard } from '../../dsl/ast';
import { printExpr } from '../../dsl/format/print-expr';
import { rulesText } from '../../dsl/rules-text/rules-text';
import type { Vocabulary } from '../../dsl/vocabulary';
import { requiredNames } from './card-requirements';
import { gameLanguages } from '../../games/languages';

/** A card of any game: Summoner's Grid's built-in kinds, or a card of a type a ruleset declares. */
export type AnyCard = CardDecl | GameCard;

/** The card a file declares (one card per file), if its header parses. */
export function declaredCard(decls: readonly Decl[]): AnyCard | undefined {
  return decls.find((d): d is AnyCard => d.kind === 'Card' || d.kind === 'GameCard');
}

export const FaceStat = z.object({ label: z.string(), value: z.string(), note: z.string().optional() });
export type FaceStat = z.infer<typeof FaceStat>;

export const CardFace = z.object({
  name: z.string(),
  /** The card type (`action` … `equipment`, or a declared type: `monster`); equipment also has its slot in `slot`. */
  cardType: z.string(),
  slot: z.string().optional(),
  /** `Action · Fire · Unique`: the rules text's title line without the name. */
  typeLine: z.string(),
  /** Played cards: the speed they are played at. */
  speed: z.string().optional(),
  attribute: z.string().optional(),
  rarity: z.string().optional(),
  species: z.string().optional(),
  provisional: z.boolean(),
  /** Summons: base stats with growth; played cards: their parameters (power, accuracy, range …); declared card types: their stats. */
  stats: z.array(FaceStat),
  /** Declared card types: their per-card properties, the cost (`Mana 7`), in the ruleset's order. */
  properties: z.array(FaceStat).optional(),
  /** Roles and species the player must control (bindings and requirements), as written. */
  requires: z.object({ roles: z.array(z.string()), species: z.array(z.string()) }),
  /** The generated rules text below the title, one paragraph per entry (flavour excluded). */
  text: z.array(z.string()),
  flavor: z.string().optional(),
});
export type CardFace = z.infer<typeof CardFace>;

const paramLabels: Record<string, string> = { power: 'Power', accuracy: 'Accuracy', range: 'Range' };

function paramValue(expr: Expr): string {
  return expr.kind === 'Percent' ? `${expr.value}%` : printExpr(expr);
}

/** A declared property's value as its game's cards print it (GameLanguage.faceValue), else as written. */
function faceValue(vocabulary: Vocabulary | undefined, property: string, value: Expr): string {
  const language = vocabulary && Object.hasOwn(gameLanguages, vocabulary.game) ? gameLanguages[vocabulary.game] : undefined;
  return language?.faceValue?.(property, value) ?? paramValue(value);
}

function statsOf(card: CardDecl): FaceStat[] {
  switch (card.cardType) {
    case 'summon':
      return card.stats.map((s) => {
        const growth = card.growth.find((g) => g.stat.text === s.stat.text)?.growth.text;
        return growth === undefined ? { label: s.stat.text, value: String(s.value) } : { label: s.stat.text, value: String(s.value), note: growth };
      });
    case 'building':
      return [{ label: 'Size', value: `${card.footprint.width} × ${card.footprint.height}` }, ...paramsOf(card)];
    default:
      return paramsOf(card);
  }
}

function paramsOf(card: CardDecl): FaceStat[] {
  return card.params.map((p) => ({ label: paramLabels[p.name.text] ?? p.name.text, value: paramValue(p.value) }));
}

/**
 * A summon's rules text repeats its species and stats, which the face shows as a grid: those lines are
 * the ones a copy of the card without abilities still produces, and are left out of the text.
 */
function statLines(card: CardDecl): Set<string> {
  if (card.cardType !== 'summon') return new Set();
  const bare: CardDecl = { ...card, abilities: [], effect: [], costs: [], bindings: [], requirements: [], flavor: undefined, pile: undefined };
  return new Set(rulesText(bare).split('\n').slice(1));
}

/**
 * The face of any card. A card of a declared type (`monster`) takes its words from `vocabulary`, its
 * game's: stats and properties in the order the ruleset declares them.
 */
export function cardFace(card: AnyCard, vocabulary?: Vocabulary): CardFace {
  return card.kind === 'GameCard' ? gameCardFace(card, vocabulary) : builtinCardFace(card);
}

function builtinCardFace(card: CardDecl): CardFace {
  const lines = rulesText(card).split('\n');
  const title = lines[0] ?? card.name.text;
  const dash = title.indexOf(' — ');
  const hidden = statLines(card);
  let text = lines.slice(1).filter((line) => line !== '' && !hidden.has(line));
  if (card.flavor !== undefined) text = text.slice(0, -1);
  const face: CardFace = {
    name: card.name.text,
    cardType: card.cardType,
    typeLine: dash >= 0 ? title.slice(dash + 3) : card.cardType,
    provisional: card.provisional,
    stats: statsOf(card),
    requires: requiredNames(card),
    text,
  };
  if (card.cardType === 'equipment') face.slot = card.slot;
  if ('speed' in card) face.speed = card.speed;
  if (card.attribute) face.attribute = card.attribute.text;
  if (card.rarity) face.rarity = card.rarity.text;
  if (card.cardType === 'summon') face.species = card.species.text;
  if (card.flavor !== undefined) face.flavor = card.flavor;
  return face;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Items named by `nameOf`, in the order of `declared` first, then any the ruleset does not declare, as written. */
function inDeclaredOrder<T>(items: readonly T[], nameOf: (item: T) => string, declared: readonly string[]): T[] {
  const rank = (item: T) => {
    const i = declared.indexOf(nameOf(item));
    return i < 0 ? declared.length : i;
  };
  return items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index).map((e) => e.item);
}

/**
 * A card of a declared type. Its rules text is `Name — Monster · 7 mana`, then the stats line when it has
 * stats (the face shows both as fields, not again in the text), then its choices, effect and abilities.
 */
function gameCardFace(card: GameCard, vocabulary: Vocabulary | undefined): CardFace {
  const lines = rulesText(card).split('\n');
  let text = lines.slice(card.stats.length > 0 ? 2 : 1).filter((line) => line !== '');
  if (card.flavor !== undefined) text = text.slice(0, -1);
  const face: CardFace = {
    name: card.name.text,
    cardType: card.cardType.text,
    typeLine: [capitalize(card.cardType.text), card.unique ? 'Unique' : ''].filter((t) => t !== '').join(' · '),
    provisional: card.provisional,
    properties: inDeclaredOrder(card.properties, (p) => p.name.text, vocabulary?.properties ?? []).map((p) => ({ label: capitalize(p.name.text), value: faceValue(vocabulary, p.name.text, p.value) })),
    stats: inDeclaredOrder(card.stats, (s) => s.stat.text, vocabulary?.stats ?? []).map((s) => ({ label: capitalize(s.stat.text), value: String(s.value) })),
    requires: { roles: [], species: [] },
    text,
  };
  if (card.rarity) face.rarity = card.rarity.text;
  if (card.flavor !== undefined) face.flavor = card.flavor;
  return face;
}
