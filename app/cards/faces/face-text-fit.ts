/**
 * Fitting text into a face's boxes with the face font's real advance widths (face-font-widths.ts): words
 * wrapped into lines, the size lowered a step at a time from the box's largest to its smallest. Pure and
 * browser-safe: the editor's live preview fits on every keystroke.
 *
 * Measured widths ignore kerning, which only narrows DejaVu text, so drawn text is never wider than measured.
 */
import type { FaceFontStyle } from './face-font';
import { FACE_FONT_WIDTHS } from './face-font-widths';

/** Line advance and the space between paragraphs, in ems. */
export const LINE_HEIGHT = 1.2;
export const PARAGRAPH_GAP = 0.35;
/** From the top of a line's box to its baseline, in ems (DejaVu Sans's ascent, 0.928). */
export const BASELINE = 0.93;
/** How much the size drops per fitting step (in SVG user units: a 750 × 1050 face). */
export const SIZE_STEP = 1;

/** A character the width tables do not cover is taken as one em wide: wider than any it could be drawn as. */
const UNKNOWN_WIDTH = 1000;

/** Each style's widths by code point, flattened once for constant-time lookups (fitting runs on every keystroke). */
const lookups = new Map<FaceFontStyle, Uint16Array>();

function lookup(style: FaceFontStyle): Uint16Array {
  let table = lookups.get(style);
  if (table === undefined) {
    const ranges = FACE_FONT_WIDTHS[style];
    const size = Math.max(...ranges.map((r) => r.start + r.widths.length));
    const flat = new Uint16Array(size);
    for (const range of ranges) range.widths.forEach((width, i) => (flat[range.start + i] = width));
    lookups.set(style, flat);
    table = flat;
  }
  return table;
}

/** The advance width of `text` in thousandths of an em (whole numbers: sums are exact). */
function emWidth(text: string, style: FaceFontStyle): number {
  const table = lookup(style);
  let thousandths = 0;
  for (const char of text) {
    const width = table[char.codePointAt(0) ?? 0];
    thousandths += width === undefined || width === 0 ? UNKNOWN_WIDTH : width;
  }
  return thousandths;
}

/** Thousandths of an em at `size`. */
function scaled(thousandths: number, size: number): number {
  return (thousandths * size) / 1000;
}

/** The advance width of `text` set at `size` in `style`. */
export function textWidth(text: string, size: number, style: FaceFontStyle = 'regular'): number {
  return scaled(emWidth(text, style), size);
}

/** A word wider than the line, split into pieces that fit (at least one character each). */
function splitWord(word: string, width: number, size: number, style: FaceFontStyle): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && textWidth(piece + char, size, style) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** A paragraph's words with their widths (thousandths of an em): measured once, wrapped at every size tried. */
interface MeasuredText {
  words: string[];
  widths: number[];
  space: number;
  style: FaceFontStyle;
}

function measure(text: string, style: FaceFontStyle): MeasuredText {
  const words = text.split(/\s+/).filter((w) => w !== '');
  return { words, widths: words.map((w) => emWidth(w, style)), space: emWidth(' ', style), style };
}

function wrapMeasured(text: MeasuredText, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  // In thousandths of an em, summed exactly; scaled to the size only to compare.
  let lineWidth = 0;
  text.words.forEach((word, i) => {
    const wordWidth = text.widths[i] ?? 0;
    if (line !== '' && scaled(lineWidth + text.space + wordWidth, size) <= width) {
      line = `${line} ${word}`;
      lineWidth += text.space + wordWidth;
      return;
    }
    if (line !== '') lines.push(line);
    const pieces = scaled(wordWidth, size) <= width ? [word] : splitWord(word, width, size, text.style);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? '';
    lineWidth = emWidth(line, text.style);
  });
  if (line !== '') lines.push(line);
  return lines;
}

/** One paragraph's lines: words wrapped greedily at spaces, a word too long for a line split across lines. */
export function wrapText(text: string, width: number, size: number, style: FaceFontStyle = 'regular'): string[] {
  return wrapMeasured(measure(text, style), width, size);
}

export interface FittedText {
  size: number;
  /** Each paragraph's lines. */
  paragraphs: string[][];
  /** Whether it fits the box; false: even at the smallest size it does not (drawn at that size anyway). */
  fits: boolean;
}

/** The height paragraphs of these line counts take at `size`. */
export function textHeight(lineCounts: readonly number[], size: number): number {
  const lines = lineCounts.reduce((sum, n) => sum + n, 0);
  return size * (lines * LINE_HEIGHT + Math.max(0, lineCounts.length - 1) * PARAGRAPH_GAP);
}

/** The largest size from `maxSize` down to `minSize` at which the paragraphs fit a `width` × `height` box. */
export function fitText(paragraphs: readonly string[], width: number, height: number, maxSize: number, minSize: number, style: FaceFontStyle = 'regular'): FittedText {
  const measured = paragraphs.map((p) => measure(p, style));
  const attempt = (size: number) => measured.map((p) => wrapMeasured(p, width, size));
  const fitsAt = (size: number, wrapped: string[][]) =>
    textHeight(wrapped.map((lines) => lines.length), size) <= height && wrapped.every((lines) => lines.every((line) => textWidth(line, size, style) <= width));
  for (let size = maxSize; size >= minSize; size -= SIZE_STEP) {
    const wrapped = attempt(size);
    if (fitsAt(size, wrapped)) return { size, paragraphs: wrapped, fits: true };
  }
  return { size: minSize, paragraphs: attempt(minSize), fits: false };
}

export interface FittedLine {
  size: number;
  /** false: wider than the box even at the smallest size (drawn squeezed to the box's width). */
  fits: boolean;
}

/** The largest size from `maxSize` down to `minSize` at which one line of text is at most `width` wide and one line high. */
export function fitLine(text: string, width: number, height: number, maxSize: number, minSize: number, style: FaceFontStyle = 'regular'): FittedLine {
  for (let size = Math.min(maxSize, Math.floor(height / LINE_HEIGHT)); size >= minSize; size -= SIZE_STEP) {
    if (textWidth(text, size, style) <= width) return { size, fits: true };
  }
  return { size: minSize, fits: false };
}
