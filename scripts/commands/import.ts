import { resolve } from 'node:path';
import type { Command } from '../command';
import { importSetBundle } from '../../db/set-bundles';
import { readBundle } from '../../sets/bundle-folder';
import { countProblems } from '../../sets/problem';
import { threadImportCheck } from '../../sets/revalidate-thread';
import { parseCommandLine, withUsage } from '../args';
import { studioSigningKey } from '../../db/set-signing-key';
import { printProblems, readTrustedKey, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith import BUNDLE [--trust KEY.pem]... [--unsigned]

Imports a set bundle (a folder written by \`cardsmith export --out\`, or a .zip) into the database: the
set version and every published card version it carries. Before writing anything it checks the
signature (by the studio's own key or a key given with --trust), the SHA-256 of every file, cards.json
against the schema, and every card's DSL source. Any problem: every problem is listed and nothing is
imported (one transaction). Importing the same bundle again changes nothing.

Options:
  --trust KEY.pem   also trust bundles signed by this public key (repeatable)
  --unsigned        accept a bundle that is unsigned or signed by a key that is not trusted

Exit codes: 0 imported (or already present), 1 refused, 2 usage.`;

export const importCommand: Command = {
  usage,
  run: (args) =>
    withUsage('import', usage, async () => {
      const { values, positionals } = parseCommandLine(args, { trust: { type: 'string', multiple: true }, unsigned: { type: 'boolean' } }, { positionals: { min: 1, max: 1 } });
      const path = resolve(positionals[0] ?? '');
      const extra = await Promise.all((values.trust ?? []).map(readTrustedKey));
      const own = await studioSigningKey();
      if (!own.ok) {
        console.error(`cardsmith import: ${own.error}`);
        return 1;
      }
      const bundle = await readBundle(path);
      if (!bundle.ok) {
        console.error(`cardsmith import: ${bundle.error}`);
        return 1;
      }
      return withSetDatabase('import', async (handle) => {
        const trust = { trusted: [own.key, ...extra], allowUnsigned: values.unsigned === true };
        const result = await importSetBundle(handle.db, bundle.files, trust, threadImportCheck);
        if (result.status === 'problems') {
          printProblems('import', `refused ${path}: ${countProblems(result.problems)}, nothing imported`, result.problems);
          return 1;
        }
        const signer = result.signer?.status === 'trusted' ? `signed by trusted key ${result.signer.keyId.slice(0, 16)}…` : 'accepted without a trusted signature (--unsigned)';
        if (result.status === 'already-present') {
          console.log(`cardsmith import: set ${result.setId} version ${result.version} is already here, identical; nothing to do (${signer})`);
          return 0;
        }
        console.log(
          `cardsmith import: imported set ${result.setId} version ${result.version} (${signer}): ` +
            `${result.newVersions} new published version(s), ${result.newCards.length} new card(s), ${result.reusedVersions} already present`,
        );
        return 0;
      });
    }),
};
