/**
 * Assembles cards.json from a frozen set version: sorts its entries into the ruleset, the definition
 * lists and the cards, orders every list by stable id, and derives each card's face numbers. Pure and
 * deterministic: the same snapshot gives an equal object, whatever order the entries came in.
 */
import type { CardDecl, Decl, GameCard } from '../dsl/ast';
import { vocabularyOf } from '../dsl/vocabulary';
import { cardNumbers } from './card-numbers';
import { CARDS_FILE } from './bundle-files';
import { CARDS_FORMAT, ENTRY_KEYS, type CardsFile, type DefinitionEntry, type Included, type SetHeader } from './cards-file';
import { declaredValues } from './declared-values';
import { cardShapeOf } from './game-schema';
import type { Problem } from './problem';

/** How a published card version came to be. Definitions have none: they come from the content folder. */
export interface Publication {
  version: number;
  rulesText: string;
  publishedBy: string;
  publishedAt: string;
  changelog: string;
}

/** One entry of a set version: a published card version, or a definition of the game's rules content. */
export interface SnapshotEntry {
  id: string;
  name: string;
  included: Included;
  source: string;
  ast: Decl;
  published?: Publication;
}

export interface SetSnapshot {
  set: SetHeader;
  entries: readonly SnapshotEntry[];
}

export type BuildResult = { ok: true; file: CardsFile } | { ok: false; problems: Problem[] };

export function buildCardsFile(snapshot: SetSnapshot): BuildResult {
  const entries = [...snapshot.entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const problems: Problem[] = [];
  const file: Omit<CardsFile, 'ruleset'> = { format: CARDS_FORMAT, set: snapshot.set, species: [], roles: [], growth: [], rarities: [], packs: [], cards: [] };
  const rulesets: Array<DefinitionEntry<Extract<Decl, { kind: 'Ruleset' }>>> = [];
  const cards: Array<{ entry: SnapshotEntry; ast: CardDecl | GameCard; published: Publication }> = [];
  for (const entry of entries) {
    const { id, name, included, source, ast, published } = entry;
    const base = { id, name, included, source };
    if (published !== undefined) {
      if (ast.kind === 'Card' || ast.kind === 'GameCard') cards.push({ entry, ast, published });
      else problems.push({ file: CARDS_FILE, card: id, message: `a published version must be a card, not a ${ast.kind.toLowerCase()}` });
      continue;
    }
    switch (ast.kind) {
      case 'Ruleset':
        rulesets.push({ ...base, ast });
        break;
      case 'Species':
        file.species.push({ ...base, ast });
        break;
      case 'Growth':
        file.growth.push({ ...base, ast });
        break;
      case 'Rarity':
        file.rarities.push({ ...base, ast });
        break;
      case 'Pack':
        file.packs.push({ ...base, ast });
        break;
      case 'Card':
        if (ast.cardType === 'role') file.roles.push({ ...base, ast });
        else problems.push({ file: CARDS_FILE, card: id, message: 'a card in a set must be a published version' });
        break;
      case 'GameCard':
        problems.push({ file: CARDS_FILE, card: id, message: 'a card in a set must be a published version' });
        break;
      case 'Deck':
      case 'Scenario':
        problems.push({ file: CARDS_FILE, card: id, message: `a ${ast.kind.toLowerCase()} cannot be part of a card set` });
        break;
    }
  }
  const [ruleset, ...extra] = rulesets;
  if (ruleset === undefined) problems.push({ file: CARDS_FILE, message: `set ${snapshot.set.name} has no ruleset: the game's content folder must declare one` });
  for (const r of extra) problems.push({ file: CARDS_FILE, card: r.id, message: `a set has one ruleset; ${ruleset?.id ?? '?'} is already included` });
  if (ruleset === undefined || problems.length > 0) return { ok: false, problems };

  const vocabulary = vocabularyOf(ruleset.ast);
  for (const name of [...vocabulary.properties, ...vocabulary.stats]) {
    if (ENTRY_KEYS.has(name)) problems.push({ file: CARDS_FILE, card: ruleset.id, message: `declares "${name}", a name every card entry of cards.json already uses: rename it` });
  }
  const context = { ruleset: ruleset.ast, growth: file.growth.map((g) => g.ast) };
  const shape = cardShapeOf(ruleset.ast);
  for (const { entry, ast, published } of cards) {
    const envelope = {
      id: entry.id,
      version: published.version,
      name: entry.name,
      included: entry.included,
      source: entry.source,
      rulesText: published.rulesText,
      publishedBy: published.publishedBy,
      publishedAt: published.publishedAt,
      changelog: published.changelog,
    };
    if (ast.kind === 'Card') {
      file.cards.push({ ...envelope, kind: ast.cardType, ast, numbers: cardNumbers(ast, context) });
      continue;
    }
    const declared = declaredValues(ast, shape);
    if (declared.ok) file.cards.push({ ...envelope, kind: ast.cardType.text, ast, ...declared.values });
    else problems.push(...declared.problems.map((message) => ({ file: CARDS_FILE, card: entry.id, message })));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file: { ...file, ruleset } };
}
