/**
 * The studio API: one router per area in app/server/routers/, merged here. Add an area by adding a file
 * there and one line below.
 */
import { router } from './trpc';
import { health } from './routers/health';
import { cardsRouter } from './routers/cards';
import { balanceRouter } from './routers/balance';

export const appRouter = router({
  health,
  cards: cardsRouter,
  balance: balanceRouter,
});

export type AppRouter = typeof appRouter;
