import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { designerProcedure, publisherProcedure, router, viewerProcedure, type Context } from '../trpc';
import { CardDetail, SaveDraftInput, SaveDraftResult, getCard, saveDraft } from '../../../db/cards';
import { deleteUnpublishedCard, freeCardId, insertCard, setDeprecated } from '../../../db/card-lifecycle';
import { slug } from '../../../dsl/slug';
import { LibraryCard, libraryCards } from '../library';
import { cardPath } from '../../cards/project-paths';
import { draftState } from '../../../db/card-versions';
import { cardHistoryProcedures } from './card-history';
import { cardArtProcedures } from './card-art';
import { cardHeaderInWorker, renamedInWorker } from '../language/text-checks';
import { EditDraftsInput, EditDraftsResult, editDrafts } from '../../../db/draft-edits';
import { GameId } from '../../ui/game-choice';
import { MAX_TAGS_PER_CARD, Tag, addTag, copyTags, removeTag, type TagChange } from '../../../db/card-tags';

const CardName = z.string().trim().min(1, 'a card needs a name').max(120);
const CardIdInput = z.object({ id: z.string().min(1).max(200) });

/** A tag change's answer, or the error that says why there is none. */
function tagsAfter(id: string, change: TagChange): { tags: string[] } {
  if (change.status === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: `no card with id "${id}"` });
  if (change.status === 'too-many') throw new TRPCError({ code: 'BAD_REQUEST', message: `a card has at most ${MAX_TAGS_PER_CARD} tags: remove one first` });
  return { tags: change.tags };
}

const TagInput = CardIdInput.extend({ tag: Tag });
const TagsOutput = z.object({ tags: z.array(z.string()) });

async function existing(ctx: Context, id: string): Promise<CardDetail> {
  const card = await getCard(ctx.db, id);
  if (!card) throw new TRPCError({ code: 'NOT_FOUND', message: `no card with id "${id}"` });
  return card;
}

/** Inserts a new card under a free id made from its name (retrying if another studio takes it first). */
async function create(ctx: Context & { user: { id: number } }, card: { game: string; kind: string; name: string; source: string }): Promise<CardDetail> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = await freeCardId(ctx.db, slug(card.name) || 'card');
    const created = await insertCard(ctx.db, { ...card, id }, ctx.user.id);
    if (created) return created;
  }
  throw new TRPCError({ code: 'CONFLICT', message: 'could not find a free id for this card; try again' });
}

