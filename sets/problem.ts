import { z } from 'zod';
import { MAX_LISTED_DIAGNOSTICS } from '../dsl/diagnostics';

/**
 * One thing wrong with a bundle, an import or a set version being frozen. Verification, import and
 * freezing never stop at the first problem: they collect every one, so a designer fixes it in one pass.
 */
export const problemSchema = z.object({
  /** The bundle file the problem is in (`cards.json`, `manifest.json` …); absent for a set in the database. */
  file: z.string().optional(),
  /** The card it concerns, when there is one (its stable id). */
  card: z.string().optional(),
  /** Where inside the file: a JSON path such as `cards[3].ast.params[0]`, or `line:col` in a card's source. */
  at: z.string().optional(),
  message: z.string(),
  /**
   * Set on the one line that stands for problems not listed: the rest past MAX_LISTED_PROBLEMS, or the
   * part of cards.json left unchecked. A count of the list then says "more than" (countProblems).
   */
  unlisted: z.literal(true).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** `cards.json: card blast-bolt (4:7): unknown stat "INTT"`. */
export function formatProblem(p: Problem): string {
  const where = [p.file, p.card === undefined ? undefined : `card ${p.card}`, p.at === undefined ? undefined : `(${p.at})`].filter((w) => w !== undefined);
  return where.length === 0 ? p.message : `${where.join(' ')}: ${p.message}`;
}

/**
 * How many problems one check lists. A cards.json of 20,000 empty entries (0.2 MB) has 240,000 (twelve
 * missing fields each), and one of a million would have run the importing process out of memory before
 * listing them. Any problem refuses the whole import, so the first ones are what a designer needs: as
 * many as the card language lists of one file (dsl/diagnostics.ts).
 */
export const MAX_LISTED_PROBLEMS = MAX_LISTED_DIAGNOSTICS;

/**
 * The first MAX_LISTED_PROBLEMS of `problems`, and in place of the rest one saying how many there are
 * (or that there are more, when the rest holds a part left unchecked, whose problems nobody counted).
 */
export function capProblems(problems: Problem[], max = MAX_LISTED_PROBLEMS): Problem[] {
  const rest = problems.slice(max);
  if (rest.length === 0) return problems;
  const counted = rest.every((p) => p.unlisted !== true);
  const message = counted
    ? `${rest.length} more problem${rest.length === 1 ? '' : 's'} not listed: fix the ones above first`
    : 'more problems not listed, and part of the bundle was not checked: fix the ones above first';
  return [...problems.slice(0, max), { message, unlisted: true }];
}

/** "3 problems", or "more than 200 problems" when a line of the list stands for problems not listed. */
export function countProblems(problems: readonly Problem[]): string {
  const listed = problems.filter((p) => p.unlisted !== true).length;
  const counted = `${listed.toLocaleString('en-US')} problem${listed === 1 ? '' : 's'}`;
  return listed === problems.length ? counted : `more than ${counted}`;
}
