/**
 * The editor's language worker: the DSL language service over the whole project, off the main thread
 * (typing never waits for parsing or validation). Browser-safe imports only (no `node:`).
 */
import { LanguageService } from '../../../dsl/language-service/service';
import { Project, gameOf } from '../../../dsl/project';
import { vocabularyOf } from '../../../dsl/vocabulary';
import { rulesText } from '../../../dsl/rules-text/rules-text';
import { keywords } from '../../../dsl/tokens';
import { cardFace, declaredCard } from '../../cards/card-face';
import { renameEdit } from '../../cards/rename';
import { renameAt, renameSpot } from '../../../dsl/language-service/rename';
import type { Analysis, FromWorker, LanguageRequest, LanguageResults, ToWorker } from './protocol';

let service = new LanguageService(new Project());

function post(message: FromWorker): void {
  self.postMessage(message);
}

function analyse(path: string, version: number, started: number): Analysis {
  const file = service.project.file(path);
  const card = file ? declaredCard(file.parsed.document.decls) : undefined;
  // The face speaks the card's game's words (its stats in the ruleset's order).
  const vocabulary = vocabularyOf(service.project.symbols(gameOf(path)).ruleset());
  return {
    type: 'analysis',
    path,
    version,
    diagnostics: service.diagnostics(path),
    face: card ? cardFace(card, vocabulary) : null,
    rulesText: card ? rulesText(card) : '',
    symbols: service.documentSymbols(path),
    ms: performance.now() - started,
  };
}

function answer(path: string, request: LanguageRequest): LanguageResults[LanguageRequest['kind']] {
  switch (request.kind) {
    case 'complete':
      return service.completions(path, request.offset) ?? null;
    case 'hover':
      return service.hover(path, request.offset) ?? null;
    case 'definition':
      return service.definition(path, request.offset) ?? null;
    case 'references': {
      const locations = service.references(path, request.offset);
      const others = [...new Set(locations.map((l) => l.path))].filter((p) => p !== path);
      return { locations, files: others.flatMap((p) => { const f = service.project.file(p); return f ? [{ path: p, text: f.text }] : []; }) };
    }
    case 'format':
      return service.formattingEdits(path);
    case 'symbols':
      return service.documentSymbols(path);
    case 'rename':
      return renameEdit(service.project.file(path)?.text ?? '', request.name) ?? null;
    case 'renameSpot':
      return renameSpot(service.project, path, request.offset) ?? null;
    case 'renameSymbol': {
      const result = renameAt(service.project, path, request.offset, request.newName);
      if (!result.ok) return result;
      return { ok: true, files: result.files.map((f) => ({ path: f.path, text: service.project.file(f.path)?.text ?? '', edits: f.edits })) };
    }
  }
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'init') {
      service = new LanguageService(new Project(message.files));
      post({ type: 'ready', keywords: [...keywords.keys()] });
    } else if (message.type === 'others') {
      for (const file of message.files) service.update(file.path, file.text);
    } else if (message.type === 'change') {
      const started = performance.now();
      service.update(message.path, message.text);
      post(analyse(message.path, message.version, started));
    } else {
      post({ type: 'response', id: message.id, result: answer(message.path, message.request) });
    }
  } catch (error) {
    // The language service never throws on bad input; this is a bug, reported rather than swallowed.
    post({ type: 'failure', id: message.type === 'request' ? message.id : undefined, message: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
  }
};
