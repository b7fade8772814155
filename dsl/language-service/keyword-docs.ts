/**
 * The language reference where the designer writes: which reference entry a keyword under the cursor
 * belongs to (hover), and which entry a diagnostic is about (the problem's link). Both read the entries of
 * dsl/reference, so hover, the reference page and the diagnostics' links say the same thing.
 */
import type { IToken } from 'chevrotain';
import type { Diagnostic } from '../diagnostics';
import type { ProjectFile } from '../project';
import type { LanguageEntry } from '../reference/language-entries';
import { referenceHref } from '../reference/href';
import { entryById, entryForKeyword, entryLedBy } from '../reference/step-entries';
import { keywords } from '../tokens';
import { firstAtOrAfter } from '../parser/statement-tokens';

/** The tokens of the statement a token stands in: those on its line up to it (statements are written one per line). */
function statementBefore(tokens: readonly IToken[], index: number): IToken[] {
  const line = tokens[index]?.startLine;
  let start = index;
  while (start > 0 && tokens[start - 1]?.startLine === line) start--;
  return tokens.slice(start, index + 1);
}

/** The entry of the keyword token at `index`, read in its statement. */
export function keywordEntry(file: ProjectFile, game: string, index: number): LanguageEntry | undefined {
  const token = file.parsed.tokens[index];
  if (token === undefined || !keywords.has(token.image)) return undefined;
  return inItsPlace(file, token.startOffset, entryForKeyword(game, token.image, statementBefore(file.parsed.tokens, index).map((t) => t.image)));
}

/**
 * The entry, unless it is a scenario's and the offset is in no scenario: `none` is also a scenario's word
 * (`winner none`), and hovering a chain duel's `def none` showed the scenario's `expect`.
 */
function inItsPlace(file: ProjectFile, offset: number, entry: LanguageEntry | undefined): LanguageEntry | undefined {
  if (entry?.category !== 'scenario') return entry;
  const decl = file.parsed.document.decls.find((d) => d.range.start.offset <= offset && offset <= d.range.end.offset);
  return decl?.kind === 'Scenario' ? entry : undefined;
}

/** Hover text for an entry: what it is, how it is written, and the link to its reference entry. */
export function entryHover(entry: LanguageEntry): string {
  return `**${entry.title}** — ${entry.description}\n\n\`${entry.form}\`\n\n[Open in the language reference](${referenceHref(entry.id)})`;
}

/** Codes about a kind of declared thing: their problems link to where that kind is explained. */
const codeEntries: Record<string, string> = {
  SG0103: 'decl-role', SG0104: 'decl-species', L0106: 'ruleset-status', L0107: 'ruleset-damage-type', SG0108: 'decl-growth',
  L0111: 'decl-rarity', L0112: 'ruleset-zones', L0113: 'ruleset-settings', L0114: 'trigger-events', L0118: 'ruleset-card-types',
  L0418: 'ruleset-deck-rules', SG0413: 'decl-deck', L0414: 'decl-deck',
};

/**
 * The reference entry a diagnostic is about: the kind of name it cannot find, else the construct it stands
 * in: the nearest keyword before the problem (inside the same braces) that starts an entry (`heal` in
 * `heal t 5`), else any keyword of its statement that has an entry.
 */
export function diagnosticEntry(file: ProjectFile, game: string, diagnostic: Diagnostic): LanguageEntry | undefined {
  const byCode = codeEntries[diagnostic.code];
  if (byCode !== undefined) return entryById(game, byCode);
  const tokens = file.parsed.tokens;
  const offset = diagnostic.range.start.offset;
  // The last token starting at or before the offset (-1 when none).
  const at = firstAtOrAfter(tokens, offset + 1) - 1;
  if (at < 0) return undefined;
  for (let i = at; i >= 0; i--) {
    const image = tokens[i]?.image ?? '';
    if (image === '{' || image === '}') break;
    const led = keywords.has(image) ? entryLedBy(game, image) : undefined;
    if (led) return led;
  }
  const statement = statementBefore(tokens, at);
  const words = statement.map((t) => t.image);
  for (const token of [...statement].reverse()) {
    const entry = keywords.has(token.image) ? inItsPlace(file, token.startOffset, entryForKeyword(game, token.image, words)) : undefined;
    if (entry) return entry;
  }
  return undefined;
}

/**
 * Diagnostics with the reference entry each is about (`reference`: the entry's anchor), where there is one.
 * `game` is the game whose language the file speaks (its ruleset's `game`, not its folder).
 */
export function withReferences(file: ProjectFile, game: string, diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => {
    const entry = d.reference === undefined ? diagnosticEntry(file, game, d) : undefined;
    return entry ? { ...d, reference: entry.id } : d;
  });
}
