/**
 * Ed25519 signing keys for bundles (node:crypto). Ed25519 signatures are deterministic (RFC 8032): the
 * same key and message always give the same signature, which is what lets an export → import → export
 * round trip produce byte-identical manifests.
 *
 * A key is identified by the SHA-256 of its public key in SPKI DER form, so a manifest can say which key
 * signed it and a verifier can pick that key from the ones it trusts.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { sha256Hex } from './content-hash';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
}

export interface PublicKey {
  publicKey: KeyObject;
  keyId: string;
}

export type KeyResult<T> = { ok: true; key: T } | { ok: false; error: string };

export function generateSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

export function keyIdOf(publicKey: KeyObject): string {
  return sha256Hex(publicKey.export({ type: 'spki', format: 'der' }));
}

export function privateKeyPem(key: SigningKey): string {
  return key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export function publicKeyPem(key: PublicKey): string {
  return key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

/** Reads a PKCS#8 PEM private key; anything but an Ed25519 key is an error. */
export function parsePrivateKeyPem(pem: string): KeyResult<SigningKey> {
  const parsed = ed25519Key('private', () => createPrivateKey({ key: pem, format: 'pem' }));
  if (!parsed.ok) return parsed;
  const publicKey = createPublicKey(parsed.key);
  return { ok: true, key: { privateKey: parsed.key, publicKey, keyId: keyIdOf(publicKey) } };
}

/** Reads an SPKI PEM public key; anything but an Ed25519 key is an error. */
export function parsePublicKeyPem(pem: string): KeyResult<PublicKey> {
  const parsed = ed25519Key('public', () => createPublicKey({ key: pem, format: 'pem' }));
  return parsed.ok ? { ok: true, key: { publicKey: parsed.key, keyId: keyIdOf(parsed.key) } } : parsed;
}

function ed25519Key(what: 'public' | 'private', create: () => KeyObject): KeyResult<KeyObject> {
  let key: KeyObject;
  try {
    key = create();
  } catch (e) {
    return { ok: false, error: `not a PEM ${what} key (${e instanceof Error ? e.message : String(e)})` };
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    return { ok: false, error: `expected an Ed25519 key, found ${key.asymmetricKeyType ?? 'an unknown key type'}` };
  }
  return { ok: true, key };
}

/** The signature of a UTF-8 message, base64. */
export function signText(key: SigningKey, message: string): string {
  return sign(null, Buffer.from(message, 'utf8'), key.privateKey).toString('base64');
}

/** Whether `signature` (base64) is `key`'s signature of the UTF-8 message. A malformed signature is simply false. */
export function verifyText(key: PublicKey, message: string, signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64 || bytes.toString('base64') !== signature) return false;
  return verify(null, Buffer.from(message, 'utf8'), key.publicKey, bytes);
}
