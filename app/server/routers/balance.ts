import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { designerProcedure, router, viewerProcedure } from '../trpc';
import { getRun, listRuns, RunDetail, RunListItem } from '../../../db/balance-runs';
import { PLAYER_KINDS } from '../../../engine/ai/player';
import { MAX_STUDIO_GAMES, runLimits, settleAbandonedRuns, startStudioRun, studioRunOptions, StartRunAnswer, StartRunInput, stopStudioRun, StudioRunError, studioWorkers } from '../balance-runner';

const RunId = z.object({ id: z.string().min(1) });

export const balanceRouter = router({
  /** What a run can be made of: the content's games and the database's decks, the AI players, the limits. */
  options: viewerProcedure
    .output(
      z.object({
        games: z.array(z.object({ game: z.string(), decks: z.array(z.string()) })),
        players: z.array(z.enum(PLAYER_KINDS)),
        maxGames: z.number().int(),
        workers: z.number().int(),
        /** Runs that play at once, per user and in all; more wait in a queue. */
        limits: z.object({ perUser: z.number().int(), total: z.number().int() }),
      }),
    )
    .query(async ({ ctx }) => ({ games: await studioRunOptions(ctx.db), players: [...PLAYER_KINDS], maxGames: MAX_STUDIO_GAMES, workers: studioWorkers(), limits: runLimits() })),

  /** Past and current runs, newest first (studio runs and `cardsmith simulate --queue` runs alike); of one game when it is named. */
  list: viewerProcedure
    .input(z.object({ game: z.string().min(1).max(200).optional() }).optional())
    .output(z.array(RunListItem))
    .query(async ({ ctx, input }) => {
      await settleAbandonedRuns(ctx.db);
      return listRuns(ctx.db, input?.game);
    }),

  get: viewerProcedure
    .input(RunId)
    .output(RunDetail)
    .query(async ({ ctx, input }) => {
      const run = await getRun(ctx.db, input.id);
      if (!run) throw new TRPCError({ code: 'NOT_FOUND', message: `no run with id "${input.id}"` });
      return run;
    }),

  /**
   * Starts a run in the studio server's worker threads, or queues it past the run limits (the answer
   * says which); answers at once with its id. Designers: it costs the server's CPU.
   */
  start: designerProcedure
    .input(StartRunInput)
    .output(StartRunAnswer)
    .mutation(async ({ ctx, input }) => {
      try {
        return await startStudioRun(ctx.db, input, ctx.user.id);
      } catch (error) {
        if (error instanceof StudioRunError) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
        throw error;
      }
    }),

  stop: designerProcedure
    .input(RunId)
    .output(z.object({ stopped: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({ stopped: await stopStudioRun(ctx.db, input.id) })),
});
