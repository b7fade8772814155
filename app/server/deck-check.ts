/**
 * Server-side check of a deck before it is stored or exported: one `deck` declaration, the id it claims,
 * and the DSL validator's verdict against the game as the studio sees it (content files and card drafts).
 * The text stored is the formatter's output.
 */
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Diagnostic } from '../../dsl/diagnostics';
import { format } from '../../dsl/format/format';
import { Project } from '../../dsl/project';
import { deckFromText, deckId, type DeckModel } from '../decks/deck-text';
import { gameSources } from './game-sources';

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

export type DeckCheck =
  | { ok: true; id: string; name: string; source: string; model: DeckModel; warnings: DiagnosticOut[] }
  | { ok: false; reason: string; diagnostics: DiagnosticOut[] };

export function deckPath(game: string, id: string): string {
  return `content/${game}/decks/${id}.smith`;
}

/** `expectedId`: the stored deck's id when saving (a deck cannot change its id by editing the text). */
export async function checkDeck(db: Database, game: string, source: string, expectedId?: string): Promise<DeckCheck> {
  const parsed = deckFromText(source);
  if (!parsed.ok) return { ok: false, reason: parsed.message, diagnostics: parsed.diagnostics.map(diagnosticOut) };
  const id = deckId(parsed.model);
  if (expectedId !== undefined && id !== expectedId) {
    return { ok: false, reason: `This deck's id is "${expectedId}"; the text gives it the id "${id}". Keep the id with \`id ${expectedId}\`, or create a new deck.`, diagnostics: [] };
  }
  const project = new Project(await gameSources(db, game));
  const path = deckPath(game, id);
  project.update(path, source);
  const diagnostics = project.diagnostics(path);
  // Errors, and a deck that is not 3 slots (SG0413 is a warning in the language, but no game starts with it).
  const blocking = diagnostics.filter((d) => d.severity === 'error' || d.code === 'SG0413');
  if (blocking.length > 0) return { ok: false, reason: `The deck has ${blocking.length} problem${blocking.length === 1 ? '' : 's'} to fix.`, diagnostics: diagnostics.map(diagnosticOut) };
  return { ok: true, id, name: parsed.model.name, source: format(source).text, model: parsed.model, warnings: diagnostics.map(diagnosticOut) };
}
