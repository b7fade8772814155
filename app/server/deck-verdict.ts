/**
 * The DSL's verdict on a deck (runs in the language worker): one `deck` declaration, the id it claims,
 * and the validator's diagnostics against the game's sources (content files and card drafts). The text
 * kept is the formatter's output. deck-check.ts gathers the sources and asks the worker.
 */
import { z } from 'zod';
import type { Diagnostic } from '../../dsl/diagnostics';
import { format } from '../../dsl/format/format';
import { Project, type SourceFile } from '../../dsl/project';
import { deckFromText, deckId, type DeckModel } from '../decks/deck-text';
import { plural } from '../ui/plural';

export const DiagnosticOut = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  line: z.number().int(),
  column: z.number().int(),
});
export type DiagnosticOut = z.infer<typeof DiagnosticOut>;

export const Invalid = z.object({ status: z.literal('invalid'), reason: z.string(), diagnostics: z.array(DiagnosticOut) });

export function diagnosticOut(d: Diagnostic): DiagnosticOut {
  return { code: d.code, severity: d.severity, message: d.message, line: d.range.start.line, column: d.range.start.column };
}

const Entry = z.object({ card: z.string(), count: z.number().int() });
const DeckModelSchema: z.ZodType<DeckModel> = z.object({
  name: z.string(),
  id: z.string().optional(),
  comment: z.string(),
  slots: z.array(z.object({ summon: z.string(), role: z.string(), equipment: z.array(z.string()) })),
  main: z.array(Entry),
  advance: z.array(Entry),
});

export const DeckCheck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), id: z.string(), name: z.string(), source: z.string(), model: DeckModelSchema, warnings: z.array(DiagnosticOut) }),
  z.object({ ok: z.literal(false), reason: z.string(), diagnostics: z.array(DiagnosticOut) }),
]);
export type DeckCheck = z.infer<typeof DeckCheck>;

export function deckPath(game: string, id: string): string {
  return `content/${game}/decks/${id}.smith`;
}

/** `expectedId`: the stored deck's id when saving (a deck cannot change its id by editing the text). */
export function deckVerdict(sources: SourceFile[], game: string, source: string, expectedId?: string): DeckCheck {
  const parsed = deckFromText(source);
  if (!parsed.ok) return { ok: false, reason: parsed.message, diagnostics: parsed.diagnostics.map(diagnosticOut) };
  const id = deckId(parsed.model);
  if (expectedId !== undefined && id !== expectedId) {
    return { ok: false, reason: `This deck's id is "${expectedId}"; the text gives it the id "${id}". Keep the id with \`id ${expectedId}\`, or create a new deck.`, diagnostics: [] };
  }
  const project = new Project(sources);
  const path = deckPath(game, id);
  project.update(path, source);
  const diagnostics = project.diagnostics(path);
  // Errors, and a deck that is not 3 slots (SG0413 is a warning in the language, but no game starts with it).
  const blocking = diagnostics.filter((d) => d.severity === 'error' || d.code === 'SG0413');
  if (blocking.length > 0) return { ok: false, reason: `The deck has ${plural(blocking.length, 'problem')} to fix.`, diagnostics: diagnostics.map(diagnosticOut) };
  return { ok: true, id, name: parsed.model.name, source: format(source).text, model: parsed.model, warnings: diagnostics.map(diagnosticOut) };
}
