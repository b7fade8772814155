/**
 * The public surface of the Cardsmith DSL (pure, browser-safe). File-system loading lives in
 * `dsl/load-dir.ts` (Node only).
 */
export type * from './ast';
export { parse, type ParseResult } from './parse';
export { format, type FormatResult } from './format/format';
export { rulesText } from './rules-text/rules-text';
export { codes, type Code } from './codes';
export { Project, gameOf, isCardFile, baseName, declsAsPlayed, normalizePath, type ProjectFile, type ProjectCounts, type SourceFile } from './project';
export { SymbolTable, type SymbolEntry, type SymbolKind } from './symbols';
export { slug } from './slug';
export { hasErrors, sortDiagnostics, type Diagnostic, type FileDiagnostic, type QuickFix, type Severity, type TextEdit } from './diagnostics';
export { sameAst, withoutRanges } from './ast-compare';
export * as schemas from './ast-schema';
export { astJsonSchema } from './json-schema';
export { LanguageService, type DocumentSymbol } from './language-service/service';
export type { CompletionItem, CompletionKind, CompletionResult } from './language-service/completion';
export type { Hover, Location } from './language-service/hover';
