/**
 * The current game on the server: the one the visitor's `cardsmith-game` cookie names among the content
 * folder's games (server/studio-games.ts; a shared link's `?game=<id>` sets that cookie first, in proxy.ts).
 * Every page asks this, and the layout hands the answer to the client (`useCurrentGame()`).
 */
import { cookies } from 'next/headers';
import { gameNamed } from '../server/studio-games';
import { GAME_COOKIE, type StudioGame } from './game-choice';

export async function currentGame(): Promise<StudioGame> {
  return gameNamed((await cookies()).get(GAME_COOKIE)?.value);
}
