/**
 * The files of a set bundle: cards.json (canonical JSON), schema.json and types.d.ts (generated from the
 * schema), manifest.json (SHA-256 of each, Ed25519-signed) and the signer's public key. Deterministic:
 * the same cards file, schema and key give the same bytes.
 */
import type { z } from 'zod';
import { canonicalPrettyBytes } from '../lib/canonical-json';
import { CARDS_FILE, MANIFEST_FILE, PUBLIC_KEY_FILE, SCHEMA_FILE, TYPES_FILE, utf8 } from './bundle-files';
import type { CardsFile } from './cards-file';
import { buildManifest, manifestText } from './manifest';
import type { Problem } from './problem';
import type { SchemaArtifacts } from './schema-artifacts';
import { publicKeyPem, type SigningKey } from '../lib/signing';
import { cardsFileProblems } from './cards-file-problems';

export type BundleResult = { ok: true; files: Map<string, Uint8Array> } | { ok: false; problems: Problem[] };

export function buildBundle(file: CardsFile, schema: z.ZodType<CardsFile>, artifacts: SchemaArtifacts, key: SigningKey): BundleResult {
  // What leaves the studio must satisfy the schema it ships with; a failure here is a bug, not user error.
  const checked = schema.safeParse(file);
  if (!checked.success) return { ok: false, problems: cardsFileProblems(checked.error, file) };
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
