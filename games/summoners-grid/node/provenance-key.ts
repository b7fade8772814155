/**
 * The studio's provenance signing key on disk: a PKCS#8 PEM file, created on first use with mode 0600
 * in a 0700 folder (atomically: of two processes creating it at once, one writes and both read the same
 * key). Node only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newSigningKey, privateKeyPem, signingKeyFromPem, type SigningKey } from './provenance';

export function loadOrCreateSigningKey(path: string): SigningKey {
  try {
    return signingKeyFromPem(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`cannot read the provenance key ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const key = newSigningKey();
  try {
    writeFileSync(path, privateKeyPem(key), { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return signingKeyFromPem(readFileSync(path, 'utf8'));
    throw error;
  }
}
