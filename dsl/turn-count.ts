/**
 * Counted triggers (`at start of your 2nd turn after this was set`): the words the printer and the rules
 * text share. The parser builds the node (parser/build-turn-count.ts); the validator checks it
 * (validate/check-turn-count.ts); Summoner's Grid counts the turns (interpret/turn-count.ts).
 */
import type { TurnCount } from './ast';

/** 1 → `1st`, 2 → `2nd`, 3 → `3rd`, 11 → `11th`, 22 → `22nd`. */
export function ordinal(n: number): string {
  const teen = Math.abs(n) % 100;
  if (teen >= 11 && teen <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[Math.abs(n) % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The count's two parts as written: the ordinal before `turn` and the `after …` tail. */
export function turnCountWords(nth: TurnCount | undefined): { ordinal: string; after: string } {
  if (!nth) return { ordinal: '', after: '' };
  return {
    ordinal: nth.count === undefined ? '' : `${ordinal(nth.count)} `,
    after: nth.since === undefined ? '' : nth.since === 'set' ? ' after this was set' : ' after this entered play',
  };
}
