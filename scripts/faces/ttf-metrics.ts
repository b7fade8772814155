/**
 * The advance widths of a TrueType font's characters, read from its own tables (head, hhea, hmtx, cmap
 * format 4): all the text fitting of card faces needs, without a font library. Only the Basic
 * Multilingual Plane is read (format 4 subtables), which covers every character card text uses.
 */
export interface FontMetrics {
  unitsPerEm: number;
  /** Advance width in font units, by Unicode code point. */
  advances: Map<number, number>;
}

function tableOffsets(font: DataView): Map<string, number> {
  const count = font.getUint16(4);
  const tables = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(font.getUint8(record), font.getUint8(record + 1), font.getUint8(record + 2), font.getUint8(record + 3));
    tables.set(tag, font.getUint32(record + 8));
  }
  return tables;
}

function required(tables: Map<string, number>, tag: string): number {
  const offset = tables.get(tag);
  if (offset === undefined) throw new Error(`the font has no ${tag} table`);
  return offset;
}

/** Code point → glyph index, from the cmap's Unicode BMP (format 4) subtable. */
function characterGlyphs(font: DataView, cmap: number): Map<number, number> {
  const subtables = font.getUint16(cmap + 2);
  let format4: number | undefined;
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.getUint16(record);
    const encoding = font.getUint16(record + 2);
    const offset = cmap + font.getUint32(record + 4);
    if (font.getUint16(offset) === 4 && (platform === 0 || (platform === 3 && encoding === 1))) format4 = offset;
  }
  if (format4 === undefined) throw new Error('the font has no Unicode BMP (format 4) cmap subtable');
  const segments = font.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const glyphs = new Map<number, number>();
  for (let s = 0; s < segments; s++) {
    const end = font.getUint16(ends + s * 2);
    const start = font.getUint16(starts + s * 2);
    const delta = font.getInt16(deltas + s * 2);
    const rangeOffsetAt = rangeOffsets + s * 2;
    const rangeOffset = font.getUint16(rangeOffsetAt);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = font.getUint16(rangeOffsetAt + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) glyphs.set(c, glyph);
    }
  }
  return glyphs;
}

export function fontMetrics(bytes: Uint8Array): FontMetrics {
  const font = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = tableOffsets(font);
  const unitsPerEm = font.getUint16(required(tables, 'head') + 18);
  const longMetrics = font.getUint16(required(tables, 'hhea') + 34);
  const hmtx = required(tables, 'hmtx');
  const advanceOf = (glyph: number) => font.getUint16(hmtx + Math.min(glyph, longMetrics - 1) * 4);
  const advances = new Map<number, number>();
  for (const [codePoint, glyph] of characterGlyphs(font, required(tables, 'cmap'))) advances.set(codePoint, advanceOf(glyph));
  return { unitsPerEm, advances };
}
