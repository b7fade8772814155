import { z } from 'zod';
import { router, viewerProcedure } from '../trpc';
import { GameId } from '../../ui/game-choice';
import { SetTable } from '../../table/table-schema';
import { setTable } from '../set-table';

/**
 * The set table (/table): every card of a game with its numbers by column. Edits are saved with
 * `cards.editDrafts` (the same all-or-nothing draft edits a rename across files uses).
 */
export const setTableRouter = router({
  rows: viewerProcedure
    .input(z.object({ game: GameId }))
    .output(SetTable)
    .query(async ({ ctx, input }) => setTable(ctx.db, await ctx.project(), input.game)),
});
