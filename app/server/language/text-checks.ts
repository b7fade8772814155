/**
 * The parser-backed checks of a request's text (a card's header, a scenario's, a card's rename, a set's entries), asked
 * of the language worker: the database functions take them as readers (db/cards.ts saveDraft, db/scenarios.ts
 * saveScenario) and run them in their own thread elsewhere (CLI, tests).
 */
import type { HeaderResult } from '../../../db/content-source';
import type { ScenarioTextResult } from '../../../db/scenario-text';
import type { Problem } from '../../../sets/problem';
import type { SnapshotEntry } from '../../../sets/build-cards-file';
import { languageWorker } from './client';
import type { TableFileCheck } from './protocol';

export function cardHeaderInWorker(source: string): Promise<HeaderResult> {
  return languageWorker().ask({ type: 'cardHeader', source });
}

export function scenarioTextInWorker(source: string): Promise<ScenarioTextResult> {
  return languageWorker().ask({ type: 'scenarioText', source });
}

/** A set version's entries checked together with the DSL (freezing a set; an import checks in a thread of its own, sets/revalidate-thread.ts). */
export function revalidateSetInWorker(game: string, entries: readonly SnapshotEntry[]): Promise<Problem[]> {
  return languageWorker().ask({ type: 'revalidateSet', game, entries: entries.map(({ id, source, ast, published }) => ({ id, source, ast, ...(published !== undefined ? { published } : {}) })) });
}

/** Whether each text declares generation tables, and its syntax errors (the pack explorer's tuned files). */
export function tableFilesInWorker(texts: string[]): Promise<TableFileCheck[]> {
  return languageWorker().ask({ type: 'tableFiles', texts });
}

/** The scenarios a file declares, by name. */
export function scenarioNamesInWorker(text: string): Promise<string[]> {
  return languageWorker().ask({ type: 'scenarioNames', text });
}

/** The card's source with its name changed; undefined when it declares no card. */
export async function renamedInWorker(source: string, name: string): Promise<string | undefined> {
  return (await languageWorker().ask({ type: 'renamed', source, name })) ?? undefined;
}
