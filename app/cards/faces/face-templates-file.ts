/**
 * Reading a game's faces file (`content/<game>/faces.json`): JSON, then the FaceTemplates schema, then
 * whether it names its own game and card types the game has. Problems are values, each a sentence naming
 * the place in the file (`templates[2].frame.border`), and never stop anything else from loading: a game
 * whose file is broken draws its faces with the default layout.
 */
import type { z } from 'zod';
import { FaceTemplates } from './face-template';

/** The file name in a game's content folder. */
export const FACES_FILE = 'faces.json';

export interface FaceFileProblem {
  severity: 'error' | 'warning';
  message: string;
  /** 1-based, where the problem is known to be (a JSON syntax error); else the file's start. */
  line: number;
  column: number;
}

export interface FaceFileResult {
  templates: FaceTemplates | undefined;
  problems: FaceFileProblem[];
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? String(key) : `${text}.${String(key)}`), '');
}

function describe(issue: z.core.$ZodIssue): string {
  const where = issuePath(issue.path);
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/** Line and column of a JSON syntax error, from the position V8's message gives. */
function jsonErrorPosition(text: string, message: string): { line: number; column: number } {
  const match = /position (\d+)/.exec(message);
  if (!match) return { line: 1, column: 1 };
  const before = text.slice(0, Number(match[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * The templates of a faces file's text. `game`: the folder's game, which the file must name; `cardTypes`:
 * the game's card types, when known, so a template for a type the game does not have is a warning.
 */
export function readFaceTemplates(text: string, game: string, cardTypes?: readonly string[]): FaceFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { templates: undefined, problems: [{ severity: 'error', message: `not valid JSON: ${message}`, ...jsonErrorPosition(text, message) }] };
  }
  const parsed = FaceTemplates.safeParse(json);
  if (!parsed.success) {
    return { templates: undefined, problems: parsed.error.issues.map((issue) => ({ severity: 'error', message: describe(issue), line: 1, column: 1 })) };
  }
  const problems: FaceFileProblem[] = [];
  if (parsed.data.game !== game) problems.push({ severity: 'error', message: `game: the file is in ${game}'s folder but names "${parsed.data.game}"`, line: 1, column: 1 });
  if (cardTypes !== undefined) {
    parsed.data.templates.forEach((t, i) => {
      if (!cardTypes.includes(t.cardType)) {
        problems.push({ severity: 'warning', message: `templates[${i}].cardType: ${game} has no card type "${t.cardType}" (its card types: ${cardTypes.join(', ')})`, line: 1, column: 1 });
      }
    });
  }
  return { templates: problems.some((p) => p.severity === 'error') ? undefined : parsed.data, problems };
}
