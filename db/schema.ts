/**
 * The card database schema: the single source of truth for both backends (embedded PGlite and a
 * PostgreSQL server). Change it here, then run `npm run db:generate` to write the next migration into
 * db/migrations/ (see the README, section "How to add a migration").
 */
import { sql } from 'drizzle-orm';
import { check, customType, foreignKey, index, integer, json, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['viewer', 'designer', 'publisher']);
export const cardStatus = pgEnum('card_status', ['draft', 'published', 'deprecated']);

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  // scrypt, in the self-describing format of db/password.ts. Null: the account cannot sign in.
  passwordHash: text('password_hash'),
  role: userRole('role').notNull().default('viewer'),
  createdAt: createdAt(),
});

/**
 * Signed-in browser sessions. The cookie holds a random token; the table stores only its SHA-256
 * (`id`), so a copy of the database does not let anyone sign in. Deleting a user ends their sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * One row per card: its stable id (the card file's base name, never changed once published), the working
 * draft, and a pointer to the published version the game sees. `draftRevision` is the optimistic
 * concurrency token of the draft: every accepted save increments it (see db/cards.ts `saveDraft`).
 */
export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    draftSource: text('draft_source').notNull(),
    draftRevision: integer('draft_revision').notNull().default(1),
    status: cardStatus('status').notNull().default('draft'),
    // No foreign key to card_versions: that table references cards, and the pair would be circular.
    // The application sets it only to a version it has just inserted.
    currentVersion: integer('current_version'),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The draft's art (null: none; faces draw a placeholder). Publishing copies it into the version. */
    artId: integer('art_id').references((): AnyPgColumn => cardArt.id, { onDelete: 'set null' }),
  },
  (t) => [check('cards_draft_revision_positive', sql`${t.draftRevision} >= 1`)],
);

/**
 * Published versions: immutable. The application has no update path, and migration 0001 adds a trigger
 * that rejects UPDATE on this table so that not even a hand-written query can rewrite history.
 */
export const cardVersions = pgTable(
  'card_versions',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    // json, not jsonb (migration 0010): an AST is written and read whole, never queried inside, and
    // PostgreSQL stores json as its text instead of parsing it into a binary tree (db/insert-rows.ts).
    ast: json('ast').notNull(),
    rulesText: text('rules_text').notNull(),
    author: integer('author')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    changelog: text('changelog').notNull().default(''),
    /** The art the card had when this version was published (null: none): history keeps its images. */
    artId: integer('art_id').references((): AnyPgColumn => cardArt.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.version] }), check('card_versions_version_positive', sql`${t.version} >= 1`)],
);

/** Raw bytes: both drivers hand bytea back as a Uint8Array (node-postgres as a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded card art: one row per upload, never changed (an upload adds a row; removing the art clears
 * the card's pointer). The bytes were checked (app/cards/faces/art-image.ts: type by magic bytes, size,
 * dimensions from the header) before they were stored.
 */
export const cardArt = pgTable(
  'card_art',
  {
    id: serial('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('card_art_card_id_idx').on(t.cardId)],
);

/**
 * Tags a designer puts on cards to group them (`starter`, `needs art`): free words, not part of the
 * card's source, so tagging never changes a draft or a published version. Deleting a card drops its tags.
 */
export const cardTags = pgTable(
  'card_tags',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.tag] }), index('card_tags_tag_idx').on(t.tag)],
);

/** A named, exportable selection of cards (issue 7 adds signing and export metadata). */
export const cardSets = pgTable('card_sets', {
  id: text('id').primaryKey(),
  game: text('game').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Membership of a card in a set, pinned to a published version (null = the card's current version). */
export const cardSetCards = pgTable(
  'card_set_cards',
  {
    setId: text('set_id')
      .notNull()
      .references(() => cardSets.id, { onDelete: 'cascade' }),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    version: integer('version'),
  },
  (t) => [primaryKey({ columns: [t.setId, t.cardId] })],
);

/** Sandbox scenarios: a board setup written in the DSL that doubles as a test (issue 6). */
export const scenarios = pgTable('scenarios', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  source: text('source').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------------
// Set versions (issue 7). `card_sets` + `card_set_cards` above are a set's working selection; a frozen
// version pins every entry it ships (the chosen cards and what they need) to one published version.
// Frozen versions are immutable: migration 0002 adds triggers that reject UPDATE and DELETE.
// ---------------------------------------------------------------------------------------------------

export const setEntryInclusion = pgEnum('set_entry_inclusion', ['selected', 'required']);

export const cardSetVersions = pgTable(
  'card_set_versions',
  {
    setId: text('set_id')
      .notNull()
      .references(() => cardSets.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    /** The set's name and description when this version was frozen (a set may be renamed later). */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    frozenAt: timestamp('frozen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null when frozen without a signed-in user (the CLI, until sign-in exists). */
    frozenBy: integer('frozen_by').references(() => users.id, { onDelete: 'restrict' }),
    /** What the publisher wrote when freezing: what changed and why (empty for versions frozen before notes existed, or imported). */
    releaseNotes: text('release_notes').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.setId, t.version] }), check('card_set_versions_version_positive', sql`${t.version} >= 1`)],
);

/**
 * The game's rules content a frozen version ships (its ruleset, species, roles, growth kinds, rarities
 * and packs), as the content folder declared it when the version was frozen: these declarations are
 * not versioned cards, so the set version keeps its own copy of each.
 */
export const cardSetVersionDefinitions = pgTable(
  'card_set_version_definitions',
  {
    setId: text('set_id').notNull(),
    setVersion: integer('set_version').notNull(),
    definitionId: text('definition_id').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    ast: json('ast').notNull(),
    included: setEntryInclusion('included').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.setVersion, t.definitionId] }),
    foreignKey({ name: 'card_set_version_definitions_set_version_fk', columns: [t.setId, t.setVersion], foreignColumns: [cardSetVersions.setId, cardSetVersions.version] }).onDelete('restrict'),
  ],
);

