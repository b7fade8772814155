/**
 * Publishing and history (part of the `cards` router): `cards.publish`, `cards.versions`, `cards.diff`,
 * `cards.restore`.
 *
 * Publishing checks the draft on the server, with the DSL, against the studio's project model (the
 * content folder's definitions and every other card's draft), whatever the browser said: a draft with
 * any error is refused. The publisher names the draft revision they looked at; if the draft changed
 * since (or someone published meanwhile) the answer is CONFLICT and nothing is written.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { designerProcedure, publisherProcedure, viewerProcedure, type Context } from '../trpc';
import { SaveDraftResult, saveDraft } from '../../../db/cards';
import { Changelog, VersionSummary, draftDiffers, draftState, getVersion, listVersions, publishVersion, type DraftState } from '../../../db/card-versions';
import { SideBySideDiff, sideBySide } from '../../cards/side-by-side-diff';
import type { CardAnalysis } from '../studio-project';
import { cardHeaderInWorker } from '../language/text-checks';
import { plural } from '../../ui/plural';

const CardId = z.string().min(1).max(200);
const Revision = z.number().int().positive();

/** A version number, or the card's current draft. */
export const VersionRef = z.union([z.literal('draft'), z.number().int().positive()]);
export type VersionRef = z.infer<typeof VersionRef>;

export const CardHistory = z.object({
  card: z.object({
    id: z.string(),
    game: z.string(),
    name: z.string(),
    status: z.enum(['draft', 'published', 'deprecated']),
    currentVersion: z.number().int().positive().nullable(),
  }),
  draft: z.object({
    revision: Revision,
    updatedAt: z.iso.datetime({ offset: true }),
    updatedBy: z.string().nullable(),
    errors: z.number().int().nonnegative(),
    warnings: z.number().int().nonnegative(),
    /** The draft's source differs from the current version's (always true before the first publish). */
    unpublishedChanges: z.boolean(),
  }),
  /** Newest first. */
  versions: z.array(VersionSummary),
});
export type CardHistory = z.infer<typeof CardHistory>;

export const PublishResult = z.object({ version: z.number().int().positive() });

export const CardDiff = z.object({
  from: z.object({ ref: VersionRef, label: z.string() }),
  to: z.object({ ref: VersionRef, label: z.string() }),
  source: SideBySideDiff,
  rulesText: SideBySideDiff,
});
export type CardDiff = z.infer<typeof CardDiff>;

async function draftOf(ctx: Context, id: string): Promise<DraftState> {
  const draft = await draftState(ctx.db, id);
  if (!draft) throw new TRPCError({ code: 'NOT_FOUND', message: `no card with id "${id}"` });
  return draft;
}

/** The DSL's view of exactly this draft revision (the project may have synced an older or newer one). */
async function analysisOf(ctx: Context, draft: DraftState, withDecl = false): Promise<CardAnalysis | undefined> {
  const project = await ctx.project();
  await project.put({ id: draft.id, game: draft.game, draftRevision: draft.draftRevision, draftSource: draft.draftSource });
  const analysis = await project.analysis(draft.id, withDecl ? 'decl' : 'none');
  return analysis?.revision === draft.draftRevision ? analysis : undefined;
}

function staleDraft(draft: DraftState, baseRevision: number): TRPCError {
  const by = draft.updatedBy ? ` by ${draft.updatedBy}` : '';
  return new TRPCError({
    code: 'CONFLICT',
    message: `the draft changed since you checked it (revision ${baseRevision}; now revision ${draft.draftRevision}, saved${by} at ${draft.updatedAt}): review it, then publish again`,
  });
}

function errorSummary(analysis: CardAnalysis): string {
  const shown = analysis.diagnostics.filter((d) => d.severity === 'error').slice(0, 3);
  const more = analysis.errors - shown.length;
  const list = shown.map((d) => `line ${d.range.start.line}: ${d.message}`).join('; ');
  return `the draft has ${plural(analysis.errors, 'error')} (${list}${more > 0 ? `; and ${more} more` : ''}): fix ${analysis.errors === 1 ? 'it' : 'them'}, then publish`;
}

async function side(ctx: Context, draft: DraftState, ref: VersionRef): Promise<{ label: string; source: string; rulesText: string }> {
  if (ref === 'draft') {
    const analysis = await analysisOf(ctx, draft);
    return { label: `draft (revision ${draft.draftRevision})`, source: draft.draftSource, rulesText: analysis?.rulesText ?? '' };
  }
  const version = await getVersion(ctx.db, draft.id, ref, draft.name);
  if (!version) throw new TRPCError({ code: 'NOT_FOUND', message: `"${draft.id}" has no version ${ref}` });
  return { label: `v${ref}`, source: version.source, rulesText: version.rulesText };
}

