/**
 * The face font's files on disk (Node only): what the rasteriser (resvg) and the studio's font route load.
 * The browser-safe names are in face-font.ts.
 *
 * The package is found by walking up from the working directory to a `node_modules` that holds it, as
 * Node would: `require.resolve` is not used because the studio's bundler replaces it with a module number.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FACE_FONT_FAMILY, FACE_FONT_FILES, type FaceFontStyle } from './face-font';

export { FACE_FONT_FAMILY };

const FONT_PACKAGE = 'dejavu-fonts-ttf';

function fontDirectory(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', FONT_PACKAGE, 'ttf');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`the face font package ${FONT_PACKAGE} is not installed (npm install)`);
  }
}

/** The absolute path of one style's file. */
export function faceFontPath(style: FaceFontStyle): string {
  return join(fontDirectory(), FACE_FONT_FILES[style]);
}

/** The absolute paths of every file the faces use (regular, bold, italic). */
export function faceFontPaths(): string[] {
  return (Object.keys(FACE_FONT_FILES) as FaceFontStyle[]).map(faceFontPath);
}
