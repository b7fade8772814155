import { z } from 'zod';
import type { Condition, Expr } from '../../dsl/ast';

/**
 * The stance duel's card model, read from the card language by content.ts. A fighter is its seven stats;
 * a gear or technique card is a list of modifiers, each holding while its condition holds (checked during
 * each attack, once both stances are revealed): a stat change to a fighter, or a formula constant replaced
 * for one player. Conditions and values stay as the language's syntax trees (plain JSON) and are
 * evaluated by the shared formula core, so no card is special-cased in code.
 */
export const STATS = ['AGI', 'ATK', 'DEF', 'CC', 'CD', 'BC', 'BR'] as const;
export type Stat = (typeof STATS)[number];
export type Stats = Record<Stat, number>;

export type Whose = 'you' | 'opponent';

export type Modifier =
  | { kind: 'stat'; whose: Whose; stat: Stat; delta: number; condition?: Condition }
  | { kind: 'setting'; whose: Whose; setting: string; value: Expr; condition?: Condition };

export interface FighterCard {
  id: string;
  name: string;
  type: 'fighter';
  stats: Stats;
}

export interface KitCard {
  id: string;
  name: string;
  type: 'gear' | 'technique';
  modifiers: Modifier[];
}

export type StanceCard = FighterCard | KitCard;

const statsSchema = z.object({ AGI: z.number().int(), ATK: z.number().int(), DEF: z.number().int(), CC: z.number().int(), CD: z.number().int(), BC: z.number().int(), BR: z.number().int() }).strict();

/** The checks content.ts applies to a translated card (syntax trees inside are the parser's, trusted). */
export const fighterSchema = z.object({ id: z.string().min(1), name: z.string().min(1), type: z.literal('fighter'), stats: statsSchema }).strict();

/** A deck: one fighter and its kit (card ids). */
export interface StanceDeck {
  fighter: string;
  kit: string[];
  /** Every card the deck names, by id (the game keeps them in its state). */
  pool: StanceCard[];
}
