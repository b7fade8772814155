/**
 * A generated card pool for the sets benchmark: N published cards made from the shipped content's card
 * files. The first copy of each template keeps its name (cards refer to each other by name, e.g. a named
 * summon adds "Follow Me!" to hand); later copies are renamed ("Blast Bolt 17", id blast-bolt-17).
 */
import { join } from 'node:path';
import type { Database } from '../db/client';
import { scanContentCards } from '../db/content-files';
import { cardVersions, cards, users } from '../db/schema';
import { parse } from '../dsl/parse';
import { rulesText } from '../dsl/rules-text/rules-text';

const HEADER = /^((?:\s*\/\/[^\n]*\n)*\s*[a-z-]+\s+)("(?:[^"\\]|\\.)*"|[A-Za-z_][A-Za-z0-9_-]*)/;

export interface PoolCard {
  id: string;
  source: string;
}

export function generatedPool(contentDir: string, count: number): PoolCard[] {
  const templates = scanContentCards(contentDir).cards.filter((c) => c.game === 'summoners-grid');
  if (templates.length === 0) throw new Error(`no card files in ${join(contentDir, 'summoners-grid', 'cards')}`);
  const pool: PoolCard[] = [];
  for (let i = 0; i < count; i++) {
    const t = templates[i % templates.length];
    if (t === undefined) continue;
    const copy = Math.floor(i / templates.length);
    if (copy === 0) pool.push({ id: t.id, source: t.source });
    else pool.push({ id: `${t.id}-${copy}`, source: t.source.replace(HEADER, (_m, head: string) => `${head}"${t.name} ${copy}"`) });
  }
  return pool;
}

/** Inserts the pool as published version 1 of each card, 500 rows per statement. */
export async function publishPool(db: Database, pool: readonly PoolCard[]): Promise<void> {
  const [author] = await db.insert(users).values({ name: 'bench' }).returning({ id: users.id });
  if (author === undefined) throw new Error('no author');
  const rows = pool.map((card) => {
    const [decl] = parse(card.source).document.decls;
    if (decl === undefined) throw new Error(`${card.id} does not parse`);
    return { card, decl };
  });
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await db.insert(cards).values(
      chunk.map(({ card, decl }) => ({ id: card.id, game: 'summoners-grid', kind: decl.kind === 'Card' ? decl.cardType : 'card', name: decl.name.text, draftSource: card.source, status: 'published' as const, currentVersion: 1 })),
    );
    await db.insert(cardVersions).values(
      chunk.map(({ card, decl }) => ({ cardId: card.id, version: 1, source: card.source, ast: decl, rulesText: rulesText(decl), author: author.id, createdAt: new Date('2026-01-01T00:00:00.000Z'), changelog: 'generated' })),
    );
  }
}
