/**
 * Provenance of generated summons (design document: "each generated card receives cryptographic
 * uniqueness with timestamp and opener identity"): a record of what was generated, from which pack and
 * seed, by whom and when, signed with Ed25519 (node:crypto; Node only).
 *
 * The signature covers the record's canonical JSON (keys sorted at every level, no spaces), so any change
 * to the summon's stats, the opener, the time or the pack invalidates it. `verifyProvenance` checks the
 * shape with zod first: a malformed record is a failed verification with a reason, never an exception.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

export const PROVENANCE_FORMAT = 'cardsmith.summon-provenance/1';

export const ProvenanceRecord = z
  .object({
    format: z.literal(PROVENANCE_FORMAT),
    summon: z
      .object({
        id: z.string().min(1),
        game: z.string(),
        species: z.string().min(1),
        rarity: z.string().min(1),
        stats: z.record(z.string(), z.number().int()),
        growth: z.record(z.string(), z.string()),
      })
      .strict(),
    pack: z
      .object({
        name: z.string(),
        id: z.string(),
        /** One opening (one click, one CLI run) may open many packs. */
        opening: z.string().min(1),
        /** The pack's index in the opening and the card's position in the pack (0-based). */
        index: z.number().int().nonnegative(),
        card: z.number().int().nonnegative(),
        seed: z.number().int().nonnegative(),
      })
      .strict(),
    openedBy: z.string().min(1),
    openedAt: z.iso.datetime({ offset: true }),
    /** Which key signed it (see `keyIdOf`). */
    keyId: z.string().min(1),
  })
  .strict();
export type ProvenanceRecord = z.infer<typeof ProvenanceRecord>;

export const SignedProvenance = z.object({ record: ProvenanceRecord, signature: z.string().min(1) }).strict();
export type SignedProvenance = z.infer<typeof SignedProvenance>;

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** sha256 of the public key (SPKI DER), first 32 hex digits. */
  id: string;
}

export type Verification = { ok: true; record: ProvenanceRecord } | { ok: false; reason: string };

/** JSON with object keys sorted at every level: the bytes that are signed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 32);
}

export function newSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey, id: keyIdOf(publicKey) };
}

/** A signing key from its PKCS#8 PEM (as `privateKeyPem` writes it). */
export function signingKeyFromPem(pem: string): SigningKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`the provenance key must be an Ed25519 key, not ${privateKey.asymmetricKeyType ?? 'unknown'}`);
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, id: keyIdOf(publicKey) };
}

export function privateKeyPem(key: SigningKey): string {
  return key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export function publicKeyPem(key: Pick<SigningKey, 'publicKey'>): string {
  return key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

export function publicKeyFromPem(pem: string): KeyObject {
  return createPublicKey(pem);
}

/** Signs a record (its `keyId` is set to the key's id). */
export function signProvenance(record: Omit<ProvenanceRecord, 'keyId' | 'format'>, key: SigningKey): SignedProvenance {
  const full = ProvenanceRecord.parse({ ...record, format: PROVENANCE_FORMAT, keyId: key.id });
  const signature = sign(null, Buffer.from(canonicalJson(full), 'utf8'), key.privateKey).toString('base64');
  return { record: full, signature };
}

/** Checks a signed record against the public keys the verifier trusts. */
export function verifyProvenance(input: unknown, trusted: readonly KeyObject[]): Verification {
  const parsed = SignedProvenance.safeParse(input);
  if (!parsed.success) return { ok: false, reason: `not a provenance record: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')}` };
  const { record, signature } = parsed.data;
  const key = trusted.find((k) => keyIdOf(k) === record.keyId);
  if (!key) return { ok: false, reason: `signed by an unknown key (${record.keyId})` };
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64 || bytes.toString('base64') !== signature) return { ok: false, reason: 'the signature is not a base64 Ed25519 signature' };
  const valid = verify(null, Buffer.from(canonicalJson(record), 'utf8'), key, bytes);
  return valid ? { ok: true, record } : { ok: false, reason: 'the signature does not match the record: it was changed after signing, or signed by another key' };
}
