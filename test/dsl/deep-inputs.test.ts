/**
 * Deep and long inputs through every stage of the language: the lexer, the parser and AST builder, the
 * checker (through the project, as the studio and the CLI run it), the formatter, rules text, completion,
 * hover, and the engine's formula evaluation. Generated shapes: parentheses, signs and `not`s in a row,
 * long sums and power towers, `if … then … else` formulas, nested and chained blocks, long names,
 * long strings, many declarations, unbalanced brackets — from one level to tens of thousands, inside a
 * card, a ruleset formula and a scenario of either game.
 *
 * Every input must come back without a throw, with every diagnostic inside the text, and with a
 * "nesting too deep" error (L0004) whenever the text nests beyond the documented limit. The time bound is
 * loose on purpose (a property test is not a benchmark; `npm run bench` has the figures).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Expr } from '../../dsl/ast';
import type { Diagnostic } from '../../dsl/diagnostics';
import { MAX_LISTED_DIAGNOSTICS } from '../../dsl/diagnostics';
import { format } from '../../dsl/format/format';
import { complete } from '../../dsl/language-service/completion';
import { hoverAt } from '../../dsl/language-service/hover';
import { tokenize } from '../../dsl/lexer';
import { parse } from '../../dsl/parse';
import { Project } from '../../dsl/project';
import { rulesText } from '../../dsl/rules-text/rules-text';
import { deepEffects, deepFormulas } from '../../dsl/testing/deep-shapes';
import { MAX_TREE_DEPTH } from '../../dsl/tree-depth';
import { evaluate, type EvalContext, type FormulaWorld } from '../../engine/core/formula/expr';

const rulesets = {
  'mana-duel': readFileSync('content/mana-duel/ruleset.smith', 'utf8'),
  'summoners-grid': readFileSync('content/summoners-grid/ruleset.smith', 'utf8'),
};
type Game = keyof typeof rulesets;

interface Input {
  game: Game;
  path: string;
  text: string;
  /** The nesting the text asks for, when it is one deep shape (so an L0004 must come, or must not). */
  depth?: number;
}

function cardWithFormula(game: Game, formula: string): Pick<Input, 'path' | 'text'> {
  return game === 'mana-duel'
    ? { path: 'content/mana-duel/cards/spell/deep.smith', text: `spell "Deep" {\n  mana ${formula}\n  effect { draw 1 cards }\n}\n` }
    : { path: 'content/summoners-grid/cards/action/deep.smith', text: `action "Deep" {\n  param x ${formula}\n  effect { draw x cards }\n}\n` };
}

function cardWithEffect(game: Game, effect: string): Pick<Input, 'path' | 'text'> {
  return game === 'mana-duel'
    ? { path: 'content/mana-duel/cards/spell/deep.smith', text: `spell "Deep" {\n  mana 1\n  effect {\n${effect}\n  }\n}\n` }
    : { path: 'content/summoners-grid/cards/action/deep.smith', text: `action "Deep" {\n  effect {\n${effect}\n  }\n}\n` };
}

const size = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 40, max: 400 }), fc.integer({ min: 400, max: 20_000 }));
const game = fc.constantFrom<Game>('mana-duel', 'summoners-grid');

