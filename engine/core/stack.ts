import { opponentOf, type PlayerId } from './players';

/**
 * The stack and priority, independent of any one game. Items resolve last in, first out. A game declares
 * its speeds, slowest first; speeds create a lock: once an item of some speed is on the stack, only items
 * of that speed or faster may be added. The slowest speed is that of an opening play: it needs an empty
 * stack (it is never a response). After an item is added the other player has priority first; when both
 * players pass in succession the stack resolves, locked, until it is empty (items that resolution itself
 * adds get a new priority round first).
 */
export interface SpeedLadder {
  /** The game's speeds, slowest first. */
  readonly speeds: readonly string[];
}

export interface StackEntry {
  id: string;
  controller: PlayerId;
  speed: string;
}

function rank(ladder: SpeedLadder, speed: string): number {
  return ladder.speeds.indexOf(speed);
}

/** The slowest speed that may still be added, or null if the stack is empty. */
export function speedLock(ladder: SpeedLadder, items: readonly StackEntry[]): string | null {
  let lock: string | null = null;
  for (const item of items) if (lock === null || rank(ladder, item.speed) > rank(ladder, lock)) lock = item.speed;
  return lock;
}

/** Why an item of `speed` cannot be added as a response now, or null if it can. */
export function responseBlocked(ladder: SpeedLadder, items: readonly StackEntry[], speed: string): string | null {
  if (rank(ladder, speed) < 0) return `${speed} is not one of the game's speeds (${ladder.speeds.join(', ')})`;
  if (speed === ladder.speeds[0]) return items.length > 0 ? `${speed} speed needs an empty stack` : null;
  const lock = speedLock(ladder, items);
  if (lock && rank(ladder, speed) < rank(ladder, lock)) return `the stack is speed-locked at ${lock}: only ${lock} speed or faster may respond`;
  return null;
}

export interface PriorityState {
  /** Who may respond now; null when nobody has priority (nothing to respond to). */
  holder: PlayerId | null;
  /** Consecutive passes in the current round. */
  passes: number;
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
