/**
 * A card's art (part of the `cards` router): `cards.art` (what the draft has), `cards.uploadArt` and
 * `cards.removeArt`. Uploading and removing change the draft like saving it does, so they need the same
 * role (designer). The image itself is served by GET /api/cards/<id>/art.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { designerProcedure, viewerProcedure } from '../trpc';
import { ArtSummary, draftArtSummary, removeCardArt, uploadCardArt } from '../../../db/card-art';
import { MAX_ART_BYTES } from '../../cards/faces/art-image';

const CardId = z.string().min(1).max(200);
/** Base64 of at most MAX_ART_BYTES, plus one: a larger file decodes past the limit and gets its own message. */
const MAX_ART_BASE64 = Math.ceil(((MAX_ART_BYTES + 1) * 4) / 3) + 4;

export const UploadArtInput = z.object({
  id: CardId,
  imageBase64: z.string().max(MAX_ART_BASE64, `an image can be at most ${MAX_ART_BYTES / (1024 * 1024)} MiB`).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64'),
});

export const cardArtProcedures = {
  art: viewerProcedure
    .input(z.object({ id: CardId }))
    .output(ArtSummary.nullable())
    .query(async ({ ctx, input }) => (await draftArtSummary(ctx.db, input.id)) ?? null),

  uploadArt: designerProcedure
    .input(UploadArtInput)
    .output(ArtSummary)
    .mutation(async ({ ctx, input }) => {
      const result = await uploadCardArt(ctx.db, input.id, Buffer.from(input.imageBase64, 'base64'), ctx.user.id);
      if (result.status === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: `no card "${input.id}"` });
      if (result.status === 'refused') throw new TRPCError({ code: 'BAD_REQUEST', message: result.message });
      return result.art;
    }),

  removeArt: designerProcedure
    .input(z.object({ id: CardId }))
    .output(z.object({ removed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await removeCardArt(ctx.db, input.id))) throw new TRPCError({ code: 'NOT_FOUND', message: `no card "${input.id}"` });
      return { removed: true } as const;
    }),
};
