import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { generateSigningKey, isKeyNamed, keyIdOf, parsePrivateKeyPem, parsePublicKeyPem, privateKeyPem, publicKeyPem, signText, verifyText } from './signing';

/** RFC 8032 section 7.1, TEST 1: the secret key 9d61b19d… as a PKCS#8 PEM. */
function rfc8032Test1Pem(): string {
  const seed = Buffer.from('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'hex');
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
  return `-----BEGIN PRIVATE KEY-----\n${pkcs8.toString('base64')}\n-----END PRIVATE KEY-----\n`;
}

describe('Ed25519 signing', () => {
  it('verifies RFC 8032 test vector 1 (empty message)', () => {
    // Public key d75a9801…, signature e5564300….
    const parsed = parsePrivateKeyPem(rfc8032Test1Pem());
    if (!parsed.ok) throw new Error(parsed.error);
    const raw = parsed.key.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
    expect(raw).toBe('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
    const signature = Buffer.from(signText(parsed.key, ''), 'base64').toString('hex');
    expect(signature).toBe(
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    );
  });

  it('signs deterministically and verifies only the signed message with the signing key', () => {
    const key = generateSigningKey();
    const other = generateSigningKey();
    const sig = signText(key, 'manifest');
    expect(signText(key, 'manifest')).toBe(sig);
    expect(verifyText(key, 'manifest', sig)).toBe(true);
    expect(verifyText(key, 'manifesT', sig)).toBe(false);
    expect(verifyText(other, 'manifest', sig)).toBe(false);
    expect(verifyText(key, 'manifest', 'not base64!')).toBe(false);
    expect(verifyText(key, 'manifest', sig.slice(4))).toBe(false);
  });

  it('round-trips keys through PEM and keeps the key id', () => {
    const key = generateSigningKey();
    const priv = parsePrivateKeyPem(privateKeyPem(key));
    const pub = parsePublicKeyPem(publicKeyPem(key));
    if (!priv.ok || !pub.ok) throw new Error('PEM did not parse');
    expect(priv.key.keyId).toBe(key.keyId);
    expect(pub.key.keyId).toBe(key.keyId);
    expect(key.keyId).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyText(pub.key, 'x', signText(priv.key, 'x'))).toBe(true);
  });

  it('reports a broken PEM or a key of another algorithm as an error value', () => {
    expect(parsePublicKeyPem('hello')).toMatchObject({ ok: false, error: expect.stringMatching(/not a PEM public key/) });
    expect(parsePrivateKeyPem('')).toMatchObject({ ok: false });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(parsePublicKeyPem(pem)).toEqual({ ok: false, error: 'expected an Ed25519 key, found rsa' });
  });

  it('derives a stable key id: the SHA-256 of the public key in SPKI DER form', () => {
    const parsed = parsePrivateKeyPem(rfc8032Test1Pem());
    if (!parsed.ok) throw new Error(parsed.error);
    // sha256(302a300506032b6570032100 ‖ d75a9801…511a), computed independently (Python hashlib).
    expect(parsed.key.keyId).toBe('06e3fd8fda29bb60ab59557de61edb0aecdb231134be30e75b455f8e1b792fa9');
    expect(keyIdOf(parsed.key.publicKey)).toBe(parsed.key.keyId);
  });

  it('refuses a tampered signature or message', () => {
    const key = generateSigningKey();
    const sig = Buffer.from(signText(key, 'record'), 'base64');
    sig[10] = (sig[10] ?? 0) ^ 1;
    expect(verifyText(key, 'record', sig.toString('base64'))).toBe(false);
    expect(verifyText(key, 'record ', signText(key, 'record'))).toBe(false);
  });

  it('names a key by its id or by the 32-digit prefix older provenance records carry, nothing else', () => {
    const key = generateSigningKey();
    expect(isKeyNamed(key, key.keyId)).toBe(true);
    expect(isKeyNamed(key, key.keyId.slice(0, 32))).toBe(true);
    expect(isKeyNamed(key, key.keyId.slice(0, 31))).toBe(false);
    expect(isKeyNamed(key, key.keyId.slice(0, 40))).toBe(false);
    expect(isKeyNamed(key, generateSigningKey().keyId)).toBe(false);
  });
});
