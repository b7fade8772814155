/**
 * The inverse of buildCardsFile: the set version a cards.json describes, as the entries an import writes
 * to the database. Exporting that snapshot again gives the same cards.json, which is what makes the
 * export → import → export round trip byte-identical.
 */
import type { SetSnapshot, SnapshotEntry } from './build-cards-file';
import type { CardsFile } from './cards-file';
import type { CheckedCardsFile, ImportSnapshot } from './import-entry';

/** The entries that are not cards (the ruleset, species, roles, growth, rarities, packs), in the snapshot's order. */
export function definitionsOf(file: Omit<CardsFile, 'cards'>): SnapshotEntry[] {
  return [file.ruleset, ...file.species, ...file.roles, ...file.growth, ...file.rarities, ...file.packs];
}

/** The set version a checked bundle's cards.json describes, as the import writes it (its cards' ASTs as text). */
export function importSnapshotOf(file: CheckedCardsFile): ImportSnapshot {
  return { set: file.set, entries: [...definitionsOf(file), ...file.cards] };
}

export function snapshotOfCardsFile(file: CardsFile): SetSnapshot {
  const definitions = definitionsOf(file);
  const cards: SnapshotEntry[] = file.cards.map((c) => ({
    id: c.id,
    name: c.name,
    included: c.included,
    source: c.source,
    ast: c.ast,
    published: { version: c.version, rulesText: c.rulesText, publishedBy: c.publishedBy, publishedAt: c.publishedAt, changelog: c.changelog },
  }));
  return { set: file.set, entries: [...definitions, ...cards] };
}
