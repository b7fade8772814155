/**
 * Puts published card versions straight into a test database — what publishing does, without the
 * studio's publish flow: a card row, a card_versions row with the parsed AST, and the author.
 * It does not validate: tests use it to build both good and deliberately broken published versions.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scanContentCards } from '../../db/content-files';
import { cardKindOf } from '../../db/content-source';
import { cardVersions, cards, users } from '../../db/schema';
import { parse } from '../../dsl/parse';
import { rulesText } from '../../dsl/rules-text/rules-text';

export interface PublishedVersion {
  id: string;
  source: string;
  version?: number;
  rulesText?: string;
  author?: string;
  publishedAt?: string;
  game?: string;
  changelog?: string;
}

export async function publish(db: Database, v: PublishedVersion): Promise<void> {
  const [decl, ...more] = parse(v.source).document.decls;
  if (decl === undefined || more.length > 0) throw new Error(`publish ${v.id}: the source must declare exactly one card`);
  const version = v.version ?? 1;
  const author = v.author ?? 'ada';
  await db.insert(users).values({ name: author }).onConflictDoNothing({ target: users.name });
  const [user] = await db.select().from(users).where(eq(users.name, author));
  if (user === undefined) throw new Error('no user');
  const kind = cardKindOf(decl);
  await db
    .insert(cards)
    .values({ id: v.id, game: v.game ?? 'summoners-grid', kind, name: decl.name.text, draftSource: v.source, status: 'published', currentVersion: version })
    .onConflictDoUpdate({ target: cards.id, set: { currentVersion: version, draftSource: v.source, status: 'published' } });
  await db.insert(cardVersions).values({
    cardId: v.id,
    version,
    source: v.source,
    ast: decl,
    rulesText: v.rulesText ?? rulesText(decl),
    author: user.id,
    createdAt: new Date(v.publishedAt ?? `2026-01-0${version}T10:00:00.000Z`),
    changelog: v.changelog ?? `version ${version}`,
  });
}

/** Publishes every card file of a content folder as version 1; returns their ids. */
export async function publishContent(db: Database, contentDir: string): Promise<string[]> {
  const { cards: found, problems } = scanContentCards(contentDir);
  if (problems.length > 0) throw new Error(`content problems: ${JSON.stringify(problems)}`);
  for (const card of found) await publish(db, { id: card.id, source: card.source, game: card.game });
  return found.map((c) => c.id).sort();
}
