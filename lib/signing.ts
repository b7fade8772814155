/**
 * Ed25519 signing for everything the studio signs: set bundle manifests (sets/manifest.ts) and the
 * provenance records of opened summons (games/summoners-grid/node/provenance.ts). Node only (node:crypto).
 *
 * Ed25519 signatures are deterministic (RFC 8032): the same key and message always give the same
 * signature, which is what lets an export → import → export round trip produce byte-identical manifests.
 *
 * A key is identified by the SHA-256 of its public key in SPKI DER form (64 hex digits), so signed data
 * can say which key signed it and a verifier can pick that key from the ones it trusts.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { sha256Hex } from './sha256';

export interface PublicKey {
  publicKey: KeyObject;
  keyId: string;
}

export interface SigningKey extends PublicKey {
  privateKey: KeyObject;
}

export type KeyResult<T> = { ok: true; key: T } | { ok: false; error: string };

export function generateSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

export function keyIdOf(publicKey: KeyObject): string {
  return sha256Hex(publicKey.export({ type: 'spki', format: 'der' }));
}

/**
 * Whether `claimed` names `key`: its key id, or the first 32 hex digits of it. Provenance records
 * signed before the two signing stacks became this one carry the 32-digit id inside the signed bytes, so
 * they cannot be rewritten; they still name their key unambiguously and must keep verifying.
 */
export function isKeyNamed(key: PublicKey, claimed: string): boolean {
  return claimed === key.keyId || (claimed.length === LEGACY_KEY_ID_LENGTH && key.keyId.startsWith(claimed));
}

const LEGACY_KEY_ID_LENGTH = 32;

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

/** Whether `signature` is a well-formed Ed25519 signature in base64 (64 bytes, canonical encoding). */
export function isSignatureText(signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64');
  return bytes.length === 64 && bytes.toString('base64') === signature;
}

/** Whether `signature` (base64) is `key`'s signature of the UTF-8 message. A malformed signature is simply false. */
export function verifyText(key: PublicKey, message: string, signature: string): boolean {
  if (!isSignatureText(signature)) return false;
  return verify(null, Buffer.from(message, 'utf8'), key.publicKey, Buffer.from(signature, 'base64'));
}
