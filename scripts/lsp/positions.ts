/**
 * Positions as the Language Server Protocol counts them: a 0-based line and a 0-based character counted
 * in UTF-16 code units (the protocol's default encoding, and a JavaScript string's own unit), with
 * `\n`, `\r\n` and a lone `\r` each ending a line. The DSL's ranges carry offsets into the text, so
 * converting goes through the offset: exact whatever the DSL's own line/column count does with `\r`.
 */
import type { Range } from '../../dsl/ast';
import { lineIndex } from '../../dsl/position';

export interface LspPosition {
  line: number;
  character: number;
}

export interface LspRange {
  start: LspPosition;
  end: LspPosition;
}

export class LspLines {
  /** Offset where each line starts. */
  private readonly starts: number[] = [0];
  /** Offset where each line's text ends (before its line break). */
  private readonly ends: number[] = [];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.ends.push(i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      this.starts.push(i + 1);
    }
    this.ends.push(text.length);
  }

  position(offset: number): LspPosition {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const line = lineIndex(this.starts, clamped);
    return { line, character: clamped - (this.starts[line] ?? 0) };
  }

  /** The offset of a position; a line past the end is the end of the text, a character past the line's end is its end. */
  offset(position: LspPosition): number {
    if (position.line >= this.starts.length) return this.text.length;
    const line = Math.max(0, position.line);
    const start = this.starts[line] ?? 0;
    const end = this.ends[line] ?? this.text.length;
    return Math.min(end, start + Math.max(0, position.character));
  }

  range(range: Range): LspRange {
    return { start: this.position(range.start.offset), end: this.position(range.end.offset) };
  }
}
