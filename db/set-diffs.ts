/**
 * The changelog between two versions of a set, either of which may be `working` (what freezing now would
 * give): the API and the CLI both call this.
 */
import type { Database } from './client';
import { versionSnapshot, workingContents, type FreezeSources } from './set-versions';
import type { SnapshotEntry } from '../sets/build-cards-file';
import type { Problem } from '../sets/problem';
import { diffSetVersions, type DiffEntry, type SetDiff } from '../sets/set-diff';
import { cardKindOf } from './content-source';

export type SetSide = number | 'working';

export type SetDiffResult = { status: 'ok'; diff: SetDiff } | { status: 'not-found'; side: SetSide } | { status: 'problems'; problems: Problem[] };

/** `sources` gives the working side its rules content (the content folder), as a freeze would read it. */
export async function diffSetSides(db: Database, setId: string, from: SetSide, to: SetSide, sources: Pick<FreezeSources, 'definitions'>): Promise<SetDiffResult> {
  const before = await sideEntries(db, setId, from, sources);
  if (before.status !== 'ok') return before;
  const after = await sideEntries(db, setId, to, sources);
  if (after.status !== 'ok') return after;
  return { status: 'ok', diff: diffSetVersions(before.entries, after.entries) };
}

async function sideEntries(db: Database, setId: string, side: SetSide, sources: Pick<FreezeSources, 'definitions'>): Promise<{ status: 'ok'; entries: DiffEntry[] } | Exclude<SetDiffResult, { status: 'ok' }>> {
  if (side === 'working') {
    const working = await workingContents(db, setId, sources);
    return working.status === 'ok' ? { status: 'ok', entries: working.entries.map(diffEntry) } : { status: 'not-found', side };
  }
  const snapshot = await versionSnapshot(db, setId, side);
  if (snapshot.status === 'not-found') return { status: 'not-found', side };
  if (snapshot.status === 'problems') return snapshot;
  return { status: 'ok', entries: snapshot.snapshot.entries.map(diffEntry) };
}

function diffEntry(e: SnapshotEntry): DiffEntry {
  return {
    id: e.id,
    version: e.published?.version ?? null,
    name: e.name,
    // The card's type as every other list names it (a mana duel monster is a `monster`, not a `gamecard`).
    kind: cardKindOf(e.ast),
    rulesText: e.published?.rulesText ?? '',
    source: e.source,
    changelog: e.published?.changelog ?? '',
  };
}
