import { opponentOf, type PlayerId } from './players';

/**
 * The stack and priority, independent of any one game. Items resolve last in, first out. Speeds create a
 * lock: once an item of some speed is on the stack, only items of that speed or faster may be added.
 * Action speed needs an empty stack (a new action is never a response). After an item is added the
 * other player has priority first; when both players pass in succession the stack resolves, locked,
 * until it is empty (items that resolution itself adds get a new priority round first).
 */
export type Speed = 'action' | 'reaction' | 'counter';

export const SPEED_RANK: Record<Speed, number> = { action: 0, reaction: 1, counter: 2 };

export interface StackEntry {
  id: string;
  controller: PlayerId;
  speed: Speed;
}

export interface PriorityState {
  /** Who may respond now; null when nobody has priority (nothing to respond to). */
  holder: PlayerId | null;
  /** Consecutive passes in the current round. */
  passes: number;
}

/** The slowest speed that may still be added, or null if the stack is empty. */
export function speedLock(items: readonly StackEntry[]): Speed | null {
  let lock: Speed | null = null;
  for (const item of items) if (lock === null || SPEED_RANK[item.speed] > SPEED_RANK[lock]) lock = item.speed;
  return lock;
}

/** Why an item of `speed` cannot be added as a response now, or null if it can. */
export function responseBlocked(items: readonly StackEntry[], speed: Speed): string | null {
  if (speed === 'action') return items.length > 0 ? 'action speed needs an empty stack' : null;
  const lock = speedLock(items);
  if (lock && SPEED_RANK[speed] < SPEED_RANK[lock]) return `the stack is speed-locked at ${lock}: only ${lock} speed or faster may respond`;
  return null;
}

/** After `by` adds an item (or events happen on `by`'s account), the other player responds first. */
export function openRound(by: PlayerId): PriorityState {
  return { holder: opponentOf(by), passes: 0 };
}

/** A pass: either priority moves to the other player, or both have passed and the round is over. */
export function passPriority(priority: PriorityState): { priority: PriorityState; closed: boolean } {
  const passes = priority.passes + 1;
  if (passes >= 2 || priority.holder === null) return { priority: { holder: null, passes: 0 }, closed: true };
  return { priority: { holder: opponentOf(priority.holder), passes }, closed: false };
}
