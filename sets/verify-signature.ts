/**
 * Integrity and provenance of a bundle: the manifest parses, every file it lists is present with the
 * listed SHA-256, and the manifest carries a valid Ed25519 signature by a trusted key.
 *
 * Trust is explicit: the caller passes the keys it trusts (the studio's own key, keys given with
 * `--trust`). The bundle's own public-key.pem is never trusted by itself — anyone can sign with a fresh
 * key and ship it — but it is still used to tell a signature that merely comes from an unknown key from
 * one that does not verify at all (a bundle changed after signing).
 */
import { sha256Hex } from '../lib/sha256';
import { CONTENT_FILES, MANIFEST_FILE, PUBLIC_KEY_FILE, readUtf8, type BundleFiles } from './bundle-files';
import { manifestSchema, signedText, type Manifest } from './manifest';
import type { Problem } from './problem';
import { parsePublicKeyPem, verifyText, type PublicKey } from '../lib/signing';
import { zodProblems } from './zod-problems';

export interface TrustOptions {
  trusted: readonly PublicKey[];
  /** Accept a bundle without a signature, or signed by a key that is not trusted (`--unsigned`). */
  allowUnsigned: boolean;
}

export type Signer = { status: 'trusted'; keyId: string } | { status: 'untrusted'; keyId: string } | { status: 'unsigned' };

export interface IntegrityReport {
  problems: Problem[];
  manifest?: Manifest;
  signer?: Signer;
}

export function verifyIntegrity(files: BundleFiles, options: TrustOptions): IntegrityReport {
  const manifestBytes = files.get(MANIFEST_FILE);
  if (manifestBytes === undefined) return { problems: [{ file: MANIFEST_FILE, message: 'missing: this is not a Cardsmith bundle' }] };
  const text = readUtf8(manifestBytes);
  if (!text.ok) return { problems: [{ file: MANIFEST_FILE, message: text.error }] };
  let json: unknown;
  try {
    json = JSON.parse(text.text);
  } catch (e) {
    return { problems: [{ file: MANIFEST_FILE, message: `is not JSON (${e instanceof Error ? e.message : String(e)})` }] };
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) return { problems: zodProblems(MANIFEST_FILE, parsed.error) };
  const manifest = parsed.data;

  const problems: Problem[] = [];
  const signer = checkSignature(manifest, files, options, problems);
  for (const name of CONTENT_FILES) {
    if (!(name in manifest.files)) problems.push({ file: MANIFEST_FILE, message: `does not list ${name}` });
  }
  for (const [name, listed] of Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const bytes = files.get(name);
    if (bytes === undefined) {
      problems.push({ file: name, message: 'missing (the manifest lists it)' });
    } else if (sha256Hex(bytes) !== listed.sha256 || bytes.length !== listed.bytes) {
      problems.push({
        file: name,
        message: `changed after the bundle was signed: its SHA-256 is ${sha256Hex(bytes)}, the manifest says ${listed.sha256}`,
      });
    }
  }
  return { problems, manifest, signer };
}

function checkSignature(manifest: Manifest, files: BundleFiles, options: TrustOptions, problems: Problem[]): Signer {
  if (manifest.signedBy === undefined || manifest.signature === undefined) {
    if (manifest.signedBy !== undefined || manifest.signature !== undefined) {
      problems.push({ file: MANIFEST_FILE, message: 'has only half a signature (signedBy and signature go together)' });
    } else if (!options.allowUnsigned) {
      problems.push({ file: MANIFEST_FILE, message: 'is not signed; refusing it (pass --unsigned to accept an unsigned bundle)' });
    }
    return { status: 'unsigned' };
  }
  const { keyId } = manifest.signedBy;
  const message = signedText(manifest);
  const trustedKey = options.trusted.find((k) => k.keyId === keyId);
  if (trustedKey !== undefined) {
    if (!verifyText(trustedKey, message, manifest.signature)) {
      problems.push({ file: MANIFEST_FILE, message: `signature does not verify with trusted key ${keyId.slice(0, 16)}…: the manifest was changed after signing` });
    }
    return { status: 'trusted', keyId };
  }
  const bundled = bundledKey(files, problems);
  if (bundled !== undefined && bundled.keyId === keyId && !verifyText(bundled, message, manifest.signature)) {
    problems.push({ file: MANIFEST_FILE, message: 'signature does not verify with the key that claims to have signed it: the manifest was changed after signing' });
  } else if (!options.allowUnsigned) {
    problems.push({
      file: MANIFEST_FILE,
      message: `is signed by key ${keyId.slice(0, 16)}…, which is not trusted (pass --trust KEY.pem to trust it, or --unsigned to accept it anyway)`,
    });
  }
  return { status: 'untrusted', keyId };
}

function bundledKey(files: BundleFiles, problems: Problem[]): PublicKey | undefined {
  const bytes = files.get(PUBLIC_KEY_FILE);
  if (bytes === undefined) return undefined;
  const text = readUtf8(bytes);
  const parsed = text.ok ? parsePublicKeyPem(text.text) : { ok: false as const, error: text.error };
  if (!parsed.ok) {
    problems.push({ file: PUBLIC_KEY_FILE, message: parsed.error });
    return undefined;
  }
  return parsed.key;
}
