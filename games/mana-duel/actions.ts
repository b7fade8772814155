import { z } from 'zod';
import type { ParsedAction } from '../../engine/core/game';
import type { PlayerId } from '../../engine/core/players';

/** A monster on the battlefield (by instance id) or a player. */
export type Character = { kind: 'monster'; iid: string } | { kind: 'player'; player: PlayerId };

export type ManaAction =
  /** The coin flip's winner names who starts (a one-off match). */
  | { type: 'choose-first'; player: PlayerId; first: PlayerId }
  /** Put back 0–3 cards of the opening hand (instance ids) and draw as many; once, hidden until both commit. */
  | { type: 'mulligan'; player: PlayerId; putBack: string[] }
  /** Play a card from the hand: a monster into an empty slot (0–4), with the target its card asks for. */
  | { type: 'play'; player: PlayerId; card: string; slot?: number; target?: Character }
  /** A monster of the player's attacks an enemy monster or the enemy player. */
  | { type: 'attack'; player: PlayerId; attacker: string; defender: Character }
  | { type: 'end-turn'; player: PlayerId };

const player = z.enum(['A', 'B']);
const iid = z.string().min(1).max(40);
const character = z.discriminatedUnion('kind', [z.object({ kind: z.literal('monster'), iid }).strict(), z.object({ kind: z.literal('player'), player }).strict()]);

export const manaActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose-first'), player, first: player }).strict(),
  z.object({ type: z.literal('mulligan'), player, putBack: z.array(iid).max(10) }).strict(),
  z.object({ type: z.literal('play'), player, card: iid, slot: z.number().int().optional(), target: character.optional() }).strict(),
  z.object({ type: z.literal('attack'), player, attacker: iid, defender: character }).strict(),
  z.object({ type: z.literal('end-turn'), player }).strict(),
]);

/** Validates an action from outside (CLI, studio, files). */
export function parseAction(input: unknown): ParsedAction<ManaAction> {
  const r = manaActionSchema.safeParse(input);
  if (r.success) return { ok: true, action: r.data as ManaAction };
  return { ok: false, reason: r.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ') };
}

export function sameCharacter(a: Character | undefined, b: Character | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'monster') return b.kind === 'monster' && a.iid === b.iid;
  return b.kind === 'player' && a.player === b.player;
}

/** The same decision: a mulligan is the same set of cards in any order. */
export function sameAction(a: ManaAction, b: ManaAction): boolean {
  if (a.type !== b.type || a.player !== b.player) return false;
  switch (a.type) {
    case 'choose-first':
      return b.type === 'choose-first' && a.first === b.first;
    case 'mulligan': {
      if (b.type !== 'mulligan' || a.putBack.length !== b.putBack.length) return false;
      // Compared as sorted lists (not sets): naming a card twice is a different, illegal, choice.
      const x = [...a.putBack].sort();
      const y = [...b.putBack].sort();
      return x.every((iid, i) => iid === y[i]);
    }
    case 'play':
      return b.type === 'play' && a.card === b.card && a.slot === b.slot && sameCharacter(a.target, b.target);
    case 'attack':
      return b.type === 'attack' && a.attacker === b.attacker && sameCharacter(a.defender, b.defender);
    case 'end-turn':
      return true;
  }
}
