import type { Command } from '../command';
import { diffSetSides, type SetSide } from '../../db/set-diffs';
import { contentFreezeSources } from '../../db/set-sources';
import { getSet } from '../../db/sets';
import { setDiffMarkdown } from '../../sets/set-diff';
import { parseCommandLine, withUsage } from '../args';
import { findSetId, printProblems, versionNumber, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith sets diff SET [FROM [TO]]

Prints the changelog between two versions of a set as Markdown: cards added, removed and changed, with
the rules-text changes word by word and the source changes line by line. FROM and TO are version
numbers or \`working\` (what freezing now would give). Defaults: FROM = the latest frozen version,
TO = working.`;

export const setsDiff: Command = {
  usage,
  run: (args) =>
    withUsage('sets diff', usage, async () => {
      const { positionals } = parseCommandLine(args, {}, { positionals: { min: 1, max: 3 } });
      const [setText = '', fromText, toText] = positionals;
      const side = (text: string): SetSide => (text === 'working' ? 'working' : versionNumber(text, 'a version'));
      return withSetDatabase('sets diff', async (handle) => {
        const id = await findSetId(handle, setText);
        const set = id === undefined ? undefined : await getSet(handle.db, id);
        if (set === undefined) {
          console.error(`cardsmith sets diff: no set "${setText}"`);
          return 1;
        }
        const latest = set.versions.at(-1)?.version;
        const from = fromText === undefined ? latest : side(fromText);
        if (from === undefined) {
          console.error(`cardsmith sets diff: set ${set.name} has no frozen version to compare with yet`);
          return 1;
        }
        const to = toText === undefined ? 'working' : side(toText);
        const result = await diffSetSides(handle.db, set.id, from, to, contentFreezeSources());
        if (result.status === 'not-found') {
          console.error(`cardsmith sets diff: set ${set.name} has no version ${result.side}`);
          return 1;
        }
        if (result.status === 'problems') {
          printProblems('sets diff', 'cannot read the versions:', result.problems);
          return 1;
        }
        const label = (s: SetSide) => (s === 'working' ? 'working selection' : `v${s}`);
        process.stdout.write(setDiffMarkdown(`${set.name}: ${label(from)} → ${label(to)}`, result.diff));
        return 0;
      });
    }),
};
