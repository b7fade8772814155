import { describe, expect, it } from 'vitest';
import { diffSetVersions, setDiffMarkdown, type DiffEntry, type TextPart } from './set-diff';

const entry = (id: string, version: number, rulesText: string, extra: Partial<DiffEntry> = {}): DiffEntry => ({
  id,
  version,
  name: id.toUpperCase(),
  kind: 'action',
  rulesText,
  source: `action "${id}" {\n  power ${version}\n}\n`,
  changelog: `v${version}`,
  ...extra,
});

const textOf = (parts: TextPart[] | undefined, op: TextPart['op']) => (parts ?? []).filter((p) => p.op === op).map((p) => p.text).join('|');

describe('diffSetVersions', () => {
  const v1 = [entry('bolt', 1, 'Deal 60 fire damage.'), entry('rush', 1, 'Double MV.'), entry('old', 2, 'Gone soon.'), entry('same', 1, 'Stays.')];
  const v2 = [entry('bolt', 2, 'Deal 70 fire damage.'), entry('rush', 1, 'Double MV.', { name: 'Rush!' }), entry('new', 1, 'Fresh.'), entry('same', 1, 'Stays.')];
  const diff = diffSetVersions(v1, v2);

  it('lists added and removed entries by id', () => {
    expect(diff.added).toEqual([{ id: 'new', version: 1, name: 'NEW', kind: 'action' }]);
    expect(diff.removed).toEqual([{ id: 'old', version: 2, name: 'OLD', kind: 'action' }]);
    expect(diff.unchanged).toBe(1);
  });

  it('gives a changed card its version step, changelog and a word diff of the rules text', () => {
    const bolt = diff.changed.find((c) => c.id === 'bolt');
    expect(bolt?.version).toEqual({ before: 1, after: 2 });
    expect(bolt?.changelog).toBe('v2');
    expect(textOf(bolt?.rulesText, 'removed')).toBe('60');
    expect(textOf(bolt?.rulesText, 'added')).toBe('70');
    expect(textOf(bolt?.source, 'removed')).toBe('  power 1\n');
    expect(textOf(bolt?.source, 'added')).toBe('  power 2\n');
  });

  it('reports a rename with the same version and unchanged text as a change without text diffs', () => {
    const rush = diff.changed.find((c) => c.id === 'rush');
    expect(rush?.name).toEqual({ before: 'RUSH', after: 'Rush!' });
    expect(rush?.rulesText).toBeUndefined();
    expect(rush?.source).toBeUndefined();
  });

  it('compares definitions (no versions) by source', () => {
    const species = (source: string): DiffEntry => ({ id: 'gignen', version: null, name: 'Gignen', kind: 'species', rulesText: '', source, changelog: '' });
    const d = diffSetVersions([species('species Gignen { STR 8..12 }\n')], [species('species Gignen { STR 9..12 }\n')]);
    expect(d.changed.map((c) => [c.id, c.version, c.rulesText])).toEqual([['gignen', { before: null, after: null }, undefined]]);
    expect(setDiffMarkdown('t', d)).toContain('### Gignen (`gignen` species)');
    expect(setDiffMarkdown('t', diffSetVersions([], [species('x')]))).toContain('- Gignen (`gignen`, species)');
  });

  it('is empty between identical versions', () => {
    expect(diffSetVersions(v1, [...v1].reverse())).toEqual({ added: [], removed: [], changed: [], unchanged: 4 });
  });

  it('renders a Markdown changelog', () => {
    const md = setDiffMarkdown('Alpha v1 → v2', diff);
    expect(md).toContain('1 added, 1 removed, 2 changed, 1 unchanged.');
    expect(md).toContain('- NEW (`new` v1, action)');
    expect(md).toContain('### BOLT (`bolt` v1 → v2)');
    expect(md).toContain('Deal {-60-}{+70+} fire damage.');
    expect(md).toContain('-  power 1\n+  power 2');
    expect(md).toContain('### RUSH → Rush! (`rush` v1 → v1)');
    expect(setDiffMarkdown('x', diffSetVersions([], []))).toBe('# x\n\nNo changes.\n');
  });
});
