import { z } from 'zod';

/**
 * The card model the chain duel's rules interpret: plain data read from the card language by content.ts.
 *
 * A move's ATK and DEF each take one of three forms (`Stat`): `~` (none: the move cannot be played that
 * way), an initial number (`atk 3`: one initial move per attack or defence, played first) or an additional
 * number (`atk plus(1)`, `def minus(1)`: any time in the chain, after the initial one). The offensive,
 * defensive, dual and special kinds of the seed follow from the two forms.
 */
export type Stat = { kind: 'none' } | { kind: 'initial'; value: number } | { kind: 'additional'; value: number };

export const CARD_TYPES = ['monster', 'move'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CHAIN_STATS = ['atk', 'def'] as const;
export type ChainStat = (typeof CHAIN_STATS)[number];

/** Who a step acts on: the player whose card it is, or the other one. */
export type Side = 'you' | 'opponent';

/** One effect step of a Play or Field effect. */
export type Step =
  /** The player draws N cards (none past the hand limit; none from an empty deck). */
  | { do: 'draw'; who: Side; amount: number }
  /** The player drops N cards from the hand, each chosen at random (Random(1, hand size), scriptable). */
  | { do: 'discard'; who: Side; amount: number }
  /** N points of damage: the player's top N deck cards go face up into their damage zone. */
  | { do: 'deal'; who: Side; amount: number }
  /** The player's ATK or DEF in the current chain changes by N (negative lowers); it counts in the damage step. */
  | { do: 'gain'; who: Side; stat: ChainStat; amount: number };

/** A Passive effect: holds while the card is in Stasis (or, for a monster, always). */
export type Passive = { kind: 'stat'; stat: ChainStat; amount: number } | { kind: 'hand-limit'; value: number };

export interface ChainCard {
  /** Unique within a pool; decks list cards by id. */
  id: string;
  name: string;
  type: CardType;
  atk: Stat;
  def: Stat;
  /** Monster: the traits it has. Move: the traits it costs (each must be a trait of the player's monster). */
  traits: string[];
  /** Monster only: the damage it takes before its player loses. */
  hp?: number;
  /** Runs when the card resolves in a chain vertically (played from the hand); a monster's runs once at the start. */
  play: Step[];
  /** Runs when the card resolves horizontally (activated from Stasis). */
  field: Step[];
  passive: Passive[];
}

const stat = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('initial'), value: z.number().int().min(0).max(99) }).strict(),
  z.object({ kind: z.literal('additional'), value: z.number().int().min(-99).max(99) }).strict(),
]);
const side = z.enum(['you', 'opponent']);
const amount = z.number().int().min(0).max(20);
const step = z.discriminatedUnion('do', [
  z.object({ do: z.literal('draw'), who: side, amount }).strict(),
  z.object({ do: z.literal('discard'), who: side, amount }).strict(),
  z.object({ do: z.literal('deal'), who: side, amount }).strict(),
  z.object({ do: z.literal('gain'), who: side, stat: z.enum(CHAIN_STATS), amount: z.number().int().min(-20).max(20) }).strict(),
]);
const passive = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stat'), stat: z.enum(CHAIN_STATS), amount: z.number().int().min(-20).max(20) }).strict(),
  z.object({ kind: z.literal('hand-limit'), value: z.number().int().min(1).max(30) }).strict(),
]);

export const chainCardSchema: z.ZodType<ChainCard> = z
  .object({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(100),
    type: z.enum(CARD_TYPES),
    atk: stat,
    def: stat,
    traits: z.array(z.string().min(1).max(40)).max(8),
    hp: z.number().int().min(1).max(40).optional(),
    play: z.array(step).max(10),
    field: z.array(step).max(10),
    passive: z.array(passive).max(5),
  })
  .strict()
  .superRefine((card, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (card.type === 'monster') {
      if (card.hp === undefined) problem('a monster needs its hp');
      if (card.atk.kind !== 'initial' || card.def.kind !== 'initial') problem('a monster has a plain ATK and DEF (`atk 3`), neither `~` nor an additional number');
      if (card.field.length > 0) problem('a monster has no Field effect (it never goes to Stasis)');
    } else if (card.hp !== undefined) problem('a move has no hp');
  });

/** The seed's kinds of move, from the forms of ATK and DEF. */
export function moveKind(card: ChainCard): 'offensive' | 'defensive' | 'dual' | 'special' {
  const atk = card.atk.kind !== 'none';
  const def = card.def.kind !== 'none';
  if (atk && def) return 'dual';
  if (atk) return 'offensive';
  return def ? 'defensive' : 'special';
}

/** `3`, `+1`, `−1` or `~`, as the card shows it. */
export function statText(s: Stat): string {
  if (s.kind === 'none') return '~';
  if (s.kind === 'initial') return String(s.value);
  return s.value < 0 ? `−${-s.value}` : `+${s.value}`;
}

/** Does the card stay in Stasis after the clean-up (it has a Field or a Passive effect)? */
export function staysInStasis(card: ChainCard): boolean {
  return card.field.length > 0 || card.passive.length > 0;
}
