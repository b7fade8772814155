import { readFile } from 'node:fs/promises';
import type { Command } from '../command';
import { addCardsToSet, createSet } from '../../db/sets';
import { allOrNothing, refuse } from '../../db/all-or-nothing';
import { parseSetFile } from '../../sets/set-file';
import { parseCommandLine, UsageError, withUsage } from '../args';
import { printProblems, withSetDatabase } from '../set-cli';

const usage = `Usage: cardsmith sets create NAME [--id ID] [--game GAME] [--description TEXT]
       cardsmith sets create --from FILE [--game GAME]

Creates a card set. Then add cards (\`cardsmith sets add\`) and freeze a version
(\`cardsmith sets freeze\`). With --from, the set's name, id, description and cards come from a JSON
file such as content/summoners-grid/sets/alpha.json ({ "name", "id"?, "description"?, "cards": [ids] });
its cards must be published. Nothing is created if any of them cannot be added.

Options:
  --id ID              the set's stable id (default: the name in lowercase with dashes: Alpha → alpha)
  --game GAME          the game its cards belong to (default: the only game the database holds)
  --description TEXT   a line about the set
  --from FILE          create the set described in FILE`;

export const setsCreate: Command = {
  usage,
  run: (args) =>
    withUsage('sets create', usage, async () => {
      const { values, positionals } = parseCommandLine(
        args,
        { id: { type: 'string' }, game: { type: 'string' }, description: { type: 'string' }, from: { type: 'string' } },
        { positionals: { min: 0, max: 1 } },
      );
      if ((positionals.length === 1) === (values.from !== undefined)) throw new UsageError('give either a set NAME or --from FILE');
      let input = { name: positionals[0] ?? '', id: values.id, description: values.description, cards: [] as string[] };
      if (values.from !== undefined) {
        const text = await readFile(values.from, 'utf8').catch(() => undefined);
        if (text === undefined) throw new UsageError(`--from ${values.from}: cannot read the file`);
        const file = parseSetFile(values.from, text);
        if (!file.ok) {
          printProblems('sets create', 'nothing created:', file.problems);
          return 1;
        }
        input = { name: file.file.name, id: values.id ?? file.file.id, description: values.description ?? file.file.description, cards: file.file.cards };
      }
      if (input.name.trim() === '') throw new UsageError('the set name is empty');
      return withSetDatabase('sets create', async (handle) => {
        // One transaction: a set file whose cards cannot all be added creates nothing.
        const result = await allOrNothing(handle.db, async (tx) => {
          const created = await createSet(tx, { name: input.name, id: input.id, game: values.game, description: input.description });
          if (created.status !== 'ok') return refuse(created.status === 'problems' ? created.problems : []);
          if (input.cards.length === 0) return created.set;
          const added = await addCardsToSet(tx, created.set.id, input.cards.map((cardId) => ({ cardId })));
          return added.status === 'ok' ? added.set : refuse(added.status === 'problems' ? added.problems : []);
        });
        if (!result.ok) {
          printProblems('sets create', 'nothing created:', result.problems);
          return 1;
        }
        const set = result.value;
        console.log(`cardsmith sets create: created set ${set.name} (id ${set.id}, game ${set.game}) with ${set.members.length} card(s)`);
        return 0;
      });
    }),
};