export const cardHistoryProcedures = {
  /**
   * Publishes the draft at `baseRevision` as the next version, with a changelog line. Refused (and
   * nothing written) when the draft has errors, declares no card, or equals the current version;
   * CONFLICT when the draft or the current version changed since `baseRevision` was read.
   */
  publish: publisherProcedure
    .input(z.object({ id: CardId, baseRevision: Revision, changelog: Changelog }))
    .output(PublishResult)
    .mutation(async ({ ctx, input }) => {
      const draft = await draftOf(ctx, input.id);
      if (draft.draftRevision !== input.baseRevision) throw staleDraft(draft, input.baseRevision);
      const analysis = await analysisOf(ctx, draft, true);
      if (!analysis) throw staleDraft((await draftState(ctx.db, input.id)) ?? draft, input.baseRevision);
      if (analysis.errors > 0) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: errorSummary(analysis) });
      if (!analysis.decl) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'the draft declares no card: there is nothing to publish' });
      if (!draftDiffers(draft)) {
        throw new TRPCError({ code: 'PRECONDITION_FAILED', message: `nothing to publish: the draft is the same as version ${draft.currentVersion}` });
      }
      const outcome = await publishVersion(ctx.db, {
        cardId: draft.id,
        baseRevision: draft.draftRevision,
        baseVersion: draft.currentVersion,
        source: draft.draftSource,
        ast: analysis.decl,
        rulesText: analysis.rulesText,
        author: ctx.user.id,
        changelog: input.changelog,
      });
      if (outcome.status === 'conflict') {
        const now = (await draftState(ctx.db, input.id)) ?? draft;
        if (now.draftRevision !== input.baseRevision) throw staleDraft(now, input.baseRevision);
        throw new TRPCError({ code: 'CONFLICT', message: `someone published version ${now.currentVersion} meanwhile: look at the history, then publish again` });
      }
      return { version: outcome.version };
    }),

  /** The card's versions (newest first) and the state of its draft. */
  versions: viewerProcedure
    .input(z.object({ id: CardId }))
    .output(CardHistory)
    .query(async ({ ctx, input }) => {
      const draft = await draftOf(ctx, input.id);
      const analysis = await analysisOf(ctx, draft);
      return {
        card: { id: draft.id, game: draft.game, name: draft.name, status: draft.status, currentVersion: draft.currentVersion },
        draft: {
          revision: draft.draftRevision,
          updatedAt: draft.updatedAt,
          updatedBy: draft.updatedBy,
          errors: analysis?.errors ?? 0,
          warnings: analysis?.warnings ?? 0,
          unpublishedChanges: draftDiffers(draft),
        },
        versions: await listVersions(ctx.db, draft.id, draft.name),
      };
    }),

  /** Side-by-side differences of the source and of the generated rules text between two versions (or a version and the draft). */
  diff: viewerProcedure
    .input(z.object({ id: CardId, from: VersionRef, to: VersionRef }))
    .output(CardDiff)
    .query(async ({ ctx, input }) => {
      const draft = await draftOf(ctx, input.id);
      const [from, to] = [await side(ctx, draft, input.from), await side(ctx, draft, input.to)];
      return {
        from: { ref: input.from, label: from.label },
        to: { ref: input.to, label: to.label },
        source: sideBySide(from.source, to.source),
        rulesText: sideBySide(from.rulesText, to.rulesText),
      };
    }),

  /**
   * Makes an old version's source the draft again (a new draft revision; nothing published changes).
   * Saved like any draft: only if the draft is still at `baseRevision`, otherwise a conflict carrying
   * the current draft.
   */
  restore: designerProcedure
    .input(z.object({ id: CardId, version: z.number().int().positive(), baseRevision: Revision }))
    .output(SaveDraftResult)
    .mutation(async ({ ctx, input }) => {
      const draft = await draftOf(ctx, input.id);
      const version = await getVersion(ctx.db, input.id, input.version, draft.name);
      if (!version) throw new TRPCError({ code: 'NOT_FOUND', message: `"${input.id}" has no version ${input.version}` });
      const result = await saveDraft(ctx.db, { id: input.id, baseRevision: input.baseRevision, source: version.source }, ctx.user.id, cardHeaderInWorker);
      if (result.status === 'not-found') throw new TRPCError({ code: 'NOT_FOUND', message: `no card with id "${input.id}"` });
      return result;
    }),
};
