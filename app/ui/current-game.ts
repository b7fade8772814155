/**
 * The current game on the server: the one the visitor's `cardsmith-game` cookie names among the content
 * folder's games (server/studio-games.ts; a shared link's `?game=<id>` sets that cookie first, in proxy.ts).
 * Every page asks this, and the layout hands the answer to the client (`useCurrentGame()`).
 */
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { gameNamed } from '../server/studio-games';
import { GAME_COOKIE, GAME_PARAM, type StudioGame } from './game-choice';

export async function currentGame(): Promise<StudioGame> {
  return gameNamed((await cookies()).get(GAME_COOKIE)?.value);
}

/** A page's query parameters, as Next hands them to a page. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A page about one game's card or definition file, opened while another game is current (a link from a
 * colleague, another tab that switched games): the same address again with `?game=`, which proxy.ts makes
 * the current game, so the sidebar, its Library link and the editor's reference links follow the page
 * instead of showing the other game's. The page's other parameters are kept. Nothing happens when the
 * address already names the game: one the content folder no longer has stays not current, and must not
 * redirect for ever.
 */
export async function showInItsGame(game: string, path: string, searchParams: SearchParams): Promise<void> {
  if (searchParams[GAME_PARAM] === game || (await currentGame()).id === game) return;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (key === GAME_PARAM) continue;
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  query.set(GAME_PARAM, game);
  redirect(`${path}?${query.toString()}`);
}
