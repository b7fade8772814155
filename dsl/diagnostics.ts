/**
 * Diagnostics: errors and warnings are values with a stable code, a position and an optional fix.
 * Every code is listed in codes.ts with its default severity and a one-line description.
 */
import type { Range } from './ast';

export type Severity = 'error' | 'warning' | 'info';

export interface TextEdit {
  range: Range;
  newText: string;
}

/** A quick fix: a titled set of edits to the same file (e.g. "Replace with `SPD - ACC`"). */
export interface QuickFix {
  title: string;
  edits: TextEdit[];
}

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  range: Range;
  fixes?: QuickFix[];
}

/** A diagnostic with the file it belongs to (project-level lists, CLI output). */
export interface FileDiagnostic extends Diagnostic {
  path: string;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Sorts by position, then code, so output is stable. */
export function sortDiagnostics<T extends Diagnostic>(diagnostics: T[]): T[] {
  return diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
}
