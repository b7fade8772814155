/**
 * cards.json's schema for one game, generated from the game's ruleset declaration (data, not a list per
 * game): a game that declares its card types (`card-types monster, spell, equipment`) gets card entries
 * discriminated by `kind`, one per declared type, each carrying every declared property as a required
 * number (`mana`) and every declared stat as a number (`power`, `toughness`, `health`) — required on the
 * types some zone holds (they sit in play and have stats), optional on the others. A game client then
 * reads `card.power` of a monster, typed. Summoner's Grid, whose card types are the DSL's keywords, keeps
 * its own card entries (`cardEntrySchema`).
 *
 * The type names come from the game's id (`mana-duel` → `ManaDuelCardsFile`, `ManaDuelCard`,
 * `ManaDuelMonster`). Schemas are cached per declaration, so schema.json and types.d.ts (cached per
 * schema) are generated once per game.
 */
import { z } from 'zod';
import type { RulesetDecl } from '../dsl/ast';
import { gameIdOf, vocabularyOf } from '../dsl/vocabulary';
import { canonicalCompact } from '../lib/canonical-json';
import { cardEntrySchema, cardsFileParts, ENTRY_KEYS, publishedFields, type AstSchemas, type CardEntry, type CardsFile, type CardsFileParts, type GameCardEntry } from './cards-file';

export interface GameCardsSchema {
  game: string;
  /** The schema of the game's cards.json. */
  schema: z.ZodType<CardsFile>;
  /** The same schema in the parts an import checks one entry at a time. */
  parts: CardsFileParts<CardEntry | GameCardEntry>;
  /** The name of the top-level type in types.d.ts. */
  rootName: string;
}

/** What a ruleset declares about its cards' shape: the part of the ruleset the schema depends on. */
export interface CardShape {
  game: string;
  cardTypes: string[];
  properties: string[];
  stats: string[];
  /** Card types some zone holds: they sit in play and have every stat. */
  inPlayTypes: string[];
}

export function cardShapeOf(ruleset: RulesetDecl): CardShape {
  const v = vocabularyOf(ruleset);
  // A declared name that is also an envelope key (`version`) cannot be a field of its own; buildCardsFile refuses such a ruleset.
  const own = (names: string[]) => names.filter((n) => !ENTRY_KEYS.has(n));
  return { game: gameIdOf(ruleset), cardTypes: v.cardTypes, properties: own(v.properties), stats: own(v.stats.filter((s) => !v.properties.includes(s))), inPlayTypes: v.inPlayTypes };
}

/** `mana-duel` → `ManaDuel`. */
export function pascalName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');
}

const caches = new WeakMap<AstSchemas, Map<string, GameCardsSchema>>();

/** The schema of cards.json for the game whose ruleset this is, with the ASTs checked by `ast`. */
export function gameCardsSchema(ruleset: RulesetDecl, ast: AstSchemas): GameCardsSchema {
  const shape = cardShapeOf(ruleset);
  let cache = caches.get(ast);
  if (cache === undefined) {
    cache = new Map();
    caches.set(ast, cache);
  }
  const key = canonicalCompact(shape);
  let found = cache.get(key);
  if (found === undefined) {
    found = build(shape, ast);
    cache.set(key, found);
  }
  return found;
}

function build(shape: CardShape, ast: AstSchemas): GameCardsSchema {
  if (shape.cardTypes.length === 0) {
    const parts = cardsFileParts(ast, cardEntrySchema(ast));
    return { game: shape.game, schema: parts.whole, parts, rootName: 'CardsFile' };
  }
  const prefix = pascalName(shape.game);
  const entry = (cardType: string) => {
    const inPlay = shape.inPlayTypes.includes(cardType);
    const declared: Record<string, z.ZodType<number | undefined>> = {};
    for (const p of shape.properties) declared[p] = z.number().describe(`The card's ${p} (a declared property)`);
    for (const s of shape.stats) declared[s] = inPlay ? z.number().describe(`The card's ${s} (a declared stat)`) : z.number().optional().describe(`The card's ${s} (a declared stat), when it gives one`);
    const envelope = { ...publishedFields(), kind: z.literal(cardType).describe('The declared card type'), ast: ast.gameCard };
    // Typed as the envelope: the declared fields' names are data, and GameCardEntry's index signature holds them.
    const fields: typeof envelope = Object.assign({}, envelope, declared);
    return z
      .object(fields)
      .strict()
      .meta({ title: `${prefix}${pascalName(cardType)}` });
  };
  const [head, ...tail] = shape.cardTypes.map(entry);
  if (head === undefined) throw new Error('unreachable: the game declares card types');
  const card: z.ZodType<GameCardEntry> = z
    .discriminatedUnion('kind', [head, ...tail])
    .meta({ title: `${prefix}Card`, description: `A published card of ${shape.game}: one type per card type its ruleset declares` });
  const parts = cardsFileParts(ast, card, `${prefix}CardsFile`);
  return { game: shape.game, schema: parts.whole, parts, rootName: `${prefix}CardsFile` };
}
