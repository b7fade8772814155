import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
import { CardDetail, CardSummary, SaveDraftInput, SaveDraftResult, getCard, listCards, saveDraft } from '../../../db/cards';

export const cardsRouter = router({
  list: publicProcedure.output(z.array(CardSummary)).query(({ ctx }) => listCards(ctx.db)),

  get: publicProcedure
    .input(z.object({ id: z.string().min(1) }))
    .output(CardDetail)
    .query(async ({ ctx, input }) => {
      const card = await getCard(ctx.db, input.id);
      if (!card) throw new TRPCError({ code: 'NOT_FOUND', message: `no card with id "${input.id}"` });
      return card;
    }),

  /**
   * Saves a draft only if nobody saved since `baseRevision`; otherwise returns `{ status: 'conflict' }`
   * with the server's current draft (the caller's text is not written and stays with the caller).
   */
  saveDraft: publicProcedure
    .input(SaveDraftInput)
    .output(SaveDraftResult)
    .mutation(({ ctx, input }) => saveDraft(ctx.db, input)),
});
