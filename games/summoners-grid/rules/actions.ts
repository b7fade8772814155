import { z } from 'zod';
import { canonicalCompact } from '../../../lib/canonical-json';
import type { PlayerId } from '../../../engine/core/players';
import type { EntityRef, Value } from '../interpret/values';
import type { Space } from './state';

/**
 * What a player can do. Every action names its player; `apply` rejects an action of a player who is not
 * the one the game waits for. Targets map a card's binding names to the chosen things.
 */
export type Action =
  | { type: 'choose'; player: PlayerId; option: number }
  | { type: 'pass'; player: PlayerId }
  | { type: 'end-turn'; player: PlayerId }
  | { type: 'summon'; player: PlayerId; card: string; to: Space }
  | { type: 'move'; player: PlayerId; unit: string; to: Space }
  | { type: 'attack'; player: PlayerId; unit: string; target: string }
  | { type: 'direct-attack'; player: PlayerId; unit: string }
  | { type: 'play'; player: PlayerId; card: string; targets: Record<string, Value>; anchor?: Space; rotated?: boolean }
  | { type: 'set'; player: PlayerId; card: string; anchor?: Space; rotated?: boolean }
  | { type: 'activate'; player: PlayerId; card: string; targets: Record<string, Value>; event: number }
  | { type: 'advance'; player: PlayerId; card: string; targets: Record<string, Value> };

const player = z.enum(['A', 'B']);
const space = z.object({ x: z.number().int(), y: z.number().int() });
const entity = z.union([
  z.object({ t: z.literal('unit'), id: z.string() }),
  z.object({ t: z.literal('space'), x: z.number().int(), y: z.number().int() }),
  z.object({ t: z.literal('card'), iid: z.string() }),
  z.object({ t: z.literal('building'), id: z.string() }),
  z.object({ t: z.literal('equipment'), id: z.string() }),
  z.object({ t: z.literal('player'), p: player }),
  z.object({ t: z.literal('event'), seq: z.number().int() }),
]);
const value = z.union([z.number(), z.boolean(), z.string(), z.null(), entity, z.array(entity)]);
const targets = z.record(z.string(), value);

/** The boundary schema: actions from the CLI, the studio or files are parsed with it. */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), player, option: z.number().int() }),
  z.object({ type: z.literal('pass'), player }),
  z.object({ type: z.literal('end-turn'), player }),
  z.object({ type: z.literal('summon'), player, card: z.string(), to: space }),
  z.object({ type: z.literal('move'), player, unit: z.string(), to: space }),
  z.object({ type: z.literal('attack'), player, unit: z.string(), target: z.string() }),
  z.object({ type: z.literal('direct-attack'), player, unit: z.string() }),
  z.object({ type: z.literal('play'), player, card: z.string(), targets, anchor: space.optional(), rotated: z.boolean().optional() }),
  z.object({ type: z.literal('set'), player, card: z.string(), anchor: space.optional(), rotated: z.boolean().optional() }),
  z.object({ type: z.literal('activate'), player, card: z.string(), targets, event: z.number().int() }),
  z.object({ type: z.literal('advance'), player, card: z.string(), targets }),
]);

/** A canonical string for comparing actions (key order independent). */
export function actionKey(action: Action): string {
  return canonicalCompact(action);
}

/**
 * Do two actions say the same thing? The same as comparing their `actionKey`s (key order and undefined
 * properties do not matter), without building strings: legality checks compare an action with every
 * enumerated one.
 */
export function sameAction(a: Action, b: Action): boolean {
  return sameJson(a, b);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], bb[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    defined++;
    if (!sameJson(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) defined--;
  return defined === 0;
}

/** `action` with its card instance ids renamed by `ids` (ids not in the map stay): the card it uses and any card among its targets. */
export function renameCards(action: Action, ids: ReadonlyMap<string, string>): Action {
  const card = (iid: string): string => ids.get(iid) ?? iid;
  const entity = (e: EntityRef): EntityRef => (e.t === 'card' ? { t: 'card', iid: card(e.iid) } : e);
  const value = (v: Value): Value => (Array.isArray(v) ? v.map(entity) : typeof v === 'object' && v !== null ? entity(v) : v);
  const targets = (t: Record<string, Value>): Record<string, Value> => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, value(v)]));
  switch (action.type) {
    case 'summon':
    case 'set':
      return { ...action, card: card(action.card) };
    case 'play':
    case 'activate':
    case 'advance':
      return { ...action, card: card(action.card), targets: targets(action.targets) };
    default:
      return action;
  }
}
