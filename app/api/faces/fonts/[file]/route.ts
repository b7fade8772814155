/**
 * GET /api/faces/fonts/<file>: the card faces' font files (face-font.ts), so the studio draws faces with
 * the very font the exports rasterise with. Public like any static file; only the faces' own files.
 */
import { readFile } from 'node:fs/promises';
import { FACE_FONT_FILES, type FaceFontStyle } from '../../../../cards/faces/face-font';
import { faceFontPath } from '../../../../cards/faces/face-fonts';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const style = (Object.keys(FACE_FONT_FILES) as FaceFontStyle[]).find((s) => FACE_FONT_FILES[s] === file);
  if (style === undefined) return new Response(`no face font "${file}"\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const bytes = await readFile(faceFontPath(style));
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'font/ttf', 'cache-control': 'public, max-age=604800, immutable' } });
}
