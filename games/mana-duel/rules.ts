import { z } from 'zod';
import type { DeckBounds } from '../../dsl/deck-bounds';
import type { Condition, Expr, FormulaDef } from '../../dsl/ast';
import { nameNode, NOWHERE, numberNode, refNode } from '../../dsl/synthetic-ast';

/**
 * The mana duel's rules as numbers and formulas: what `content/mana-duel/ruleset.smith` says in its
 * `settings` and `formulas` blocks. The game reads them from the state (`state.rules`, set at setup), so a
 * changed ruleset changes the game. `DEFAULT_RULES` repeats the seed's values for tests that build a game
 * without loading content; the ruleset file stays the source of truth.
 */

const count = z.number().int().nonnegative();

/** The numeric settings, in the ruleset's order. */
export const manaSettingsSchema = z
  .object({
    startHealth: z.number().int().min(1),
    openingHand: count,
    mulliganLimit: count,
    drawsPerTurn: count,
    startMana: count,
    secondPlayerStartMana: count,
    manaPerTurn: count,
    maxMana: count,
    battlefieldSize: z.number().int().min(1),
    attacksPerMonster: count,
    /** How many of its controller's turns must start after a monster is summoned before it may attack (0: at once). */
    attackDelay: count,
  })
  .strict();

export type ManaSettings = z.infer<typeof manaSettingsSchema>;
export type ManaSettingKey = keyof ManaSettings;

/** Each setting's name as the ruleset writes it. */
export const SETTING_NAMES: Record<ManaSettingKey, string> = {
  startHealth: 'start-health',
  openingHand: 'opening-hand',
  mulliganLimit: 'mulligan-limit',
  drawsPerTurn: 'draws-per-turn',
  startMana: 'start-mana',
  secondPlayerStartMana: 'second-player-start-mana',
  manaPerTurn: 'mana-per-turn',
  maxMana: 'max-mana',
  battlefieldSize: 'battlefield-size',
  attacksPerMonster: 'attacks-per-monster',
  attackDelay: 'attack-delay',
};

export const SETTING_KEYS = Object.keys(SETTING_NAMES) as ManaSettingKey[];

/** The formulas the game calls, with the parameters it passes (in order). */
export const FORMULA_PARAMS = {
  'attack-damage': ['power', 'toughness'],
  'recoil-damage': ['power', 'toughness'],
  'player-damage': ['power'],
  'fatigue-damage': ['n'],
} as const;

export type ManaFormulaName = keyof typeof FORMULA_PARAMS;

export const FORMULA_NAMES = Object.keys(FORMULA_PARAMS) as ManaFormulaName[];

export interface ManaRules extends ManaSettings {
  /** Every formula of the ruleset (the four the game calls, and any they call in turn). */
  formulas: readonly FormulaDef[];
  /** The ruleset's `deck` rules: its size and copy limit. */
  deck: DeckBounds;
  /** The ruleset's `win when` lines: a player meeting one wins (games/mana-duel/victory.ts). */
  win: readonly Condition[];
}

/**
 * The seed: a deck has exactly 30 cards ("no option to start with less or more"); at most 3 copies of a
 * card (rule decision: the seed sets no limit; 3 keeps a 30-card deck at 10 or more different cards, so
 * draws vary, while letting a deck count on its key card).
 */
export const SEED_DECK: DeckBounds = { minCards: 30, maxCards: 30, copies: 3 };

// The seed's formulas as syntax trees, for games built without content (tests). They carry no source position.
const minus = (left: Expr, right: Expr): Expr => ({ kind: 'Binary', op: '-', left, right, range: NOWHERE });
const max0 = (arg: Expr): Expr => ({ kind: 'Call', fn: nameNode('max'), args: [numberNode(0), arg], range: NOWHERE });
const formula = (fn: ManaFormulaName, body: Expr): FormulaDef => ({ kind: 'FormulaDef', name: nameNode(fn), params: FORMULA_PARAMS[fn].map((p) => nameNode(p)), body, range: NOWHERE });

/** The seed's win condition: "the first player to reach 0 health loses", as `win when opponent.health <= 0`. */
export const SEED_WIN: Condition = { kind: 'Compare', op: '<=', left: refNode('opponent', 'health'), right: numberNode(0), range: NOWHERE };

export const DEFAULT_RULES: ManaRules = {
  startHealth: 30,
  openingHand: 5,
  mulliganLimit: 3,
  drawsPerTurn: 1,
  startMana: 1,
  secondPlayerStartMana: 2,
  manaPerTurn: 1,
  maxMana: 10,
  battlefieldSize: 5,
  attacksPerMonster: 1,
  attackDelay: 1,
  formulas: [
    formula('attack-damage', max0(minus(refNode('power'), refNode('toughness')))),
    formula('recoil-damage', max0(minus(refNode('toughness'), refNode('power')))),
    formula('player-damage', max0(refNode('power'))),
    formula('fatigue-damage', refNode('n')),
  ],
  deck: SEED_DECK,
  win: [SEED_WIN],
};
