/**
 * A card the game's schema refuses, in a designer's words. The schema bounds what a game plays (a hand
 * limit from 1 to 30, damage up to 20); its own messages are a programmer's ("Too small: expected number
 * to be >=1"), so the designer was told that about `your hand-limit is 0` without hearing which value.
 * Here the issue names the part (from its path), the value written and the bound.
 */
import type { z } from 'zod';

/**
 * Where an issue points, walked once along its path: the part in words (`passive.value` → "passive
 * value"; `plays.1.amount` → "play 2 amount", or "play amount" when the card has one play; camelCase words
 * spaced) and the value found there in `input` (what the game translated the card to), if any.
 */
function locate(path: readonly PropertyKey[], input: unknown): { part: string; value: unknown } {
  const words: string[] = [];
  let at = input;
  for (const key of path) {
    if (typeof key === 'number') {
      const last = (words.pop() ?? 'item').replace(/s$/, '');
      words.push(Array.isArray(at) && at.length === 1 ? last : `${last} ${key + 1}`);
    } else if (typeof key === 'string') words.push(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
    at = typeof at !== 'object' || at === null || typeof key === 'symbol' ? undefined : (at as Record<string | number, unknown>)[key];
  }
  return { part: words.join(' ') || 'card', value: at };
}

function shown(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return '';
}

export function schemaProblemMessage(issue: z.core.$ZodIssue, input: unknown): string {
  const { part, value: given } = locate(issue.path, input);
  const value = shown(given);
  const is = value === '' ? `the ${part}` : `the ${part} is ${value}`;
  // A list's bound counts its items: "3 plays: at most 2".
  const count = Array.isArray(given) ? `${given.length} ${part}` : undefined;
  switch (issue.code) {
    case 'too_small':
      if (count !== undefined) return `${count}: at least ${String(issue.minimum)}`;
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `the ${part} is empty`;
      return `${is}: it must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      if (count !== undefined) return `${count}: at most ${String(issue.maximum)}`;
      return `${is}: it can be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_type':
      return issue.expected === 'int' ? `${is}: it must be a whole number` : `${is}: it must be ${issue.expected === 'number' ? 'a number' : `a ${issue.expected}`}`;
    default:
      return `the ${part}: ${issue.message}`;
  }
}
