/**
 * The checker's diagnostics that only echo a syntax error. Where a line cannot be read, the parser
 * recovers by skipping and re-reading, and the pieces it builds are not what the designer wrote: `when
 * this enters battle: …` (a trigger event the language lacks) came back as a choice named `battle` over
 * an empty selector, so the file also said "The choice `battle` is never used" and "`summon` is a word of
 * Summoner's Grid", about words nobody typed. So on a line that holds a syntax error, only the syntax
 * error is shown; the checker's findings there return once the line reads. Other lines keep theirs.
 * The outline leaves out what the recovery built there too (a choice `battle`). In a file with a syntax
 * error the game's own reading of the declaration waits for the file to parse (`wholeReadings`), and so
 * does "never used" of a parameter or choice: its use may be on the line that broke.
 */
import { isSyntaxError, type Diagnostic } from './diagnostics';

/** The lines (1-based) that hold a syntax error. */
export function brokenLines(syntax: readonly Diagnostic[]): Set<number> {
  const broken = new Set<number>();
  for (const d of syntax) if (isSyntaxError(d)) broken.add(d.range.start.line);
  return broken;
}

/**
 * The game's own reading of a card, deck or ruleset (games/card-rules.ts, games/ruleset-rules.ts): it reads
 * the whole declaration, so in a file with a syntax error it reads what the recovery kept. A ruleset whose
 * `deck 30 cards` line broke lost its settings block to the recovery and got fifteen "the setting … is
 * missing" at its name, besides the one error that mattered. A deck's count against the ruleset's deck
 * rules (L0418) is such a reading too: a deck whose list broke "has 0 cards; it needs exactly 30".
 */
const gameReadings = ['L0420', 'L0421', 'L0422', 'L0418'];

/**
 * What reads a whole declaration: the game's readings, and L0409 (a parameter or choice never used), which
 * looks for every use in the card: `destroys target` broke, so the recovery kept no use of `target`, and
 * "The choice `target` is never used" stood beside the one mistake.
 */
const wholeReadings = new Set([...gameReadings, 'L0409']);

export function withoutRecoveryEchoes<T extends Diagnostic>(syntax: readonly Diagnostic[], checked: readonly T[]): T[] {
  const broken = brokenLines(syntax);
  if (broken.size === 0) return [...checked];
  return checked.filter((d) => !broken.has(d.range.start.line) && !wholeReadings.has(d.code));
}
