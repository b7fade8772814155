/**
 * Card sets: the working selection, freezing versions, the changelog between versions, and importing a
 * bundle. Bundles are downloaded from the route handler app/api/sets/[setId]/bundle (a zip is not JSON).
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { designerProcedure, publisherProcedure, router, viewerProcedure } from '../trpc';
import { listCards } from '../../../db/cards';
import { ImportBundleResult, importSetBundle } from '../../../db/set-bundles';
import { diffSetSides } from '../../../db/set-diffs';
import { studioSigningKey } from '../../../db/set-signing-key';
import { FreezeResult, ReleaseNotes, freezeSet } from '../../../db/set-versions';
import { CreateSetInput, SetCardChoice, SetChange, SetDetail, SetSummary, addCardsToSet, createSet, getSet, listSets, removeCardsFromSet } from '../../../db/sets';
import { readZip } from '../../../sets/bundle-zip';
import { BundleUploadInput, bundleMaxBytes } from '../bundle-upload';
import { threadImportCheck } from '../../../sets/revalidate-thread';
import { revalidateSetInWorker } from '../language/text-checks';
import { contentFreezeSources } from '../../../db/set-sources';
import { setDiffSchema } from '../../../sets/set-diff';
import { problemSchema } from '../../../sets/problem';
import { GameId } from '../../ui/game-choice';

const Side = z.union([z.number().int().positive(), z.literal('working')]);

const SetCandidate = z.object({ id: z.string(), name: z.string(), kind: z.string(), currentVersion: z.number().int().positive() });

export const setsRouter = router({
  /** Every set, or those of `game`. */
  list: viewerProcedure
    .input(z.object({ game: GameId.optional() }).optional())
    .output(z.array(SetSummary))
    .query(async ({ ctx, input }) => (await listSets(ctx.db)).filter((s) => input?.game === undefined || s.game === input.game)),

  get: viewerProcedure
    .input(z.object({ id: z.string().min(1) }))
    .output(SetDetail)
    .query(async ({ ctx, input }) => {
      const set = await getSet(ctx.db, input.id);
      if (!set) throw new TRPCError({ code: 'NOT_FOUND', message: `no set with id "${input.id}"` });
      return set;
    }),

  /** Published, not deprecated cards of the set's game that are not in its working selection yet. */
  candidates: viewerProcedure
    .input(z.object({ id: z.string().min(1) }))
    .output(z.array(SetCandidate))
    .query(async ({ ctx, input }) => {
      const set = await getSet(ctx.db, input.id);
      if (!set) throw new TRPCError({ code: 'NOT_FOUND', message: `no set with id "${input.id}"` });
      const members = new Set(set.members.map((m) => m.cardId));
      return (await listCards(ctx.db)).flatMap((c) =>
        c.game === set.game && c.status === 'published' && c.currentVersion !== null && !members.has(c.id) ? [{ id: c.id, name: c.name, kind: c.kind, currentVersion: c.currentVersion }] : [],
      );
    }),

  create: designerProcedure
    .input(CreateSetInput)
    .output(SetChange)
    .mutation(({ ctx, input }) => createSet(ctx.db, input)),

  addCards: designerProcedure
    .input(z.object({ setId: z.string().min(1), cards: z.array(SetCardChoice).min(1).max(10_000) }))
    .output(SetChange)
    .mutation(({ ctx, input }) => addCardsToSet(ctx.db, input.setId, input.cards)),

  removeCards: designerProcedure
    .input(z.object({ setId: z.string().min(1), cardIds: z.array(z.string().min(1)).min(1).max(10_000) }))
    .output(SetChange)
    .mutation(({ ctx, input }) => removeCardsFromSet(ctx.db, input.setId, input.cardIds)),

  /**
   * Freezes the working selection into a new immutable version (validated with the DSL first), with
   * release notes (required: a frozen version is permanent, and its notes say what it ships).
   */
  freeze: publisherProcedure
    .input(z.object({ setId: z.string().min(1), releaseNotes: ReleaseNotes.pipe(z.string().min(1, 'write release notes: what this version changes')) }))
    .output(FreezeResult)
    .mutation(({ ctx, input }) => freezeSet(ctx.db, input.setId, null, { ...contentFreezeSources(), validate: revalidateSetInWorker }, input.releaseNotes)),

  diff: viewerProcedure
    .input(z.object({ setId: z.string().min(1), from: Side, to: Side }))
    .output(z.discriminatedUnion('status', [z.object({ status: z.literal('ok'), diff: setDiffSchema }), z.object({ status: z.literal('problems'), problems: z.array(problemSchema) })]))
    .query(async ({ ctx, input }) => {
      const result = await diffSetSides(ctx.db, input.setId, input.from, input.to, contentFreezeSources());
      if (result.status === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: `set "${input.setId}" has no version ${result.side}` });
      return result;
    }),

  /** Imports an uploaded bundle zip: verified completely, then written in one transaction, or not at all. */
  importBundle: publisherProcedure
    .input(BundleUploadInput)
    .output(ImportBundleResult)
    .mutation(async ({ ctx, input }) => {
      const zip = readZip(new Uint8Array(Buffer.from(input.zipBase64, 'base64')), { maxTotalBytes: bundleMaxBytes() });
      if (!zip.ok) return { status: 'problems' as const, problems: [{ file: 'bundle', message: `the upload ${zip.error}` }] };
      const key = await studioSigningKey();
      if (!key.ok) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `the studio's signing key: ${key.error}` });
      return importSetBundle(ctx.db, zip.files, { trusted: [key.key], allowUnsigned: input.unsigned }, threadImportCheck);
    }),
});
