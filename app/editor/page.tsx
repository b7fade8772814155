import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { desc, eq } from 'drizzle-orm';
import { serverDatabase } from '../server/database';
import { cards } from '../../db/schema';
import { currentGame } from '../ui/current-game';

/** "Editor" in the sidebar: the current game's most recently edited card, or the library when it has none. */
export default async function EditorPage() {
  await connection();
  const { handle } = await serverDatabase();
  const game = await currentGame();
  const [latest] = await handle.db.select({ id: cards.id }).from(cards).where(eq(cards.game, game.id)).orderBy(desc(cards.updatedAt)).limit(1);
  redirect(latest ? `/cards/${encodeURIComponent(latest.id)}` : '/library');
}
