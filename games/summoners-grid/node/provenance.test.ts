import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson, newSigningKey, publicKeyFromPem, publicKeyPem, signProvenance, verifyProvenance, type SignedProvenance } from './provenance';
import { loadOrCreateSigningKey } from './provenance-key';

const key = newSigningKey();
const other = newSigningKey();

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
    expect(s.record.keyId).toBe(key.id);
    expect(Buffer.from(s.signature, 'base64')).toHaveLength(64);
    expect(verifyProvenance(s, [other.publicKey, key.publicKey])).toEqual({ ok: true, record: s.record });
    // The public key survives a PEM round trip (what the studio publishes).
    expect(verifyProvenance(s, [publicKeyFromPem(publicKeyPem(key))]).ok).toBe(true);
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
      expect(verifyProvenance(s, [key.publicKey]), what).toEqual({ ok: false, reason: 'the signature does not match the record: it was changed after signing, or signed by another key' });
    }
  });

  it('fails on a damaged signature, a record re-signed by another key, or an unknown key', () => {
    const s = copy(signed());
    const bytes = Buffer.from(s.signature, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    expect(verifyProvenance({ ...s, signature: bytes.toString('base64') }, [key.publicKey]).ok).toBe(false);
    expect(verifyProvenance({ ...s, signature: 'not base64!' }, [key.publicKey])).toMatchObject({ ok: false, reason: 'the signature is not a base64 Ed25519 signature' });
    // A forger signs a changed record with their own key but keeps the trusted key's id.
    const forged = signProvenance({ ...s.record, openedBy: 'mallory' }, other);
    expect(verifyProvenance({ record: { ...forged.record, keyId: key.id }, signature: forged.signature }, [key.publicKey]).ok).toBe(false);
    expect(verifyProvenance(forged, [key.publicKey])).toEqual({ ok: false, reason: `signed by an unknown key (${other.id})` });
  });

  it('rejects malformed input with a reason instead of throwing', () => {
    expect(verifyProvenance(null, [key.publicKey]).ok).toBe(false);
    const s = copy(signed());
    const extra = { ...s, record: { ...s.record, bonus: 1 } };
    expect(verifyProvenance(extra, [key.publicKey])).toMatchObject({ ok: false });
    const missing = { signature: s.signature, record: { ...s.record, openedBy: undefined } };
    expect(verifyProvenance(missing, [key.publicKey])).toMatchObject({ ok: false, reason: expect.stringContaining('openedBy') });
  });

  it('signs canonical JSON, so key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}');
    const s = signed();
    const reordered = JSON.parse(JSON.stringify({ signature: s.signature, record: Object.fromEntries(Object.entries(s.record).reverse()) }));
    expect(verifyProvenance(reordered, [key.publicKey]).ok).toBe(true);
  });
});

describe('the signing key file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created once, readable only by its owner, and loads as the same key', () => {
    const path = join(dir, 'keys', 'provenance.pem');
    const first = loadOrCreateSigningKey(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSigningKey(path).id).toBe(first.id);
  });

  it('refuses a key of another type', () => {
    const path = join(dir, 'rsa.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(path, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => loadOrCreateSigningKey(path)).toThrow(/Ed25519/);
  });
});
