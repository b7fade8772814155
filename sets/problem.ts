/**
 * One thing wrong with a bundle or an import. Verification and import never stop at the first problem:
 * they collect every one, so a designer fixes a bundle in one pass.
 */
export interface Problem {
  /** The bundle file the problem is in (`cards.json`, `manifest.json` …). */
  file: string;
  /** The card it concerns, when there is one (its stable id). */
  card?: string;
  /** Where inside the file: a JSON path such as `cards[3].ast.params[0]`, or `line:col` in a card's source. */
  at?: string;
  message: string;
}

/** `cards.json: card blast-bolt (line 4:7): unknown stat "INTT"`. */
export function formatProblem(p: Problem): string {
  const where = [p.card === undefined ? '' : ` card ${p.card}`, p.at === undefined ? '' : ` (${p.at})`].join('');
  return `${p.file}:${where} ${p.message}`;
}
