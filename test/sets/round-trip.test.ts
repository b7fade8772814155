import { describe, expect, it } from 'vitest';
import { filesOfBundle } from '../../sets/bundle-entries';
import { backends } from '../db/backends';
import { exportSetBundle, importSetBundle } from '../../db/set-bundles';
import { generateSigningKey } from '../../lib/signing';
import { alpha, frozenAlpha } from './fixture-set';
import { revalidateEntries } from '../../sets/revalidate';

const key = generateSigningKey();
const trust = { trusted: [key], allowUnsigned: false };
describe.each(backends)('export → import → export on $name', (backend) => {
  it('gives byte-identical bundles for Alpha, the play example\'s cards', async () => {
    const source = await backend.open();
    const target = await backend.open();
    try {
      await frozenAlpha(source.db);
      const first = await exportSetBundle(source.db, 'alpha', undefined, key);
      if (first.status !== 'ok') throw new Error(JSON.stringify(first));
      const firstFiles = filesOfBundle(first.bundle);
      const imported = await importSetBundle(target.db, firstFiles, trust, revalidateEntries);
      expect(imported).toMatchObject({ status: 'imported', setId: 'alpha', version: 1, newVersions: alpha.cards.length, reusedVersions: 0 });
      const second = await exportSetBundle(target.db, 'alpha', 1, key);
      if (second.status !== 'ok') throw new Error(JSON.stringify(second));
      const secondFiles = filesOfBundle(second.bundle);
      expect([...secondFiles.keys()].sort()).toEqual([...firstFiles.keys()].sort());
      for (const [file, bytes] of firstFiles) expect(Buffer.from(secondFiles.get(file) ?? []).equals(Buffer.from(bytes)), file).toBe(true);
      expect(await importSetBundle(target.db, firstFiles, trust, revalidateEntries)).toMatchObject({ status: 'already-present' });
    } finally {
      await source.close();
      await target.close();
    }
  }, 180_000);
});
