/**
 * A game's face templates read from its content folder on disk (content/<game>/faces.json), for exports,
 * which draw what the content holds now rather than what the studio was built with. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FaceTemplates } from './face-template';
import { FACES_FILE, readFaceTemplates } from './face-templates-file';

export type TemplatesRead = { ok: true; templates: FaceTemplates | undefined } | { ok: false; message: string };

/** The templates of `game` (absent file: none, and faces use the default layout); a file with errors is refused, naming it. */
export function readGameFaceTemplates(contentDir: string, game: string): TemplatesRead {
  const path = join(contentDir, game, FACES_FILE);
  if (!existsSync(path)) return { ok: true, templates: undefined };
  const result = readFaceTemplates(readFileSync(path, 'utf8'), game);
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0 || result.templates === undefined) {
    return { ok: false, message: errors.map((p) => `${path}:${p.line}:${p.column}: ${p.message}`).join('\n') || `${path}: no templates` };
  }
  return { ok: true, templates: result.templates };
}
