/**
 * Text edits by offset, applied together: what a rename across files does to each file (the editor to the
 * files it holds, the server to the drafts it saves). Pure and browser-safe.
 */
export interface OffsetEdit {
  start: number;
  end: number;
  newText: string;
}

/** `text` with `edits` applied, or undefined when two edits overlap or one lies outside the text. */
export function applyOffsetEdits(text: string, edits: readonly OffsetEdit[]): string | undefined {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  let out = text;
  let limit = text.length;
  for (const edit of sorted) {
    if (edit.start > edit.end || edit.end > limit) return undefined;
    out = out.slice(0, edit.start) + edit.newText + out.slice(edit.end);
    limit = edit.start;
  }
  return out;
}

/**
 * The edits that take `applyOffsetEdits(text, edits)` back to `text` (what undoing them writes), or
 * undefined when the edits cannot be applied together. Offsets are in the edited text.
 */
export function inverseOffsetEdits(text: string, edits: readonly OffsetEdit[]): OffsetEdit[] | undefined {
  if (applyOffsetEdits(text, edits) === undefined) return undefined;
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let shift = 0;
  return sorted.map((edit) => {
    const start = edit.start + shift;
    shift += edit.newText.length - (edit.end - edit.start);
    return { start, end: start + edit.newText.length, newText: text.slice(edit.start, edit.end) };
  });
}
