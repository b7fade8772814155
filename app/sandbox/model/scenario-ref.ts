/**
 * Names of scenarios, as the URL and the API carry them:
 * - `content/<game>/<path>.smith:<n>`: the n-th scenario (from 0) of a file of the content folder (the
 *   path is the project path the browser compiles, so it finds the file without a lookup table);
 * - `db:<id>`: a scenario saved from the sandbox.
 */
import { z } from 'zod';

export type ScenarioRef = { origin: 'content'; path: string; index: number } | { origin: 'db'; id: string };

const CONTENT = /^(content\/[A-Za-z0-9._-]+\/[A-Za-z0-9._/-]+\.smith):(\d{1,4})$/;
const DB = /^db:([a-z0-9][a-z0-9-]{0,119})$/;

export function parseScenarioRef(text: string): ScenarioRef | undefined {
  const content = CONTENT.exec(text);
  if (content && !content[1]?.includes('..')) return { origin: 'content', path: content[1] ?? '', index: Number(content[2]) };
  const db = DB.exec(text);
  if (db) return { origin: 'db', id: db[1] ?? '' };
  return undefined;
}

export function formatScenarioRef(ref: ScenarioRef): string {
  return ref.origin === 'content' ? `${ref.path}:${ref.index}` : `db:${ref.id}`;
}

/** The API's boundary schema for a reference written as text. */
export const ScenarioRefText = z.string().refine((text) => parseScenarioRef(text) !== undefined, 'not a scenario reference (content/<game>/<file>.smith:<n> or db:<id>)');
