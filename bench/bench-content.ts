/** The content the benchmark plays: the real Summoner's Grid content, parsed from content/summoners-grid. */
import type { Content } from '../games/summoners-grid/index';
import { loadGame } from '../games/summoners-grid/node/load-content';

export async function benchContent(): Promise<Content> {
  const game = await loadGame('content/summoners-grid');
  if (game.errors.length > 0) throw new Error(`content errors:\n${game.errors.join('\n')}`);
  return game.content;
}
