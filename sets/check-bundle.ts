/**
 * Everything an import checks before it touches the database, in order:
 * 1. integrity and provenance (verify-signature.ts): a changed or unsigned bundle stops here, because
 *    nothing inside it can be trusted;
 * 2. cards.json parses and matches the schema (zod), every problem attributed to its card;
 * 3. cards.json agrees with the manifest (set id, name, version), no id appears twice, and every card's
 *    face numbers are what its AST gives.
 * Re-validating each entry's DSL source is the next step (revalidate-sources.ts).
 */
import type { z } from 'zod';
import { CARDS_FILE, MANIFEST_FILE, readUtf8, type BundleFiles } from './bundle-files';
import { canonicalCompact } from '../lib/canonical-json';
import { cardNumbers } from './card-numbers';
import { cardsFileProblems } from './cards-file-problems';
import type { CardsFile } from './cards-file';
import type { Manifest } from './manifest';
import type { Problem } from './problem';
import { verifyIntegrity, type Signer, type TrustOptions } from './verify-signature';

export interface BundleCheck {
  problems: Problem[];
  manifest?: Manifest;
  signer?: Signer;
  /** The parsed cards.json, when it could be read and matches the schema. */
  cards?: CardsFile;
}

export function checkBundle(files: BundleFiles, trust: TrustOptions, schema: z.ZodType<CardsFile>): BundleCheck {
  const integrity = verifyIntegrity(files, trust);
  if (integrity.problems.length > 0 || integrity.manifest === undefined) return integrity;
  const { manifest, signer } = integrity;
  const parsed = parseCardsFile(files, schema);
  if (!parsed.ok) return { problems: parsed.problems, manifest, signer };
  const cards = parsed.file;
  const problems = [...headerProblems(manifest, cards), ...duplicateIds(cards), ...numberProblems(cards)];
  return { problems, manifest, signer, cards };
}

function parseCardsFile(files: BundleFiles, schema: z.ZodType<CardsFile>): { ok: true; file: CardsFile } | { ok: false; problems: Problem[] } {
  const bytes = files.get(CARDS_FILE);
  if (bytes === undefined) return { ok: false, problems: [{ file: CARDS_FILE, message: 'missing' }] };
  const text = readUtf8(bytes);
  if (!text.ok) return { ok: false, problems: [{ file: CARDS_FILE, message: text.error }] };
  let json: unknown;
  try {
    json = JSON.parse(text.text);
  } catch (e) {
    return { ok: false, problems: [{ file: CARDS_FILE, message: `is not JSON (${e instanceof Error ? e.message : String(e)})` }] };
  }
  const result = schema.safeParse(json);
  return result.success ? { ok: true, file: result.data } : { ok: false, problems: cardsFileProblems(result.error, json) };
}

function headerProblems(manifest: Manifest, cards: CardsFile): Problem[] {
  const fields = ['id', 'name', 'version'] as const;
  return fields
    .filter((f) => manifest.set[f] !== cards.set[f])
    .map((f) => ({ file: MANIFEST_FILE, at: `set.${f}`, message: `says ${JSON.stringify(manifest.set[f])}, cards.json says ${JSON.stringify(cards.set[f])}` }));
}

/** Every entry of a cards file with the JSON path of the list it sits in. */
export function allEntries(cards: CardsFile): Array<{ id: string; at: string }> {
  const lists = { species: cards.species, roles: cards.roles, growth: cards.growth, rarities: cards.rarities, packs: cards.packs, cards: cards.cards };
  return [{ id: cards.ruleset.id, at: 'ruleset' }, ...Object.entries(lists).flatMap(([list, entries]) => entries.map((e, i) => ({ id: e.id, at: `${list}[${i}]` })))];
}

function duplicateIds(cards: CardsFile): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { id, at } of allEntries(cards)) {
    const first = seen.get(id);
    if (first === undefined) seen.set(id, at);
    else problems.push({ file: CARDS_FILE, card: id, at, message: `id appears twice (also at ${first})` });
  }
  return problems;
}

function numberProblems(cards: CardsFile): Problem[] {
  const context = { ruleset: cards.ruleset.ast, growth: cards.growth.map((g) => g.ast) };
  return cards.cards.flatMap((card, i) => {
    const expected = canonicalCompact(cardNumbers(card.ast, context));
    return expected === canonicalCompact(card.numbers)
      ? []
      : [{ file: CARDS_FILE, card: card.id, at: `cards[${i}].numbers`, message: `do not match the card's AST; its AST gives ${expected}` }];
  });
}