const input: fc.Arbitrary<Input> = fc.oneof(
  fc.record({ game, shape: fc.constantFrom(...Object.keys(deepFormulas)), n: size }).map(({ game, shape, n }) => ({ game, ...cardWithFormula(game, deepFormulas[shape]?.(n) ?? '1'), depth: shape === 'parens' || shape === 'calls' ? n : undefined })),
  fc.record({ game, shape: fc.constantFrom(...Object.keys(deepEffects)), n: size }).map(({ game, shape, n }) => ({ game, ...cardWithEffect(game, deepEffects[shape]?.(n) ?? '') })),
  fc.record({ shape: fc.constantFrom(...Object.keys(deepFormulas)), n: size }).map(({ shape, n }) => ({
    game: 'summoners-grid' as const,
    path: 'content/summoners-grid/ruleset-extra.smith',
    text: `ruleset "Extra" {\n  formulas {\n    deep = ${deepFormulas[shape]?.(n) ?? '1'}\n  }\n}\n`,
  })),
  fc.record({ shape: fc.constantFrom(...Object.keys(deepFormulas)), n: size }).map(({ shape, n }) => ({
    game: 'mana-duel' as const,
    path: 'content/mana-duel/scenarios/deep.smith',
    text: `scenario "Deep" {\n  expect you.health = ${deepFormulas[shape]?.(n) ?? '1'}\n}\n`,
  })),
  fc.record({ game, n: fc.integer({ min: 1, max: 3_000 }) }).map(({ game, n }) => ({
    game,
    path: `content/${game}/cards/spell/many.smith`,
    text: Array.from({ length: n }, (_, i) => (game === 'mana-duel' ? `spell "S${i}" { mana 1 effect { draw 1 cards } }` : `action "S${i}" { effect { draw 1 card } }`)).join('\n'),
  })),
  fc.record({ game, n: size }).map(({ game, n }) => ({ game, ...cardWithFormula(game, `1 ${'"'.repeat(1)}${'a'.repeat(n * 5)}`) })),
);

function positioned(text: string, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    const { start, end } = d.range;
    expect(start.offset >= 0 && start.offset <= end.offset && end.offset <= text.length, `${d.code} at ${JSON.stringify(d.range)} in ${text.length} characters`).toBe(true);
    expect(start.line).toBeGreaterThanOrEqual(1);
  }
}

/** Runs every stage; returns the file's diagnostics. */
function everyStage(item: Input): Diagnostic[] {
  tokenize(item.text);
  const parsed = parse(item.text);
  positioned(item.text, parsed.diagnostics);
  for (const decl of parsed.document.decls) rulesText(decl);
  const project = new Project([
    { path: `content/${item.game}/ruleset.smith`, text: rulesets[item.game] },
    { path: item.path, text: item.text },
  ]);
  const diagnostics = project.diagnostics(item.path);
  positioned(item.text, diagnostics);
  expect(diagnostics.length).toBeLessThanOrEqual(MAX_LISTED_DIAGNOSTICS + 1);
  format(item.text);
  const file = project.file(item.path);
  if (file) {
    const table = project.symbols(file.game);
    for (const at of [0, Math.floor(item.text.length / 2), item.text.length]) {
      complete(file, table, at);
      hoverAt(file, table, at);
    }
  }
  return diagnostics;
}

