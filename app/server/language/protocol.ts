/**
 * Messages between the studio server's main thread and its language worker (worker.ts), checked with zod
 * on arrival at both ends. Every request carries an id its answer repeats; an answer is `ok` with the
 * request's result (checked against that request's result schema by the client) or not `ok` with a
 * message. A request the worker cannot read is answered with the id it could find, else `null`.
 */
import { z } from 'zod';
import type { AnyCard } from '../../cards/card-face';
import { CardFace } from '../../cards/card-face';
import { TableCell } from '../../table/table-schema';
import { DeckCheck } from '../deck-verdict';
import { RunSpecSchema } from '../../../balance/run-spec';
import type { Decl } from '../../../dsl/ast';
import { RangeSchema } from '../../../dsl/ast-schema';
import { ScenarioProblem } from '../../../db/scenario-text';
import { problemSchema } from '../../../sets/problem';
import { declOfStoredAst } from '../../../sets/stored-ast';
import type { TablesResult as TablesResultType } from '../../../games/summoners-grid/packs/tables';

const SourceFile = z.object({ path: z.string(), text: z.string() });
/** A studio project in the worker (several per test process: each test context has its own). */
const ProjectId = z.string().min(1).max(100);

export const DraftIn = z.object({ id: z.string(), game: z.string(), revision: z.number().int(), source: z.string() });
export type DraftIn = z.infer<typeof DraftIn>;

/** A set entry as the set check reads it; its AST checked for its shape like a stored one (see CardDeclShape below). */
const RevalidatedEntry = z.object({
  id: z.string(),
  source: z.string(),
  ast: z.custom<Decl>((v) => declOfStoredAst(v).ok, 'not a named declaration'),
  /** Absent for a definition (ruleset, species …), present for a card. */
  published: z.unknown().optional(),
});

/**
 * What an analysis carries beyond the face and the problems: nothing, the card's AST (publishing stores
 * it), or its set-table cells (app/table/card-cells.ts, read from the AST here in the worker: with
 * 10,000 cards, sending every AST to the main thread to read a few literals cost more than the table's
 * queries).
 */
export const AnalysisExtra = z.enum(['none', 'decl', 'cells']);
export type AnalysisExtra = z.infer<typeof AnalysisExtra>;

export const Request = z.discriminatedUnion('type', [
  /** Starts (or starts over) a project from the content folder's definitions. */
  z.object({ type: z.literal('open'), project: ProjectId, definitions: z.array(SourceFile) }),
  z.object({ type: z.literal('close'), project: ProjectId }),
  /** Adds or replaces drafts and forgets removed cards (by id), in one message however many. */
  z.object({ type: z.literal('drafts'), project: ProjectId, put: z.array(DraftIn), remove: z.array(z.string()) }),
  /** The analyses of many cards in one message (the library asks for all of them). */
  z.object({ type: z.literal('analyses'), project: ProjectId, ids: z.array(z.string()), extra: AnalysisExtra }),
  z.object({ type: z.literal('games'), project: ProjectId }),
  z.object({ type: z.literal('newCardSource'), project: ProjectId, kind: z.string(), name: z.string(), game: z.string().optional() }),
  z.object({ type: z.literal('files'), project: ProjectId, prefix: z.string() }),
  z.object({ type: z.literal('deckCheck'), game: z.string(), sources: z.array(SourceFile), source: z.string(), expectedId: z.string().optional() }),
  z.object({ type: z.literal('cardHeader'), source: z.string() }),
  /** A whole set version's entries, checked together (freezing and importing a set). */
  z.object({ type: z.literal('revalidateSet'), game: z.string(), entries: z.array(RevalidatedEntry) }),
  z.object({ type: z.literal('renamed'), source: z.string(), name: z.string() }),
  z.object({ type: z.literal('scenarioText'), source: z.string() }),
  z.object({ type: z.literal('scenarioNames'), text: z.string() }),
  /** A game's generation tables from its files (cards left out). */
  z.object({ type: z.literal('packTables'), sources: z.array(SourceFile) }),
  /** Checks that a balance run's content can be played (its game, its decks): what the run's summary names. */
  z.object({ type: z.literal('prepareRun'), spec: RunSpecSchema }),
  /** The language reference of a game, its examples taken from the given files (the content folder's). */
  z.object({ type: z.literal('reference'), game: z.string(), sources: z.array(SourceFile) }),
  /** For each text: does it declare tables, and its syntax errors. */
  z.object({ type: z.literal('tableFiles'), texts: z.array(z.string()) }),
]);
export type Request = z.infer<typeof Request>;
export type RequestType = Request['type'];

export const ToWorker = z.object({ id: z.number().int().nonnegative(), request: Request });
export type ToWorker = z.infer<typeof ToWorker>;

export const FromWorker = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int().nonnegative(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.number().int().nonnegative().nullable(), ok: z.literal(false), message: z.string() }),
]);
export type FromWorker = z.infer<typeof FromWorker>;

const DiagnosticSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  range: RangeSchema,
  unlisted: z.object({ errors: z.number().int().nonnegative(), warnings: z.number().int().nonnegative() }).optional(),
});

/**
 * The card's AST is checked for its shape (a card declaration with a name), not node by node: the
 * worker's parser made it, and walking every node of a 200 KB card with zod on the main thread would
 * cost what the worker is there to take away (sets/stored-ast.ts reasons the same way).
 */
const cardShape = z.looseObject({ kind: z.enum(['Card', 'GameCard']), name: z.looseObject({ kind: z.literal('Name'), text: z.string() }) });
const CardDeclShape = z.custom<AnyCard>((v) => cardShape.safeParse(v).success, 'not a card declaration');

export const CardAnalysis = z.object({
  id: z.string(),
  /** The draft revision analysed (publishing checks it is the one being published). */
  revision: z.number().int(),
  /** False while the draft declares no card (its header is mid-edit). */
  declares: z.boolean(),
  /** Only when asked for (publishing stores it). */
  decl: CardDeclShape.optional(),
  /** Only when asked for: the set table's cells of exactly the analysed revision's text. */
  cells: z.record(z.string(), TableCell).optional(),
  face: CardFace.nullable(),
  rulesText: z.string(),
  /** Roles and species the card needs its player to control, as display names; a summon's own species too. */
  roles: z.array(z.string()),
  species: z.array(z.string()),
  diagnostics: z.array(DiagnosticSchema),
  errors: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
});
export type CardAnalysis = z.infer<typeof CardAnalysis>;

export const NewCardSource = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), game: z.string(), kind: z.string(), source: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type NewCardSource = z.infer<typeof NewCardSource>;

export const CardHeader = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), header: z.object({ kind: z.string(), name: z.string() }) }),
  z.object({ ok: z.literal(false), message: z.string(), line: z.number().int(), column: z.number().int() }),
]);

export const ScenarioText = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), name: z.string() }),
  z.object({ ok: z.literal(false), problems: z.array(ScenarioProblem) }),
]);

const Weights = z.record(z.string(), z.number());
const TablesResult: z.ZodType<TablesResultType> = z.object({
  tables: z.object({
    stats: z.array(z.string()),
    growth: z.array(z.object({ name: z.string(), symbol: z.string(), rate: z.number() })),
    rarities: z.array(z.object({ name: z.string(), order: z.number(), statFloor: z.number(), growthWeights: Weights })),
    species: z.array(z.object({ name: z.string(), ranges: z.record(z.string(), z.object({ min: z.number(), max: z.number() })), appearance: Weights })),
    pack: z.object({
      name: z.string(),
      id: z.string(),
      slots: z.array(z.object({ count: z.number(), rarity: z.string(), upgrades: z.array(z.object({ rarity: z.string(), chance: z.number() })) })),
    }),
  }),
  problems: z.array(z.object({ path: z.string(), range: RangeSchema, message: z.string() })),
  packs: z.array(z.string()),
});

export const TableFileCheck = z.object({
  declaresTables: z.boolean(),
  syntaxErrors: z.array(z.object({ line: z.number().int(), column: z.number().int(), message: z.string() })),
});
export type TableFileCheck = z.infer<typeof TableFileCheck>;

const ReferenceEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  keywords: z.array(z.string()),
  form: z.string(),
  description: z.string(),
  snippet: z.string().optional(),
  found: z.object({ text: z.string(), path: z.string(), line: z.number().int() }).optional(),
});

/** A game's language reference (dsl/reference/reference.ts), as the /reference page shows it. */
export const LanguageReferenceSchema = z.object({
  game: z.string(),
  sections: z.array(z.object({ category: z.string(), title: z.string(), entries: z.array(ReferenceEntrySchema) })),
});
export type StudioReference = z.infer<typeof LanguageReferenceSchema>;

/** What each request answers. */
export const Results = {
  open: z.null(),
  close: z.null(),
  drafts: z.null(),
  analyses: z.array(CardAnalysis.nullable()),
  games: z.array(z.string()),
  newCardSource: NewCardSource,
  files: z.array(SourceFile),
  deckCheck: DeckCheck,
  cardHeader: CardHeader,
  revalidateSet: z.array(problemSchema),
  /** Null: the source declares no card to rename. */
  renamed: z.string().nullable(),
  scenarioText: ScenarioText,
  scenarioNames: z.array(z.string()),
  packTables: TablesResult,
  tableFiles: z.array(TableFileCheck),
  reference: LanguageReferenceSchema,
  prepareRun: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), gameId: z.string(), deckNames: z.object({ A: z.string(), B: z.string() }), skipped: z.array(z.string()) }),
    z.object({ ok: z.literal(false), message: z.string() }),
  ]),
} satisfies Record<RequestType, z.ZodType>;

export type Result<T extends RequestType> = z.infer<(typeof Results)[T]>;
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;
