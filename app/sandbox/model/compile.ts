/**
 * Compiles a game in the browser: the sources the API hands out (definition files and card drafts) are
 * parsed and validated with the DSL's project model and indexed for the engine. A card, deck or scenario
 * file with errors is left out of the engine's content (and listed), so one broken file does not stop the
 * sandbox; a draft under test (`overrides`) replaces the stored one and is never left out silently.
 */
import type { DeckDecl, Document, ScenarioDecl } from '../../../dsl/ast';
import { Project, baseName, declsAsPlayed, type FileDiagnostic, type SourceFile } from '../../../dsl/index';
import { createEngine, indexContent, type Content, type Engine } from '../../../games/summoners-grid/index';
import { declId } from '../../../dsl/slug';
import { playableSources } from '../../../games/playable-sources';
import { formatScenarioRef } from './scenario-ref';
import { plural } from '../../ui/plural';

export interface GameSources {
  game: string;
  files: SourceFile[];
  cards: Array<SourceFile & { id: string }>;
}

export interface ContentScenario {
  ref: string;
  name: string;
  path: string;
  decl: ScenarioDecl;
}

export interface CompiledGame {
  game: string;
  engine: Engine;
  content: Content;
  project: Project;
  scenarios: ContentScenario[];
  decks: Array<{ id: string; name: string; decl: DeckDecl }>;
  /** Card, deck and scenario files left out of the engine because of errors. */
  leftOut: Array<{ path: string; errors: FileDiagnostic[] }>;
}

export type CompileResult = { ok: true; game: CompiledGame } | { ok: false; message: string; errors: FileDiagnostic[] };

const errorsOf = (project: Project, path: string): FileDiagnostic[] => project.diagnostics(path).flatMap((d) => (d.severity === 'error' ? [{ ...d, path }] : []));

/** The project path of a card id among the sources, or a new one for a card that is not there yet. */
export function cardPath(sources: GameSources, id: string, kind: string): string {
  return sources.cards.find((c) => c.id === id)?.path ?? `content/${sources.game}/cards/${kind}/${id}.smith`;
}

/** The sources parsed and validated: every document the engine may read, and the files left out. */
export type ParsedSources = { ok: true; project: Project; documents: Document[]; leftOut: CompiledGame['leftOut'] } | { ok: false; message: string; errors: FileDiagnostic[] };

/**
 * Parses and validates a game's sources (any game: the game's ruleset gives the vocabulary). Card, deck
 * and scenario files with errors are left out and listed (games/playable-sources.ts, as Balance runs do),
 * so one bad file blocks only what uses it; a draft under test is never left out silently.
 */
export function parseSources(sources: GameSources, overrides: SourceFile[] = []): ParsedSources {
  const byPath = new Map<string, string>();
  for (const f of [...sources.files, ...sources.cards, ...overrides]) byPath.set(f.path, f.text);
  const overridden = new Set(overrides.map((o) => o.path));
  const { project, skipped } = playableSources([...byPath].map(([path, text]) => ({ path, text })), overridden);
  for (const path of overridden) {
    const errors = errorsOf(project, path);
    if (errors.length > 0) return { ok: false, message: `${baseName(path)} has ${plural(errors.length, 'error')}; fix ${errors.length === 1 ? 'it' : 'them'} to test the card`, errors };
  }
  const leftOut = skipped.map((s) => ({ path: s.path, errors: s.errors }));
  // A renamed draft keeps its id (the database's and the URL's): a card file's card is played by its file's name.
  const documents = project.files().map((f) => ({ ...f.parsed.document, decls: [...declsAsPlayed(f)] }));
  return { ok: true, project, documents, leftOut };
}

export function compileGame(sources: GameSources, overrides: SourceFile[] = []): CompileResult {
  const parsed = parseSources(sources, overrides);
  if (!parsed.ok) return parsed;
  const { project, documents, leftOut } = parsed;
  let content: Content;
  try {
    content = indexContent(documents);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), errors: [] };
  }
  const scenarios: ContentScenario[] = [];
  const files = project.files().sort((a, b) => a.path.localeCompare(b.path));
  for (const f of files) {
    let index = 0;
    for (const decl of f.parsed.document.decls) {
      if (decl.kind !== 'Scenario') continue;
      scenarios.push({ ref: formatScenarioRef({ origin: 'content', path: f.path, index }), name: decl.name.text, path: f.path, decl });
      index++;
    }
  }
  const decks = content.decks.map((decl) => ({ id: declId(decl), name: decl.name.text, decl }));
  return { ok: true, game: { game: sources.game, engine: createEngine(content), content, project, scenarios, decks, leftOut } };
}
