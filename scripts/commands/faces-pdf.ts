import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Command } from '../command';
import { parseCommandLine, UsageError, withUsage } from '../args';
import { withSetDatabase } from '../set-cli';
import { chosenExportCards } from '../faces-cli';
import { facesPdf } from '../../app/cards/faces/export-render';
import { Paper } from '../../app/cards/faces/sheet-layout';

const usage = `Usage: cardsmith faces pdf (--set SET [--version N] | --deck DECK | CARD-ID) [--paper a4|letter] [--backs] --out FILE

Writes a print-and-play sheet: nine cards a page (3 × 3, poker size 63.5 × 88.9 mm), crop marks at every
cut line, centred on A4 (default) or Letter.
  --set SET      a frozen set version (the latest, or --version N): each card once
  --deck DECK    a stored deck: each card as many times as the deck holds it
  --backs        after each page of fronts, a page of card backs mirrored for double-sided printing
                 (flip on the long edge)
  --out FILE     the PDF to write`;

export const facesPdfCommand: Command = {
  usage,
  run: (args) =>
    withUsage('faces pdf', usage, async () => {
      const { values, positionals } = parseCommandLine(
        args,
        { set: { type: 'string' }, version: { type: 'string' }, deck: { type: 'string' }, paper: { type: 'string' }, backs: { type: 'boolean' }, out: { type: 'string' } },
        { positionals: { min: 0, max: 1 } },
      );
      if (values.out === undefined) throw new UsageError('--out FILE is required');
      const paper = Paper.safeParse(values.paper ?? 'a4');
      if (!paper.success) throw new UsageError(`--paper is a4 or letter, not "${values.paper}"`);
      const out = resolve(values.out);
      return withSetDatabase('faces pdf', async (handle) => {
        const found = await chosenExportCards(handle, { card: positionals[0], set: values.set, deck: values.deck, version: values.version });
        if (!found.ok) {
          console.error(`cardsmith faces pdf: ${found.message}`);
          return 1;
        }
        const pdf = await facesPdf(found.cards, { paper: paper.data, backs: values.backs === true });
        await mkdir(dirname(out), { recursive: true });
        await writeFile(out, pdf);
        const pages = Math.ceil(found.cards.faces.length / 9) * (values.backs === true ? 2 : 1);
        console.log(`cardsmith faces pdf: ${found.cards.faces.length} card(s) of ${found.cards.title} on ${pages} page(s) → ${out}`);
        return 0;
      });
    }),
};
