/**
 * What an export needs from the faces work, until that work lands: the font files the rasteriser loads
 * and a game's face templates (content/<game>/faces.json). LOCAL ADAPTER: when app/cards/faces/face-fonts.ts
 * (FACE_FONT_FAMILY, faceFontPaths()) and the faces.json loader exist, these two functions point at them.
 * Node only (reads files).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FaceTemplates } from './face-template';
import { packageFile } from './package-file';

/** The family the faces draw in; the files below provide it. */
export const EXPORT_FONT_FAMILY = 'DejaVu Sans';

const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'];

/** The font files to load into the rasteriser (it loads no system fonts): the package's, else Debian's. */
export function exportFontPaths(): string[] {
  const dirs: string[] = [];
  const installed = packageFile('dejavu-fonts-ttf/package.json');
  if (installed) dirs.push(join(dirname(installed), 'ttf'));
  dirs.push('/usr/share/fonts/truetype/dejavu');
  for (const dir of dirs) {
    const files = FONT_FILES.map((f) => join(dir, f)).filter((f) => existsSync(f));
    if (files.length > 0) return files;
  }
  return [];
}

export type TemplatesRead = { ok: true; templates: FaceTemplates | undefined } | { ok: false; message: string };

/** content/<game>/faces.json, checked (absent: the faces use the fallback template). */
export function readFaceTemplates(contentDir: string, game: string): TemplatesRead {
  const path = join(contentDir, game, 'faces.json');
  if (!existsSync(path)) return { ok: true, templates: undefined };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { ok: false, message: `${path}: not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = FaceTemplates.safeParse(json);
  if (!parsed.success) return { ok: false, message: `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` };
  return { ok: true, templates: parsed.data };
}
