import type { PlayerId } from '../../../engine/core/players';

/** Whose eyes the board and the log use: everyone's (the designer sees all) or one player's. */
export type Viewer = 'all' | PlayerId;
