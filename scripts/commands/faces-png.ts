import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Command } from '../command';
import { parseCommandLine, UsageError, withUsage } from '../args';
import { withSetDatabase } from '../set-cli';
import { chosenExportCards } from '../faces-cli';
import { facePngs } from '../../app/cards/faces/export-render';

const usage = `Usage: cardsmith faces png (CARD-ID | --set SET [--version N] | --deck DECK) --out FOLDER

Writes each card's face as a PNG at print resolution (750 × 1050: poker size at 300 dpi), one file per
card named <card id>.png, with the card's uploaded art.
  CARD-ID        one card's draft (what the card editor shows)
  --set SET      a frozen set version (the latest, or --version N): the published cards, numbered
  --deck DECK    a stored deck's cards (each once)
  --out FOLDER   where to write them (created if needed)`;

export const facesPngCommand: Command = {
  usage,
  run: (args) =>
    withUsage('faces png', usage, async () => {
      const { values, positionals } = parseCommandLine(args, { set: { type: 'string' }, version: { type: 'string' }, deck: { type: 'string' }, out: { type: 'string' } }, { positionals: { min: 0, max: 1 } });
      if (values.out === undefined) throw new UsageError('--out FOLDER is required');
      const out = resolve(values.out);
      return withSetDatabase('faces png', async (handle) => {
        const found = await chosenExportCards(handle, { card: positionals[0], set: values.set, deck: values.deck, version: values.version });
        if (!found.ok) {
          console.error(`cardsmith faces png: ${found.message}`);
          return 1;
        }
        await mkdir(out, { recursive: true });
        let written = 0;
        for await (const png of facePngs(found.cards.faces)) {
          await writeFile(join(out, png.name), png.bytes);
          written++;
        }
        console.log(`cardsmith faces png: ${written} face(s) of ${found.cards.title} → ${out}`);
        return 0;
      });
    }),
};
