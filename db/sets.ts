/**
 * Card sets in the database: the working selection of a set (which cards, optionally pinned to a
 * version), freezing it into an immutable set version, and reading a version back as the snapshot an
 * export turns into a bundle. Every row that leaves this module is parsed with zod.
 *
 * A set version holds the chosen cards and everything they need (sets/dependencies.ts), each pinned to
 * one published version; freezing validates the whole version with the DSL before writing anything.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { problemSchema, type Problem } from '../sets/problem';
import { cardSetCards, cardSetVersionDefinitions, cardSetVersionEntries, cardSetVersions, cardSets, cardVersions, cards, users } from './schema';
import { defaultGame } from '../dsl/vocabulary';

const IsoTime = z.iso.datetime({ offset: true });
const RowTime = z.date().transform((date) => date.toISOString());

export const SetId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a set id uses lowercase letters, digits and `-`')
  .max(100);

/** `Alpha` → `alpha`, `Dark Tide 2` → `dark-tide-2`. */
export function setIdOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SetVersionSummary = z.object({
  version: z.number().int().positive(),
  name: z.string(),
  frozenAt: IsoTime,
  frozenBy: z.string().nullable(),
  /** Published card versions it pins: the chosen cards and the cards they refer to. */
  cards: z.number().int().nonnegative(),
  /** The chosen cards. */
  selected: z.number().int().nonnegative(),
  /** Rules content it carries: ruleset, species, roles, growth kinds, rarities, packs. */
  definitions: z.number().int().nonnegative(),
  /** What the publisher wrote when freezing it (empty for versions frozen before notes existed, and imported ones). */
  releaseNotes: z.string(),
});
export type SetVersionSummary = z.infer<typeof SetVersionSummary>;

export const SetSummary = z.object({
  id: z.string(),
  game: z.string(),
  name: z.string(),
  description: z.string(),
  /** Cards in the working selection. */
  cardCount: z.number().int().nonnegative(),
  latestVersion: z.number().int().positive().nullable(),
  updatedAt: IsoTime,
});
export type SetSummary = z.infer<typeof SetSummary>;

export const SetMember = z.object({
  cardId: z.string(),
  name: z.string(),
  kind: z.string(),
  status: z.enum(['draft', 'published', 'deprecated']),
  /** The version the set is pinned to; null follows the card's current published version. */
  pinnedVersion: z.number().int().positive().nullable(),
  currentVersion: z.number().int().positive().nullable(),
});
export type SetMember = z.infer<typeof SetMember>;

export const SetDetail = SetSummary.extend({ members: z.array(SetMember), versions: z.array(SetVersionSummary) });
export type SetDetail = z.infer<typeof SetDetail>;

export async function listSets(db: Database): Promise<SetSummary[]> {
  const rows = await db
    .select({
      id: cardSets.id,
      game: cardSets.game,
      name: cardSets.name,
      description: cardSets.description,
      updatedAt: cardSets.updatedAt,
      cardCount: sql<number>`(select count(*)::int from ${cardSetCards} where ${cardSetCards.setId} = ${cardSets.id})`,
      latestVersion: sql<number | null>`(select max(${cardSetVersions.version}) from ${cardSetVersions} where ${cardSetVersions.setId} = ${cardSets.id})`,
    })
    .from(cardSets)
    .orderBy(asc(cardSets.name), asc(cardSets.id));
  return z.array(SetSummary.extend({ updatedAt: RowTime })).parse(rows);
}

export async function getSet(db: Database, id: string): Promise<SetDetail | undefined> {
  const [summary] = (await listSets(db)).filter((s) => s.id === id);
  if (summary === undefined) return undefined;
  const members = await db
    .select({
      cardId: cardSetCards.cardId,
      name: cards.name,
      kind: cards.kind,
      status: cards.status,
      pinnedVersion: cardSetCards.version,
      currentVersion: cards.currentVersion,
    })
    .from(cardSetCards)
    .innerJoin(cards, eq(cards.id, cardSetCards.cardId))
    .where(eq(cardSetCards.setId, id))
    .orderBy(asc(cards.name), asc(cards.id));
  const versions = await db
    .select({
      version: cardSetVersions.version,
      name: cardSetVersions.name,
      frozenAt: cardSetVersions.frozenAt,
      frozenBy: users.name,
      releaseNotes: cardSetVersions.releaseNotes,
      cards: sql<number>`(select count(*)::int from ${cardSetVersionEntries} e where e.set_id = ${cardSetVersions.setId} and e.set_version = ${cardSetVersions.version})`,
      selected: sql<number>`(select count(*)::int from ${cardSetVersionEntries} e where e.set_id = ${cardSetVersions.setId} and e.set_version = ${cardSetVersions.version} and e.included = 'selected')`,
      definitions: sql<number>`(select count(*)::int from ${cardSetVersionDefinitions} d where d.set_id = ${cardSetVersions.setId} and d.set_version = ${cardSetVersions.version})`,
    })
    .from(cardSetVersions)
    .leftJoin(users, eq(users.id, cardSetVersions.frozenBy))
    .where(eq(cardSetVersions.setId, id))
    .orderBy(asc(cardSetVersions.version));
  return SetDetail.parse({
    ...summary,
    members: z.array(SetMember).parse(members),
    versions: z.array(SetVersionSummary.extend({ frozenAt: RowTime })).parse(versions),
  });
}

