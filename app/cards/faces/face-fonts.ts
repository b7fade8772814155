/**
 * The face font's files on disk (Node only): what the rasteriser (resvg) and the studio's font route load.
 * The browser-safe names are in face-font.ts.
 */
import { dirname, join } from 'node:path';
import { FACE_FONT_FAMILY, FACE_FONT_FILES, type FaceFontStyle } from './face-font';
import { packageFile } from './package-file';

export { FACE_FONT_FAMILY };

const FONT_PACKAGE = 'dejavu-fonts-ttf';

function fontDirectory(): string {
  const manifest = packageFile(`${FONT_PACKAGE}/package.json`);
  if (manifest === undefined) throw new Error(`the face font package ${FONT_PACKAGE} is not installed (npm install)`);
  return join(dirname(manifest), 'ttf');
}

/** The absolute path of one style's file. */
export function faceFontPath(style: FaceFontStyle): string {
  return join(fontDirectory(), FACE_FONT_FILES[style]);
}

/** The absolute paths of every file the faces use (regular, bold, italic). */
export function faceFontPaths(): string[] {
  return (Object.keys(FACE_FONT_FILES) as FaceFontStyle[]).map(faceFontPath);
}
