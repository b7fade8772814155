import { describe, expect, it } from 'vitest';
import { capDiagnostics, countDiagnostics, sortDiagnostics, type Diagnostic } from './diagnostics';
import { Project } from './project';

const at = (offset: number, severity: Diagnostic['severity']): Diagnostic => {
  const p = { offset, line: 1, column: offset + 1 };
  return { code: severity === 'error' ? 'L0003' : 'L0401', severity, message: `${severity} at ${offset}`, range: { start: p, end: p } };
};

describe('capDiagnostics and countDiagnostics', () => {
  it('lists the first ones and one line for the rest, which carries how many errors and warnings it stands for', () => {
    // Errors at even offsets and at 9, warnings at the other odd ones: 7 errors (0, 2, 4, 6, 8, 9, 10) and
    // 5 warnings (1, 3, 5, 7, 11). A cap of 4 lists offsets 0–3.
    const list = Array.from({ length: 12 }, (_, i) => at(i, i % 2 === 0 || i === 9 ? 'error' : 'warning'));
    const capped = capDiagnostics(sortDiagnostics(list), 4);
    expect(capped).toHaveLength(5);
    const summary = capped[4];
    expect(summary?.code).toBe('L0005');
    expect(summary?.unlisted).toEqual({ errors: 5, warnings: 3 }); // offsets 4–11: errors 4, 6, 8, 9, 10; warnings 5, 7, 11
    expect(summary?.message).toBe('8 more problems in this file (5 errors) not listed: fix the ones above first');
    expect(countDiagnostics(capped)).toEqual({ errors: 7, warnings: 5 });
    expect(countDiagnostics(capped)).toEqual(countDiagnostics(list));
  });

  it('a rest of warnings only is a warning line, and counts as warnings', () => {
    const list = [at(0, 'error'), at(1, 'warning'), at(2, 'warning')];
    const capped = capDiagnostics(list, 1);
    expect(capped[1]?.severity).toBe('warning');
    expect(countDiagnostics(capped)).toEqual({ errors: 1, warnings: 2 });
  });

  it("a file's count is that of every problem it has, not of the lines listed (250 bad steps)", () => {
    const path = 'content/fixture/actions.smith';
    const project = new Project([{ path, text: `action A { effect { ${'draw nothing cards\n'.repeat(250)} } }` }]);
    const file = project.file(path);
    const all = [...(file?.parsed.diagnostics ?? []), ...(file?.declarationDiagnostics ?? []), ...(file?.semantic ?? [])];
    expect(all.length).toBeGreaterThan(200);
    const capped = project.diagnostics(path);
    expect(capped).toHaveLength(201);
    expect(countDiagnostics(capped)).toEqual(countDiagnostics(all));
    expect(countDiagnostics(capped).errors).toBe(all.filter((d) => d.severity === 'error').length);
  });
});
