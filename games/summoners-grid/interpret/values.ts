import type { PlayerId } from '../../../engine/core/players';
import type { Value as CoreValue } from '../../../engine/core/formula/values';

/** Things a formula or selector can name in Summoner's Grid. Plain JSON so that they can live in saved state (locals). */
export type EntityRef =
  | { t: 'unit'; id: string }
  | { t: 'space'; x: number; y: number }
  | { t: 'card'; iid: string }
  | { t: 'building'; id: string }
  | { t: 'equipment'; id: string }
  | { t: 'player'; p: PlayerId }
  | { t: 'event'; seq: number };

/** A runtime value of Summoner's Grid: the core's values over its entities. */
export type Value = CoreValue<EntityRef>;

export { EvalError, isEntity, normName, sameEntity, sameValue } from '../../../engine/core/formula/values';
