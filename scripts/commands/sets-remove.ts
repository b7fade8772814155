import type { Command } from '../command';
import { removeCardsFromSet } from '../../db/sets';
import { parseCommandLine, withUsage } from '../args';
import { changeSelection, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith sets remove SET CARD...

Removes cards (by id) from a set's working selection. Frozen versions keep them.`;

export const setsRemove: Command = {
  usage,
  run: (args) =>
    withUsage('sets remove', usage, async () => {
      const { positionals } = parseCommandLine(args, {}, { positionals: { min: 2, max: Number.POSITIVE_INFINITY } });
      const [setText = '', ...cardIds] = positionals;
      return withSetDatabase('sets remove', (handle) => changeSelection('sets remove', handle, setText, (id) => removeCardsFromSet(handle.db, id, cardIds)));
    }),
};