export const CreateSetInput = z.object({
  name: z.string().trim().min(1).max(200),
  /** Defaults to the name's slug (`Alpha` → `alpha`). */
  id: SetId.optional(),
  /** Defaults to the only game the database holds cards of, or Summoner's Grid among several. */
  game: z.string().min(1).optional(),
  description: z.string().max(10_000).default(''),
});
export type CreateSetInput = z.input<typeof CreateSetInput>;

export const SetChange = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), set: SetDetail }),
  z.object({ status: z.literal('not-found') }),
  z.object({ status: z.literal('problems'), problems: z.array(problemSchema) }),
]);
export type SetChange = z.infer<typeof SetChange>;

export async function createSet(db: Database, input: CreateSetInput): Promise<SetChange> {
  const { name, description, ...rest } = CreateSetInput.parse(input);
  const id = rest.id ?? setIdOf(name);
  if (!SetId.safeParse(id).success) return { status: 'problems', problems: [{ message: `cannot make a set id from "${name}": give one with --id` }] };
  const game = rest.game ?? (await defaultSetGame(db));
  if (game === undefined) return { status: 'problems', problems: [{ message: 'the database holds cards of several games (or none): say which game the set is for' }] };
  const inserted = await db.insert(cardSets).values({ id, game, name, description }).onConflictDoNothing({ target: cardSets.id }).returning({ id: cardSets.id });
  if (inserted.length === 0) return { status: 'problems', problems: [{ message: `a set with id "${id}" already exists` }] };
  return found(await getSet(db, id));
}

/** The only game the database holds cards of; among several, Summoner's Grid (the game the studio opens). */
async function defaultSetGame(db: Database): Promise<string | undefined> {
  const games = (await db.selectDistinct({ game: cards.game }).from(cards)).map((g) => g.game);
  if (games.length === 1) return games[0];
  return games.includes(defaultGame) ? defaultGame : undefined;
}

function found(set: SetDetail | undefined): SetChange {
  return set === undefined ? { status: 'not-found' } : { status: 'ok', set };
}

export const SetCardChoice = z.object({ cardId: z.string().min(1), version: z.number().int().positive().optional() });
export type SetCardChoice = z.infer<typeof SetCardChoice>;

/**
 * Adds cards to a set's working selection, or re-pins cards already in it. Only published, not
 * deprecated cards of the set's game can be added; `version` pins an exact published version.
 */
export async function addCardsToSet(db: Database, setId: string, choices: SetCardChoice[]): Promise<SetChange> {
  const [set] = await db.select().from(cardSets).where(eq(cardSets.id, setId));
  if (set === undefined) return { status: 'not-found' };
  const ids = [...new Set(choices.map((c) => c.cardId))];
  const existing = ids.length === 0 ? [] : await db.select().from(cards).where(inArray(cards.id, ids));
  const versions = ids.length === 0 ? [] : await db.select({ cardId: cardVersions.cardId, version: cardVersions.version }).from(cardVersions).where(inArray(cardVersions.cardId, ids));
  const byId = new Map(existing.map((c) => [c.id, c]));
  const published = new Set(versions.map((v) => `${v.cardId}@${v.version}`));
  const problems: Problem[] = [];
  for (const choice of choices) {
    const card = byId.get(choice.cardId);
    if (card === undefined) problems.push({ card: choice.cardId, message: 'no such card' });
    else if (card.game !== set.game) problems.push({ card: card.id, message: `is a ${card.game} card; set ${set.name} is for ${set.game}` });
    else if (card.currentVersion === null) problems.push({ card: card.id, message: 'has no published version yet: publish it first' });
    else if (card.status === 'deprecated') problems.push({ card: card.id, message: 'is deprecated' });
    else if (choice.version !== undefined && !published.has(`${card.id}@${choice.version}`)) {
      problems.push({ card: card.id, message: `has no published version ${choice.version}` });
    }
  }
  if (problems.length > 0) return { status: 'problems', problems };
  // One statement per 1,000 choices (a set of 10,000 cards is added in ten); the last choice of a card wins.
  const rows = [...new Map(choices.map((c) => [c.cardId, { setId, cardId: c.cardId, version: c.version ?? null }])).values()];
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(cardSetCards)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({ target: [cardSetCards.setId, cardSetCards.cardId], set: { version: sql`excluded.version` } });
  }
  await touch(db, setId);
  return found(await getSet(db, setId));
}

export async function removeCardsFromSet(db: Database, setId: string, cardIds: string[]): Promise<SetChange> {
  const set = await getSet(db, setId);
  if (set === undefined) return { status: 'not-found' };
  const missing = cardIds.filter((id) => !set.members.some((m) => m.cardId === id));
  if (missing.length > 0) return { status: 'problems', problems: missing.map((card) => ({ card, message: `is not in set ${set.name}` })) };
  if (cardIds.length > 0) await db.delete(cardSetCards).where(and(eq(cardSetCards.setId, setId), inArray(cardSetCards.cardId, cardIds)));
  await touch(db, setId);
  return found(await getSet(db, setId));
}

async function touch(db: Database, setId: string): Promise<void> {
  await db.update(cardSets).set({ updatedAt: sql`now()` }).where(eq(cardSets.id, setId));
}
