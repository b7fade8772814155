import { relative } from 'node:path';
import { readSmithFiles } from '../dsl/load-dir';
import { folderFromProject, type GameFolder } from '../games/node/load-folder';
import { playableSources, type SkippedSource } from '../games/playable-sources';
import { hostedGame, type HostedGame, type OpenedGame } from '../games/registry';

/**
 * A game folder opened for a command: its files read and validated, its game module found, its content
 * opened. A card, deck or scenario file with errors is left out and listed in `skipped` (one bad file
 * never blocks the rest, as in Balance runs); errors in the game's definitions, an unknown game, or
 * content the module cannot play give the lines to print instead.
 */
export async function openGameFolder(root: string): Promise<{ folder: GameFolder; hosted: HostedGame; game: OpenedGame; skipped: SkippedSource[] } | { problems: string[] }> {
  const playable = playableSources(await readSmithFiles([root]));
  const folder = folderFromProject(playable.project);
  if (folder.errors.length > 0) return { problems: folder.errors };
  const hosted = hostedGame(folder.gameId);
  if (!hosted) return { problems: [`${relative(process.cwd(), root)}: no game module plays "${folder.gameId}"`] };
  const game = hosted.open(folder.decls);
  if (game.problems.length > 0) return { problems: game.problems.map((p) => `${relative(process.cwd(), root)}: ${p}`) };
  return { folder, hosted, game, skipped: playable.skipped };
}
