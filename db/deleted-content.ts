/**
 * Deletions that last: a card or deck deleted in the studio is recorded in `deleted_content`, and the
 * content loaders (db/seed.ts, db/decks.ts `seedDecks`) skip what is recorded there, so a file still in
 * `content/` does not bring it back at the next start or `cardsmith db seed`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { deletedContent } from './schema';

export type DeletedKind = 'card' | 'deck';

/** Records a deletion (again: the latest time and user win). Call it in the deleting transaction. */
export async function recordDeletion(db: Database, kind: DeletedKind, id: string, deletedBy: number | null): Promise<void> {
  await db
    .insert(deletedContent)
    .values({ kind, id, deletedBy })
    .onConflictDoUpdate({ target: [deletedContent.kind, deletedContent.id], set: { deletedAt: new Date(), deletedBy } });
}

/** Which of `ids` were deleted. */
export async function deletedAmong(db: Database, kind: DeletedKind, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deletedContent.id })
    .from(deletedContent)
    .where(and(eq(deletedContent.kind, kind), inArray(deletedContent.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
