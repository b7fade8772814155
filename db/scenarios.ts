/**
 * Scenarios saved from the sandbox (the `scenarios` table): a scenario is DSL text holding exactly one
 * `scenario "…" { … }` declaration; its name is read from that declaration. Saving checks the text with
 * the DSL parser first, so the table never holds text the sandbox cannot open.
 *
 * Saves are last-writer-wins per id (a scenario is one designer's test setup, not a shared draft).
 */
import { asc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { parse } from '../dsl/parse';
import { capDiagnostics, isSyntaxError } from '../dsl/diagnostics';
import { slug } from '../dsl/slug';
import type { Database } from './client';
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

export const ScenarioProblem = z.object({ line: z.number().int(), column: z.number().int(), message: z.string() });
export type ScenarioProblem = z.infer<typeof ScenarioProblem>;

export const SaveScenarioResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), scenario: StoredScenario }),
  /** The text is not one well-formed scenario: nothing was written. */
  z.object({ status: z.literal('invalid'), problems: z.array(ScenarioProblem) }),
]);
export type SaveScenarioResult = z.infer<typeof SaveScenarioResult>;

/** The one scenario a text declares, or why it does not. Syntax errors only: names are checked by the client's project. */
export type ScenarioTextResult = { ok: true; name: string } | { ok: false; problems: ScenarioProblem[] };

export function readScenarioText(source: string): ScenarioTextResult {
  const parsed = parse(source);
  const errors = capDiagnostics(parsed.diagnostics.filter(isSyntaxError));
  if (errors.length > 0) return { ok: false, problems: errors.map((d) => ({ line: d.range.start.line, column: d.range.start.column, message: d.message })) };
  const decls = parsed.document.decls;
  const scenario = decls.find((d) => d.kind === 'Scenario');
  if (!scenario || decls.length !== 1) {
    const at = decls.find((d) => d.kind !== 'Scenario')?.range.start ?? { line: 1, column: 1 };
    const message = decls.length === 0 ? 'the text declares no scenario' : 'a saved scenario must hold exactly one scenario declaration and nothing else';
    return { ok: false, problems: [{ line: at.line, column: at.column, message }] };
  }
  return { ok: true, name: scenario.name.text };
}

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
