/**
 * The typeface card faces are set in (browser-safe: the SVG drawing names it, the studio serves it). One
 * family in three styles, each a TrueType file of the `dejavu-fonts-ttf` package: the rasteriser loads the
 * same files (face-fonts.ts), and text fitting measures with their advance widths (face-font-widths.ts).
 */
export const FACE_FONT_FAMILY = 'DejaVu Sans';

export type FaceFontStyle = 'regular' | 'bold' | 'italic';

/** The package's file of each style (under `dejavu-fonts-ttf/ttf/`); DejaVu's italic is its Oblique. */
export const FACE_FONT_FILES: Record<FaceFontStyle, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
};

/** Where the studio serves the font files (app/api/faces/fonts/[file]/route.ts). */
export const FACE_FONT_ROUTE = '/api/faces/fonts';
