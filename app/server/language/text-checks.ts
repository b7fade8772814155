/**
 * The parser-backed checks of a request's text (a card's header, a scenario's, a card's rename), asked
 * of the language worker: the database functions take them as readers (db/cards.ts saveDraft, db/scenarios.ts
 * saveScenario) and run them in their own thread elsewhere (CLI, tests).
 */
import type { HeaderResult } from '../../../db/content-source';
import type { ScenarioTextResult } from '../../../db/scenarios';
import { languageWorker } from './client';

export function cardHeaderInWorker(source: string): Promise<HeaderResult> {
  return languageWorker().ask({ type: 'cardHeader', source });
}

export function scenarioTextInWorker(source: string): Promise<ScenarioTextResult> {
  return languageWorker().ask({ type: 'scenarioText', source });
}

/** The scenarios a file declares, by name. */
export function scenarioNamesInWorker(text: string): Promise<string[]> {
  return languageWorker().ask({ type: 'scenarioNames', text });
}

/** The card's source with its name changed; undefined when it declares no card. */
export async function renamedInWorker(source: string, name: string): Promise<string | undefined> {
  return (await languageWorker().ask({ type: 'renamed', source, name })) ?? undefined;
}
