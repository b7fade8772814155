/**
 * Edits to several cards' drafts as one change: what a rename across files writes to the other cards that
 * use the renamed name. All or nothing: each edit was computed on the draft text the editor had, so a
 * draft that changed since (another designer saved) refuses the whole change and nothing is written; a
 * half-done rename would leave some references under the old name. The set table (/table) saves its cell
 * edits, bulk edits, imports and their undo the same way.
 */
import { z } from 'zod';
import type { Database } from './client';
import { allOrNothing, refuse } from './all-or-nothing';
import { getCard, saveDraft, type HeaderReader } from './cards';
import { MAX_DRAFT_LENGTH } from './draft-length';
import { readCardHeader } from './content-source';
import { applyOffsetEdits } from '../lib/offset-edits';

/** A replacement of the text between two offsets of a draft. */
const OffsetEdit = z.object({ start: z.number().int().min(0), end: z.number().int().min(0), newText: z.string().max(1_000) }).refine((e) => e.end >= e.start, 'an edit ends before it starts');

export const DraftEdits = z.object({
  id: z.string().min(1).max(200),
  /** The draft text the edits were computed on. */
  expected: z.string().max(MAX_DRAFT_LENGTH),
  edits: z.array(OffsetEdit).min(1).max(2_000),
});
export type DraftEdits = z.infer<typeof DraftEdits>;

export const EditDraftsInput = z.object({ changes: z.array(DraftEdits).min(1).max(5_000) });

export const EditDraftsResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), cards: z.array(z.object({ id: z.string(), name: z.string(), revision: z.number() })) }),
  z.object({ status: z.literal('refused'), card: z.string(), message: z.string() }),
]);
export type EditDraftsResult = z.infer<typeof EditDraftsResult>;

export async function editDrafts(db: Database, input: z.input<typeof EditDraftsInput>, userId: number | null = null, readHeader: HeaderReader = readCardHeader): Promise<EditDraftsResult> {
  const { changes } = EditDraftsInput.parse(input);
  const result = await allOrNothing(db, async (tx) => {
    const saved: Array<{ id: string; name: string; revision: number }> = [];
    for (const change of changes) {
      const card = await getCard(tx, change.id);
      if (!card) refuse([{ card: change.id, message: `there is no card "${change.id}"` }]);
      if (card.draftSource !== change.expected) refuse([{ card: change.id, message: `${card.name} was changed since this page loaded it: reload the page and try again` }]);
      const next = applyOffsetEdits(card.draftSource, change.edits);
      if (next === undefined) refuse([{ card: change.id, message: `the edits to ${card.name} overlap or lie outside its draft` }]);
      const done = await saveDraft(tx, { id: card.id, baseRevision: card.draftRevision, source: next }, userId, readHeader);
      if (done.status !== 'saved') refuse([{ card: change.id, message: `${card.name} was saved by someone else meanwhile: reload the page and try again` }]);
      saved.push({ id: done.card.id, name: done.card.name, revision: done.card.draftRevision });
    }
    return saved;
  });
  if (result.ok) return { status: 'saved', cards: result.value };
  const [problem] = result.problems;
  return { status: 'refused', card: problem?.card ?? '', message: problem?.message ?? 'refused' };
}
