/**
 * The files of a set bundle: cards.json (canonical JSON), schema.json and types.d.ts (generated from the
 * schema), manifest.json (SHA-256 of each, Ed25519-signed) and the signer's public key. Deterministic:
 * the same cards file, schema and key give the same bytes. cards.json is not held: its entry produces
 * its bytes when they are written (sets/bundle-entries.ts).
 */
import { canonicalPrettyChunks } from '../lib/canonical-json';
import { byName, entryOfBytes, entryOfChunks, type Bundle, type BundleEntry } from './bundle-entries';
import { CARDS_FILE, MANIFEST_FILE, PUBLIC_KEY_FILE, SCHEMA_FILE, TYPES_FILE, utf8 } from './bundle-files';
import type { CardEntry, CardsFile, CardsFileParts, GameCardEntry } from './cards-file';
import { checkCardsFileRecords, listsOf } from './cards-file-records';
import { manifestText, signManifest } from './manifest';
import type { Problem } from './problem';
import type { SchemaArtifacts } from './schema-artifacts';
import { publicKeyPem, type SigningKey } from '../lib/signing';

export type BundleResult = { ok: true; bundle: Bundle } | { ok: false; problems: Problem[] };

/**
 * `extra`: more files to ship and sign with the cards (the card faces as PNG, when the export asks for
 * them): listed in the manifest like the others, so the signature covers them.
 */
export function buildBundle(file: CardsFile, schema: CardsFileParts<CardEntry | GameCardEntry>, artifacts: SchemaArtifacts, key: SigningKey, extra: readonly BundleEntry[] = []): BundleResult {
  // What leaves the studio must satisfy the schema it ships with; a failure here is a bug, not user error.
  // Checked an entry at a time: the checked copies are dropped as soon as they are made.
  const checked = checkCardsFileRecords(schema, { ...file, species: [], roles: [], growth: [], rarities: [], packs: [], cards: [] }, listsOf(file));
  if (!checked.ok) return { ok: false, problems: checked.problems };
  const content = [
    // One line per card and definition: a changed card is one changed line in a diff of two exports.
    // Produced a block at a time, here to hash it and again when it is written.
    entryOfChunks(CARDS_FILE, () => canonicalPrettyChunks(file, { compactBelow: 2 })),
    entryOfBytes(SCHEMA_FILE, utf8(artifacts.schemaText)),
    entryOfBytes(TYPES_FILE, utf8(artifacts.typesText)),
    ...extra,
  ];
  const manifest = signManifest({ id: file.set.id, name: file.set.name, version: file.set.version }, Object.fromEntries(content.map((e) => [e.name, { sha256: e.sha256, bytes: e.size }])), key);
  const bundle = [...content, entryOfBytes(MANIFEST_FILE, utf8(manifestText(manifest))), entryOfBytes(PUBLIC_KEY_FILE, utf8(publicKeyPem(key)))];
  return { ok: true, bundle: bundle.sort(byName) };
}
