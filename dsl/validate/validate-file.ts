/**
 * Validates one file against its game's symbol table. Returns the diagnostics and the names the file
 * looked up (so the project knows when to re-validate it).
 */
import type { Diagnostic } from '../diagnostics';
import type { ProjectFile } from '../project';
import type { SymbolTable } from '../symbols';
import { checkDuplicates } from './check-duplicates';

export interface FileValidation {
  diagnostics: Diagnostic[];
  refs: Set<string>;
}

export function validateFile(file: ProjectFile, table: SymbolTable): FileValidation {
  const diagnostics: Diagnostic[] = [];
  const refs = new Set<string>();
  checkDuplicates(file, table, diagnostics);
  return { diagnostics, refs };
}
