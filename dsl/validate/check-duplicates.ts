/** Two declarations of the same kind with the same id (L0401) or display name (L0402) in one game. */
import type { Diagnostic } from '../diagnostics';
import type { ProjectFile } from '../project';
import type { SymbolTable } from '../symbols';

export function checkDuplicates(file: ProjectFile, table: SymbolTable, out: Diagnostic[]): void {
  for (const entry of file.entries) {
    const other = table.sameId(entry);
    if (other) {
      out.push({ code: 'L0401', severity: 'error', message: `Duplicate ${entry.kind} id \`${entry.id}\`: also declared in ${other.path}`, range: entry.nameNode.range });
      continue;
    }
    const sameName = table.sameName(entry);
    if (sameName) {
      out.push({ code: 'L0402', severity: 'warning', message: `Another ${entry.kind} is also named "${entry.name}" (${sameName.path}); references by name will find only one of them`, range: entry.nameNode.range });
    }
  }
}
