/**
 * The studio's signing key: an Ed25519 private key in a PEM file in the data folder
 * (`<data>/signing/ed25519-private.pem`), or wherever `CARDSMITH_SIGNING_KEY_FILE` points. It lives in a
 * file, not in the database, so that exporting a set, importing it into an empty database and exporting
 * it again signs with the same key and gives the same bytes. The file is created on first use, readable
 * by its owner only; if two processes race to create it, both end up with the one that won.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateSigningKey, parsePrivateKeyPem, privateKeyPem, type KeyResult, type SigningKey } from './signing';

export const SIGNING_KEY_ENV = 'CARDSMITH_SIGNING_KEY_FILE';

export function signingKeyPath(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  const override = env[SIGNING_KEY_ENV];
  return override !== undefined && override !== '' ? override : join(dataDir, 'signing', 'ed25519-private.pem');
}

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
