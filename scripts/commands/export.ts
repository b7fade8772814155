import { resolve } from 'node:path';
import type { Command } from '../command';
import { exportSetBundle } from '../../db/set-bundles';
import { writeBundleFolder, writeBundleZip } from '../../sets/bundle-folder';
import { parseCommandLine, UsageError, withUsage } from '../args';
import { studioSigningKey } from '../../db/set-signing-key';
import { contentDir } from '../../db/config';
import { findSetId, printProblems, versionNumber, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith export --set SET [--version N] (--out FOLDER | --zip FILE) [--faces]

Exports a frozen set version as a signed bundle for the game:
  cards.json      every card (id, version, name, kind, AST, rules text, face numbers, DSL source) and the
                  ruleset and definitions they need; canonical JSON, the same bytes for the same version
  schema.json     its JSON Schema (draft 2020-12)
  types.d.ts      TypeScript types of cards.json, generated from schema.json
  manifest.json   set, version, SHA-256 of each file, Ed25519 signature
  public-key.pem  the studio's public key

Options:
  --set SET       the set, by id or name
  --version N     the frozen version (default: the latest)
  --out FOLDER    write the files into FOLDER (created if needed)
  --zip FILE      write one .zip file instead (what the studio's download gives)
  --faces         also ship each card's face as face-<card id>.png (750 × 1050, print resolution),
                  listed in the manifest and signed like the other files

The signing key is .data/signing/ed25519-private.pem (created on first use), or the PEM file named by
CARDSMITH_SIGNING_KEY_FILE.`;

export const exportCommand: Command = {
  usage,
  run: (args) =>
    withUsage('export', usage, async () => {
      const { values } = parseCommandLine(args, { set: { type: 'string' }, version: { type: 'string' }, out: { type: 'string' }, zip: { type: 'string' }, faces: { type: 'boolean' } }, { positionals: { min: 0, max: 0 } });
      if (values.set === undefined) throw new UsageError('--set is required');
      if ((values.out === undefined) === (values.zip === undefined)) throw new UsageError('give exactly one of --out FOLDER and --zip FILE');
      const version = values.version === undefined ? undefined : versionNumber(values.version, '--version');
      const key = await studioSigningKey();
      if (!key.ok) {
        console.error(`cardsmith export: ${key.error}`);
        return 1;
      }
      return withSetDatabase('export', async (handle) => {
        const id = await findSetId(handle, values.set ?? '');
        const result = id === undefined ? { status: 'not-found' as const } : await exportSetBundle(handle.db, id, version, key.key, values.faces === true ? { faces: { contentDir: contentDir() } } : {});
        if (result.status === 'not-found') {
          console.error(`cardsmith export: no frozen ${version === undefined ? 'version' : `version ${version}`} of set "${values.set}" (freeze one with \`cardsmith sets freeze\`)`);
          return 1;
        }
        if (result.status === 'problems') {
          printProblems('export', 'nothing exported:', result.problems);
          return 1;
        }
        const target = resolve(values.out ?? values.zip ?? '.');
        if (values.out !== undefined) await writeBundleFolder(target, result.bundle);
        else await writeBundleZip(target, result.bundle);
        const { set } = result.snapshot;
        console.log(`cardsmith export: ${set.name} version ${set.version} → ${target} (signed by key ${key.key.keyId.slice(0, 16)}…)`);
        for (const { name, size, sha256 } of result.bundle) console.log(`  ${name.padEnd(15)} ${String(size).padStart(10)} bytes  sha256 ${sha256}`);
        return 0;
      });
    }),
};
