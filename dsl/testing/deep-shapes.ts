/**
 * Deep and long constructs of the language, `n` levels deep or `n` terms long: what the property test
 * (`test/dsl/deep-inputs.test.ts`) wraps in cards, rulesets and scenarios, and what `npm run fuzz`
 * inserts into content files.
 */

/** Formulas. */
export const deepFormulas: Record<string, (n: number) => string> = {
  parens: (n) => `${'('.repeat(n)}1${')'.repeat(n)}`,
  signs: (n) => `${'- '.repeat(n)}1`,
  sum: (n) => Array.from({ length: n + 1 }, () => '1').join(' + '),
  power: (n) => Array.from({ length: n + 1 }, () => '1').join(' ^ '),
  ifs: (n) => `${'if 1 > 0 then '.repeat(n)}1${' else 2'.repeat(n)}`,
  elseIfs: (n) => `${'if 1 > 2 then 3 else '.repeat(n)}1`,
  calls: (n) => `${'max(1, '.repeat(n)}1${')'.repeat(n)}`,
  nots: (n) => `if ${'not '.repeat(n)}1 > 0 then 1 else 2`,
  unbalanced: (n) => `${'('.repeat(n)}1`,
  longName: (n) => `x${'y'.repeat(n)}`,
};

/** Effect bodies (the mana duel's steps; in another game's card they are also unknown words). */
export const deepEffects: Record<string, (n: number) => string> = {
  nestedIfs: (n) => `${'if you.health > 1 { '.repeat(n)}draw 1 cards${' }'.repeat(n)}`,
  elseIfChain: (n) => `if you.health > 1 { draw 1 cards }${' else if you.health > 2 { draw 1 cards }'.repeat(n)}`,
  braces: (n) => `${'{ '.repeat(n)}draw 1 cards${' }'.repeat(n)}`,
  manySteps: (n) => Array.from({ length: n }, () => 'draw 1 cards').join('\n'),
  badSteps: (n) => Array.from({ length: n }, () => 'draw nothing cards').join('\n'),
  closers: (n) => '}'.repeat(n),
};
