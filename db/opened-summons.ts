/**
 * Summons opened in the studio, each stored with its signed provenance record exactly as signed (the
 * record and signature are what a verifier checks; the other columns repeat the record for queries).
 */
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { openedSummons } from './schema';
import { ProvenanceRecord } from '../games/summoners-grid/node/provenance';

export interface StoredProvenance {
  /** The record as signed (validated by the provenance module, which owns its schema). */
  record: unknown;
  signature: string;
}

export interface NewOpenedSummon {
  id: string;
  opening: string;
  game: string;
  pack: string;
  species: string;
  rarity: string;
  openedBy: string;
  openedAt: Date;
  keyId: string;
  provenance: StoredProvenance;
}

const IsoTime = z.iso.datetime({ offset: true });

/** A stored summon as the API gives it; the record is read with the provenance schema. */
export const OpenedSummon = z.object({
  id: z.string(),
  opening: z.string(),
  game: z.string(),
  pack: z.string(),
  species: z.string(),
  rarity: z.string(),
  openedBy: z.string(),
  openedAt: IsoTime,
  keyId: z.string(),
  /** Null when the stored record does not read as a provenance record (verify says why). */
  record: ProvenanceRecord.nullable(),
  signature: z.string(),
});
export type OpenedSummon = z.infer<typeof OpenedSummon>;

const Row = OpenedSummon.extend({ openedAt: z.date().transform((d) => d.toISOString()), record: z.unknown() });
/** A row as stored: its record may be anything (a verifier must say so, not the reader crash). */
export type OpenedSummonRow = z.infer<typeof Row>;

export async function insertOpenedSummons(db: Database, list: readonly NewOpenedSummon[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(openedSummons).values(list.map(({ provenance, ...s }) => ({ ...s, record: provenance.record, signature: provenance.signature })));
}

/** The latest opened summons, newest first. */
export async function recentOpenedSummons(db: Database, limit: number): Promise<OpenedSummonRow[]> {
  // The newest openings whole (an opening's summons share one time), then in pack order.
  const rows = await db.select().from(openedSummons).orderBy(desc(openedSummons.openedAt), openedSummons.opening).limit(limit);
  return inPackOrder(z.array(Row).parse(rows));
}

/** For the API: the record read with its schema, or null. */
export function openedSummonOut(row: OpenedSummonRow): OpenedSummon {
  const record = ProvenanceRecord.safeParse(row.record);
  return { ...row, record: record.success ? record.data : null };
}

export async function getOpenedSummon(db: Database, id: string): Promise<OpenedSummonRow | undefined> {
  const [row] = await db.select().from(openedSummons).where(eq(openedSummons.id, id));
  return row ? Row.parse(row) : undefined;
}

/** The summons of one opening, in pack and card order. */
export async function openingSummons(db: Database, opening: string): Promise<OpenedSummonRow[]> {
  const rows = await db.select().from(openedSummons).where(eq(openedSummons.opening, opening));
  return inPackOrder(z.array(Row).parse(rows));
}

/** Newest opening first; within an opening, by pack and card (as the record says). */
function inPackOrder(rows: OpenedSummonRow[]): OpenedSummonRow[] {
  const position = (r: OpenedSummonRow) => {
    const read = ProvenanceRecord.safeParse(r.record);
    return read.success ? [read.data.pack.index, read.data.pack.card] : [Infinity, Infinity];
  };
  const keyed = rows.map((r) => ({ r, at: Date.parse(r.openedAt), pos: position(r) }));
  keyed.sort((a, b) => b.at - a.at || a.r.opening.localeCompare(b.r.opening) || (a.pos[0] ?? 0) - (b.pos[0] ?? 0) || (a.pos[1] ?? 0) - (b.pos[1] ?? 0));
  return keyed.map((k) => k.r);
}
