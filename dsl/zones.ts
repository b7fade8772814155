/**
 * The zones of Summoner's Grid: where a player's cards are when they are not on the board. The one list
 * the DSL validator (zone names in selectors, effects and scenarios), completion, the engine's state
 * (games/summoners-grid/rules/state.ts) and the sandbox's setup editor read.
 */
export const ZONES = ['hand', 'main-deck', 'advance-deck', 'discard', 'recharge', 'removed', 'in-play'] as const;

export type ZoneName = (typeof ZONES)[number];

export function isZoneName(name: string): name is ZoneName {
  return (ZONES as readonly string[]).includes(name);
}

/** Where a discard that names no pile (`discard 1 card`, no `to …`) sends its cards. */
export const defaultDiscardPile: ZoneName = 'discard';
