import type { Command } from '../command';
import { listSets } from '../../db/sets';
import { parseCommandLine, withUsage } from '../args';
import { withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith sets list

Lists the card sets: id, name, game, cards in the working selection, latest frozen version.`;

export const setsList: Command = {
  usage,
  run: (args) =>
    withUsage('sets list', usage, async () => {
      parseCommandLine(args, {}, { positionals: { min: 0, max: 0 } });
      return withSetDatabase('sets list', async (handle) => {
        const sets = await listSets(handle.db);
        if (sets.length === 0) console.log('No sets yet. Create one with `cardsmith sets create NAME`.');
        for (const s of sets) {
          const frozen = s.latestVersion === null ? 'not frozen yet' : `latest version ${s.latestVersion}`;
          console.log(`${s.id}\t${s.name}\t${s.game}\t${s.cardCount} card(s)\t${frozen}`);
        }
        return 0;
      });
    }),
};
