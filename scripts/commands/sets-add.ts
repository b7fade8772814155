import type { Command } from '../command';
import { addCardsToSet } from '../../db/sets';
import { parseCommandLine, withUsage } from '../args';
import { changeSelection, versionNumber, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith sets add SET CARD[@VERSION]...

Adds published cards (by id) to a set's working selection. CARD@VERSION pins that published version;
a bare CARD follows the card's current published version until the set is frozen. Adding a card that
is already in the set changes its pin. Nothing is added if any card cannot be.`;

export const setsAdd: Command = {
  usage,
  run: (args) =>
    withUsage('sets add', usage, async () => {
      const { positionals } = parseCommandLine(args, {}, { positionals: { min: 2, max: Number.POSITIVE_INFINITY } });
      const [setText = '', ...cardTexts] = positionals;
      const choices = cardTexts.map((text) => {
        const at = text.lastIndexOf('@');
        return at <= 0 ? { cardId: text } : { cardId: text.slice(0, at), version: versionNumber(text.slice(at + 1), text) };
      });
      return withSetDatabase('sets add', (handle) => changeSelection('sets add', handle, setText, (id) => addCardsToSet(handle.db, id, choices)));
    }),
};
