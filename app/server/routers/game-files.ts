import { z } from 'zod';
import { router, viewerProcedure } from '../trpc';
import { CardVersions, contentGames, GameName, gameSources } from '../game-sources';

/** A game's sources for tools that parse and compute in the browser (formula and pack explorers, deck builder). */
export const gameFilesRouter = router({
  games: viewerProcedure.output(z.array(z.string())).query(() => contentGames()),

  files: viewerProcedure
    .input(z.object({ game: z.string().regex(GameName), versions: CardVersions.optional() }))
    .output(z.array(z.object({ path: z.string(), text: z.string() })))
    .query(({ ctx, input }) => gameSources(ctx.db, input.game, input.versions)),
});
