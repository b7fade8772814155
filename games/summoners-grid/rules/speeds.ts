import type { SpeedLadder } from '../../../engine/core/stack';

/**
 * Summoner's Grid's speeds, slowest first (rules: an action needs the turn player's Action Phase and an
 * empty stack; a reaction answers an action; a counter answers anything and locks the stack at counter).
 */
export const SPEEDS: SpeedLadder = { speeds: ['action', 'reaction', 'counter'] };
