/**
 * The language service's answers in the Language Server Protocol's shapes: diagnostics, completion items,
 * hovers, document symbols and text edits. Ranges are converted with the `LspLines` of the text they
 * point into. The enumerations are the protocol's numbers (DiagnosticSeverity, CompletionItemKind, SymbolKind).
 */
import type { Diagnostic, Severity, TextEdit } from '../../dsl/diagnostics';
import type { CompletionKind, CompletionResult } from '../../dsl/language-service/completion';
import type { Hover } from '../../dsl/language-service/hover';
import type { DocumentSymbol } from '../../dsl/language-service/service';
import type { LspLines, LspRange } from './positions';

const severities: Record<Severity, number> = { error: 1, warning: 2, info: 3 };

export function toLspDiagnostic(lines: LspLines, d: Diagnostic) {
  return { range: lines.range(d.range), severity: severities[d.severity], code: d.code, source: 'smith', message: d.message };
}

const CompletionItemKind = {
  Method: 2, Function: 3, Field: 5, Variable: 6, Class: 7, Module: 9, Property: 10, Unit: 11, Value: 12, Enum: 13,
  Keyword: 14, Snippet: 15, Folder: 19, Reference: 18, EnumMember: 20, Constant: 21, Struct: 22, Event: 23,
} as const;

const completionKinds: Record<CompletionKind, number> = {
  keyword: CompletionItemKind.Keyword, role: CompletionItemKind.Class, species: CompletionItemKind.Struct, card: CompletionItemKind.Reference,
  stat: CompletionItemKind.Field, status: CompletionItemKind.EnumMember, binding: CompletionItemKind.Variable, param: CompletionItemKind.Property,
  setting: CompletionItemKind.Constant, formula: CompletionItemKind.Function, function: CompletionItemKind.Function,
  property: CompletionItemKind.Property, zone: CompletionItemKind.Folder, element: CompletionItemKind.Enum, 'damage-type': CompletionItemKind.Enum,
  growth: CompletionItemKind.Unit, rarity: CompletionItemKind.Value, handle: CompletionItemKind.Variable, phase: CompletionItemKind.Event,
  verb: CompletionItemKind.Method, value: CompletionItemKind.Value, snippet: CompletionItemKind.Snippet,
};

/** InsertTextFormat: plain text, or a snippet with tab stops (`${1:target}`). */
const InsertTextFormat = { PlainText: 1, Snippet: 2 } as const;

export function toLspCompletionList(lines: LspLines, result: CompletionResult | undefined) {
  const range: LspRange | undefined = result ? lines.range(result.replace) : undefined;
  return {
    isIncomplete: false,
    items: (result?.items ?? []).map((item, i) => ({
      label: item.label,
      kind: completionKinds[item.kind],
      detail: item.detail ?? item.kind,
      // The service lists the most relevant first; the client sorts by sortText.
      sortText: String(i).padStart(5, '0'),
      textEdit: range ? { range, newText: item.insertText } : undefined,
      insertTextFormat: item.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
      documentation: item.documentation === undefined ? undefined : { kind: 'markdown', value: withoutStudioLinks(item.documentation) },
    })),
  };
}

/**
 * The language service links the studio's pages by path (`[Open in the language reference](/reference#step-deal)`);
 * outside the studio there is no page to open, so the link becomes its text and the path to open in the studio.
 */
function withoutStudioLinks(markdown: string): string {
  return markdown.replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, '$1 in the studio: `$2`');
}

export function toLspHover(lines: LspLines, hover: Hover | undefined) {
  return hover ? { contents: { kind: 'markdown', value: withoutStudioLinks(hover.contents) }, range: lines.range(hover.range) } : null;
}

export function toLspEdit(lines: LspLines, edit: TextEdit) {
  return { range: lines.range(edit.range), newText: edit.newText };
}

const SymbolKind = { Module: 2, Namespace: 3, Class: 5, Property: 7, Function: 12, Variable: 13, Constant: 14, Object: 19, Struct: 23, Event: 24 } as const;

const symbolKinds: Record<string, number> = {
  parameter: SymbolKind.Property, choice: SymbolKind.Variable, ability: SymbolKind.Event, setting: SymbolKind.Constant,
  formula: SymbolKind.Function, unit: SymbolKind.Object, role: SymbolKind.Class, species: SymbolKind.Struct,
  ruleset: SymbolKind.Namespace, scenario: SymbolKind.Module,
};

export interface LspDocumentSymbol {
  name: string;
  detail: string;
  kind: number;
  range: LspRange;
  selectionRange: LspRange;
  children: LspDocumentSymbol[];
}

export function toLspSymbol(lines: LspLines, symbol: DocumentSymbol): LspDocumentSymbol {
  return {
    name: symbol.name,
    detail: symbol.kind,
    kind: symbolKinds[symbol.kind] ?? SymbolKind.Class,
    range: lines.range(symbol.range),
    selectionRange: lines.range(symbol.selectionRange),
    children: symbol.children.map((child) => toLspSymbol(lines, child)),
  };
}
