/**
 * Printed output as lines. Each line may carry an anchor: the source offset of the AST node it starts,
 * which is how comments and blank lines of the source find their place in the formatted text.
 */
export interface Line {
  indent: number;
  text: string;
  /** Source offset of the node this line prints (start), if any. */
  anchor?: number;
  /**
   * For a closing brace: where to start looking for that brace in the source (the end of the block's last
   * child, or the brace itself). Comments just before a `}` stay inside the block.
   */
  closes?: number;
  /**
   * For a block header whose own position the AST does not record (`settings {`, `effect {`): the offset
   * of its first child. The formatter finds the header keyword before it and anchors the line there.
   */
  opens?: number;
}

export function line(indent: number, text: string, anchor?: number): Line {
  return anchor === undefined ? { indent, text } : { indent, text, anchor };
}

export function closing(indent: number, text: string, closes: number): Line {
  return { indent, text, closes };
}

export function opening(indent: number, text: string, firstChild: number | undefined): Line {
  return firstChild === undefined ? { indent, text } : { indent, text, opens: firstChild };
}

/** Appends `suffix` to the last line (e.g. `} until end of turn`). */
export function appendToLast(lines: Line[], suffix: string): Line[] {
  const last = lines[lines.length - 1];
  if (last) last.text += suffix;
  return lines;
}
