import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSigningKey, signingKeyPath } from './signing-key-file';

const fresh = () => mkdtempSync(join(tmpdir(), 'signing-key-'));

describe('signing key file', () => {
  it('lives in the data folder unless CARDSMITH_SIGNING_KEY_FILE points elsewhere', () => {
    expect(signingKeyPath('/d', {})).toBe('/d/signing/ed25519-private.pem');
    expect(signingKeyPath('/d', { CARDSMITH_SIGNING_KEY_FILE: '/keys/k.pem' })).toBe('/keys/k.pem');
  });

  it('is generated on first use with owner-only permissions and reused afterwards', async () => {
    const path = signingKeyPath(fresh(), {});
    const first = await loadOrCreateSigningKey(path);
    const second = await loadOrCreateSigningKey(path);
    if (!first.ok || !second.ok) throw new Error('key not loaded');
    expect(second.key.keyId).toBe(first.key.keyId);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('gives every concurrent first user the same key', async () => {
    const path = signingKeyPath(fresh(), {});
    const results = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateSigningKey(path)));
    const ids = new Set(results.map((r) => (r.ok ? r.key.keyId : r.error)));
    expect(ids.size).toBe(1);
  });

  it('reports a damaged key file instead of replacing it', async () => {
    const path = join(fresh(), 'k.pem');
    writeFileSync(path, 'garbage');
    expect(await loadOrCreateSigningKey(path)).toEqual({ ok: false, error: expect.stringMatching(/k\.pem: not a PEM private key/) });
    expect(readFileSync(path, 'utf8')).toBe('garbage');
  });
});
