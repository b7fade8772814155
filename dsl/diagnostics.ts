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

/** A quick fix of one edit that writes `newText` over `range`, titled "Replace with `…`" unless told otherwise. */
export function replaceWith(range: Range, newText: string, title = `Replace with \`${newText}\``): QuickFix {
  return { title, edits: [{ range, newText }] };
}

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  range: Range;
  fixes?: QuickFix[];
  /** The anchor of the language reference entry the problem is about (`step-attack`), where there is one. */
  reference?: string;
  /**
   * Only on the one diagnostic that stands for those a list leaves out (capDiagnostics): how many errors
   * and warnings it stands for, so a count of the list (countDiagnostics) is the file's, not the list's.
   */
  unlisted?: DiagnosticCounts;
}

export interface DiagnosticCounts {
  errors: number;
  warnings: number;
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

/** The syntax codes: the text could not be read as written (a character, a string, the grammar, the nesting, its length). */
const syntaxCodes = new Set(['L0001', 'L0002', 'L0003', 'L0004', 'L0007']);

export function isSyntaxError(diagnostic: Diagnostic): boolean {
  return diagnostic.severity === 'error' && syntaxCodes.has(diagnostic.code);
}

/**
 * How many diagnostics of one file are listed. A broken 150 KB file can have tens of thousands (one per
 * bad line); listing them all made a 10 MB answer that no one reads. The rest are counted in one more.
 */
export const MAX_LISTED_DIAGNOSTICS = 200;

/**
 * The first `max` of a sorted list, and in place of the rest one diagnostic (L0005) at the first left
 * out, saying how many there are; it is an error when any left out is, so "has errors" stays true.
 */
export function capDiagnostics<T extends Diagnostic>(sorted: T[], max = MAX_LISTED_DIAGNOSTICS): T[] {
  const rest = sorted.slice(max);
  const first = rest[0];
  if (first === undefined) return sorted;
  const unlisted = countDiagnostics(rest);
  const { errors } = unlisted;
  const message = `${rest.length} more problem${rest.length === 1 ? '' : 's'} in this file (${errors} error${errors === 1 ? '' : 's'}) not listed: fix the ones above first`;
  const summary: T = { ...first, code: 'L0005', severity: errors > 0 ? 'error' : 'warning', message, fixes: undefined, unlisted };
  return [...sorted.slice(0, max), summary];
}

/** The errors and warnings of a list, those its last line stands for (capDiagnostics) included and that line not. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticCounts {
  const counts = { errors: 0, warnings: 0 };
  for (const d of diagnostics) {
    if (d.unlisted !== undefined) {
      counts.errors += d.unlisted.errors;
      counts.warnings += d.unlisted.warnings;
    } else if (d.severity === 'error') counts.errors++;
    else if (d.severity === 'warning') counts.warnings++;
  }
  return counts;
}
