/**
 * The typed AST of the Cardsmith effect DSL.
 *
 * This file is the contract between the parser (dsl/), the engine (engine/), the studio and the exports.
 * Every node carries a source range. Names that refer to something else (a role, a card, a stat) are
 * `Name` nodes so that the language service can offer hover and go-to-definition on them.
 *
 * Design rules:
 * - Nothing here is specific to one card. Game words that vary per game (stats, statuses, elements, rule
 *   settings, event kinds the ruleset adds) are plain `Name`s resolved against the ruleset, not enums.
 * - The engine must be able to interpret every node without knowing which card it came from.
 * - Optional fields are omitted (not `undefined`) in parser output, so that ASTs compare and serialise
 *   deterministically.
 */

// ---------------------------------------------------------------------------------------------------
// Positions and names
// ---------------------------------------------------------------------------------------------------

/** 1-based line and column, 0-based offset into the source text. */
export interface Pos {
  offset: number;
  line: number;
  column: number;
}

/** `end` is exclusive: the position just after the last character (as editors and LSP expect). */
export interface Range {
  start: Pos;
  end: Pos;
}

/**
 * An identifier or quoted name as written, with its range. `text` is unquoted.
 * A reference to a declaration resolves by id first, then by display name, within the same game
 * (`content/<game>/`). Quoting never changes what a name means; it only allows spaces and punctuation.
 */
