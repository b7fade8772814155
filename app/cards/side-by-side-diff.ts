/**
 * A side-by-side difference of two texts (two versions of a card's source, or of its rules text): rows of
 * an old line on the left and a new line on the right. A run of removed lines followed by added lines
 * is paired row by row as changed lines, with the changed words marked inside each; what is left over
 * of the run stays alone on its side. Pure (browser-safe): the API computes it, the history page draws it.
 *
 * Both texts are compared as if they ended with a newline, so a missing final newline is no difference.
 */
import { diffLines, diffWordsWithSpace } from 'diff';
import { z } from 'zod';

export const DiffSegment = z.object({ text: z.string(), changed: z.boolean() });
export type DiffSegment = z.infer<typeof DiffSegment>;

/** One side of a row: its 1-based line number in that text and its text in segments. */
export const DiffCell = z.object({ line: z.number().int().positive(), segments: z.array(DiffSegment) });
export type DiffCell = z.infer<typeof DiffCell>;

export const DiffRow = z.object({
  kind: z.enum(['same', 'changed', 'removed', 'added']),
  left: DiffCell.nullable(),
  right: DiffCell.nullable(),
});
export type DiffRow = z.infer<typeof DiffRow>;

export const SideBySideDiff = z.object({
  rows: z.array(DiffRow),
  /** Lines of the right text that are not in the left one (changed lines count once here…). */
  added: z.number().int().nonnegative(),
  /** …and once here. */
  removed: z.number().int().nonnegative(),
});
export type SideBySideDiff = z.infer<typeof SideBySideDiff>;

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

const withFinalNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** The words of a changed line pair, each side with its changed words marked. */
function wordSegments(before: string, after: string): { left: DiffSegment[]; right: DiffSegment[] } {
  const left: DiffSegment[] = [];
  const right: DiffSegment[] = [];
  for (const change of diffWordsWithSpace(before, after)) {
    if (!change.added) left.push({ text: change.value, changed: change.removed });
    if (!change.removed) right.push({ text: change.value, changed: change.added });
  }
  return { left, right };
}

export function sideBySide(before: string, after: string): SideBySideDiff {
  const rows: DiffRow[] = [];
  let leftLine = 1;
  let rightLine = 1;
  let removedRun: string[] = [];
  let addedRun: string[] = [];

  const flush = () => {
    const paired = Math.min(removedRun.length, addedRun.length);
    for (let i = 0; i < paired; i++) {
      const { left, right } = wordSegments(removedRun[i] ?? '', addedRun[i] ?? '');
      rows.push({ kind: 'changed', left: { line: leftLine++, segments: left }, right: { line: rightLine++, segments: right } });
    }
    for (const text of removedRun.slice(paired)) rows.push({ kind: 'removed', left: { line: leftLine++, segments: [{ text, changed: true }] }, right: null });
    for (const text of addedRun.slice(paired)) rows.push({ kind: 'added', left: null, right: { line: rightLine++, segments: [{ text, changed: true }] } });
    removedRun = [];
    addedRun = [];
  };

  for (const change of diffLines(withFinalNewline(before), withFinalNewline(after))) {
    const lines = linesOf(change.value);
    if (change.removed) removedRun.push(...lines);
    else if (change.added) addedRun.push(...lines);
    else {
      flush();
      for (const text of lines) rows.push({ kind: 'same', left: { line: leftLine++, segments: [{ text, changed: false }] }, right: { line: rightLine++, segments: [{ text, changed: false }] } });
    }
  }
  flush();
  return {
    rows,
    added: rows.filter((r) => r.kind === 'added' || r.kind === 'changed').length,
    removed: rows.filter((r) => r.kind === 'removed' || r.kind === 'changed').length,
  };
}
