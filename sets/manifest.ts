/**
 * manifest.json: which set and version a bundle holds, the SHA-256 of each content file, and an Ed25519
 * signature over all of that. The signature covers the canonical compact JSON (RFC 8785) of the manifest
 * without its `signature` property, so whitespace or key order in the file do not matter, but every
 * value does — including which key claims to have signed it.
 */
import { z } from 'zod';
import { canonicalCompact, canonicalPretty } from '../lib/canonical-json';
import { sha256Hex } from '../lib/sha256';
import { CONTENT_FILES, type BundleFiles } from './bundle-files';
import { signText, type SigningKey } from '../lib/signing';

export const MANIFEST_FORMAT = 'cardsmith-bundle/1';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex digits');

export const manifestSchema = z
  .object({
    format: z.literal(MANIFEST_FORMAT),
    set: z.object({ id: z.string().min(1), name: z.string().min(1), version: z.number().int().positive() }).strict(),
    files: z.record(z.string(), z.object({ sha256: hex64, bytes: z.number().int().nonnegative() }).strict()),
    signedBy: z.object({ algorithm: z.literal('ed25519'), keyId: hex64 }).strict().optional(),
    signature: z.string().optional(),
  })
  .strict();

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestSet = Manifest['set'];

/** The exact text the signature is computed over. */
export function signedText(manifest: Manifest): string {
  return canonicalCompact({ ...manifest, signature: undefined });
}

/** Builds the manifest of the content files and signs it. Files missing from `files` are a programming error. */
export function buildManifest(set: ManifestSet, files: BundleFiles, key: SigningKey): Manifest {
  const listed: Manifest['files'] = {};
  for (const name of CONTENT_FILES) {
    const bytes = files.get(name);
    if (bytes === undefined) throw new Error(`buildManifest: ${name} is missing`);
    listed[name] = { sha256: sha256Hex(bytes), bytes: bytes.length };
  }
  return signManifest(set, listed, key);
}

/** The manifest of content files already hashed (an export hashes cards.json as it writes it), signed. */
export function signManifest(set: ManifestSet, listed: Manifest['files'], key: SigningKey): Manifest {
  for (const name of CONTENT_FILES) if (!(name in listed)) throw new Error(`signManifest: ${name} is missing`);
  const unsigned: Manifest = { format: MANIFEST_FORMAT, set, files: listed, signedBy: { algorithm: 'ed25519', keyId: key.keyId } };
  return { ...unsigned, signature: signText(key, signedText(unsigned)) };
}

export function manifestText(manifest: Manifest): string {
  return canonicalPretty(manifest);
}
