import type { Command } from '../command';
import { getSet } from '../../db/sets';
import { parseCommandLine, withUsage } from '../args';
import { describeVersion, findSetId, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith sets show SET

Shows a set (by id or name): its working selection (each card pinned to a version, or following its
current published version) and its frozen versions.`;

export const setsShow: Command = {
  usage,
  run: (args) =>
    withUsage('sets show', usage, async () => {
      const { positionals } = parseCommandLine(args, {}, { positionals: { min: 1, max: 1 } });
      return withSetDatabase('sets show', async (handle) => {
        const id = await findSetId(handle, positionals[0] ?? '');
        const set = id === undefined ? undefined : await getSet(handle.db, id);
        if (set === undefined) {
          console.error(`cardsmith sets show: no set "${positionals[0]}"`);
          return 1;
        }
        console.log(`${set.name} (${set.id}, ${set.game})${set.description === '' ? '' : `: ${set.description}`}`);
        console.log(`\nCards (${set.members.length}):`);
        for (const m of set.members) {
          const version = m.pinnedVersion === null ? `current v${m.currentVersion ?? '-'}` : `pinned v${m.pinnedVersion}`;
          console.log(`  ${m.cardId}\t${m.name}\t${m.kind}\t${version}${m.status === 'deprecated' ? '\tDEPRECATED' : ''}`);
        }
        console.log(`\nVersions (${set.versions.length}):`);
        for (const v of set.versions) {
          console.log(`  v${v.version}\t${v.frozenAt}\t${describeVersion(v)}${v.frozenBy === null ? '' : `\tfrozen by ${v.frozenBy}`}`);
        }
        return 0;
      });
    }),
};
