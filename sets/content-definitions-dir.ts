/** Reading a game's rules content from the content folder on disk (Node only). */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readSmithFiles } from '../dsl/load-dir';
import { definitionsOfFiles, type Definition } from './content-definitions';
import type { Problem } from './problem';

export async function loadGameDefinitions(contentDir: string, game: string): Promise<{ definitions: Definition[]; problems: Problem[] }> {
  const dir = join(contentDir, game);
  const exists = await stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!exists) return { definitions: [], problems: [{ message: `the content folder has no ${game} folder (${dir}): the set's rules content comes from there` }] };
  return definitionsOfFiles(await readSmithFiles([dir]));
}
