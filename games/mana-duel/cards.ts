import { z } from 'zod';

/**
 * The card model the mana duel's rules interpret. A card is plain data: its type, its mana cost, a
 * monster's stats or an equipment's bonuses, what it targets, and its abilities as lists of typed effect
 * steps. The card language (`.smith` files) is translated into this model by an adapter; the rules never
 * see the language itself. Amounts are whole numbers for now (formulas can be added to `amount` later).
 *
 * Who a step acts on (`StepSubject`):
 * - `target`: the target chosen when the card was played (only on cards with a target requirement, and
 *   only in the abilities that run when the card is played: a monster's summon ability, a spell's or an
 *   equipment's effect; an equipment's target is the monster it equips),
 * - `this`: the monster the ability belongs to (monster abilities only),
 * - `you` / `opponent`: the player who controls the card, and the other one,
 * - `each`: the monster a `for-each` step is visiting (only inside `for-each`).
 */
export const CARD_TYPES = ['monster', 'spell', 'equipment'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** What a card asks for when it is played. `player` is either player; `any-character` any monster or player. */
export const TARGET_REQUIREMENTS = ['none', 'own-monster', 'enemy-monster', 'any-monster', 'player', 'any-character'] as const;
export type TargetRequirement = (typeof TARGET_REQUIREMENTS)[number];

export const STEP_SUBJECTS = ['target', 'this', 'you', 'opponent', 'each'] as const;
export type StepSubject = (typeof STEP_SUBJECTS)[number];

/** Players a player-only step (draw, gain health) may name. */
const playerSubject = z.enum(['you', 'opponent', 'target']);
const subject = z.enum(STEP_SUBJECTS);
const amount = z.number().int().min(0).max(1000);
const signedAmount = z.number().int().min(-1000).max(1000);

/**
 * One effect step. Monster-only steps (`raise-max-health`, `modify`, `destroy`) do nothing to a player;
 * player-only steps (`draw`, `gain-health`, `discard`, `mill`) do nothing to a monster; each such no-op is
 * an explained event.
 */
export type SimpleStep =
  /** N damage straight to health: toughness shields only against attacks (rule decision). */
  | { do: 'damage'; amount: number; to: StepSubject }
  /** Restores up to N health to a monster, never above its maximum health; a player simply gains N. */
  | { do: 'heal'; amount: number; to: StepSubject }
  /** Raises a monster's maximum health by N, and its current health with it (a boost; a heal only restores). */
  | { do: 'raise-max-health'; amount: number; to: StepSubject }
  /** Changes a monster's power and/or toughness by N (negative lowers), permanently or until the end of the turn. */
  | { do: 'modify'; power: number; toughness: number; until: 'permanent' | 'end-of-turn'; to: StepSubject }
  /** The player draws N cards (an empty deck deals fatigue damage for each). */
  | { do: 'draw'; amount: number; who: 'you' | 'opponent' | 'target' }
  /** Defeats a monster on the battlefield (its death ability triggers). */
  | { do: 'destroy'; to: StepSubject }
  /** The player gains N health (players have no maximum). */
  | { do: 'gain-health'; amount: number; who: 'you' | 'opponent' | 'target' }
  /** The player discards N cards from their hand, each chosen at random (Random(1, hand size), scriptable). */
  | { do: 'discard'; amount: number; who: 'you' | 'opponent' | 'target' }
  /** The player puts the top N cards of their deck into their graveyard. */
  | { do: 'mill'; amount: number; who: 'you' | 'opponent' | 'target' }
  /** The controller gains N mana this turn (never above 10). */
  | { do: 'gain-mana'; amount: number };

/**
 * A step, or a simple step run once for each monster of the side named (slot order; for `every`, the
 * current player's side first). A `for-each` does not nest: `each` would be ambiguous, and a card schema
 * without recursion cannot be made to recurse without bound.
 */
export type EffectStep = SimpleStep | { do: 'for-each'; monsters: 'enemy' | 'own' | 'every'; /** Leaves out the ability's own monster (`other than this`). */ exceptThis?: boolean; step: SimpleStep };

const simpleSteps = [
  z.object({ do: z.literal('damage'), amount, to: subject }).strict(),
  z.object({ do: z.literal('heal'), amount, to: subject }).strict(),
  z.object({ do: z.literal('raise-max-health'), amount, to: subject }).strict(),
  z.object({ do: z.literal('modify'), power: signedAmount, toughness: signedAmount, until: z.enum(['permanent', 'end-of-turn']), to: subject }).strict(),
  z.object({ do: z.literal('draw'), amount: amount.max(30), who: playerSubject }).strict(),
  z.object({ do: z.literal('destroy'), to: subject }).strict(),
  z.object({ do: z.literal('gain-health'), amount, who: playerSubject }).strict(),
  z.object({ do: z.literal('discard'), amount: amount.max(30), who: playerSubject }).strict(),
  z.object({ do: z.literal('mill'), amount: amount.max(30), who: playerSubject }).strict(),
  z.object({ do: z.literal('gain-mana'), amount: amount.max(10) }).strict(),
] as const;

export const simpleStepSchema = z.discriminatedUnion('do', [...simpleSteps]);

export const effectStepSchema = z.discriminatedUnion('do', [...simpleSteps, z.object({ do: z.literal('for-each'), monsters: z.enum(['enemy', 'own', 'every']), exceptThis: z.boolean().optional(), step: simpleStepSchema }).strict()]);

export interface MonsterStats {
  power: number;
  toughness: number;
  /** The monster's maximum health, and its health when summoned. */
  health: number;
}

export interface EquipmentBonus {
  power: number;
  toughness: number;
}

export interface ManaCard {
  /** Unique within a card pool; decks list cards by id. */
  id: string;
  name: string;
  type: CardType;
  /** Mana paid to play it: 0–10 (a card costing more could never be played). */
  cost: number;
  /** Monsters only. */
  stats?: MonsterStats;
  /** Equipment only: added to the equipped monster's power and toughness while it is equipped. */
  bonus?: EquipmentBonus;
  /** What the card asks for when played; an equipment's target is the monster it equips (a monster requirement). */
  target: TargetRequirement;
  /** Monster: runs when it is summoned (after it enters its slot). */
  onSummon?: EffectStep[];
  /** Monster: runs when it is defeated on the battlefield (never when it goes from the hand or deck to the graveyard). */
  onDeath?: EffectStep[];
  /** Monster: runs in the end phase of each turn of its controller. */
  onTurnEnd?: EffectStep[];
  /** Spell or equipment: runs when it is played (an equipment's after it is attached). */
  onPlay?: EffectStep[];
  /** Rules text for people; the rules never read it. */
  text?: string;
}

const steps = z.array(effectStepSchema).max(20);
const stat = z.number().int().min(0).max(99);

/** Where `subject` may be used in an ability: which abilities can name the chosen target and the card's own monster. */
interface AbilityContext {
  ability: 'onSummon' | 'onDeath' | 'onTurnEnd' | 'onPlay';
  hasTarget: boolean;
  isMonster: boolean;
}

/** Why a step list misuses a subject (`target` without a target, `this` outside a monster, `each` outside `for-each`). */
function subjectProblems(list: readonly EffectStep[], ctx: AbilityContext, insideEach: boolean, path: string): string[] {
  const out: string[] = [];
  list.forEach((step, i) => {
    const at = `${path}[${i}]`;
    if (step.do === 'for-each') {
      out.push(...subjectProblems([step.step], ctx, true, `${at}.step`));
      return;
    }
    const who = 'to' in step ? step.to : 'who' in step ? step.who : undefined;
    if (who === 'target' && !ctx.hasTarget) out.push(`${at}: "target" is used but the card has no target requirement`);
    if (who === 'target' && ctx.hasTarget && (ctx.ability === 'onDeath' || ctx.ability === 'onTurnEnd')) out.push(`${at}: "target" is chosen when the card is played; ${ctx.ability} cannot use it`);
    if (who === 'this' && !ctx.isMonster) out.push(`${at}: "this" names the card's own monster; only monsters have one`);
    if (who === 'each' && !insideEach) out.push(`${at}: "each" is only meaningful inside a for-each step`);
  });
  return out;
}

export const manaCardSchema: z.ZodType<ManaCard> = z
  .object({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(100),
    type: z.enum(CARD_TYPES),
    cost: z.number().int().min(0).max(10),
    stats: z.object({ power: stat, toughness: stat, health: stat.min(1) }).strict().optional(),
    bonus: z.object({ power: z.number().int().min(-99).max(99), toughness: z.number().int().min(-99).max(99) }).strict().optional(),
    target: z.enum(TARGET_REQUIREMENTS).default('none'),
    onSummon: steps.optional(),
    onDeath: steps.optional(),
    onTurnEnd: steps.optional(),
    onPlay: steps.optional(),
    text: z.string().max(1000).optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message: `${card.name}: ${message}` });
    const isMonster = card.type === 'monster';
    if (isMonster && !card.stats) problem('a monster needs stats (power, toughness, health)');
    if (!isMonster && card.stats) problem(`a ${card.type} has no stats; only monsters do`);
    if (card.type === 'equipment' && !card.bonus) problem('an equipment needs a bonus (power, toughness)');
    if (card.type !== 'equipment' && card.bonus) problem(`a ${card.type} has no bonus; only equipment does`);
    if (card.type === 'equipment' && !['own-monster', 'enemy-monster', 'any-monster'].includes(card.target)) problem('an equipment targets the monster it equips: own-monster, enemy-monster or any-monster');
    if (!isMonster && (card.onSummon || card.onDeath || card.onTurnEnd)) problem('only monsters have summon, death and turn-end abilities');
    if (isMonster && card.onPlay) problem('a monster acts through onSummon, not onPlay');
    const hasTarget = card.target !== 'none';
    for (const ability of ['onSummon', 'onDeath', 'onTurnEnd', 'onPlay'] as const) {
      const list = card[ability];
      if (list) for (const p of subjectProblems(list, { ability, hasTarget, isMonster }, false, ability)) problem(p);
    }
  });

/** A validated card, or the problems found (paths and messages). */
export function parseCard(input: unknown): { ok: true; card: ManaCard } | { ok: false; problems: string[] } {
  const r = manaCardSchema.safeParse(input);
  if (r.success) return { ok: true, card: r.data };
  return { ok: false, problems: r.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)) };
}
