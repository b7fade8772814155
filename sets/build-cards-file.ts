/**
 * Assembles cards.json from a frozen set version: sorts its entries into the ruleset, definitions and
 * cards, orders everything by stable id, and derives each card's face numbers. Pure and deterministic:
 * the same snapshot gives an equal object, whatever order the entries came in.
 */
import type { Decl } from '../dsl/ast';
import { cardNumbers } from './card-numbers';
import { CARDS_FILE } from './bundle-files';
import { CARDS_FORMAT, type CardsFile, type DefinitionEntry, type Provenance, type SetHeader } from './cards-file';
import type { Problem } from './problem';

/** One pinned version in a set version, as the database (or an imported bundle) holds it. */
export interface SnapshotEntry extends Provenance {
  ast: Decl;
  /** Generated at publish time; empty for definitions. */
  rulesText: string;
}

export interface SetSnapshot {
  set: SetHeader;
  entries: readonly SnapshotEntry[];
}

export type BuildResult = { ok: true; file: CardsFile } | { ok: false; problems: Problem[] };

export function buildCardsFile(snapshot: SetSnapshot): BuildResult {
  const entries = [...snapshot.entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const problems: Problem[] = [];
  const file: Omit<CardsFile, 'ruleset'> = { format: CARDS_FORMAT, set: snapshot.set, species: [], growth: [], rarities: [], packs: [], cards: [] };
  const rulesets: Array<DefinitionEntry<Extract<Decl, { kind: 'Ruleset' }>>> = [];
  const cards: Array<SnapshotEntry & { ast: Extract<Decl, { kind: 'Card' }> }> = [];
  for (const entry of entries) {
    const { rulesText: _rulesText, ...provenance } = entry;
    const ast = entry.ast;
    switch (ast.kind) {
      case 'Ruleset':
        rulesets.push({ ...provenance, ast });
        break;
      case 'Species':
        file.species.push({ ...provenance, ast });
        break;
      case 'Growth':
        file.growth.push({ ...provenance, ast });
        break;
      case 'Rarity':
        file.rarities.push({ ...provenance, ast });
        break;
      case 'Pack':
        file.packs.push({ ...provenance, ast });
        break;
      case 'Card':
        cards.push({ ...entry, ast });
        break;
      case 'Deck':
      case 'Scenario':
        problems.push({ file: CARDS_FILE, card: entry.id, message: `a ${ast.kind.toLowerCase()} cannot be part of a card set` });
        break;
    }
  }
  const [ruleset, ...extra] = rulesets;
  if (ruleset === undefined) problems.push({ file: CARDS_FILE, message: `set ${snapshot.set.name} has no ruleset: the game's ruleset must be published and included` });
  for (const r of extra) problems.push({ file: CARDS_FILE, card: r.id, message: `a set has one ruleset; ${ruleset?.id ?? '?'} is already included` });
  if (ruleset === undefined || problems.length > 0) return { ok: false, problems };

  const context = { ruleset: ruleset.ast, growth: file.growth.map((g) => g.ast) };
  for (const { rulesText, ast, ...provenance } of cards) {
    file.cards.push({ ...provenance, kind: ast.cardType, ast, rulesText, numbers: cardNumbers(ast, context) });
  }
  return { ok: true, file: { ...file, ruleset } };
}
