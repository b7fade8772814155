/**
 * The files of a set bundle: cards.json (canonical JSON), schema.json and types.d.ts (generated from the
 * schema), manifest.json (SHA-256 of each, Ed25519-signed) and the signer's public key. Deterministic:
 * the same cards file, schema and key give the same bytes.
 */
import { canonicalPrettyBytes } from '../lib/canonical-json';
import { CARDS_FILE, MANIFEST_FILE, PUBLIC_KEY_FILE, SCHEMA_FILE, TYPES_FILE, utf8 } from './bundle-files';
import type { CardEntry, CardsFile, CardsFileParts, GameCardEntry } from './cards-file';
import { checkCardsFileRecords, listsOf } from './cards-file-records';
import { buildManifest, manifestText } from './manifest';
import type { Problem } from './problem';
import type { SchemaArtifacts } from './schema-artifacts';
import { publicKeyPem, type SigningKey } from '../lib/signing';

export type BundleResult = { ok: true; files: Map<string, Uint8Array> } | { ok: false; problems: Problem[] };

export function buildBundle(file: CardsFile, schema: CardsFileParts<CardEntry | GameCardEntry>, artifacts: SchemaArtifacts, key: SigningKey): BundleResult {
  // What leaves the studio must satisfy the schema it ships with; a failure here is a bug, not user error.
  // Checked an entry at a time: the checked copies are dropped as soon as they are made.
  const checked = checkCardsFileRecords(schema, { ...file, species: [], roles: [], growth: [], rarities: [], packs: [], cards: [] }, listsOf(file));
  if (!checked.ok) return { ok: false, problems: checked.problems };
  const files = new Map<string, Uint8Array>([
    // One line per card and definition: a changed card is one changed line in a diff of two exports.
    [CARDS_FILE, canonicalPrettyBytes(file, { compactBelow: 2 })],
    [SCHEMA_FILE, utf8(artifacts.schemaText)],
    [TYPES_FILE, utf8(artifacts.typesText)],
  ]);
  const manifest = buildManifest({ id: file.set.id, name: file.set.name, version: file.set.version }, files, key);
  files.set(MANIFEST_FILE, utf8(manifestText(manifest)));
  files.set(PUBLIC_KEY_FILE, utf8(publicKeyPem(key)));
  return { ok: true, files };
}
