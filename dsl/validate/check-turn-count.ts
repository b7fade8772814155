/**
 * Checks of a counted trigger (`at start of your 2nd turn after this was set`, ../turn-count.ts): the
 * ordinal and the `after …` tail go together, the count is at least 1, and only a card that is set face
 * down (a counter, a reaction or a trap's own trigger) counts from `after this was set`.
 */
import type { Trigger } from '../ast';
import type { Checker } from './checker';

/** `settable`: the trigger is the own trigger of a card that is set face down before it is activated. */
export function checkTurnCount(c: Checker, trigger: Trigger, settable: boolean): void {
  const nth = trigger.nth;
  if (!nth) return;
  if (nth.since === undefined) {
    c.report('L0013', `Say what the turns are counted from: \`${nth.count ?? 'N'}… turn after this entered play\` (or \`after this was set\` for a card set face down)`, nth.range);
    return;
  }
  if (nth.count === undefined) {
    c.report('L0013', 'Say which turn after it: `at start of your 2nd turn after …`', nth.range);
    return;
  }
  if (nth.count < 1) c.report('L0013', `The turn is counted from 1 (\`1st\`): \`${nth.count}\` never comes`, nth.range);
  if (nth.since === 'set' && !settable) {
    c.report('L0404', '`after this was set` is for the trigger of a card set face down (a counter, a reaction or a trap); an ability counts `after this entered play`', nth.range);
  }
}
