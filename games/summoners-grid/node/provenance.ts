/**
 * Provenance of generated summons (design document: "each generated card receives cryptographic
 * uniqueness with timestamp and opener identity"): a record of what was generated, from which pack and
 * seed, by whom and when, signed with Ed25519 (lib/signing.ts, the same keys and signatures as set
 * bundles; Node only).
 *
 * The signature covers the record's canonical JSON (lib/canonical-json.ts: keys sorted at every level, no
 * spaces), so any change to the summon's stats, the opener, the time or the pack invalidates it.
 * `verifyProvenance` checks the shape with zod first: a malformed record is a failed verification with a
 * reason, never an exception.
 */
import { z } from 'zod';
import { canonicalCompact } from '../../../lib/canonical-json';
import { isKeyNamed, isSignatureText, signText, verifyText, type PublicKey, type SigningKey } from '../../../lib/signing';

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
    /**
     * Which key signed it: its key id (lib/signing.ts). Records signed before the signing stacks were
     * merged carry the first 32 hex digits of it, which still name the key.
     */
    keyId: z.string().min(1),
  })
  .strict();
export type ProvenanceRecord = z.infer<typeof ProvenanceRecord>;

export const SignedProvenance = z.object({ record: ProvenanceRecord, signature: z.string().min(1) }).strict();
export type SignedProvenance = z.infer<typeof SignedProvenance>;

export type Verification = { ok: true; record: ProvenanceRecord } | { ok: false; reason: string };

/** Signs a record (its `keyId` is set to the key's id). */
export function signProvenance(record: Omit<ProvenanceRecord, 'keyId' | 'format'>, key: SigningKey): SignedProvenance {
  const full = ProvenanceRecord.parse({ ...record, format: PROVENANCE_FORMAT, keyId: key.keyId });
  return { record: full, signature: signText(key, canonicalCompact(full)) };
}

/** Checks a signed record against the public keys the verifier trusts. */
export function verifyProvenance(input: unknown, trusted: readonly PublicKey[]): Verification {
  const parsed = SignedProvenance.safeParse(input);
  if (!parsed.success) return { ok: false, reason: `not a provenance record: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')}` };
  const { record, signature } = parsed.data;
  const key = trusted.find((k) => isKeyNamed(k, record.keyId));
  if (!key) return { ok: false, reason: `signed by an unknown key (${record.keyId})` };
  if (!isSignatureText(signature)) return { ok: false, reason: 'the signature is not a base64 Ed25519 signature' };
  return verifyText(key, canonicalCompact(record), signature)
    ? { ok: true, record }
    : { ok: false, reason: 'the signature does not match the record: it was changed after signing, or signed by another key' };
}