export const cardSetVersionEntries = pgTable(
  'card_set_version_entries',
  {
    setId: text('set_id').notNull(),
    setVersion: integer('set_version').notNull(),
    cardId: text('card_id').notNull(),
    cardVersion: integer('card_version').notNull(),
    included: setEntryInclusion('included').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.setVersion, t.cardId] }),
    foreignKey({ name: 'card_set_version_entries_set_version_fk', columns: [t.setId, t.setVersion], foreignColumns: [cardSetVersions.setId, cardSetVersions.version] }).onDelete('restrict'),
    foreignKey({ name: 'card_set_version_entries_card_version_fk', columns: [t.cardId, t.cardVersion], foreignColumns: [cardVersions.cardId, cardVersions.version] }).onDelete('restrict'),
  ],
);

/**
 * Decks built in the studio's deck builder: the deck's DSL text (one `deck` declaration, formatted) with
 * an optimistic concurrency token like card drafts. Seeded from `content/<game>/decks/` (never
 * overwriting); the builder exports a deck back to `content/<game>/decks/<id>.smith`.
 */
export const decks = pgTable(
  'decks',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('decks_revision_positive', sql`${t.revision} >= 1`)],
);

/**
 * Cards and decks deleted in the studio. The start-up loader inserts the content folder's cards and decks
 * that are not in the database; without this record a deleted draft whose file is still in `content/`
 * would come back at the next start. The loaders skip every (kind, id) listed here.
 */
export const deletedContentKind = pgEnum('deleted_content_kind', ['card', 'deck']);

export const deletedContent = pgTable(
  'deleted_content',
  {
    kind: deletedContentKind('kind').notNull(),
    id: text('id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/**
 * Summons generated by opening packs in the studio, each with its Ed25519-signed provenance record (the
 * record as signed, and the signature). The columns beside `record` repeat what it says, for queries.
 */
export const openedSummons = pgTable(
  'opened_summons',
  {
    id: text('id').primaryKey(),
    opening: text('opening').notNull(),
    game: text('game').notNull(),
    pack: text('pack').notNull(),
    species: text('species').notNull(),
    rarity: text('rarity').notNull(),
    openedBy: text('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    keyId: text('key_id').notNull(),
    record: jsonb('record').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [index('opened_summons_opening_idx').on(t.opening), index('opened_summons_opened_at_idx').on(t.openedAt)],
);

export const balanceRunStatus = pgEnum('balance_run_status', ['queued', 'running', 'done', 'failed', 'cancelled']);

/**
 * A simulation run of the balancing lab (issue 8): its inputs (`spec`: decks, players, games, seed and the
 * content's files, so any machine plays the same cards), its progress and its results. Runs started in
 * the studio are played by the studio server's worker threads (`runner` = 'studio'); `cardsmith simulate
 * --queue` splits a run into chunks on the job queue (`runner` = 'queue') for `cardsmith worker`s.
 */
export const balanceRuns = pgTable(
  'balance_runs',
  {
    id: text('id').primaryKey(),
    label: text('label').notNull(),
    status: balanceRunStatus('status').notNull().default('queued'),
    runner: text('runner').notNull(),
    spec: jsonb('spec').notNull(),
    games: integer('games').notNull(),
    gamesDone: integer('games_done').notNull().default(0),
    chunkSize: integer('chunk_size').notNull(),
    /** A few numbers for lists (decks, players, win rates) without loading the results. */
    summary: jsonb('summary'),
    results: jsonb('results'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('balance_runs_games_positive', sql`${t.games} >= 1`), check('balance_runs_progress', sql`${t.gamesDone} >= 0 AND ${t.gamesDone} <= ${t.games}`)],
);

/**
 * The tally of one chunk of a queued run, written once: a chunk retried after its worker died is
 * recorded by whichever attempt finishes first, so no game is counted twice or lost.
 */
export const balanceRunChunks = pgTable(
  'balance_run_chunks',
  {
    runId: text('run_id')
      .notNull()
      .references(() => balanceRuns.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    fromGame: integer('from_game').notNull(),
    games: integer('games').notNull(),
    tally: jsonb('tally').notNull(),
    worker: text('worker').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.chunk] })],
);
