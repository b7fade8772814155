import type { Command } from '../command';
import { freezeSet } from '../../db/set-versions';
import { countProblems } from '../../sets/problem';
import { contentFreezeSources } from '../../db/set-sources';
import { parseCommandLine, withUsage } from '../args';
import { describeVersion, findSetId, printProblems, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith sets freeze SET

Freezes the set's working selection into a new, immutable version: every chosen card and everything
it needs (roles, species, cards it refers to, the game's ruleset, growth kinds, rarities and packs),
each at one published version. The whole version is validated with the DSL first; any problem and
nothing is frozen. Freezing an unchanged selection again creates no new version.`;

export const setsFreeze: Command = {
  usage,
  run: (args) =>
    withUsage('sets freeze', usage, async () => {
      const { positionals } = parseCommandLine(args, {}, { positionals: { min: 1, max: 1 } });
      const setText = positionals[0] ?? '';
      return withSetDatabase('sets freeze', async (handle) => {
        const id = await findSetId(handle, setText);
        const result = id === undefined ? { status: 'not-found' as const } : await freezeSet(handle.db, id, null, contentFreezeSources());
        switch (result.status) {
          case 'not-found':
            console.error(`cardsmith sets freeze: no set "${setText}"`);
            return 1;
          case 'problems':
            printProblems('sets freeze', `nothing frozen, ${countProblems(result.problems)}:`, result.problems);
            return 1;
          case 'unchanged':
            console.log(`cardsmith sets freeze: nothing changed since version ${result.version.version}; no new version`);
            return 0;
          case 'frozen': {
            const v = result.version;
            console.log(`cardsmith sets freeze: froze ${v.name} version ${v.version}: ${describeVersion(v)}`);
            return 0;
          }
        }
      });
    }),
};
