/**
 * The face font's files on disk (Node only): what the rasteriser (resvg) and the studio's font route load.
 * The browser-safe names are in face-font.ts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FACE_FONT_FAMILY, FACE_FONT_FILES, type FaceFontStyle } from './face-font';

export { FACE_FONT_FAMILY };

function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

/** The absolute path of one style's file. */
export function faceFontPath(style: FaceFontStyle): string {
  return join(fontDirectory(), FACE_FONT_FILES[style]);
}

/** The absolute paths of every file the faces use (regular, bold, italic). */
export function faceFontPaths(): string[] {
  return (Object.keys(FACE_FONT_FILES) as FaceFontStyle[]).map(faceFontPath);
}
