import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { desc } from 'drizzle-orm';
import { serverDatabase } from '../server/database';
import { cards } from '../../db/schema';

/** "Editor" in the sidebar: the most recently edited card, or the library when there is none. */
export default async function EditorPage() {
  await connection();
  const { handle } = await serverDatabase();
  const [latest] = await handle.db.select({ id: cards.id }).from(cards).orderBy(desc(cards.updatedAt)).limit(1);
  redirect(latest ? `/cards/${encodeURIComponent(latest.id)}` : '/library');
}
