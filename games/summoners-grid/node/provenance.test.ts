import { describe, expect, it } from 'vitest';
import { generateSigningKey, parsePrivateKeyPem, parsePublicKeyPem, publicKeyPem } from '../../../lib/signing';
import { signProvenance, verifyProvenance, type SignedProvenance } from './provenance';

const key = generateSigningKey();
const other = generateSigningKey();

function signed(): SignedProvenance {
  return signProvenance(
    {
      summon: { id: '6f1c0e8a-0000-4000-8000-000000000001', game: 'test', species: 'Alpha', rarity: 'Fine', stats: { POW: 14, GRD: 9 }, growth: { POW: 'High', GRD: 'Mid' } },
      pack: { name: 'Test Pack', id: 'test-pack', opening: 'op-1', index: 0, card: 3, seed: 42 },
      openedBy: 'dana',
      openedAt: '2026-03-01T10:00:00.000Z',
    },
    key,
  );
}

const copy = (s: SignedProvenance): SignedProvenance => structuredClone(s);

describe('Ed25519 provenance records', () => {
  it('verifies an untouched record with the signing key', () => {
    const s = signed();
    expect(s.record.keyId).toBe(key.keyId);
    expect(Buffer.from(s.signature, 'base64')).toHaveLength(64);
    expect(verifyProvenance(s, [other, key])).toEqual({ ok: true, record: s.record });
    // The public key survives a PEM round trip (what the studio publishes).
    const published = parsePublicKeyPem(publicKeyPem(key));
    if (!published.ok) throw new Error(published.error);
    expect(verifyProvenance(s, [published.key]).ok).toBe(true);
  });

  it('fails when anything in the record was changed after signing', () => {
    const tamper: Array<[string, (s: SignedProvenance) => void]> = [
      ['a stat', (s) => void (s.record.summon.stats.POW = 20)],
      ['a growth kind', (s) => void (s.record.summon.growth.GRD = 'High')],
      ['the rarity', (s) => void (s.record.summon.rarity = 'Grand')],
      ['the opener', (s) => void (s.record.openedBy = 'mallory')],
      ['the time', (s) => void (s.record.openedAt = '2026-03-01T10:00:01.000Z')],
      ['the seed', (s) => void (s.record.pack.seed = 43)],
      ['the id', (s) => void (s.record.summon.id = 'another')],
    ];
    for (const [what, change] of tamper) {
      const s = copy(signed());
      change(s);
      expect(verifyProvenance(s, [key]), what).toEqual({ ok: false, reason: 'the signature does not match the record: it was changed after signing, or signed by another key' });
    }
  });

  it('fails on a damaged signature, a record re-signed by another key, or an unknown key', () => {
    const s = copy(signed());
    const bytes = Buffer.from(s.signature, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    expect(verifyProvenance({ ...s, signature: bytes.toString('base64') }, [key]).ok).toBe(false);
    expect(verifyProvenance({ ...s, signature: 'not base64!' }, [key])).toMatchObject({ ok: false, reason: 'the signature is not a base64 Ed25519 signature' });
    // A forger signs a changed record with their own key but keeps the trusted key's id.
    const forged = signProvenance({ ...s.record, openedBy: 'mallory' }, other);
    expect(verifyProvenance({ record: { ...forged.record, keyId: key.keyId }, signature: forged.signature }, [key]).ok).toBe(false);
    expect(verifyProvenance(forged, [key])).toEqual({ ok: false, reason: `signed by an unknown key (${other.keyId})` });
  });

  it('rejects malformed input with a reason instead of throwing', () => {
    expect(verifyProvenance(null, [key]).ok).toBe(false);
    const s = copy(signed());
    const extra = { ...s, record: { ...s.record, bonus: 1 } };
    expect(verifyProvenance(extra, [key])).toMatchObject({ ok: false });
    const missing = { signature: s.signature, record: { ...s.record, openedBy: undefined } };
    expect(verifyProvenance(missing, [key])).toMatchObject({ ok: false, reason: expect.stringContaining('openedBy') });
  });

  it('signs canonical JSON, so key order does not matter', () => {
    const s = signed();
    const reordered = JSON.parse(JSON.stringify({ signature: s.signature, record: Object.fromEntries(Object.entries(s.record).reverse()) }));
    expect(verifyProvenance(reordered, [key]).ok).toBe(true);
  });

  it('still verifies a record signed before the signing stacks were merged (32-digit key id)', () => {
    // Written by the old engine/node/provenance.ts (signProvenance) with the RFC 8032 TEST 1 key; Ed25519
    // is deterministic, so this is exactly what that code produced. Its keyId is the first 32 hex digits
    // of the key id lib/signing.ts derives (06e3fd8f…2fa9).
    const legacy = {
      record: {
        format: 'cardsmith.summon-provenance/1',
        summon: { id: '6f1c0e8a-0000-4000-8000-000000000001', game: 'test', species: 'Alpha', rarity: 'Fine', stats: { POW: 14, GRD: 9 }, growth: { POW: 'High', GRD: 'Mid' } },
        pack: { name: 'Test Pack', id: 'test-pack', opening: 'op-1', index: 0, card: 3, seed: 42 },
        openedBy: 'dana',
        openedAt: '2026-03-01T10:00:00.000Z',
        keyId: '06e3fd8fda29bb60ab59557de61edb0a',
      },
      signature: 'tJd7SbkmEonxgEDZ7uSOgXsRTIeFxQCNywtstMDTM+hhLnW2AFK7jY0jwl3mpIagTVen8j6MqLbVNwZgy3CyAQ==',
    };
    const seed = Buffer.from('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'hex');
    const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
    const rfcKey = parsePrivateKeyPem(`-----BEGIN PRIVATE KEY-----\n${pkcs8.toString('base64')}\n-----END PRIVATE KEY-----\n`);
    if (!rfcKey.ok) throw new Error(rfcKey.error);
    expect(verifyProvenance(legacy, [key, rfcKey.key])).toEqual({ ok: true, record: legacy.record });
    expect(verifyProvenance({ ...legacy, record: { ...legacy.record, openedBy: 'mallory' } }, [rfcKey.key]).ok).toBe(false);
    // Signed today, the same record names the key by its full 64-digit id.
    const today = signProvenance({ summon: legacy.record.summon, pack: legacy.record.pack, openedBy: 'dana', openedAt: legacy.record.openedAt }, rfcKey.key);
    expect(today.record.keyId).toBe('06e3fd8fda29bb60ab59557de61edb0aecdb231134be30e75b455f8e1b792fa9');
    expect(verifyProvenance(today, [rfcKey.key]).ok).toBe(true);
  });
});
