import { describe, expect, it } from 'vitest';
import { sideBySide, type DiffRow } from './side-by-side-diff';

/** A row as `kind left-line:text | right-line:text`, changed words in [brackets]. */
function show(row: DiffRow): string {
  const cell = (c: DiffRow['left']) => (c ? `${c.line}:${c.segments.map((s) => (s.changed ? `[${s.text}]` : s.text)).join('')}` : '-');
  return `${row.kind} ${cell(row.left)} | ${cell(row.right)}`;
}

describe('sideBySide', () => {
  it('shows identical texts as rows of the same lines, numbered on both sides', () => {
    const diff = sideBySide('a\nb\n', 'a\nb\n');
    expect(diff.rows.map(show)).toEqual(['same 1:a | 1:a', 'same 2:b | 2:b']);
    expect([diff.added, diff.removed]).toEqual([0, 0]);
  });

  it('pairs a replaced line as one changed row with the changed word marked on each side', () => {
    const diff = sideBySide('name\npower 60\nend\n', 'name\npower 70\nend\n');
    expect(diff.rows.map(show)).toEqual(['same 1:name | 1:name', 'changed 2:power [60] | 2:power [70]', 'same 3:end | 3:end']);
    expect([diff.added, diff.removed]).toEqual([1, 1]);
  });

  it('keeps the line numbers of each side apart when lines are only added or only removed', () => {
    const diff = sideBySide('a\nb\nc\n', 'a\nc\nd\ne\n');
    expect(diff.rows.map(show)).toEqual(['same 1:a | 1:a', 'removed 2:[b] | -', 'same 3:c | 2:c', 'added - | 3:[d]', 'added - | 4:[e]']);
    expect([diff.added, diff.removed]).toEqual([2, 1]);
  });

  it('pairs a run of two removed lines with three added ones: two changed rows and one added', () => {
    const diff = sideBySide('x\none\ntwo\ny\n', 'x\nuno\ndos\ntres\ny\n');
    expect(diff.rows.map((r) => r.kind)).toEqual(['same', 'changed', 'changed', 'added', 'same']);
    expect(diff.rows[3]?.right?.line).toBe(4);
    expect(diff.rows[4]?.left?.line).toBe(4);
    expect(diff.rows[4]?.right?.line).toBe(5);
  });

  it('treats a missing final newline as no difference, and an empty text as no lines', () => {
    expect(sideBySide('a\nb', 'a\nb\n').rows.map((r) => r.kind)).toEqual(['same', 'same']);
    const fromNothing = sideBySide('', 'a\n');
    expect(fromNothing.rows.map(show)).toEqual(['added - | 1:[a]']);
    expect(sideBySide('', '').rows).toEqual([]);
  });
});
