import { describe, expect, it } from 'vitest';
import { CARDS_FILE, MANIFEST_FILE, PUBLIC_KEY_FILE, SCHEMA_FILE, TYPES_FILE, utf8 } from './bundle-files';
import { sha256Hex } from '../lib/sha256';
import { buildManifest, manifestText, type Manifest } from './manifest';
import { generateSigningKey, publicKeyPem, type SigningKey } from '../lib/signing';
import { verifyIntegrity } from './verify-signature';

const studioKey = generateSigningKey();
const strangerKey = generateSigningKey();

function bundle(key: SigningKey, edit?: (m: Manifest) => Manifest): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>([
    [CARDS_FILE, utf8('{"cards":[{"power":60}]}\n')],
    [SCHEMA_FILE, utf8('{"type":"object"}\n')],
    [TYPES_FILE, utf8('export interface Cards {}\n')],
  ]);
  const manifest = buildManifest({ id: 'alpha', name: 'Alpha', version: 2 }, files, key);
  files.set(MANIFEST_FILE, utf8(manifestText(edit ? edit(manifest) : manifest)));
  files.set(PUBLIC_KEY_FILE, utf8(publicKeyPem(key)));
  return files;
}

const trustStudio = { trusted: [studioKey], allowUnsigned: false };

describe('manifest', () => {
  it('lists each content file with its SHA-256 and size and names the signing key', () => {
    const files = bundle(studioKey);
    const manifest = JSON.parse(new TextDecoder().decode(files.get(MANIFEST_FILE))) as Manifest;
    expect(manifest.files[CARDS_FILE]).toEqual({ sha256: sha256Hex('{"cards":[{"power":60}]}\n'), bytes: 25 });
    expect(Object.keys(manifest.files).sort()).toEqual([CARDS_FILE, SCHEMA_FILE, TYPES_FILE]);
    expect(manifest.signedBy).toEqual({ algorithm: 'ed25519', keyId: studioKey.keyId });
    expect(manifest.set).toEqual({ id: 'alpha', name: 'Alpha', version: 2 });
  });

  it('is byte-identical when built twice from the same files with the same key', () => {
    expect(bundle(studioKey).get(MANIFEST_FILE)).toEqual(bundle(studioKey).get(MANIFEST_FILE));
  });
});

describe('verifyIntegrity', () => {
  it('accepts an untouched bundle signed by a trusted key', () => {
    const report = verifyIntegrity(bundle(studioKey), trustStudio);
    expect(report.problems).toEqual([]);
    expect(report.signer).toEqual({ status: 'trusted', keyId: studioKey.keyId });
  });

  it('refuses a bundle with one changed number and names the file', () => {
    const files = bundle(studioKey);
    files.set(CARDS_FILE, utf8('{"cards":[{"power":61}]}\n'));
    const report = verifyIntegrity(files, trustStudio);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ file: CARDS_FILE, message: expect.stringMatching(/changed after the bundle was signed/) });
  });

  it('refuses a manifest whose listed hash was rewritten to match a changed file', () => {
    const forged = sha256Hex('{"cards":[{"power":61}]}\n');
    const files = bundle(studioKey, (m) => ({ ...m, files: { ...m.files, [CARDS_FILE]: { sha256: forged, bytes: 25 } } }));
    files.set(CARDS_FILE, utf8('{"cards":[{"power":61}]}\n'));
    const report = verifyIntegrity(files, trustStudio);
    expect(report.problems).toEqual([{ file: MANIFEST_FILE, message: expect.stringMatching(/signature does not verify/) }]);
  });

  it('refuses an unsigned bundle unless unsigned bundles are allowed', () => {
    const unsigned = bundle(studioKey, ({ signature: _s, signedBy: _b, ...rest }) => rest);
    expect(verifyIntegrity(unsigned, trustStudio).problems).toEqual([{ file: MANIFEST_FILE, message: expect.stringMatching(/is not signed.*--unsigned/) }]);
    const allowed = verifyIntegrity(unsigned, { ...trustStudio, allowUnsigned: true });
    expect(allowed.problems).toEqual([]);
    expect(allowed.signer).toEqual({ status: 'unsigned' });
  });

  it('refuses a bundle signed by an unknown key, and accepts it once that key is trusted', () => {
    const files = bundle(strangerKey);
    expect(verifyIntegrity(files, trustStudio).problems).toEqual([{ file: MANIFEST_FILE, message: expect.stringMatching(/not trusted.*--trust/) }]);
    expect(verifyIntegrity(files, { trusted: [studioKey, strangerKey], allowUnsigned: false }).problems).toEqual([]);
    expect(verifyIntegrity(files, { ...trustStudio, allowUnsigned: true }).signer).toEqual({ status: 'untrusted', keyId: strangerKey.keyId });
  });

  it('still catches tampering under --unsigned when the bundled key made the signature', () => {
    const files = bundle(strangerKey, (m) => ({ ...m, set: { ...m.set, version: 3 } }));
    const report = verifyIntegrity(files, { trusted: [], allowUnsigned: true });
    expect(report.problems).toEqual([{ file: MANIFEST_FILE, message: expect.stringMatching(/does not verify with the key that claims/) }]);
  });

  it('reports a missing file, a missing manifest and a malformed manifest', () => {
    const files = bundle(studioKey);
    files.delete(TYPES_FILE);
    expect(verifyIntegrity(files, trustStudio).problems).toEqual([{ file: TYPES_FILE, message: 'missing (the manifest lists it)' }]);
    expect(verifyIntegrity(new Map(), trustStudio).problems).toEqual([{ file: MANIFEST_FILE, message: expect.stringMatching(/missing/) }]);
    const broken = new Map([[MANIFEST_FILE, utf8('{"format":"cardsmith-bundle/1","set":{"id":"a","name":"A","version":0},"files":{}}')]]);
    expect(verifyIntegrity(broken, trustStudio).problems).toEqual([{ file: MANIFEST_FILE, at: 'set.version', message: expect.any(String) }]);
    expect(verifyIntegrity(new Map([[MANIFEST_FILE, utf8('{')]]), trustStudio).problems[0]?.message).toMatch(/is not JSON/);
  });
});
