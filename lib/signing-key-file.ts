/**
 * Keys on disk. A signing key: an Ed25519 private key in a PKCS#8 PEM file, created on first use, readable by
 * its owner only (mode 0600, in a folder made with mode 0700). It lives in a file, not in the database,
 * so that exporting a set, importing it into an empty database and exporting it again signs with the
 * same key and gives the same bytes. If two processes race to create it, both end up with the one that
 * won. Node only. The studio keeps two: the set bundle key (db/set-signing-key.ts) and the pack
 * provenance key (db/config.ts, `provenanceKeyPath`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { generateSigningKey, parsePrivateKeyPem, parsePublicKeyPem, privateKeyPem, type KeyResult, type PublicKey, type SigningKey } from './signing';

/** Loads the key at `path`, generating it first when the file does not exist. */
export async function loadOrCreateSigningKey(path: string): Promise<KeyResult<SigningKey>> {
  const existing = await readKey(path);
  if (existing !== 'missing') return existing;
  const key = generateSigningKey();
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  try {
    await writeFile(path, privateKeyPem(key), { flag: 'wx', mode: 0o600 });
    return { ok: true, key };
  } catch (e) {
    if (isCode(e, 'EEXIST')) {
      const raced = await readKey(path);
      return raced === 'missing' ? { ok: false, error: `${path}: vanished while being created` } : raced;
    }
    return { ok: false, error: `${path}: cannot create the signing key (${e instanceof Error ? e.message : String(e)})` };
  }
}

/** Reads a public key someone gave (an SPKI PEM file, e.g. a bundle's public-key.pem or `--trust KEY.pem`). */
export async function readPublicKeyFile(path: string): Promise<KeyResult<PublicKey>> {
  let pem: string;
  try {
    pem = await readFile(path, 'utf8');
  } catch {
    return { ok: false, error: 'cannot read the file' };
  }
  return parsePublicKeyPem(pem);
}

async function readKey(path: string): Promise<KeyResult<SigningKey> | 'missing'> {
  let pem: string;
  try {
    pem = await readFile(path, 'utf8');
  } catch (e) {
    if (isCode(e, 'ENOENT')) return 'missing';
    return { ok: false, error: `${path}: cannot read the signing key (${e instanceof Error ? e.message : String(e)})` };
  }
  const parsed = parsePrivateKeyPem(pem);
  return parsed.ok ? parsed : { ok: false, error: `${path}: ${parsed.error}` };
}

function isCode(e: unknown, code: string): boolean {
  return e instanceof Error && 'code' in e && e.code === code;
}