export const cardsRouter = router({
  /** Every card (of `game`, when given) with its face, problems, status and sets: the library. */
  list: viewerProcedure
    .input(z.object({ game: GameId.optional() }).optional())
    .output(z.array(LibraryCard))
    .query(async ({ ctx, input }) => libraryCards(ctx.db, await ctx.project(), input?.game)),

  get: viewerProcedure
    .input(CardIdInput)
    .output(CardDetail)
    .query(({ ctx, input }) => existing(ctx, input.id)),

  /**
   * What the editor needs to open a card: its draft, its path in the project, and every file of its
   * game (definitions and the other cards' drafts) for the language worker, so names resolve, hover
   * and go to definition work across the game exactly as in the library's check.
   */
  workspace: viewerProcedure
    .input(CardIdInput)
    .output(
      z.object({
        card: CardDetail,
        /** The current version's source (null: never published): the editor's status badge compares the saved draft with it. */
        publishedSource: z.string().nullable(),
        path: z.string(),
        files: z.array(z.object({ path: z.string(), text: z.string() })),
      }),
    )
    .query(async ({ ctx, input }) => {
      const card = await existing(ctx, input.id);
      const project = await ctx.project();
      const publishedSource = (await draftState(ctx.db, card.id))?.currentSource ?? null;
      return { card, publishedSource, path: cardPath(card.game, card.id), files: await project.files(`content/${card.game}/`) };
    }),

  /** A definition file of the content folder (ruleset, roles, species …), read-only, with its game's files. */
  definition: viewerProcedure
    .input(z.object({ path: z.string().min(1).max(400) }))
    .output(z.object({ path: z.string(), text: z.string(), files: z.array(z.object({ path: z.string(), text: z.string() })) }))
    .query(async ({ ctx, input }) => {
      const project = await ctx.project();
      const text = project.definition(input.path);
      if (text === undefined) throw new TRPCError({ code: 'NOT_FOUND', message: `no definition file "${input.path}"` });
      const prefix = `${input.path.split('/').slice(0, 2).join('/')}/`;
      return { path: input.path, text, files: await project.files(prefix) };
    }),

  /**
   * Saves a draft only if nobody saved since `baseRevision`; otherwise returns `{ status: 'conflict' }`
   * with the server's current draft (the caller's text is not written and stays with the caller).
   */
  saveDraft: designerProcedure
    .input(SaveDraftInput)
    .output(SaveDraftResult)
    .mutation(({ ctx, input }) => saveDraft(ctx.db, input, ctx.user.id, cardHeaderInWorker)),

  /**
   * The other cards' part of a rename across files (the editor's Rename Symbol): every draft edited, or,
   * when one changed since the editor computed its edits, none.
   */
  editDrafts: designerProcedure
    .input(EditDraftsInput)
    .output(EditDraftsResult)
    .mutation(({ ctx, input }) => editDrafts(ctx.db, input, ctx.user.id, cardHeaderInWorker)),

  /**
   * A new card from the template of its kind, in `game` (default: the preferred game). The kinds are the
   * card types the game's ruleset declares (`monster`), or Summoner's Grid's built-in kinds.
   */
  create: designerProcedure
    .input(z.object({ kind: z.string().min(1).max(60), name: CardName, game: GameId.optional() }))
    .output(CardDetail)
    .mutation(async ({ ctx, input }) => {
      const template = await (await ctx.project()).newCardSource(input.kind, input.name, input.game);
      if (!template.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: template.message });
      return create(ctx, { game: template.game, kind: template.kind, name: input.name, source: template.source });
    }),

  /** A copy of a card's current draft under a new name (and so a new id), with its tags. */
  duplicate: designerProcedure
    .input(CardIdInput.extend({ name: CardName }))
    .output(CardDetail)
    .mutation(async ({ ctx, input }) => {
      const original = await existing(ctx, input.id);
      const source = await renamedInWorker(original.draftSource, input.name);
      if (source === undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: 'this draft declares no card to copy; fix it first' });
      const copy = await create(ctx, { game: original.game, kind: original.kind, name: input.name, source });
      await copyTags(ctx.db, original.id, copy.id);
      return copy;
    }),

  /** Deletes a card that was never published (published cards are deprecated instead). */
  delete: designerProcedure
    .input(CardIdInput)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const result = await deleteUnpublishedCard(ctx.db, input.id, ctx.user.id);
      if (result === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: `no card with id "${input.id}"` });
      if (result === 'published') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'a published card is deprecated, not deleted: its versions are history' });
      if (result === 'in-set') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'this card is in a card set: remove it from the set first' });
      return { deleted: true as const };
    }),

  /** Deprecates a published card, or reinstates a deprecated one. */
  setDeprecated: publisherProcedure
    .input(CardIdInput.extend({ deprecated: z.boolean() }))
    .output(CardDetail)
    .mutation(async ({ ctx, input }) => {
      await existing(ctx, input.id);
      const card = await setDeprecated(ctx.db, input.id, input.deprecated, ctx.user.id);
      if (!card) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'only a published card can be deprecated; delete an unpublished draft instead' });
      return card;
    }),

  /** Tags a card (the tag is normalised: trimmed, lower case); tagging changes neither the draft nor any version. */
  addTag: designerProcedure
    .input(TagInput)
    .output(TagsOutput)
    .mutation(async ({ ctx, input }) => tagsAfter(input.id, await addTag(ctx.db, input.id, input.tag))),

  removeTag: designerProcedure
    .input(TagInput)
    .output(TagsOutput)
    .mutation(async ({ ctx, input }) => tagsAfter(input.id, await removeTag(ctx.db, input.id, input.tag))),

  /** publish, versions, diff, restore. */
  ...cardHistoryProcedures,
  ...cardArtProcedures,
});