describe('deep and long inputs', () => {
  it('every stage answers every shape and size without a throw, with positioned diagnostics', () => {
    fc.assert(
      fc.property(input, (item) => {
        // CPU time, not wall time: a stall is work this process does, and a loaded machine (other jobs
        // beside the test) stretches wall time by any factor.
        const started = process.cpuUsage();
        const diagnostics = everyStage(item);
        const used = process.cpuUsage(started);
        const seconds = (used.user + used.system) / 1e6;
        // Loose: 2 s per 100 KB, at least 3 s; the fuzz run reports real figures.
        expect(seconds).toBeLessThan(Math.max(3, (2 * item.text.length) / 100_000));
        // Parentheses and calls nest one level each; past the parser's limit (about 60) L0004 must come,
        // and well inside it must not.
        if (item.depth !== undefined && item.depth > 70) expect(diagnostics.map((d) => d.code)).toContain('L0004');
        if (item.depth !== undefined && item.depth < 40) expect(diagnostics.map((d) => d.code)).not.toContain('L0004');
      }),
      { numRuns: 120, seed: 20261124, endOnFailure: true },
    );
  }, 240_000);

  it('refuses 1,000 parentheses, 10,000 signs and a 10,000-term sum with L0004 where the nesting starts', () => {
    for (const shape of ['parens', 'signs', 'sum'] as const) {
      const n = shape === 'parens' ? 1_000 : 10_000;
      const { text } = cardWithFormula('mana-duel', deepFormulas[shape]?.(n) ?? '');
      const deep = parse(text).diagnostics.filter((d) => d.code === 'L0004');
      expect(deep.length, shape).toBeGreaterThan(0);
      const first = deep[0];
      // Inside the formula (line 2, after `mana `), not at the file's start.
      expect(first?.range.start.line).toBe(2);
      expect(first?.range.start.column).toBeGreaterThan(7);
      // The formatter refuses rather than printing a tree it could not read.
      expect(format(text).changed).toBe(false);
    }
  });

  it('keeps the rest of the file: a declaration after a refused one is still read', () => {
    const text = `spell "Deep" { mana ${deepFormulas.parens?.(1_000)} effect { draw 1 cards } }\nspell "Fine" { mana 2 effect { draw 1 cards } }\n`;
    const names = parse(text).document.decls.map((d) => ('name' in d ? d.name.text : ''));
    expect(names).toContain('Fine');
  });

  it('evaluates the deepest formula it accepts: a sum of 400 ones is 400, 30 nested maxima of 1 are 1', () => {
    const world: FormulaWorld<{ id: string }> = {
      property: () => undefined,
      formula: () => undefined,
      setting: () => undefined,
      test: () => false,
      describe: () => '',
    };
    const ctx: EvalContext<{ id: string }> = { world, locals: {}, params: {}, subject: null, controller: 'A' };
    const valueOf = (formula: string): number => {
      const parsed = parse(`ruleset "R" {\n  formulas {\n    f = ${formula}\n  }\n}\n`);
      expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const decl = parsed.document.decls[0];
      const def = decl?.kind === 'Ruleset' ? decl.formulas[0] : undefined;
      if (!def) throw new Error('the ruleset has no formula');
      const value: unknown = evaluate(def.body satisfies Expr, ctx);
      return Number(value);
    };
    expect(valueOf(deepFormulas.sum?.(399) ?? '')).toBe(400);
    expect(valueOf(deepFormulas.calls?.(30) ?? '')).toBe(1);
    expect(valueOf(deepFormulas.signs?.(MAX_TREE_DEPTH - 100) ?? '')).toBe(1);
  });

  it('completes inside a formula nested past the parser\'s limit at once and with nothing, and inside the limit still offers words', () => {
    // Found by `npm run fuzz` with completion in it: 1,000 levels of `if … else` in a weapon's damage
    // formula took 7 s of completion (the grammar's paths grow with every level); within the parser's
    // limit (about 60 levels) completion must still answer.
    const weapon = (levels: number) => `weapon "Deep" {\n  power 30\n  range 1\n  physical damage = STR * (${deepFormulas.elseIfs?.(levels) ?? ''})\n}\n`;
    const completionAt = (levels: number) => {
      const path = 'content/summoners-grid/cards/equipment/deep.smith';
      const text = weapon(levels);
      const project = new Project([{ path: 'content/summoners-grid/ruleset.smith', text: rulesets['summoners-grid'] }, { path, text }]);
      const file = project.file(path);
      if (!file) throw new Error('no file');
      const table = project.symbols(file.game);
      const started = process.cpuUsage();
      // Just after an `else`: a formula may start there.
      const items = complete(file, table, text.lastIndexOf('else') + 'else '.length).items;
      const used = process.cpuUsage(started);
      return { items, seconds: (used.user + used.system) / 1e6 };
    };
    const deep = completionAt(1_000);
    expect(deep.items).toEqual([]);
    expect(deep.seconds).toBeLessThan(1);
    const within = completionAt(50);
    expect(within.items.map((i) => i.label)).toEqual(expect.arrayContaining(['if', 'STR']));
  });
});
