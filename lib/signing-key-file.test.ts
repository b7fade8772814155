import { describe, expect, it, onTestFinished } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { publicKeyPem } from './signing';
import { loadOrCreateSigningKey, readPublicKeyFile } from './signing-key-file';

/** A new temporary folder, removed when the test that asked for it ends. */
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'signing-key-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

describe('signing key file', () => {
  it('is generated on first use with owner-only permissions and reused afterwards', async () => {
    const path = join(fresh(), 'signing', 'key.pem');
    const first = await loadOrCreateSigningKey(path);
    const second = await loadOrCreateSigningKey(path);
    if (!first.ok || !second.ok) throw new Error('key not loaded');
    expect(second.key.keyId).toBe(first.key.keyId);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('gives every concurrent first user the same key', async () => {
    const path = join(fresh(), 'signing', 'key.pem');
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

  it('refuses a key of another type', async () => {
    const path = join(fresh(), 'rsa.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(path, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(await loadOrCreateSigningKey(path)).toEqual({ ok: false, error: `${path}: expected an Ed25519 key, found rsa` });
  });
});

describe('public key file', () => {
  it('reads an SPKI PEM public key with the same key id as its private key', async () => {
    const dir = fresh();
    const signing = await loadOrCreateSigningKey(join(dir, 'k.pem'));
    if (!signing.ok) throw new Error(signing.error);
    writeFileSync(join(dir, 'k.pub.pem'), publicKeyPem(signing.key));
    expect(await readPublicKeyFile(join(dir, 'k.pub.pem'))).toMatchObject({ ok: true, key: { keyId: signing.key.keyId } });
  });

  it('reports a missing file or a file that is not a public key', async () => {
    const dir = fresh();
    expect(await readPublicKeyFile(join(dir, 'none.pem'))).toEqual({ ok: false, error: 'cannot read the file' });
    writeFileSync(join(dir, 'bad.pem'), 'hello');
    expect(await readPublicKeyFile(join(dir, 'bad.pem'))).toMatchObject({ ok: false, error: expect.stringMatching(/^not a PEM public key/) });
  });
});