export interface Name {
  kind: 'Name';
  text: string;
  /** Present (true) when the source wrote the name in double quotes; the formatter keeps the quotes. */
  quoted?: true;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Formulas (expressions)
// ---------------------------------------------------------------------------------------------------

/**
 * A formula. References are resolved at evaluation time, in this order:
 * 1. local names (bindings such as `caster`, `target`, names introduced by `choose`/`for each`, `it`,
 *    effect labels such as `bolt.damage`, and `event` for the trigger context),
 * 2. card parameters (`power`, `accuracy`, `range`, any `param` of the card),
 * 3. the ruleset's named formulas and settings (`crit-multiplier`, `hand-limit`),
 * 4. stats of the implicit subject (`INT` inside a weapon formula means the attacker's INT).
 * A dotted path walks properties: `caster.weapon.power`, `target.maxHP`, `event.damage`.
 */
export type Expr =
  | NumberLit
  | PercentLit
  | RefExpr
  | BinaryExpr
  | UnaryExpr
  | CallExpr
  | IfExpr;

export interface NumberLit {
  kind: 'Number';
  value: number;
  range: Range;
}

/** `25%`. Evaluates to 0.25 when multiplied; `value` keeps the written number (25). */
export interface PercentLit {
  kind: 'Percent';
  // Chances (hit, crit, save) are on a 0–100 scale: `save 30%` and `save 30` both mean roll ≤ 30 saves.
  // Inside arithmetic a percent is its fraction: `target.maxHP * 25%` is maxHP × 0.25.
  value: number;
  range: Range;
}

export interface RefExpr {
  kind: 'Ref';
  path: Name[];
  range: Range;
}

export type BinaryOp = '+' | '-' | '*' | '/' | '^';

export interface BinaryExpr {
  kind: 'Binary';
  op: BinaryOp;
  left: Expr;
  right: Expr;
  range: Range;
}

export interface UnaryExpr {
  kind: 'Unary';
  op: '-';
  operand: Expr;
  range: Range;
}

/** The built-in functions (dsl/builtins.ts has the list with arities and descriptions). */
export type { BuiltinFn } from './builtins';

export interface CallExpr {
  kind: 'Call';
  fn: Name; // one of BuiltinFn, or a named formula of the ruleset that takes arguments
  args: Expr[];
  range: Range;
}

export interface IfExpr {
  kind: 'If';
  condition: Condition;
  then: Expr;
  else: Expr;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------------

export type CompareOp = '<' | '<=' | '>' | '>=' | '=' | '!=';

export type Condition =
  | CompareCond
  | AndCond
  | OrCond
  | NotCond
  | IsCond
  | ExistsCond
  | OutcomeCond;

export interface CompareCond {
  kind: 'Compare';
  op: CompareOp;
  left: Expr;
  right: Expr;
  range: Range;
}

export interface AndCond {
  kind: 'And';
  items: Condition[];
  range: Range;
}

export interface OrCond {
  kind: 'Or';
  items: Condition[];
  range: Range;
}

export interface NotCond {
  kind: 'Not';
  item: Condition;
  range: Range;
}

/**
 * `target is immobilized`, `it is a tier 1 Archer`, `event.unit is your summon`.
 * `owner` and `entity` (added by the DSL owner, additive) carry the descriptor's owner word and noun:
 * `event.unit is your summon` is `{ owner: 'you', entity: 'summon', filters: [] }`. Omitted: not tested.
 */
export interface IsCond {
  kind: 'Is';
  subject: Expr;
  filters: Filter[];
  owner?: Owner;
  entity?: EntityKind;
  /** A declared card type as the descriptor's noun (`it is an enemy monster`), as in `Selector.noun`. */
  noun?: Name;
  range: Range;
}

/** `you control a Mage`, `there are at least 2 enemy summons within 3 of caster`. */
export interface ExistsCond {
  kind: 'Exists';
  selector: Selector;
  /** Defaults to `>= 1`. */
  count?: { op: CompareOp; value: Expr };
  range: Range;
}

/**
 * The outcome of an earlier step of the same effect: `hit`, `missed`, `crit`, `saved`, `destroyed`
 * (did a destroy step destroy anything). `label` selects a labelled step; without it, the most recent
 * step that has that outcome.
 */
export interface OutcomeCond {
  kind: 'Outcome';
  outcome: Name;
  label?: Name;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Selectors and filters: "enemy summon within 6 of caster", "a space adjacent to caster"
// ---------------------------------------------------------------------------------------------------

/** Whose things a selector ranges over, seen from the card's controller. */
export type Owner = 'you' | 'opponent' | 'any';

/**
 * What a selector picks:
 * - `summon`: a summon unit on the board,
 * - `removed-summon`: a summon in the removed-from-play zone,
 * - `space`: a board space,
 * - `card`: a card in a zone (`zone` says which),
 * - `building`: a building in play,
 * - `player`.
 */
export type EntityKind = 'summon' | 'removed-summon' | 'space' | 'card' | 'building' | 'player';

export interface Selector {
  kind: 'Selector';
  entity: EntityKind;
  owner: Owner;
  /**
   * A card type the game declares (`enemy monster`: the ruleset's `card-types` word, as written, plural
   * allowed). Present only for such nouns; `entity` is then `card`, and the zone that `holds` the type
   * (the mana duel's battlefield) says where the selector looks.
   */
  noun?: Name;
  /**
   * True when no noun was written (`your Elf Mage`, or nothing at all): `entity` is then Summoner's Grid's
   * default, a summon, which only that game's cards may leave unsaid.
   */
  implied?: true;
  /** For `card` selectors: hand, main-deck, advance-deck, discard, recharge, in-play, removed. */
  zone?: Name;
  filters: Filter[];
  range: Range;
}

export type Filter =
  | RoleFilter
  | SpeciesFilter
  | TierFilter
  | CardTypeFilter
  | NamedFilter
  | WithinFilter
  | AdjacentFilter
  | TerritoryFilter
  | OnSpacesFilter
  | EmptyFilter
  | CompletedQuestFilter
  | StatusFilter
  | OtherThanFilter
  | WhereFilter;

/**
 * `Mage` means "Mage based": the unit's role is Mage, or Mage is an ancestor of its role
 * through the roles' `from` edges (so a Templar is both Fighter based and Mage based).
 */
export interface RoleFilter {
  kind: 'Role';
  role: Name;
  range: Range;
}

export interface SpeciesFilter {
  kind: 'Species';
  species: Name;
  range: Range;
}

export interface TierFilter {
  kind: 'Tier';
  op: CompareOp;
  value: number;
  range: Range;
}

export interface CardTypeFilter {
  kind: 'CardType';
  cardType: CardType;
  range: Range;
}

/** A specific card or named thing: `"Come Here!"`. */
export interface NamedFilter {
  kind: 'Named';
  name: Name;
  range: Range;
}

/** Chebyshev distance (a diagonal step costs 1). `within caster.range of caster`. */
export interface WithinFilter {
  kind: 'Within';
  distance: Expr;
  of: Expr;
  range: Range;
}

export interface AdjacentFilter {
  kind: 'Adjacent';
  of: Expr;
  range: Range;
}

/** `in your territory`, `in enemy territory`, `in unclaimed territory`. */
export interface TerritoryFilter {
  kind: 'Territory';
  whose: 'you' | 'opponent' | 'unclaimed';
  range: Range;
}

/** `on this building's spaces`, `on these spaces` (inside a building's own abilities). */
export interface OnSpacesFilter {
  kind: 'OnSpaces';
  of: Expr;
  range: Range;
}

/** A space with no summon on it. */
export interface EmptyFilter {
  kind: 'Empty';
  range: Range;
}

/** `that has completed a quest` (optionally a named quest). */
export interface CompletedQuestFilter {
  kind: 'CompletedQuest';
  quest?: Name;
  range: Range;
}

/** `immobilized`, `not immobilized`. */
export interface StatusFilter {
  kind: 'Status';
  status: Name;
  negated: boolean;
  range: Range;
}

/** `other than caster`. */
export interface OtherThanFilter {
  kind: 'OtherThan';
  other: Expr;
  range: Range;
}

/** `where level < 10`; inside, `it` is the candidate and bare stat names are its stats. */
export interface WhereFilter {
  kind: 'Where';
  condition: Condition;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Bindings: the declared choices of a card ("caster: your Mage", "target: enemy summon …")
// ---------------------------------------------------------------------------------------------------

export interface Binding {
  kind: 'Binding';
  name: Name;
  selector: Selector;
  /** Who chooses. Defaults to the card's controller. */
  chooser: 'you' | 'opponent';
  /** How many to choose (default 1). `all` picks every match without a choice. */
  count: number | 'all';
  optional: boolean;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Durations
// ---------------------------------------------------------------------------------------------------

/**
 * How long a modification lasts. Turn boundaries are measured from the controller of the effect:
 * `end-of-opponents-next-turn` played on your turn 6 ends at the end of the opponent's turn 7.
 */
export type DurationUntil =
  | 'permanent'
  | 'end-of-turn'
  | 'start-of-your-next-turn'
  | 'end-of-your-next-turn'
  | 'end-of-opponents-next-turn';

export interface Duration {
  kind: 'Duration';
  until: DurationUntil;
  /** `while <condition>`: the effect applies only while the condition holds (checked when read). */
  while?: Condition;
  /** Events that end the effect early on its subject: `moves`, `changes-position`, `leaves-play`, `attacks`. */
  endsWhen: Name[];
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Hit and crit specifications
// ---------------------------------------------------------------------------------------------------

/** `always hits`, the ruleset's standard ability hit formula, or the card's own formula. */
export type HitSpec =
  | { kind: 'AlwaysHits'; range: Range }
  | { kind: 'StandardHit'; range: Range }
  | { kind: 'HitFormula'; formula: Expr; range: Range };

/** `cannot crit`, the standard crit chance, or a card formula; `multiplier` defaults to the ruleset's. */
export type CritSpec =
  | { kind: 'NoCrit'; range: Range }
  | { kind: 'StandardCrit'; multiplier?: Expr; range: Range }
  | { kind: 'CritFormula'; chance: Expr; multiplier?: Expr; range: Range };

/** A damage component: amount formula plus its typing. */
export interface DamageSpec {
  kind: 'DamageSpec';
  /** `physical`, `magical`, `true` … as declared by the ruleset's damage types. */
  damageType: Name;
  /** Element: `fire`, `neutral` … as declared by the ruleset. Omitted: the card's attribute. */
  attribute?: Name;
  amount: Expr;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Effects: the steps of a card's effect body, ability bodies, rewards, costs
// ---------------------------------------------------------------------------------------------------

/**
 * Effect kinds that games add to the language as modules (dsl/effects/effect-module.ts). Each module adds
 * its node here: `declare module '…/dsl/ast' { interface GameEffects { Deal: DealEffect } }`.
 */
export interface GameEffects {}

/** A step of a game's effect module (see `GameEffects`). */
export type GameEffect = GameEffects[keyof GameEffects];

export type Effect = CoreEffect | GameEffect;

/** The steps the language core itself defines. */
export type CoreEffect =
  | GainEffect
  | DamageEffect
  | HealEffect
  | ModifyEffect
  | ReplaceEffect
  | StatusEffect
  | DrawEffect
  | SearchEffect
  | LevelUpEffect
  | SetLevelEffect
  | ChangeRoleEffect
  | DestroyEffect
  | GainVPEffect
  | GrantEffect
  | IfEffect
  | ChooseEffect
  | ForEachEffect
  | MayEffect
  | AllowAdvanceEffect
  | DiscardEffect
  | ShuffleEffect;

/**
 * `you gain 3 health`, `opponent loses 2 health`, `you gain 1 mana`: a change to a player stat the
 * ruleset declares (`player-stats`). Losing is a gain of the negated amount (as with VP).
 */
export interface GainEffect {
  kind: 'Gain';
  player: PlayerRef;
  stat: Name;
  amount: Expr;
  range: Range;
}

/**
 * Deal damage, optionally with a to-hit roll and a crit roll. A basic-attack-like card effect is
 * `DamageEffect` with `hit: StandardHit`. Result fields (for `label.damage`, `dealt`): damage, hit, crit.
 * Resolution: hit roll → crit roll → amount (floored) × crit multiplier → elemental and replacement
 * factors → HP change → `onHit` steps (or `onMiss`).
 */
export interface DamageEffect {
  kind: 'Damage';
  target: Expr;
  damage: DamageSpec;
  hit: HitSpec;
  crit: CritSpec;
  label?: Name;
  onHit: Effect[];
  onMiss: Effect[];
  range: Range;
}

export interface HealEffect {
  kind: 'Heal';
  target: Expr;
  amount: Expr;
  /** Heals roll no hit unless the card says so. */
  hit?: HitSpec;
  crit: CritSpec;
  attribute?: Name;
  label?: Name;
  range: Range;
}

export type ModifyOp = 'add' | 'sub' | 'mul' | 'div' | 'set';

/**
 * Modify a stat or property of a unit (or of its equipment): `target.MV x2 until end of turn`,
 * `target.weapon.power +10`, `target.attacks = 2 until end of turn` (extra attacks).
 * `property` is a path relative to the target: ["DEF"], ["weapon", "power"], ["attacks"].
 * Division floors (`DEF /2` on 22 gives 11).
 */
export interface ModifyEffect {
  kind: 'Modify';
  target: Expr;
  property: Name[];
  op: ModifyOp;
  value: Expr;
  duration: Duration;
  range: Range;
}

/**
 * Replace a value inside a damage calculation while the subject is defending or attacking:
 * "treat DEF as DEF + floor(MDF / 2) when taking physical damage".
 */
export interface ReplaceEffect {
  kind: 'Replace';
  target: Expr;
  property: Name;
  with: Expr;
  when: 'defending' | 'attacking';
  /** Only for this damage type (e.g. physical). Omitted: any. */
  damageType?: Name;
  duration: Duration;
  range: Range;
}

/** `target is immobilized until end of opponent's next turn, save 30%`. */
export interface StatusEffect {
  kind: 'Status';
  target: Expr;
  status: Name;
  duration: Duration;
  /** Percent chance the target saves (roll ≤ chance saves). */
  save?: Expr;
  range: Range;
}

export type PlayerRef = 'you' | 'opponent' | 'event-player';

export interface DrawEffect {
  kind: 'Draw';
  player: PlayerRef;
  count: Expr;
  range: Range;
}

/** Search a zone for cards matching a selector, put them into another zone, shuffle the searched deck. */
export interface SearchEffect {
  kind: 'Search';
  player: PlayerRef;
  from: Name;
  selector: Selector;
  count: Expr;
  to: Name;
  range: Range;
}

/** `times` separate level-ups; each one is a `levels-up` event that abilities can respond to. */
export interface LevelUpEffect {
  kind: 'LevelUp';
  target: Expr;
  times: Expr;
  range: Range;
}

/** Set the level directly (no level-up events). Capped by the ruleset's max level. */
export interface SetLevelEffect {
  kind: 'SetLevel';
  target: Expr;
  level: Expr;
  range: Range;
}

export interface ChangeRoleEffect {
  kind: 'ChangeRole';
  target: Expr;
  role: Name;
  range: Range;
}

/** Destroy units or buildings: `destroy this`, `destroy every summon on this building's spaces`. */
export interface DestroyEffect {
  kind: 'Destroy';
  target: Expr | Selector;
  label?: Name;
  range: Range;
}

export interface GainVPEffect {
  kind: 'GainVP';
  player: PlayerRef;
  amount: Expr;
  range: Range;
}

/** Grant an ability to a unit for a duration. */
export interface GrantEffect {
  kind: 'Grant';
  target: Expr;
  ability: Ability;
  duration: Duration;
  range: Range;
}

export interface IfEffect {
  kind: 'If';
  condition: Condition;
  then: Effect[];
  else: Effect[];
  range: Range;
}

/** A choice made while resolving (not declared in the header): `choose m: your Mage`. */
export interface ChooseEffect {
  kind: 'Choose';
  binding: Binding;
  range: Range;
}

export interface ForEachEffect {
  kind: 'ForEach';
  variable: Name;
  selector: Selector;
  body: Effect[];
  range: Range;
}

/** `you may …`: the player decides whether to do the steps. */
export interface MayEffect {
  kind: 'May';
  player: PlayerRef;
  body: Effect[];
  range: Range;
}

/** `you may advance m now`: the player may play an advance card using the unit, outside the normal timing. */
export interface AllowAdvanceEffect {
  kind: 'AllowAdvance';
  target: Expr;
  range: Range;
}

/** `discard 1 card` (a cost, or an effect). The chooser is the discarding player. */
export interface DiscardEffect {
  kind: 'Discard';
  player: PlayerRef;
  count: Expr;
  selector?: Selector;
  /** The pile the step names (`to recharge`); absent, the cards go to the zone `discard` (the language's default). */
  to?: Name;
  range: Range;
}

export interface ShuffleEffect {
  kind: 'Shuffle';
  player: PlayerRef;
  zone: Name;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Triggers and abilities
// ---------------------------------------------------------------------------------------------------

/**
 * When a triggered ability or a counter fires. `event` is an event kind the engine emits:
 * enters-play, leaves-play, played, summoned, defeated, destroyed, levels-up, moves, moves-into,
 * attacks, damaged, healed, gains-vp, turn-start, turn-end, phase-start, phase-end.
 * `subject` narrows whose/which thing the event is about (`your summon`, `enemy summon on these spaces`);
 * `condition` is any further test on the trigger context (`event.player`, `event.unit`, `event.card`,
 * `event.damage`, `event.amount`, `event.space`, `event.source`, `event.reason`).
 * `whose` is for turn and phase events. `occurrence: 'next'` fires once, at the first matching event
 * after the ability came into play on a later turn than the current one ("at the end of your next turn").
 */
export interface Trigger {
  kind: 'Trigger';
  event: Name;
  phase?: Name;
  whose: Owner;
  subject?: Selector | { kind: 'This'; range: Range };
  condition?: Condition;
  occurrence: 'each' | 'next';
  /** Counters word their trigger as "would": the event is pending and can be cancelled. */
  would: boolean;
  /**
   * `at start of your 2nd turn after this was set`: fires only at the Nth matching turn (or phase) since
   * the card came into play (face down or face up). The validator requires both parts together.
   */
  nth?: TurnCount;
  range: Range;
}

/** The ordinal and the reference event of a counted trigger: `2nd … after this was set`. */
export interface TurnCount {
  kind: 'TurnCount';
  /** The ordinal (`2nd` → 2); absent when only `after …` was written. */
  count?: number;
  /** `after this was set` (a card set face down) or `after this entered play`; absent when only the ordinal was written. */
  since?: 'set' | 'entered-play';
  range: Range;
}

/**
 * Inside the effect, `it` is the trigger's subject (`event.unit` for unit events, the card for card
 * events) and `this` is the card, building or unit that has the ability.
 */
export interface TriggeredAbility {
  kind: 'Triggered';
  trigger: Trigger;
  condition?: Condition;
  optional: boolean;
  bindings: Binding[];
  effect: Effect[];
  range: Range;
}

/** A continuous effect that holds while its source is in play (and its condition holds). */
export interface ContinuousAbility {
  kind: 'Continuous';
  condition?: Condition;
  effects: ContinuousEffect[];
  range: Range;
}

export type Ability = TriggeredAbility | ContinuousAbility;

export type ContinuousEffect = AuraEffect | RuleOverride | ReplaceAura | DamageReduction | SkipPhase;

/** `your Elf summons get STR +2`. */
export interface AuraEffect {
  kind: 'Aura';
  selector: Selector;
  property: Name[];
  op: ModifyOp;
  value: Expr;
  range: Range;
}

/** Universal Rule Override: `your hand-limit is 8`, `your summons-per-turn is 2`. */
export interface RuleOverride {
  kind: 'RuleOverride';
  rule: Name;
  value: Expr;
  appliesTo: Owner;
  range: Range;
}

/**
 * `reduce physical damage to this by 3`, `reduce fire damage to your Elf summons by 25%`: damage
 * the subject takes is reduced after the elemental factor: a percentage (`25%`) multiplies it by what is
 * left (× 0.75, floored), any other amount is subtracted; percentages apply before flat amounts and damage
 * never drops below 0. `damageKind` is a damage type (`physical`) or an element (`fire`); omitted, all
 * damage. `this` is the unit that has the ability (a summon, its species or its equipment).
 */
export interface DamageReduction {
  kind: 'DamageReduction';
  damageKind?: Name;
  subject: Selector | { kind: 'This'; range: Range };
  amount: Expr;
  range: Range;
}

/**
 * `skip opponent's level phase`: while it holds, that player's phase is skipped: no start or end event and
 * none of its step (the draw, the level-ups, the actions, the hand limit). Any declared phase.
 */
export interface SkipPhase {
  kind: 'SkipPhase';
  phase: Name;
  appliesTo: Owner;
  range: Range;
}

export interface ReplaceAura {
  kind: 'ReplaceAura';
  selector: Selector;
  property: Name;
  with: Expr;
  when: 'defending' | 'attacking';
  damageType?: Name;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Declarations
// ---------------------------------------------------------------------------------------------------

export type CardType =
  | 'summon'
  | 'role'
  | 'equipment'
  | 'action'
  | 'reaction'
  | 'counter'
  | 'building'
  | 'quest'
  | 'advance';

export type Speed = 'action' | 'reaction' | 'counter';

/** Where a card goes after it resolves: `then discard`, `then recharge`, `then remove`, `stays`. */
export type Pile = 'discard' | 'recharge' | 'removed' | 'stays';

export interface Param {
  kind: 'Param';
  name: Name; // power, accuracy, range, save …
  value: Expr;
  range: Range;
}

export interface StatValue {
  kind: 'StatValue';
  stat: Name;
  value: number;
  range: Range;
}

export interface StatRange {
  kind: 'StatRange';
  stat: Name;
  min: number;
  max: number;
  range: Range;
}

/** A growth entry: stat and growth kind (by symbol `--`, `-`, `_`, `+`, `++`, `*` or by name). */
export interface GrowthValue {
  kind: 'GrowthValue';
  stat: Name;
  growth: Name;
  range: Range;
}

export interface StatModifier {
  kind: 'StatModifier';
  stat: Name;
  op: ModifyOp;
  value: number;
  range: Range;
}

interface CardBase {
  name: Name;
  /** Stable id; defaults to the file name (one card per file) or the slug of the name. */
  id?: string;
  attribute?: Name;
  pile?: Pile;
  /** Generated by another card (Come Here!, Night Terror): never in a deck list. */
  unique: boolean;
  /** Numbers or design not from the seeds; listed in the content README. */
  provisional: boolean;
  rarity?: Name;
  params: Param[];
  /** Play conditions beyond the bindings (checked when played). */
  requirements: Condition[];
  bindings: Binding[];
  costs: Effect[];
  effect: Effect[];
  abilities: Ability[];
  /** Free flavour text; the rules text is generated. */
  flavor?: string;
  range: Range;
}

/** Action, reaction and counter cards. Counters (and set reactions) may declare their trigger. */
export interface SpellCard extends CardBase {
  kind: 'Card';
  cardType: 'action' | 'reaction' | 'counter';
  speed: Speed;
  trigger?: Trigger;
}

export interface BuildingCard extends CardBase {
  kind: 'Card';
  cardType: 'building';
  speed: Speed;
  footprint: { width: number; height: number };
  /** Where its spaces may be: filters on spaces (`in your territory`). Omitted: anywhere. */
  placement: Filter[];
  trap: boolean;
  /** Trap activation (`when an enemy summon moves into these spaces`). */
  trigger?: Trigger;
}

export interface QuestCard extends CardBase {
  kind: 'Card';
  cardType: 'quest';
  speed: Speed;
  /** Objective: a condition over the quest's bindings; when it holds the quest completes. */
  objective: Condition;
  reward: Effect[];
  failure?: { condition: Condition; effect: Effect[]; range: Range };
  activatedBy: 'owner' | 'opponent' | 'either';
}

/** Advance cards: a role change, or a named summon made from a material unit. */
export interface AdvanceCard extends CardBase {
  kind: 'Card';
  cardType: 'advance';
  speed: Speed;
  advance: RoleChangeAdvance | NamedSummonAdvance;
}

export interface RoleChangeAdvance {
  kind: 'RoleChange';
  /** The binding (usually `target`) whose role changes. */
  subject: Name;
  to: Name;
  range: Range;
}

export interface NamedSummonAdvance {
  kind: 'NamedSummon';
  /** The binding used as material. */
  material: Name;
  species: Name;
  role: Name;
  /** What the named summon keeps from the material: equipment, position, level, movement-used, damage, attacks-used, quests. */
  inherits: Name[];
  stats: StatValue[];
  growth: GrowthValue[];
  range: Range;
}

/** A summon card: one generated individual (species, rarity, base stats, growth rates). */
export interface SummonCard extends CardBase {
  kind: 'Card';
  cardType: 'summon';
  species: Name;
  stats: StatValue[];
  growth: GrowthValue[];
}

export type EquipmentSlot = 'weapon' | 'offhand' | 'armor' | 'accessory';

export interface EquipmentCard extends CardBase {
  kind: 'Card';
  cardType: 'equipment';
  slot: EquipmentSlot;
  /** Weapons: the basic attack they give. Offhands with a damage formula: the follow-up strike (dual-wielding). */
  weapon?: {
    power: number;
    range: number;
    damage: DamageSpec;
    hit?: HitSpec;
    crit?: CritSpec;
  };
  bonuses: StatModifier[];
}

/** A role is also the role card placed in a summon slot (tier 1). */
export interface RoleCard extends CardBase {
  kind: 'Card';
  cardType: 'role';
  tier: number;
  family: Name;
  /** Advancement edges: the roles this one can be reached from (several = multi-path convergence). */
  from: Name[];
  modifiers: StatModifier[];
}

export type CardDecl =
  | SpellCard
  | BuildingCard
  | QuestCard
  | AdvanceCard
  | SummonCard
  | EquipmentCard
  | RoleCard;

/**
 * A card of a type the game declares in its ruleset's `card-types` (`monster "Cinder Pup" { … }`,
 * `spell`, `equipment`): the shared clause grammar without Summoner's Grid's card-type-specific clauses.
 * `properties` are the declared per-card numbers (`mana 2`), `stats` the declared stats.
 */
export interface GameCard {
  kind: 'GameCard';
  /** The declared card type word as written in the head (`monster`). */
  cardType: Name;
  name: Name;
  id?: string;
  unique: boolean;
  provisional: boolean;
  rarity?: Name;
  properties: Param[];
  stats: StatValue[];
  requirements: Condition[];
  bindings: Binding[];
  effect: Effect[];
  abilities: Ability[];
  flavor?: string;
  range: Range;
}

/** A named setting of the ruleset (`hand-limit 6`); cards may override it with a RuleOverride. */
export interface Setting {
  kind: 'Setting';
  name: Name;
  value: Expr;
  range: Range;
}

/** A named formula of the ruleset: `max-hp = 50 + floor(END ^ 1.5)`; may take parameters. */
export interface FormulaDef {
  kind: 'FormulaDef';
  name: Name;
  params: Name[];
  body: Expr;
  range: Range;
}

/** A status the game knows, and what it prevents: `status immobilized prevents move`. */
export interface StatusDef {
  kind: 'StatusDef';
  name: Name;
  prevents: Name[];
  range: Range;
}

/** A damage type and the stats it reads: `damage physical attack STR defense DEF`. */
export interface DamageTypeDef {
  kind: 'DamageTypeDef';
  name: Name;
  attackStat?: Name;
  defenseStat?: Name;
  range: Range;
}

export interface ElementRules {
  kind: 'Elements';
  elements: Name[];
  /** [a, b]: a beats b (a's damage against b is multiplied by `advantage`). */
  beats: Array<[Name, Name]>;
  /** [a, b]: a resists b (b's damage against a is multiplied by `resisted`). */
  resists: Array<[Name, Name]>;
  advantage: number;
  resisted: number;
  range: Range;
}

/**
 * Well-known names: what the engine looks up in a ruleset, and what paths may read. A game's ruleset
 * declares them (the validator warns about references to names nobody declares); cards may override
 * any setting with a RuleOverride.
 * - Settings: `hand-limit`, `victory-points`, `summons-per-turn`, `summon-draws`, `attacks-per-turn`,
 *   `start-level`, `max-level`, `basic-accuracy`, `crit-multiplier`, `stat-minimum` (no stat is ever
 *   below it; with 1, `/ target.DEF` cannot divide by zero).
 * - Formulas: `final-stat(base, level, growth, modifier, bonus)`, `max-hp`, `movement`, `basic-hit`,
 *   `ability-hit` (the `hit standard` of cards), `crit-chance` (`crit standard`), `defeat-vp` (read with
 *   the defeated unit as subject, so `tier` is its tier), and the standard damage/heal formulas
 *   `physical-damage`, `magical-damage`, `heal-amount` that cards may call by name.
 *   In a ruleset formula bare stat names are the subject unit's (attacker, healer, unit being computed),
 *   `target` is the defender and `power`/`accuracy`/`range` are the parameters of the card or weapon used.
 * - Unit properties (after a unit in a path: `target.level`): the stats (`STR` …), `level`, `tier`,
 *   `hp`, `maxHP`, `MV`, `range` (weapon or unarmed reach), `attacks` (basic attacks allowed this turn),
 *   `moved` (spaces moved this turn), `weapon` (→ `power`, `range`), `role`, `species`, `position`,
 *   `controller`. Player properties (`A.vp`, `you.vp` …): `vp`, `hand` (card count).
 * - Labelled step results (`attack … as bolt` → `bolt.damage`): `damage`, `healed`, and the outcomes
 *   `hit`, `missed`, `crit`, `saved`, `destroyed`.
 */
export interface RulesetDecl {
  kind: 'Ruleset';
  name: Name;
  id?: string;
  /** The game module that plays it (`game mana-duel`). Omitted: `summoners-grid` (files written before games were modules). */
  game?: Name;
  /** `card-types monster, spell, equipment`: the head words of the game's generic card declarations. */
  cardTypes?: Name[];
  stats: Name[];
  /** `properties mana`: per-card numbers written as `mana 2` in a card. */
  properties?: Name[];
  /** `player-stats health, mana`: what `you gain 3 health` and `opponent.health` read. */
  playerStats?: Name[];
  zones?: ZoneDef[];
  /** `phases draw, main, end`, in turn order. */
  phases?: Name[];
  /** `speeds action, reaction, counter`: ordered slowest to fastest. */
  speeds?: Name[];
  deckRules?: DeckRules;
  /** `win when opponent.health <= 0`: any of them holding ends the game with the controller as winner. */
  winConditions?: Condition[];
  /**
   * Only games played on a grid have a board and territory. Kept required for the engine: a ruleset
   * without `board` has 0 × 0 and `territoryRows` 0 (see `hasBoard`).
   */
  board: { width: number; height: number };
  territoryRows: number;
  settings: Setting[];
  formulas: FormulaDef[];
  statuses: StatusDef[];
  damageTypes: DamageTypeDef[];
  elements?: ElementRules;
  /** Default pile per card type when the card does not say. */
  piles: Array<{ cardType: CardType; pile: Pile }>;
  /** The basic attack of a summon with no weapon. */
  unarmed?: { power: number; range: number; damage: DamageSpec };
  range: Range;
}

export type ZoneVisibility = 'hidden' | 'private' | 'public';

/** `battlefield public capacity 5 holds monster`: a zone each player has. */
export interface ZoneDef {
  kind: 'ZoneDef';
  name: Name;
  visibility: ZoneVisibility;
  /** Most cards a player may have there. Omitted: no limit. */
  capacity?: number;
  /** Card types that sit in this zone while in play: selector nouns (`enemy monster`) look here. */
  holds: Name[];
  range: Range;
}

/** `deck exactly 30 cards, at most 3 copies`. */
export interface DeckRules {
  kind: 'DeckRules';
  /** Fewest and most cards (`exactly 30` sets both; `at least 40` only the first). */
  minCards?: number;
  maxCards?: number;
  /** Most copies of one card. */
  copies?: number;
  range: Range;
}

export interface SpeciesDecl {
  kind: 'Species';
  name: Name;
  id?: string;
  description?: string;
  stats: StatRange[];
  /** Appearance weight per rarity (pack generation). */
  appearance: Array<{ rarity: Name; weight: number }>;
  traits: Ability[];
  range: Range;
}

export interface GrowthDecl {
  kind: 'Growth';
  name: Name;
  /** Stable id; defaults to the slug of the name (added by the DSL owner, additive). */
  id?: string;
  symbol: string;
  rate: number;
  range: Range;
}

export interface RarityDecl {
  kind: 'Rarity';
  name: Name;
  /** Stable id; defaults to the slug of the name (added by the DSL owner, additive). */
  id?: string;
  order: number;
  /** Minimum base stat as a share of the species range: 0 = species minimum. */
  statFloor: number;
  growthWeights: Array<{ growth: Name; weight: number }>;
  range: Range;
}

export interface PackDecl {
  kind: 'Pack';
  name: Name;
  /** Stable id; defaults to the slug of the name (added by the DSL owner, additive). */
  id?: string;
  slots: Array<{
    count: number;
    rarity: Name;
    upgrades: Array<{ rarity: Name; chance: Expr }>;
    range: Range;
  }>;
  range: Range;
}

/** A summon slot: summon + role + up to one equipment card per slot kind. */
export interface DeckSlot {
  kind: 'DeckSlot';
  summon: Name;
  role: Name;
  equipment: Name[];
  range: Range;
}

export interface DeckDecl {
  kind: 'Deck';
  name: Name;
  id?: string;
  slots: DeckSlot[];
  main: Array<{ count: number; card: Name; range: Range }>;
  advance: Array<{ count: number; card: Name; range: Range }>;
  range: Range;
}

// ---------------------------------------------------------------------------------------------------
// Scenarios: a position, scripted actions and rolls, and expectations. Both a sandbox setup and a test.
// ---------------------------------------------------------------------------------------------------

export type PlayerSide = 'A' | 'B';

export interface ScenarioUnit {
  kind: 'ScenarioUnit';
  /** Local handle used by actions and expectations (`warrior`). */
  handle: Name;
  /** The summon card (or named summon advance card) the unit comes from. */
  card: Name;
  role?: Name;
  equipment: Name[];
  at: { x: number; y: number };
  level?: number;
  hp?: number;
  /** Other per-unit state: `moved 3`, `attacks 1`, `completed "First Quest"`, statuses. */
  overrides: Setting[];
  range: Range;
}

export interface ScenarioPlayer {
  kind: 'ScenarioPlayer';
  side: PlayerSide;
  vp: number;
  /** Player stats the game declares, set for the position (`health 20`, `mana 5`). */
  stats?: Array<{ stat: Name; value: number; range: Range }>;
  /**
   * Zones by name: hand, main-deck (top first), advance-deck, discard, recharge, removed (or the zones the
   * game declares). `handles[i]`, when present, is the script's name for `cards[i]` (`called wolf`).
   */
  zones: Array<{ zone: Name; cards: Name[]; handles?: Array<Name | null>; range: Range }>;
  units: ScenarioUnit[];
  buildings: Array<{ card: Name; at: { x: number; y: number }; faceDown: boolean; range: Range }>;
  faceDown: Name[];
  range: Range;
}

/**
 * A scripted action. `verb` is one of: summon, move, attack, play, set, activate, pass, end-turn,
 * advance, choose, respond, discard, direct-attack. `args` are its named operands (caster, target, to,
 * space, card, material …) as expressions: unit handles, `(x, y)` spaces (as `Space`), quoted card names.
 * `refused` (`A cannot advance "Champion Rage" target: elf`) asserts that no legal action fits the step.
 */
export interface ScenarioAction {
  kind: 'ScenarioAction';
  player: PlayerSide;
  refused?: boolean;
  verb: Name;
  subject?: Expr | SpaceLit | Name;
  args: Array<{ name: Name; value: Expr | SpaceLit | Name }>;
  range: Range;
}

export interface SpaceLit {
  kind: 'Space';
  x: number;
  y: number;
  range: Range;
}

/** `rolls 42, 73` forces the next d100 rolls; each forced roll is consumed in order. */
export interface ScenarioRolls {
  kind: 'ScenarioRolls';
  values: number[];
  range: Range;
}

/**
 * An expectation checked after all actions (or after the step it follows, in `expect` blocks placed
 * between actions): `warrior.hp = 44`, `B.vp = 1`, `warrior at (5,4)`, `"Fire Bolt" in B.discard`,
 * `warrior is immobilized`, `log contains "ToHit = 85 + 14 / 10 = 86.4%"`, `winner B`.
 */
export type Expectation =
  | { kind: 'ExpectCompare'; comparison: CompareCond; range: Range }
  | { kind: 'ExpectAt'; unit: Name; at: SpaceLit; range: Range }
  | { kind: 'ExpectInZone'; card: Name; player: PlayerSide; zone: Name; negated: boolean; range: Range }
  | { kind: 'ExpectStatus'; unit: Name; status: Name; negated: boolean; range: Range }
  | { kind: 'ExpectLog'; text: string; negated: boolean; range: Range }
  | { kind: 'ExpectDefeated'; unit: Name; range: Range }
  | { kind: 'ExpectWinner'; winner: PlayerSide | 'draw' | 'none'; range: Range };

export type ScenarioStep =
  | ScenarioAction
  | ScenarioRolls
  | { kind: 'ScenarioExpect'; expectations: Expectation[]; range: Range }
  | { kind: 'ScenarioComment'; text: string; range: Range };

export interface ScenarioDecl {
  kind: 'Scenario';
  name: Name;
  id?: string;
  ruleset?: Name;
  seed: number;
  /** The position: whose turn, turn number, phase. */
  turn: { number: number; player: PlayerSide; phase: Name };
  players: ScenarioPlayer[];
  steps: ScenarioStep[];
  range: Range;
}

export type Decl =
  | CardDecl
  | GameCard
  | RulesetDecl
  | SpeciesDecl
  | GrowthDecl
  | RarityDecl
  | PackDecl
  | DeckDecl
  | ScenarioDecl;

export interface Document {
  kind: 'Document';
  decls: Decl[];
  range: Range;
}
