/**
 * What the language worker does with each request (worker.ts only moves messages): the studio projects
 * it holds (one per StudioProject on the main thread) and the stateless checks (a card's header, a deck,
 * a scenario). Any message, however malformed, gets an answer; nothing here throws to the thread.
 */
import { parse } from '../../../dsl/parse';
import { Project } from '../../../dsl/project';
import { languageReference } from '../../../dsl/reference/reference';
import { readCardHeader } from '../../../db/content-source';
import { readScenarioText } from '../../../db/scenario-text';
import { renamed } from '../../cards/rename';
import { revalidateEntries } from '../../../sets/revalidate';
import { deckVerdict } from '../deck-verdict';
import { prepareRun, RunSpecError } from '../../../balance/match-from-spec';
import { describeSkipped } from '../../../games/playable-sources';
import type { RunSpec } from '../../../balance/run-spec';
import { declaresTables, packTables } from '../../../games/summoners-grid/packs/tables';
import { DraftProject } from './draft-project';
import { ToWorker, type FromWorker, type Request } from './protocol';

export class LanguageService {
  private readonly projects = new Map<string, DraftProject>();

  answer(message: unknown): FromWorker {
    const read = ToWorker.safeParse(message);
    if (!read.success) {
      const id = typeof message === 'object' && message !== null && 'id' in message && Number.isSafeInteger(message.id) && Number(message.id) >= 0 ? Number(message.id) : null;
      return { id, ok: false, message: `the language worker cannot read this request: ${read.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ')}` };
    }
    const { id, request } = read.data;
    try {
      return { id, ok: true, result: this.run(request) };
    } catch (error) {
      return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private run(request: Request): unknown {
    switch (request.type) {
      case 'open':
        this.projects.set(request.project, new DraftProject(request.definitions));
        return null;
      case 'close':
        this.projects.delete(request.project);
        return null;
      case 'drafts':
        this.project(request.project).apply(request.put, request.remove);
        return null;
      case 'analyses':
        return this.project(request.project).analyses(request.ids, request.extra);
      case 'games':
        return this.project(request.project).games();
      case 'newCardSource':
        return this.project(request.project).newCardSource(request.kind, request.name, request.game);
      case 'files':
        return this.project(request.project).files(request.prefix);
      case 'deckCheck':
        return deckVerdict(request.sources, request.game, request.source, request.expectedId);
      case 'revalidateSet':
        return revalidateEntries(request.game, request.entries);
      case 'cardHeader':
        return readCardHeader(request.source);
      case 'renamed':
        return renamed(request.source, request.name) ?? null;
      case 'scenarioText':
        return readScenarioText(request.source);
      case 'scenarioNames':
        return parse(request.text).document.decls.flatMap((d) => (d.kind === 'Scenario' ? [d.name.text] : []));
      case 'packTables':
        return packTables(request.sources.map((f) => ({ path: f.path, document: parse(f.text).document })));
      case 'prepareRun':
        return preparedRun(request.spec);
      case 'reference':
        return languageReference(new Project(request.sources), request.game);
      case 'tableFiles':
        return request.texts.map((text) => {
          const parsed = parse(text);
          const syntaxErrors = parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ line: d.range.start.line, column: d.range.start.column, message: d.message }));
          return { declaresTables: declaresTables(parsed.document), syntaxErrors };
        });
    }
  }

  private project(id: string): DraftProject {
    const project = this.projects.get(id);
    // The main thread opens a project before using it; after a restart it opens it again (client.ts).
    if (!project) throw new Error(`the language worker holds no project "${id}" (it was restarted or the project closed)`);
    return project;
  }
}

/** A run's game and decks as the engine reads them, or why it cannot play them. */
function preparedRun(spec: RunSpec): { ok: true; gameId: string; deckNames: { A: string; B: string }; skipped: string[] } | { ok: false; message: string } {
  try {
    const { gameId, deckNames, skipped } = prepareRun(spec);
    return { ok: true, gameId, deckNames, skipped: skipped.map(describeSkipped) };
  } catch (error) {
    if (error instanceof RunSpecError) return { ok: false, message: error.message };
    throw error;
  }
}
