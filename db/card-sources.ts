/**
 * Every card of a game as the studio's tools play it: its current draft, or its published version (a card
 * never published has none and is left out then). The one query behind the sources the studio builds on
 * the server (app/server/game-sources.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { cards, cardVersions } from './schema';
import { CardStatus } from './cards';
import { CardVersions } from './card-version-choice';

export { CardVersions };

const Row = z.object({ id: z.string(), kind: z.string(), name: z.string(), status: CardStatus, source: z.string() });
export type GameCardVersion = z.infer<typeof Row>;

export async function gameCardVersions(db: Database, game: string, versions: CardVersions): Promise<GameCardVersion[]> {
  const rows =
    versions === 'draft'
      ? await db.select({ id: cards.id, kind: cards.kind, name: cards.name, status: cards.status, source: cards.draftSource }).from(cards).where(eq(cards.game, game)).orderBy(asc(cards.id))
      : await db
          .select({ id: cards.id, kind: cards.kind, name: cards.name, status: cards.status, source: cardVersions.source })
          .from(cards)
          .innerJoin(cardVersions, and(eq(cardVersions.cardId, cards.id), eq(cardVersions.version, cards.currentVersion)))
          .where(eq(cards.game, game))
          .orderBy(asc(cards.id));
  return z.array(Row).parse(rows);
}
