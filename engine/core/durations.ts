import type { PlayerId } from './players';

/**
 * How long a temporary effect lasts, measured from the effect's controller: "until the end of the
 * opponent's next turn" played on your turn 6 ends at the end of turn 7; played on the opponent's turn 6
 * it ends at the end of turn 8. Turns alternate between two players and are numbered globally.
 */
export type Until =
  | 'permanent'
  | 'end-of-turn'
  | 'start-of-your-next-turn'
  | 'end-of-your-next-turn'
  | 'end-of-opponents-next-turn';

/** The turn boundary at which an effect expires; null for permanent effects. */
export interface Expiry {
  boundary: 'start' | 'end';
  turn: number;
}

export interface TurnRef {
  number: number;
  player: PlayerId;
}

export function expiryFor(until: Until, controller: PlayerId, now: TurnRef): Expiry | null {
  const mine = now.player === controller;
  switch (until) {
    case 'permanent':
      return null;
    case 'end-of-turn':
      return { boundary: 'end', turn: now.number };
    case 'start-of-your-next-turn':
      return { boundary: 'start', turn: now.number + (mine ? 2 : 1) };
    case 'end-of-your-next-turn':
      return { boundary: 'end', turn: now.number + (mine ? 2 : 1) };
    case 'end-of-opponents-next-turn':
      return { boundary: 'end', turn: now.number + (mine ? 1 : 2) };
  }
}

/** True when an effect with this expiry ends at the given boundary of the given turn (or earlier). */
export function expiresAt(expiry: Expiry | null, boundary: 'start' | 'end', turn: number): boolean {
  if (!expiry) return false;
  if (expiry.turn < turn) return true;
  if (expiry.turn > turn) return false;
  return boundary === 'end' || expiry.boundary === 'start';
}

