import { relative } from 'node:path';
import { loadFolder, type GameFolder } from '../games/node/load-folder';
import { hostedGame, type HostedGame, type OpenedGame } from '../games/registry';

/**
 * A game folder opened for a command: its files read and validated, its game module found, its content
 * opened. On any problem, the lines to print (errors in the content, an unknown game, cards the module
 * cannot play) instead.
 */
export async function openGameFolder(root: string): Promise<{ folder: GameFolder; hosted: HostedGame; game: OpenedGame } | { problems: string[] }> {
  const folder = await loadFolder(root);
  if (folder.errors.length > 0) return { problems: folder.errors };
  const hosted = hostedGame(folder.gameId);
  if (!hosted) return { problems: [`${relative(process.cwd(), root)}: no game module plays "${folder.gameId}"`] };
  const game = hosted.open(folder.decls);
  if (game.problems.length > 0) return { problems: game.problems.map((p) => `${relative(process.cwd(), root)}: ${p}`) };
  return { folder, hosted, game };
}
