import type {
  CardDecl,
  Decl,
  DeckDecl,
  Document,
  EquipmentCard,
  Expr,
  FormulaDef,
  RoleCard,
  RulesetDecl,
  SpeciesDecl,
} from '../../../dsl/ast';
import { declId, slug } from '../../../dsl/slug';
import { normName } from '../interpret/values';

/**
 * Compiled content: every declaration of a rule set, indexed for the engine. Cards are found by id or by
 * name (names compared without case and punctuation differences, see `normName`).
 */
export interface Content {
  ruleset: RulesetDecl;
  cards: CardDecl[];
  species: SpeciesDecl[];
  decks: DeckDecl[];
  byKey: Map<string, CardDecl>;
  speciesByKey: Map<string, SpeciesDecl>;
  deckByKey: Map<string, DeckDecl>;
  /** Growth kinds by name and by symbol → per-level rate. */
  growth: Map<string, number>;
  formulas: Map<string, FormulaDef>;
  settings: Map<string, Expr>;
}

export function cardId(card: CardDecl): string {
  return declId(card);
}

export class ContentError extends Error {}

/** Builds the index. Throws ContentError when there is no ruleset or two rulesets. */
export function indexContent(input: ReadonlyArray<Document | Decl>): Content {
  const decls: Decl[] = input.flatMap((d) => (d.kind === 'Document' ? d.decls : [d]));
  const rulesets = decls.filter((d): d is RulesetDecl => d.kind === 'Ruleset');
  const ruleset = rulesets[0];
  if (!ruleset) throw new ContentError('the content has no ruleset');
  if (rulesets.length > 1) throw new ContentError(`the content has ${rulesets.length} rulesets; one is expected`);
  const cards = decls.filter((d): d is CardDecl => d.kind === 'Card');
  const species = decls.filter((d): d is SpeciesDecl => d.kind === 'Species');
  const decks = decls.filter((d): d is DeckDecl => d.kind === 'Deck');
  const byKey = new Map<string, CardDecl>();
  for (const card of cards) {
    byKey.set(cardId(card), card);
    byKey.set(normName(card.name.text), card);
  }
  const speciesByKey = new Map<string, SpeciesDecl>();
  for (const s of species) {
    speciesByKey.set(normName(s.name.text), s);
    if (s.id) speciesByKey.set(s.id, s);
  }
  const deckByKey = new Map<string, DeckDecl>();
  for (const d of decks) {
    deckByKey.set(normName(d.name.text), d);
    deckByKey.set(declId(d), d);
  }
  const growth = new Map<string, number>();
  for (const d of decls) {
    if (d.kind !== 'Growth') continue;
    growth.set(normName(d.name.text), d.rate);
    growth.set(d.symbol, d.rate);
  }
  const formulas = new Map<string, FormulaDef>();
  for (const f of ruleset.formulas) formulas.set(normName(f.name.text), f);
  const settings = new Map<string, Expr>();
  for (const s of ruleset.settings) settings.set(normName(s.name.text), s.value);
  return { ruleset, cards, species, decks, byKey, speciesByKey, deckByKey, growth, formulas, settings };
}

export function findCard(content: Content, ref: string): CardDecl | undefined {
  return content.byKey.get(ref) ?? content.byKey.get(normName(ref)) ?? content.byKey.get(slug(ref));
}

export function requireCard(content: Content, ref: string): CardDecl {
  const card = findCard(content, ref);
  if (!card) throw new ContentError(`unknown card "${ref}"`);
  return card;
}

export function roleCard(content: Content, ref: string): RoleCard {
  const card = requireCard(content, ref);
  if (card.cardType !== 'role') throw new ContentError(`"${ref}" is not a role`);
  return card;
}

export function equipmentCard(content: Content, ref: string): EquipmentCard {
  const card = requireCard(content, ref);
  if (card.cardType !== 'equipment') throw new ContentError(`"${ref}" is not equipment`);
  return card;
}


/** The per-level rate of a growth entry: a growth kind by name or symbol, or a number written directly. */
export function growthRate(content: Content, growth: string): number {
  const direct = Number(growth);
  if (growth.trim() !== '' && Number.isFinite(direct)) return direct;
  const rate = content.growth.get(growth) ?? content.growth.get(normName(growth));
  if (rate === undefined) throw new ContentError(`unknown growth rate "${growth}"`);
  return rate;
}
