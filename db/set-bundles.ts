/**
 * Exporting a set version as a signed bundle, and importing a bundle: the database side of sets/ —
 * shared by the API (studio download and upload) and the CLI (`cardsmith export`, `cardsmith import`).
 */
import type { Database } from './client';
import { versionSnapshot } from './set-versions';
import { ImportResult, importSetSnapshot } from './set-import';
import { z } from 'zod';
import { astSchemas } from '../sets/ast-schemas';
import { buildBundle } from '../sets/build-bundle';
import { buildCardsFile, type SetSnapshot } from '../sets/build-cards-file';
import { entryOfBytes, type Bundle, type BundleEntry } from '../sets/bundle-entries';
import { CARDS_FILE, FACE_FILE_PREFIX, type BundleFiles } from '../sets/bundle-files';
import { importSnapshotOf } from '../sets/cards-file-snapshot';
import type { RevalidatedEntry, StreamedRevalidation } from '../sets/revalidate';
import { checkBundle } from '../sets/check-bundle';
import { kindOnlyAstSchemas } from '../sets/envelope-schema';
import { gameCardsSchema } from '../sets/game-schema';
import { capProblems, type Problem } from '../sets/problem';
import { schemaArtifacts } from '../sets/schema-artifacts';
import type { SigningKey } from '../lib/signing';
import type { TrustOptions } from '../sets/verify-signature';

export type ExportResult =
  | { status: 'ok'; bundle: Bundle; snapshot: SetSnapshot }
  | { status: 'not-found' }
  | { status: 'problems'; problems: Problem[] };

/**
 * Builds the bundle of a frozen set version (the latest when `version` is omitted): every file measured
 * and signed, cards.json produced again as it is written (write it with writeBundleZip or
 * writeBundleFolder, or stream zipChunks; filesOfBundle holds it all in memory).
 */
export interface ExportOptions {
  /** Ship each card's face as `face-<card id>.png` (750 × 1050, print resolution), signed with the rest. */
  faces?: { contentDir: string };
}

export async function exportSetBundle(db: Database, setId: string, version: number | undefined, key: SigningKey, options: ExportOptions = {}): Promise<ExportResult> {
  const snapshot = await versionSnapshot(db, setId, version);
  if (snapshot.status !== 'ok') return snapshot;
  const cards = buildCardsFile(snapshot.snapshot);
  if (!cards.ok) return { status: 'problems', problems: cards.problems };
  const extra: BundleEntry[] = [];
  if (options.faces) {
    // Loaded only when asked: the rasteriser is a WebAssembly module the plain export never needs.
    const { snapshotExportCards } = await import('../app/cards/faces/export-cards');
    const { facePngs } = await import('../app/cards/faces/export-render');
    const faces = await snapshotExportCards(db, snapshot.snapshot, options.faces.contentDir);
    if (!faces.ok) return { status: 'problems', problems: [{ message: faces.message }] };
    for await (const png of facePngs(faces.cards.faces)) extra.push(entryOfBytes(`${FACE_FILE_PREFIX}${png.name}`, png.bytes));
  }
  // schema.json and types.d.ts describe this game's cards, as its ruleset declares them.
  const game = gameCardsSchema(cards.file.ruleset.ast, astSchemas);
  const artifacts = await schemaArtifacts(game.schema, game.rootName);
  const bundle = buildBundle(cards.file, gameCardsSchema(cards.file.ruleset.ast, kindOnlyAstSchemas).parts, artifacts, key, extra);
  return bundle.ok ? { status: 'ok', bundle: bundle.bundle, snapshot: snapshot.snapshot } : { status: 'problems', problems: bundle.problems };
}

const signerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('trusted'), keyId: z.string() }),
  z.object({ status: z.literal('untrusted'), keyId: z.string() }),
  z.object({ status: z.literal('unsigned') }),
]);

/** The import's outcome and who signed the bundle (absent when the manifest could not be read). */
export const ImportBundleResult = z.intersection(ImportResult, z.object({ signer: signerSchema.optional() }));
export type ImportBundleResult = z.infer<typeof ImportBundleResult>;

/**
 * The DSL check of a bundle's entries (sets/revalidate.ts): revalidateEntries on this thread, or
 * `{ begin }`, a check started with the import and handed each entry's source as soon as the bundle's
 * check has passed it (`threadImportCheck`, sets/revalidate-thread.ts: the CLI, the studio). A card's
 * AST comes as text (sets/import-entry.ts).
 */
export type ImportValidator = ((game: string, entries: readonly RevalidatedEntry[]) => Problem[] | Promise<Problem[]>) | { begin(): Promise<StreamedRevalidation> };

/**
 * Checks a bundle completely — signature, hashes, schema, every entry's DSL source — and only then
 * writes it, in one transaction. Any problem anywhere: nothing is written, every problem is reported.
 */
export async function importSetBundle(db: Database, files: BundleFiles, trust: TrustOptions, validate: ImportValidator): Promise<ImportBundleResult> {
  const dsl = typeof validate === 'function' ? checkedAtTheEnd(validate) : await validate.begin();
  try {
    const check = checkBundle(files, trust, (ruleset) => gameCardsSchema(ruleset, astSchemas).parts, (source) => dsl.source(source));
    if (check.problems.length > 0 || check.cards === undefined) return { status: 'problems', problems: check.problems, signer: check.signer };
    const snapshot = importSnapshotOf(check.cards);
    const invalid = await dsl.problems(snapshot.set.game, snapshot.entries);
    if (invalid.length > 0) return { status: 'problems', problems: capProblems(invalid.map((p) => ({ file: CARDS_FILE, ...p }))), signer: check.signer };
    return { ...(await importSetSnapshot(db, snapshot)), signer: check.signer };
  } finally {
    // The check's thread is done with before the writes begin (`problems` stops it); this is for a refusal before it.
    await dsl.close();
  }
}

/** A check on this thread, given every entry at once: the sources handed over early are not needed. */
function checkedAtTheEnd(validate: (game: string, entries: readonly RevalidatedEntry[]) => Problem[] | Promise<Problem[]>): StreamedRevalidation {
  return { source: () => undefined, problems: async (game, entries) => validate(game, entries), close: async () => undefined };
}
