/**
 * The changelog between two versions of a set, either of which may be `working` (what freezing now would
 * give): the API and the CLI both call this.
 *
 * A card at the same published version on both sides is unchanged (a published version never changes),
 * so only the cards whose versions differ, and the definitions, are read whole and compared. Reading all
 * 10,000 cards of two frozen versions, ASTs and all, took about 2.5 s; two versions that differ in a few
 * cards now read those few (0.1 s). The working side is computed whole (its closure needs every card).
 */
import type { Database } from './client';
import { versionPins, versionSnapshot, workingContents, type FreezeSources } from './set-versions';
import type { SnapshotEntry } from '../sets/build-cards-file';
import type { Problem } from '../sets/problem';
import { diffSetVersions, type DiffEntry, type SetDiff } from '../sets/set-diff';
import { cardKindOf } from './content-source';

export type SetSide = number | 'working';

export type SetDiffResult = { status: 'ok'; diff: SetDiff } | { status: 'not-found'; side: SetSide } | { status: 'problems'; problems: Problem[] };

type Failure = Exclude<SetDiffResult, { status: 'ok' }>;
type EntriesResult = { status: 'ok'; entries: DiffEntry[] } | Failure;

/** One side of a comparison: the version of each card it ships, and its entries read on demand. */
interface Side {
  pins: ReadonlyMap<string, number>;
  /** Every definition, and the cards among `cards`. */
  entries(cards: readonly string[]): Promise<EntriesResult>;
}

/** `sources` gives the working side its rules content (the content folder), as a freeze would read it. */
export async function diffSetSides(db: Database, setId: string, from: SetSide, to: SetSide, sources: Pick<FreezeSources, 'definitions'>): Promise<SetDiffResult> {
  const before = await sideOf(db, setId, from, sources);
  if ('status' in before) return before;
  const after = await sideOf(db, setId, to, sources);
  if ('status' in after) return after;
  let samePins = 0;
  for (const [id, version] of after.pins) if (before.pins.get(id) === version) samePins += 1;
  const differing = (side: Side, other: Side) => [...side.pins].filter(([id, version]) => other.pins.get(id) !== version).map(([id]) => id);
  const beforeEntries = await before.entries(differing(before, after));
  if (beforeEntries.status !== 'ok') return beforeEntries;
  const afterEntries = await after.entries(differing(after, before));
  if (afterEntries.status !== 'ok') return afterEntries;
  const diff = diffSetVersions(beforeEntries.entries, afterEntries.entries);
  return { status: 'ok', diff: { ...diff, unchanged: diff.unchanged + samePins } };
}

async function sideOf(db: Database, setId: string, side: SetSide, sources: Pick<FreezeSources, 'definitions'>): Promise<Side | Failure> {
  if (side === 'working') {
    const working = await workingContents(db, setId, sources);
    if (working.status !== 'ok') return { status: 'not-found', side };
    const pins = new Map(working.entries.flatMap((e) => (e.published === undefined ? [] : [[e.id, e.published.version] as const])));
    return {
      pins,
      entries: async (cards) => {
        const wanted = new Set(cards);
        return { status: 'ok', entries: working.entries.filter((e) => e.published === undefined || wanted.has(e.id)).map(diffEntryOf) };
      },
    };
  }
  const pins = await versionPins(db, setId, side);
  if (pins === undefined) return { status: 'not-found', side };
  return {
    pins,
    entries: async (cards) => {
      const snapshot = await versionSnapshot(db, setId, side, cards);
      if (snapshot.status === 'not-found') return { status: 'not-found', side };
      if (snapshot.status === 'problems') return snapshot;
      return { status: 'ok', entries: snapshot.snapshot.entries.map(diffEntryOf) };
    },
  };
}

/** What the comparison reads of a snapshot entry. */
export function diffEntryOf(e: SnapshotEntry): DiffEntry {
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
