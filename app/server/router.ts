/**
 * The studio API: one router per area in app/server/routers/, merged here. Add an area by adding a file
 * there and one line below.
 */
import { router } from './trpc';
import { health } from './routers/health';
import { cardsRouter } from './routers/cards';
import { authRouter } from './routers/auth';
import { usersRouter } from './routers/users';
import { setsRouter } from './routers/sets';
import { sandboxRouter } from './routers/sandbox';
import { decksRouter } from './routers/decks';
import { gameFilesRouter } from './routers/game-files';
import { packsRouter } from './routers/packs';
import { balanceRouter } from './routers/balance';
import { setTableRouter } from './routers/set-table';

export const appRouter = router({
  health,
  auth: authRouter,
  users: usersRouter,
  cards: cardsRouter,
  sets: setsRouter,
  sandbox: sandboxRouter,
  decks: decksRouter,
  gameFiles: gameFilesRouter,
  packs: packsRouter,
  balance: balanceRouter,
  setTable: setTableRouter,
});

export type AppRouter = typeof appRouter;
