/**
 * What a saved scenario's text must be: exactly one `scenario "…" { … }` declaration with no syntax
 * error. Apart from the table's queries (db/scenarios.ts), so that the studio's language worker, which
 * reads scenario texts, loads no database code.
 */
import { z } from 'zod';
import { capDiagnostics, isSyntaxError } from '../dsl/diagnostics';
import { parse } from '../dsl/parse';

export const ScenarioProblem = z.object({ line: z.number().int(), column: z.number().int(), message: z.string() });
export type ScenarioProblem = z.infer<typeof ScenarioProblem>;

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
