/**
 * The studio's signing key for set bundles: `.data/signing/ed25519-private.pem` in the project (next to
 * the embedded database, never in it), or the file `CARDSMITH_SIGNING_KEY_FILE` names. The studio server
 * and the CLI resolve it the same way, so both sign with the same key.
 */
import { join } from 'node:path';
import { projectRoot } from './config';
import { loadOrCreateSigningKey } from '../lib/signing-key-file';
import type { KeyResult, SigningKey } from '../lib/signing';

export const SIGNING_KEY_ENV = 'CARDSMITH_SIGNING_KEY_FILE';

/** The key file in the data folder `dataDir`, unless `CARDSMITH_SIGNING_KEY_FILE` points elsewhere. */
export function signingKeyPath(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  const override = env[SIGNING_KEY_ENV];
  return override !== undefined && override !== '' ? override : join(dataDir, 'signing', 'ed25519-private.pem');
}

export function studioSigningKeyPath(env: Record<string, string | undefined> = process.env): string {
  return signingKeyPath(join(projectRoot(env), '.data'), env);
}

export function studioSigningKey(): Promise<KeyResult<SigningKey>> {
  return loadOrCreateSigningKey(studioSigningKeyPath());
}
