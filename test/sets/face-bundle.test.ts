/** A set bundle with the card faces as PNG (the export's `faces` option): shipped, listed and signed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend } from '../db/backends';
import type { DatabaseHandle } from '../../db/client';
import { exportSetBundle, importSetBundle } from '../../db/set-bundles';
import { revalidateEntries } from '../../sets/revalidate';
import { filesOfBundle } from '../../sets/bundle-entries';
import { MANIFEST_FILE } from '../../sets/bundle-files';
import { verifyIntegrity } from '../../sets/verify-signature';
import { generateSigningKey } from '../../lib/signing';
import { contentDir, frozenAlpha } from './fixture-set';

const key = generateSigningKey();
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await pgliteBackend.open();
  await frozenAlpha(handle.db);
}, 300_000);
afterAll(async () => {
  await handle?.close();
});

/** Width and height from the PNG's IHDR chunk: bytes 16–19 and 20–23, big-endian. */
const pngSize = (bytes: Uint8Array) => ({ width: Buffer.from(bytes).readUInt32BE(16), height: Buffer.from(bytes).readUInt32BE(20) });

describe('a set bundle with faces', () => {
  it('ships one 750 × 1050 PNG per card, listed in the signed manifest', { timeout: 300_000 }, async () => {
    const plain = await exportSetBundle(handle.db, 'alpha', undefined, key);
    const withFaces = await exportSetBundle(handle.db, 'alpha', undefined, key, { faces: { contentDir } });
    if (plain.status !== 'ok' || withFaces.status !== 'ok') throw new Error(JSON.stringify([plain.status, withFaces.status]));
    const files = filesOfBundle(withFaces.bundle);
    const cardIds = JSON.parse(Buffer.from(files.get('cards.json') ?? new Uint8Array()).toString('utf8')).cards.map((c: { id: string }) => c.id);
    const faceNames = [...files.keys()].filter((n) => n.startsWith('face-')).sort();
    expect(faceNames).toEqual(cardIds.map((id: string) => `face-${id}.png`).sort());
    for (const name of faceNames) expect(pngSize(files.get(name) ?? new Uint8Array(24))).toEqual({ width: 750, height: 1050 });
    // Without the option the bundle has no faces; with it, the other files are the same bytes.
    expect([...filesOfBundle(plain.bundle).keys()].some((n) => n.startsWith('face-'))).toBe(false);
    expect(files.get('cards.json')).toEqual(filesOfBundle(plain.bundle).get('cards.json'));

    const manifest = JSON.parse(Buffer.from(files.get(MANIFEST_FILE) ?? new Uint8Array()).toString('utf8'));
    for (const name of faceNames) expect(manifest.files[name]?.bytes).toBe(files.get(name)?.length);
    expect(verifyIntegrity(files, { trusted: [key], allowUnsigned: false }).problems).toEqual([]);

    // The signature covers the faces: a changed image is caught.
    const first = faceNames[0] ?? '';
    const tampered = new Map(files);
    const bytes = new Uint8Array(files.get(first) ?? new Uint8Array());
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 0xff;
    tampered.set(first, bytes);
    expect(verifyIntegrity(tampered, { trusted: [key], allowUnsigned: false }).problems.map((p) => p.file)).toEqual([first]);

    // Another studio imports the bundle with its faces like any other (the faces are not stored).
    const target = await pgliteBackend.open();
    try {
      const imported = await importSetBundle(target.db, files, { trusted: [key], allowUnsigned: false }, revalidateEntries);
      expect(imported.status).toBe('imported');
    } finally {
      await target.close();
    }
  });
});
