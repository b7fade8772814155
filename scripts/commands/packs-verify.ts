/** `cardsmith packs verify FILE`: check the signed provenance records that `packs open --out` wrote. */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Command } from '../command';
import { parseCommandLine, UsageError, withUsage } from '../args';
import { provenanceKeyPath } from '../../db/config';
import { verifyProvenance } from '../../games/summoners-grid/node/provenance';
import { loadOrCreateSigningKey, readPublicKeyFile } from '../../lib/signing-key-file';

const usage = `Usage: cardsmith packs verify FILE [--public-key PEM-FILE]

Verifies every provenance record in FILE (the JSON of cardsmith packs open --out, or of the studio's
pack explorer) against a trusted public key: by default this studio's own key
(CARDSMITH_PROVENANCE_KEY or .data/keys/provenance-ed25519.pem). The public key inside FILE is never
trusted. Prints one line per record that fails.
Exit codes: 0 all valid, 1 some record fails, 2 usage error.`;

const RecordsFile = z.object({ summons: z.array(z.unknown()) });

export const packsVerifyCommand: Command = {
  usage,
  run: (args) =>
    withUsage('packs verify', usage, async () => {
      const { values: o, positionals: positional } = parseCommandLine(args, { 'public-key': { type: 'string' } });
      if (positional.length !== 1) throw new UsageError('name one file of records');
      const file = positional[0] as string;
      let data: z.infer<typeof RecordsFile>;
      try {
        data = RecordsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        console.error(`cardsmith packs verify: ${file} is not a file of records (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
        return 1;
      }
      const given = o['public-key'];
      const trusted = given === undefined ? await loadOrCreateSigningKey(provenanceKeyPath()) : await readPublicKeyFile(given);
      if (!trusted.ok) {
        if (given !== undefined) throw new UsageError(`--public-key ${given}: ${trusted.error}`);
        console.error(`cardsmith packs verify: ${trusted.error}`);
        return 1;
      }
      let failed = 0;
      data.summons.forEach((record, i) => {
        const v = verifyProvenance(record, [trusted.key]);
        if (!v.ok) {
          failed++;
          console.log(`record ${i + 1}: ${v.reason}`);
        }
      });
      console.log(`${data.summons.length - failed} of ${data.summons.length} records verified${failed > 0 ? `; ${failed} failed` : ''}.`);
      return failed > 0 ? 1 : 0;
    }),
};
