/**
 * A set version as an import holds it between reading the bundle and writing it: the snapshot's entries,
 * each card's AST kept as its JSON text (`AstText`) once it is checked. The 10,000 ASTs of a large set
 * weigh some 110 MiB as objects and 37 MiB as text; they are needed again only to be compared with what
 * their sources parse to (revalidate-thread.ts sends the text as it is) and to be written (the text goes
 * into the statement as it is). A SetSnapshot is an ImportSnapshot whose ASTs are objects.
 */
import type { Decl } from '../dsl/ast';
import { JsonText } from '../lib/json-text';
import type { SnapshotEntry } from './build-cards-file';
import type { CardsFile, SetHeader } from './cards-file';

/** A checked declaration as JSON text, with the kind the database stores for it (db/content-source.ts cardKindOf). */
export class AstText extends JsonText {
  constructor(
    text: string,
    readonly cardKind: string,
  ) {
    super(text);
  }
}

export type ImportEntry = Omit<SnapshotEntry, 'ast'> & { ast: Decl | AstText };

export interface ImportSnapshot {
  set: SetHeader;
  entries: readonly ImportEntry[];
}

/** cards.json, checked (check-bundle.ts), with each card as the import keeps it. */
export type CheckedCardsFile = Omit<CardsFile, 'cards'> & { cards: ImportEntry[] };
