/** The current draft of every card of a game, for building the game's sources on the server. */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { cards } from './schema';

const Row = z.object({ id: z.string(), draftSource: z.string() });

export async function cardDrafts(db: Database, game: string): Promise<Array<z.infer<typeof Row>>> {
  const rows = await db.select({ id: cards.id, draftSource: cards.draftSource }).from(cards).where(eq(cards.game, game)).orderBy(asc(cards.id));
  return z.array(Row).parse(rows);
}
