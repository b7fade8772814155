/**
 * Faces of a loaded project's cards, with their games' faces files read from disk (Node only): what
 * `cardsmith validate` reports on (a broken faces file, a card whose text does not fit its face) and what
 * the test that every card of the content fits its face walks.
 */
import { readFile } from 'node:fs/promises';
import type { FileDiagnostic } from '../../../dsl/diagnostics';
import { isCardFile, normalizePath, type Project } from '../../../dsl/project';
import { vocabularyOf } from '../../../dsl/vocabulary';
import { cardFace, declaredCard, type AnyCard, type CardFace } from '../card-face';
import { faceOverflow } from './face-layout';
import { faceTemplateFor, type FaceTemplate } from './face-template';
import { FACES_FILE, readFaceTemplates, type FaceFileResult } from './face-templates-file';

/** Diagnostic codes of faces: a faces file's problem, a face whose text does not fit. */
export const FACE_FILE_PROBLEM = 'F0001';
export const FACE_OVERFLOW = 'F0002';

/** A game's content folder (`content/<game>`), from the path of one of its files. */
function gameFolder(path: string): string | undefined {
  const parts = normalizePath(path).split('/');
  const i = parts.lastIndexOf('content');
  return i >= 0 && i + 2 < parts.length ? parts.slice(0, i + 2).join('/') : undefined;
}

export interface GameFaces {
  game: string;
  /** `content/<game>/faces.json`. */
  path: string;
  /** undefined: the game has no faces file (its faces use the default layout). */
  file: FaceFileResult | undefined;
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The faces file of every game the project holds files of. */
export async function readProjectFaces(project: Project): Promise<GameFaces[]> {
  const folders = new Map<string, string>();
  for (const file of project.files()) {
    const folder = gameFolder(file.path);
    if (file.game !== '' && folder !== undefined && !folders.has(file.game)) folders.set(file.game, folder);
  }
  return Promise.all(
    [...folders].map(async ([game, folder]) => {
      const path = `${folder}/${FACES_FILE}`;
      const text = await readIfPresent(path);
      const cardTypes = vocabularyOf(project.symbols(game).ruleset()).cardTypes;
      return { game, path, file: text === undefined ? undefined : readFaceTemplates(text, game, cardTypes.length > 0 ? cardTypes : undefined) };
    }),
  );
}

export interface ContentCardFace {
  path: string;
  game: string;
  card: AnyCard;
  face: CardFace;
  template: FaceTemplate;
}

/** Every card file's face with the template it is drawn with. */
export function projectCardFaces(project: Project, faces: readonly GameFaces[]): ContentCardFace[] {
  const templates = new Map(faces.map((f) => [f.game, f.file?.templates]));
  return project.files().flatMap((file) => {
    if (!isCardFile(file.path)) return [];
    const card = declaredCard(file.parsed.document.decls);
    if (card === undefined) return [];
    const face = cardFace(card, vocabularyOf(project.symbols(file.game).ruleset()));
    return [{ path: file.path, game: file.game, card, face, template: faceTemplateFor(templates.get(file.game), face) }];
  });
}

/** The faces files' problems and the faces that overflow, as diagnostics. */
export async function faceDiagnostics(project: Project): Promise<FileDiagnostic[]> {
  const faces = await readProjectFaces(project);
  const fileProblems = faces.flatMap(({ path, file }) =>
    (file?.problems ?? []).map((p): FileDiagnostic => {
      const at = { offset: 0, line: p.line, column: p.column };
      return { path, code: FACE_FILE_PROBLEM, severity: p.severity, message: p.message, range: { start: at, end: at } };
    }),
  );
  const overflows = projectCardFaces(project, faces).flatMap(({ path, card, face, template }) =>
    faceOverflow(face, template).map((o): FileDiagnostic => ({
      path,
      code: FACE_OVERFLOW,
      severity: 'warning',
      message: `${face.name}'s face: ${o.message} (faces.json: make the box larger or its minSize smaller, or shorten the text)`,
      range: card.name.range,
    })),
  );
  return [...fileProblems, ...overflows];
}
