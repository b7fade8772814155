/**
 * Numbers as prose writes them (`two`, `a`), which the language writes in digits: a designer who writes
 * `draw two cards` or `three "Card Name"` is told the digits (the validator's unknown names, the parser's
 * card lists).
 */
const numberWords = new Map(
  ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((word, n) => [word, String(n)] as const).concat([['a', '1'], ['an', '1']]),
);

/** The digits a number word stands for (`two` → `2`, `a` → `1`), or undefined for any other word. */
export function numberWordValue(word: string): string | undefined {
  return numberWords.get(word.toLowerCase());
}
