/**
 * Decks: the deck builder's API. Every write is checked against the deck's game first (deck-check.ts):
 * the database only ever holds decks without errors, so simulations can use any stored deck.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { DeckDetail, DeckId, DeckSummary, MAX_DECK_SOURCE, createDeck, deleteDeck, getDeck, listDecks, saveDeck } from '../../../db/decks';
import { designerProcedure, router, viewerProcedure } from '../trpc';
import { checkDeck } from '../deck-check';
import { DiagnosticOut, Invalid } from '../deck-verdict';
import { exportDeck } from '../deck-export';
import { GameName } from '../game-sources';

const Source = z.string().max(MAX_DECK_SOURCE);
const Conflict = z.object({ status: z.literal('conflict'), current: z.object({ source: z.string(), revision: z.number().int(), updatedAt: z.string() }) });
const NotFound = z.object({ status: z.literal('not-found') });

async function found(db: Parameters<typeof getDeck>[0], id: string) {
  const deck = await getDeck(db, id);
  if (!deck) throw new TRPCError({ code: 'NOT_FOUND', message: `no deck with id "${id}"` });
  return deck;
}

export const decksRouter = router({
  /** Every deck, or those of `game`. */
  list: viewerProcedure
    .input(z.object({ game: z.string().regex(GameName).optional() }).optional())
    .output(z.array(DeckSummary))
    .query(async ({ ctx, input }) => (await listDecks(ctx.db)).filter((d) => input?.game === undefined || d.game === input.game)),

  get: viewerProcedure
    .input(z.object({ id: DeckId }))
    .output(DeckDetail)
    .query(({ ctx, input }) => found(ctx.db, input.id)),

  /** A new deck; its id is the one its text declares (or the slug of its name). */
  create: designerProcedure
    .input(z.object({ game: z.string().regex(GameName), source: Source }))
    .output(z.discriminatedUnion('status', [z.object({ status: z.literal('created'), deck: DeckDetail, warnings: z.array(DiagnosticOut) }), z.object({ status: z.literal('exists'), id: z.string() }), Invalid]))
    .mutation(async ({ ctx, input }) => {
      const check = await checkDeck(ctx.db, input.game, input.source);
      if (!check.ok) return { status: 'invalid' as const, reason: check.reason, diagnostics: check.diagnostics };
      const r = await createDeck(ctx.db, { id: check.id, game: input.game, name: check.name, source: check.source }, ctx.user.id);
      return r.status === 'created' ? { ...r, warnings: check.warnings } : { status: 'exists' as const, id: check.id };
    }),

  /** Saves only if nobody saved since `baseRevision`, and only a deck without errors. */
  save: designerProcedure
    .input(z.object({ id: DeckId, baseRevision: z.number().int().positive(), source: Source }))
    .output(z.discriminatedUnion('status', [z.object({ status: z.literal('saved'), deck: DeckDetail, warnings: z.array(DiagnosticOut) }), Conflict, NotFound, Invalid]))
    .mutation(async ({ ctx, input }) => {
      const current = await getDeck(ctx.db, input.id);
      if (!current) return { status: 'not-found' as const };
      const check = await checkDeck(ctx.db, current.game, input.source, input.id);
      if (!check.ok) return { status: 'invalid' as const, reason: check.reason, diagnostics: check.diagnostics };
      const r = await saveDeck(ctx.db, { id: input.id, baseRevision: input.baseRevision, name: check.name, source: check.source }, ctx.user.id);
      return r.status === 'saved' ? { ...r, warnings: check.warnings } : r;
    }),

  remove: designerProcedure
    .input(z.object({ id: DeckId, baseRevision: z.number().int().positive() }))
    .output(z.discriminatedUnion('status', [z.object({ status: z.literal('deleted') }), z.object({ status: z.literal('conflict'), revision: z.number().int() }), NotFound]))
    .mutation(({ ctx, input }) => deleteDeck(ctx.db, input.id, input.baseRevision, ctx.user.id)),

  /**
   * Writes the stored deck to `content/<game>/decks/<id>.smith` (formatted), after checking it against
   * what the file will be loaded with: the content folder alone (deck-export.ts). Refused when the deck
   * names a card only the database has (the answer lists them; `withCards` writes them too), when
   * another file of the content declares a deck with this id, or when the target file holds other
   * declarations.
   */
  exportFile: designerProcedure
    .input(z.object({ id: DeckId, withCards: z.boolean().default(false) }))
    .output(
      z.discriminatedUnion('status', [
        z.object({ status: z.literal('written'), path: z.string(), unchanged: z.boolean(), cards: z.array(z.string()) }),
        z.object({ status: z.literal('refused'), reason: z.string(), diagnostics: z.array(DiagnosticOut), studioCards: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string() })) }),
        Invalid,
      ]),
    )
    .mutation(async ({ ctx, input }) => {
      const deck = await found(ctx.db, input.id);
      const check = await checkDeck(ctx.db, deck.game, deck.source, deck.id);
      if (!check.ok) return { status: 'invalid' as const, reason: check.reason, diagnostics: check.diagnostics };
      return exportDeck(ctx.db, { id: deck.id, game: deck.game, source: check.source }, input.withCards);
    }),
});
