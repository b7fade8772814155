/**
 * Scenarios saved from the sandbox (the `scenarios` table): a scenario is DSL text holding exactly one
 * `scenario "…" { … }` declaration; its name is read from that declaration. Saving checks the text with
 * the DSL parser first, so the table never holds text the sandbox cannot open.
 *
 * Saves are last-writer-wins per id (a scenario is one designer's test setup, not a shared draft).
 */
import { asc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { slug } from '../dsl/slug';
import type { Database } from './client';
import { ScenarioProblem, readScenarioText, type ScenarioTextResult } from './scenario-text';
import { scenarios } from './schema';

const IsoTime = z.iso.datetime({ offset: true });
const RowTime = z.date().transform((date) => date.toISOString());

export const ScenarioId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a scenario id uses lowercase letters, digits and `-`')
  .max(120);

export const StoredScenario = z.object({ id: z.string(), name: z.string(), source: z.string(), updatedAt: IsoTime });
export type StoredScenario = z.infer<typeof StoredScenario>;
const StoredScenarioRow = StoredScenario.extend({ updatedAt: RowTime });

export const MAX_SCENARIO_LENGTH = 200_000;

export const SaveScenarioInput = z.object({
  /** Overwrite this scenario; without it a new id is made from the scenario's name. */
  id: ScenarioId.optional(),
  source: z.string().min(1).max(MAX_SCENARIO_LENGTH),
});
export type SaveScenarioInput = z.infer<typeof SaveScenarioInput>;

export const SaveScenarioResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), scenario: StoredScenario }),
  /** The text is not one well-formed scenario: nothing was written. */
  z.object({ status: z.literal('invalid'), problems: z.array(ScenarioProblem) }),
]);
export type SaveScenarioResult = z.infer<typeof SaveScenarioResult>;

export async function listScenarios(db: Database): Promise<StoredScenario[]> {
  const rows = await db.select().from(scenarios).orderBy(asc(scenarios.name), asc(scenarios.id));
  return z.array(StoredScenarioRow).parse(rows);
}

export async function getScenario(db: Database, id: string): Promise<StoredScenario | undefined> {
  const [row] = await db.select().from(scenarios).where(eq(scenarios.id, id));
  return row ? StoredScenarioRow.parse(row) : undefined;
}

/** How a save reads the scenario's text: in this thread, or (the studio server) in its language worker. */
export type ScenarioTextReader = (source: string) => ScenarioTextResult | Promise<ScenarioTextResult>;

export async function saveScenario(db: Database, input: SaveScenarioInput, readText: ScenarioTextReader = readScenarioText): Promise<SaveScenarioResult> {
  const { id, source } = SaveScenarioInput.parse(input);
  const read = await readText(source);
  if (!read.ok) return { status: 'invalid', problems: read.problems };
  const target = id ?? (await freeId(db, slug(read.name) || 'scenario'));
  const [row] = await db
    .insert(scenarios)
    .values({ id: target, name: read.name, source })
    .onConflictDoUpdate({ target: scenarios.id, set: { name: read.name, source, updatedAt: new Date() } })
    .returning();
  return { status: 'saved', scenario: StoredScenarioRow.parse(row) };
}

/** `base`, or `base-2`, `base-3` … whichever is not taken yet. */
async function freeId(db: Database, base: string): Promise<string> {
  const stem = base.slice(0, 100);
  const taken = new Set((await db.select({ id: scenarios.id }).from(scenarios).where(like(scenarios.id, `${stem}%`))).map((r) => r.id));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}
