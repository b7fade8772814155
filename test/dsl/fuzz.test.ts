/**
 * Fuzzing: 10,000 seeded mutations of the content files (tokens deleted, duplicated or swapped, random
 * bytes inserted, the text cut short). Parsing, validation, formatting and completion never throw;
 * every diagnostic is positioned inside the text; whatever formats still means the same.
 */
import { describe, expect, it } from 'vitest';
import { sameAst } from '../../dsl/ast-compare';
import type { Diagnostic } from '../../dsl/diagnostics';
import { format } from '../../dsl/format/format';
import { complete } from '../../dsl/language-service/completion';
import { readSmithFiles } from '../../dsl/load-dir';
import { parse } from '../../dsl/parse';
import { isCardFile, Project } from '../../dsl/project';
import { mutate, seededRandom } from '../../dsl/testing/mutate';

const mutations = 10_000;

function checkPositions(text: string, diagnostics: Diagnostic[]): void {
  for (const d of diagnostics) {
    const { start, end } = d.range;
    if (!(start.offset >= 0 && start.offset <= end.offset && end.offset <= text.length && start.line >= 1 && start.column >= 1 && end.line >= start.line)) {
      throw new Error(`badly positioned ${d.code} ${JSON.stringify(d.range)} in a text of ${text.length} characters`);
    }
    expect(d.code).toMatch(/^(L|SG)\d{4}$/);
  }
}

describe('fuzz', () => {
  it(`survives ${mutations} mutated content files`, async () => {
    const files = await readSmithFiles(['content']);
    const project = new Project(files);
    const random = seededRandom(20240601);
    let withErrors = 0;
    let formatted = 0;
    // Card, deck and scenario files are what designers edit; family files (ruleset, roles …) get every
    // tenth mutation.
    const isShared = (path: string): boolean => isCardFile(path) || path.includes('/decks/') || path.includes('/scenarios/');
    const shared = files.filter((f) => isShared(f.path));
    const family = files.filter((f) => !isShared(f.path));
    for (let i = 0; i < mutations; i++) {
      const file = i % 10 === 9 ? family[Math.floor(i / 10) % family.length] : shared[i % shared.length];
      if (file === undefined) continue;
      let text = mutate(file.text, random);
      if (random() < 0.3) text = mutate(text, random);
      // Card, deck and scenario files go through the shared project (the editor's incremental path).
      // A mutated family file (ruleset, roles …) would re-validate the whole game twice per mutation, so it
      // is validated on its own instead.
      const incremental = isShared(file.path);
      try {
        const target = incremental ? project : new Project([{ path: file.path, text }]);
        if (incremental) project.update(file.path, text);
        const diagnostics = target.diagnostics(file.path);
        checkPositions(text, diagnostics);
        if (diagnostics.some((d) => d.severity === 'error')) withErrors++;
        if (i % 20 === 0) {
          const result = format(text);
          if (result.errors.length === 0) {
            formatted++;
            expect(sameAst(parse(result.text).document, parse(text).document)).toBe(true);
          }
          const projectFile = target.file(file.path);
          if (projectFile) complete(projectFile, target.symbols(projectFile.game), Math.floor(random() * (text.length + 1)));
        }
      } catch (error) {
        throw new Error(`mutation ${i} of ${file.path} (seed 20240601): ${error instanceof Error ? error.message : String(error)}\n---\n${text}`);
      }
      if (incremental) project.update(file.path, file.text);
    }
    expect(withErrors).toBeGreaterThan(mutations / 2);
    expect(formatted).toBeGreaterThan(0);
  }, 300_000);
});
