/** State shared by the CST-to-AST builders: the diagnostics they report and the range of the whole file. */
import type { Range } from '../ast';
import type { Diagnostic, QuickFix, Severity } from '../diagnostics';

export class BuildContext {
  readonly diagnostics: Diagnostic[] = [];

  constructor(readonly fileRange: Range) {}

  report(code: string, severity: Severity, message: string, range: Range, fixes?: QuickFix[]): void {
    this.diagnostics.push(fixes === undefined ? { code, severity, message, range } : { code, severity, message, range, fixes });
  }

  error(code: string, message: string, range: Range, fixes?: QuickFix[]): void {
    this.report(code, 'error', message, range, fixes);
  }
}
