/**
 * zod schemas of the AST (dsl/ast.ts), for validating ASTs that cross a boundary (database rows, imported
 * card sets) and for the JSON Schema of exports. Each schema is typed `z.ZodType<T>` against the AST type,
 * so a required field missing on either side is a compile error; objects are strict, so a field the
 * schema does not know is a runtime error rather than silently dropped.
 */
import { z } from 'zod';
import type * as A from './ast';
import { effectModules } from './effects/registry';

const obj = z.strictObject;

export const PosSchema: z.ZodType<A.Pos> = obj({ offset: z.number(), line: z.number(), column: z.number() });
export const RangeSchema: z.ZodType<A.Range> = obj({ start: PosSchema, end: PosSchema });
export const NameSchema: z.ZodType<A.Name> = obj({ kind: z.literal('Name'), text: z.string(), quoted: z.literal(true).optional(), range: RangeSchema });

const ownerSchema = z.enum(['you', 'opponent', 'any']);
const entitySchema = z.enum(['summon', 'removed-summon', 'space', 'card', 'building', 'player']);
const compareOpSchema = z.enum(['<', '<=', '>', '>=', '=', '!=']);
const cardTypeSchema = z.enum(['summon', 'role', 'equipment', 'action', 'reaction', 'counter', 'building', 'quest', 'advance']);
const modifyOpSchema = z.enum(['add', 'sub', 'mul', 'div', 'set']);
const playerRefSchema = z.enum(['you', 'opponent', 'event-player']);
const pileSchema = z.enum(['discard', 'recharge', 'removed', 'stays']);
const speedSchema = z.enum(['action', 'reaction', 'counter']);
const sideSchema = z.enum(['A', 'B']);

// ------------------------------------------------------------------ formulas and conditions

export const ExprSchema: z.ZodType<A.Expr> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('Number'), value: z.number(), range: RangeSchema }),
    obj({ kind: z.literal('Percent'), value: z.number(), range: RangeSchema }),
    RefSchema,
    obj({ kind: z.literal('Binary'), op: z.enum(['+', '-', '*', '/', '^']), left: ExprSchema, right: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Unary'), op: z.literal('-'), operand: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Call'), fn: NameSchema, args: z.array(ExprSchema), range: RangeSchema }),
    obj({ kind: z.literal('If'), condition: ConditionSchema, then: ExprSchema, else: ExprSchema, range: RangeSchema }),
  ]),
);

export const RefSchema = obj({ kind: z.literal('Ref'), path: z.array(NameSchema), range: RangeSchema }) satisfies z.ZodType<A.RefExpr>;

export const CompareCondSchema: z.ZodType<A.CompareCond> = obj({
  kind: z.literal('Compare'), op: compareOpSchema, left: ExprSchema, right: ExprSchema, range: RangeSchema,
});

export const ConditionSchema: z.ZodType<A.Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('Compare'), op: compareOpSchema, left: ExprSchema, right: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('And'), items: z.array(ConditionSchema), range: RangeSchema }),
    obj({ kind: z.literal('Or'), items: z.array(ConditionSchema), range: RangeSchema }),
    obj({ kind: z.literal('Not'), item: ConditionSchema, range: RangeSchema }),
    obj({ kind: z.literal('Is'), subject: ExprSchema, filters: z.array(FilterSchema), owner: ownerSchema.optional(), entity: entitySchema.optional(), noun: NameSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('Exists'), selector: SelectorSchema, count: obj({ op: compareOpSchema, value: ExprSchema }).optional(), range: RangeSchema }),
    obj({ kind: z.literal('Outcome'), outcome: NameSchema, label: NameSchema.optional(), range: RangeSchema }),
  ]),
);

// ------------------------------------------------------------------ selectors and filters

export const FilterSchema: z.ZodType<A.Filter> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('Role'), role: NameSchema, range: RangeSchema }),
    obj({ kind: z.literal('Species'), species: NameSchema, range: RangeSchema }),
    obj({ kind: z.literal('Tier'), op: compareOpSchema, value: z.number(), range: RangeSchema }),
    obj({ kind: z.literal('CardType'), cardType: cardTypeSchema, range: RangeSchema }),
    obj({ kind: z.literal('Named'), name: NameSchema, range: RangeSchema }),
    obj({ kind: z.literal('Within'), distance: ExprSchema, of: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Adjacent'), of: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Territory'), whose: z.enum(['you', 'opponent', 'unclaimed']), range: RangeSchema }),
    obj({ kind: z.literal('OnSpaces'), of: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Empty'), range: RangeSchema }),
    obj({ kind: z.literal('CompletedQuest'), quest: NameSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('Status'), status: NameSchema, negated: z.boolean(), range: RangeSchema }),
    obj({ kind: z.literal('OtherThan'), other: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Where'), condition: ConditionSchema, range: RangeSchema }),
  ]),
);

export const SelectorSchema: z.ZodType<A.Selector> = z.lazy(() =>
  obj({ kind: z.literal('Selector'), entity: entitySchema, owner: ownerSchema, noun: NameSchema.optional(), implied: z.literal(true).optional(), zone: NameSchema.optional(), filters: z.array(FilterSchema), range: RangeSchema }),
);

export const BindingSchema: z.ZodType<A.Binding> = z.lazy(() =>
  obj({
    kind: z.literal('Binding'), name: NameSchema, selector: SelectorSchema, chooser: z.enum(['you', 'opponent']),
    count: z.union([z.number(), z.literal('all')]), optional: z.boolean(), range: RangeSchema,
  }),
);

export const DurationSchema: z.ZodType<A.Duration> = z.lazy(() =>
  obj({
    kind: z.literal('Duration'),
    until: z.enum(['permanent', 'end-of-turn', 'start-of-your-next-turn', 'end-of-your-next-turn', 'end-of-opponents-next-turn']),
    while: ConditionSchema.optional(),
    endsWhen: z.array(NameSchema),
    range: RangeSchema,
  }),
);

export const HitSpecSchema: z.ZodType<A.HitSpec> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('AlwaysHits'), range: RangeSchema }),
    obj({ kind: z.literal('StandardHit'), range: RangeSchema }),
    obj({ kind: z.literal('HitFormula'), formula: ExprSchema, range: RangeSchema }),
  ]),
);

export const CritSpecSchema: z.ZodType<A.CritSpec> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('NoCrit'), range: RangeSchema }),
    obj({ kind: z.literal('StandardCrit'), multiplier: ExprSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('CritFormula'), chance: ExprSchema, multiplier: ExprSchema.optional(), range: RangeSchema }),
  ]),
);

export const DamageSpecSchema: z.ZodType<A.DamageSpec> = z.lazy(() =>
  obj({ kind: z.literal('DamageSpec'), damageType: NameSchema, attribute: NameSchema.optional(), amount: ExprSchema, range: RangeSchema }),
);

// ------------------------------------------------------------------ effects

export const EffectSchema: z.ZodType<A.Effect> = z.lazy(() => {
  const [first, ...rest] = effectModules.map((m) => m.schema({ expr: ExprSchema, name: NameSchema, range: RangeSchema, player: playerRefSchema, damage: DamageSpecSchema, duration: DurationSchema }));
  return first === undefined ? CoreEffectSchema : z.union([CoreEffectSchema, first, ...rest]);
});

const CoreEffectSchema: z.ZodType<A.CoreEffect> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('Gain'), player: playerRefSchema, stat: NameSchema, amount: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Damage'), target: ExprSchema, damage: DamageSpecSchema, hit: HitSpecSchema, crit: CritSpecSchema, label: NameSchema.optional(), onHit: z.array(EffectSchema), onMiss: z.array(EffectSchema), range: RangeSchema }),
    obj({ kind: z.literal('Heal'), target: ExprSchema, amount: ExprSchema, hit: HitSpecSchema.optional(), crit: CritSpecSchema, attribute: NameSchema.optional(), label: NameSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('Modify'), target: ExprSchema, property: z.array(NameSchema), op: modifyOpSchema, value: ExprSchema, duration: DurationSchema, range: RangeSchema }),
    obj({ kind: z.literal('Replace'), target: ExprSchema, property: NameSchema, with: ExprSchema, when: z.enum(['defending', 'attacking']), damageType: NameSchema.optional(), duration: DurationSchema, range: RangeSchema }),
    obj({ kind: z.literal('Status'), target: ExprSchema, status: NameSchema, duration: DurationSchema, save: ExprSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('Draw'), player: playerRefSchema, count: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Search'), player: playerRefSchema, from: NameSchema, selector: SelectorSchema, count: ExprSchema, to: NameSchema, range: RangeSchema }),
    obj({ kind: z.literal('LevelUp'), target: ExprSchema, times: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('SetLevel'), target: ExprSchema, level: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('ChangeRole'), target: ExprSchema, role: NameSchema, range: RangeSchema }),
    obj({ kind: z.literal('Destroy'), target: z.union([SelectorSchema, ExprSchema]), label: NameSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('GainVP'), player: playerRefSchema, amount: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Grant'), target: ExprSchema, ability: AbilitySchema, duration: DurationSchema, range: RangeSchema }),
    obj({ kind: z.literal('If'), condition: ConditionSchema, then: z.array(EffectSchema), else: z.array(EffectSchema), range: RangeSchema }),
    obj({ kind: z.literal('Choose'), binding: BindingSchema, range: RangeSchema }),
    obj({ kind: z.literal('ForEach'), variable: NameSchema, selector: SelectorSchema, body: z.array(EffectSchema), range: RangeSchema }),
    obj({ kind: z.literal('May'), player: playerRefSchema, body: z.array(EffectSchema), range: RangeSchema }),
    obj({ kind: z.literal('AllowAdvance'), target: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('Discard'), player: playerRefSchema, count: ExprSchema, selector: SelectorSchema.optional(), to: NameSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('Shuffle'), player: playerRefSchema, zone: NameSchema, range: RangeSchema }),
  ]),
);

// ------------------------------------------------------------------ triggers and abilities

export const TriggerSchema: z.ZodType<A.Trigger> = z.lazy(() =>
  obj({
    kind: z.literal('Trigger'),
    event: NameSchema,
    phase: NameSchema.optional(),
    whose: ownerSchema,
    subject: z.union([SelectorSchema, obj({ kind: z.literal('This'), range: RangeSchema })]).optional(),
    condition: ConditionSchema.optional(),
    occurrence: z.enum(['each', 'next']),
    would: z.boolean(),
    nth: obj({ kind: z.literal('TurnCount'), count: z.number().int().optional(), since: z.enum(['set', 'entered-play']).optional(), range: RangeSchema }).optional(),
    range: RangeSchema,
  }),
);

export const ContinuousEffectSchema: z.ZodType<A.ContinuousEffect> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('Aura'), selector: SelectorSchema, property: z.array(NameSchema), op: modifyOpSchema, value: ExprSchema, range: RangeSchema }),
    obj({ kind: z.literal('RuleOverride'), rule: NameSchema, value: ExprSchema, appliesTo: ownerSchema, range: RangeSchema }),
    obj({ kind: z.literal('SkipPhase'), phase: NameSchema, appliesTo: ownerSchema, range: RangeSchema }),
    obj({ kind: z.literal('ReplaceAura'), selector: SelectorSchema, property: NameSchema, with: ExprSchema, when: z.enum(['defending', 'attacking']), damageType: NameSchema.optional(), range: RangeSchema }),
    obj({ kind: z.literal('DamageReduction'), damageKind: NameSchema.optional(), subject: z.union([SelectorSchema, obj({ kind: z.literal('This'), range: RangeSchema })]), amount: ExprSchema, range: RangeSchema }),
  ]),
);

export const AbilitySchema: z.ZodType<A.Ability> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    obj({ kind: z.literal('Triggered'), trigger: TriggerSchema, condition: ConditionSchema.optional(), optional: z.boolean(), bindings: z.array(BindingSchema), effect: z.array(EffectSchema), range: RangeSchema }),
    obj({ kind: z.literal('Continuous'), condition: ConditionSchema.optional(), effects: z.array(ContinuousEffectSchema), range: RangeSchema }),
  ]),
);

// ------------------------------------------------------------------ declarations

const ParamSchema: z.ZodType<A.Param> = obj({ kind: z.literal('Param'), name: NameSchema, value: ExprSchema, range: RangeSchema });
const StatValueSchema: z.ZodType<A.StatValue> = obj({ kind: z.literal('StatValue'), stat: NameSchema, value: z.number(), range: RangeSchema });
const StatRangeSchema: z.ZodType<A.StatRange> = obj({ kind: z.literal('StatRange'), stat: NameSchema, min: z.number(), max: z.number(), range: RangeSchema });
const GrowthValueSchema: z.ZodType<A.GrowthValue> = obj({ kind: z.literal('GrowthValue'), stat: NameSchema, growth: NameSchema, range: RangeSchema });
const StatModifierSchema: z.ZodType<A.StatModifier> = obj({ kind: z.literal('StatModifier'), stat: NameSchema, op: modifyOpSchema, value: z.number(), range: RangeSchema });

/** Fields every card type shares (CardBase). */
const cardBase = {
  kind: z.literal('Card'),
  name: NameSchema,
  id: z.string().optional(),
  attribute: NameSchema.optional(),
  pile: pileSchema.optional(),
  unique: z.boolean(),
  provisional: z.boolean(),
  rarity: NameSchema.optional(),
  params: z.array(ParamSchema),
  requirements: z.array(ConditionSchema),
  bindings: z.array(BindingSchema),
  costs: z.array(EffectSchema),
  effect: z.array(EffectSchema),
  abilities: z.array(AbilitySchema),
  flavor: z.string().optional(),
  range: RangeSchema,
};

export const CardDeclSchema: z.ZodType<A.CardDecl> = z.lazy(() =>
  z.union([
    obj({ ...cardBase, cardType: z.enum(['action', 'reaction', 'counter']), speed: speedSchema, trigger: TriggerSchema.optional() }),
    obj({
      ...cardBase, cardType: z.literal('building'), speed: speedSchema, footprint: obj({ width: z.number(), height: z.number() }),
      placement: z.array(FilterSchema), trap: z.boolean(), trigger: TriggerSchema.optional(),
    }),
    obj({
      ...cardBase, cardType: z.literal('quest'), speed: speedSchema, objective: ConditionSchema, reward: z.array(EffectSchema),
      failure: obj({ condition: ConditionSchema, effect: z.array(EffectSchema), range: RangeSchema }).optional(),
      activatedBy: z.enum(['owner', 'opponent', 'either']),
    }),
    obj({
      ...cardBase, cardType: z.literal('advance'), speed: speedSchema,
      advance: z.discriminatedUnion('kind', [
        obj({ kind: z.literal('RoleChange'), subject: NameSchema, to: NameSchema, range: RangeSchema }),
        obj({
          kind: z.literal('NamedSummon'), material: NameSchema, species: NameSchema, role: NameSchema, inherits: z.array(NameSchema),
          stats: z.array(StatValueSchema), growth: z.array(GrowthValueSchema), range: RangeSchema,
        }),
      ]),
    }),
    obj({ ...cardBase, cardType: z.literal('summon'), species: NameSchema, stats: z.array(StatValueSchema), growth: z.array(GrowthValueSchema) }),
    obj({
      ...cardBase, cardType: z.literal('equipment'), slot: z.enum(['weapon', 'offhand', 'armor', 'accessory']),
      weapon: obj({ power: z.number(), range: z.number(), damage: DamageSpecSchema, hit: HitSpecSchema.optional(), crit: CritSpecSchema.optional() }).optional(),
      bonuses: z.array(StatModifierSchema),
    }),
    obj({ ...cardBase, cardType: z.literal('role'), tier: z.number(), family: NameSchema, from: z.array(NameSchema), modifiers: z.array(StatModifierSchema) }),
  ]),
);

export const GameCardSchema: z.ZodType<A.GameCard> = z.lazy(() =>
  obj({
    kind: z.literal('GameCard'), cardType: NameSchema, name: NameSchema, id: z.string().optional(), unique: z.boolean(), provisional: z.boolean(),
    rarity: NameSchema.optional(), properties: z.array(ParamSchema), stats: z.array(StatValueSchema), requirements: z.array(ConditionSchema),
    bindings: z.array(BindingSchema), effect: z.array(EffectSchema), abilities: z.array(AbilitySchema), flavor: z.string().optional(), range: RangeSchema,
  }),
);

export const RulesetDeclSchema: z.ZodType<A.RulesetDecl> = obj({
  kind: z.literal('Ruleset'),
  name: NameSchema,
  id: z.string().optional(),
  game: NameSchema.optional(),
  cardTypes: z.array(NameSchema).optional(),
  stats: z.array(NameSchema),
  properties: z.array(NameSchema).optional(),
  playerStats: z.array(NameSchema).optional(),
  zones: z.array(obj({
    kind: z.literal('ZoneDef'), name: NameSchema, visibility: z.enum(['hidden', 'private', 'public']), capacity: z.number().optional(),
    holds: z.array(NameSchema), range: RangeSchema,
  })).optional(),
  phases: z.array(NameSchema).optional(),
  speeds: z.array(NameSchema).optional(),
  deckRules: obj({ kind: z.literal('DeckRules'), minCards: z.number().optional(), maxCards: z.number().optional(), copies: z.number().optional(), range: RangeSchema }).optional(),
  winConditions: z.array(ConditionSchema).optional(),
  board: obj({ width: z.number(), height: z.number() }),
  territoryRows: z.number(),
  settings: z.array(obj({ kind: z.literal('Setting'), name: NameSchema, value: ExprSchema, range: RangeSchema })),
  formulas: z.array(obj({ kind: z.literal('FormulaDef'), name: NameSchema, params: z.array(NameSchema), body: ExprSchema, range: RangeSchema })),
  statuses: z.array(obj({ kind: z.literal('StatusDef'), name: NameSchema, prevents: z.array(NameSchema), range: RangeSchema })),
  damageTypes: z.array(obj({ kind: z.literal('DamageTypeDef'), name: NameSchema, attackStat: NameSchema.optional(), defenseStat: NameSchema.optional(), range: RangeSchema })),
  elements: obj({
    kind: z.literal('Elements'), elements: z.array(NameSchema), beats: z.array(z.tuple([NameSchema, NameSchema])),
    resists: z.array(z.tuple([NameSchema, NameSchema])), advantage: z.number(), resisted: z.number(), range: RangeSchema,
  }).optional(),
  piles: z.array(obj({ cardType: cardTypeSchema, pile: pileSchema })),
  unarmed: obj({ power: z.number(), range: z.number(), damage: DamageSpecSchema }).optional(),
  range: RangeSchema,
});

export const SpeciesDeclSchema: z.ZodType<A.SpeciesDecl> = obj({
  kind: z.literal('Species'), name: NameSchema, id: z.string().optional(), description: z.string().optional(), stats: z.array(StatRangeSchema),
  appearance: z.array(obj({ rarity: NameSchema, weight: z.number() })), traits: z.array(AbilitySchema), range: RangeSchema,
});

export const GrowthDeclSchema: z.ZodType<A.GrowthDecl> = obj({
  kind: z.literal('Growth'), name: NameSchema, id: z.string().optional(), symbol: z.string(), rate: z.number(), range: RangeSchema,
});

export const RarityDeclSchema: z.ZodType<A.RarityDecl> = obj({
  kind: z.literal('Rarity'), name: NameSchema, id: z.string().optional(), order: z.number(), statFloor: z.number(),
  growthWeights: z.array(obj({ growth: NameSchema, weight: z.number() })), range: RangeSchema,
});

export const PackDeclSchema: z.ZodType<A.PackDecl> = obj({
  kind: z.literal('Pack'), name: NameSchema, id: z.string().optional(),
  slots: z.array(obj({ count: z.number(), rarity: NameSchema, upgrades: z.array(obj({ rarity: NameSchema, chance: ExprSchema })), range: RangeSchema })),
  range: RangeSchema,
});

const cardCountSchema = obj({ count: z.number(), card: NameSchema, range: RangeSchema });

export const DeckDeclSchema: z.ZodType<A.DeckDecl> = obj({
  kind: z.literal('Deck'), name: NameSchema, id: z.string().optional(),
  slots: z.array(obj({ kind: z.literal('DeckSlot'), summon: NameSchema, role: NameSchema, equipment: z.array(NameSchema), range: RangeSchema })),
  main: z.array(cardCountSchema), advance: z.array(cardCountSchema), range: RangeSchema,
});

const SpaceLitSchema: z.ZodType<A.SpaceLit> = obj({ kind: z.literal('Space'), x: z.number(), y: z.number(), range: RangeSchema });
const pointSchema = obj({ x: z.number(), y: z.number() });
const actionValueSchema = z.union([SpaceLitSchema, NameSchema, ExprSchema]);

const ExpectationSchema: z.ZodType<A.Expectation> = z.discriminatedUnion('kind', [
  obj({ kind: z.literal('ExpectCompare'), comparison: CompareCondSchema, range: RangeSchema }),
  obj({ kind: z.literal('ExpectAt'), unit: NameSchema, at: SpaceLitSchema, range: RangeSchema }),
  obj({ kind: z.literal('ExpectInZone'), card: NameSchema, player: sideSchema, zone: NameSchema, negated: z.boolean(), range: RangeSchema }),
  obj({ kind: z.literal('ExpectStatus'), unit: NameSchema, status: NameSchema, negated: z.boolean(), range: RangeSchema }),
  obj({ kind: z.literal('ExpectLog'), text: z.string(), negated: z.boolean(), range: RangeSchema }),
  obj({ kind: z.literal('ExpectDefeated'), unit: NameSchema, range: RangeSchema }),
  obj({ kind: z.literal('ExpectWinner'), winner: z.enum(['A', 'B', 'draw', 'none']), range: RangeSchema }),
]);

const ScenarioStepSchema: z.ZodType<A.ScenarioStep> = z.discriminatedUnion('kind', [
  obj({ kind: z.literal('ScenarioAction'), player: sideSchema, refused: z.boolean().optional(), verb: NameSchema, subject: actionValueSchema.optional(), args: z.array(obj({ name: NameSchema, value: actionValueSchema })), range: RangeSchema }),
  obj({ kind: z.literal('ScenarioRolls'), values: z.array(z.number()), range: RangeSchema }),
  obj({ kind: z.literal('ScenarioExpect'), expectations: z.array(ExpectationSchema), range: RangeSchema }),
  obj({ kind: z.literal('ScenarioComment'), text: z.string(), range: RangeSchema }),
]);

const SettingSchema: z.ZodType<A.Setting> = obj({ kind: z.literal('Setting'), name: NameSchema, value: ExprSchema, range: RangeSchema });

export const ScenarioDeclSchema: z.ZodType<A.ScenarioDecl> = obj({
  kind: z.literal('Scenario'), name: NameSchema, id: z.string().optional(), ruleset: NameSchema.optional(), seed: z.number(),
  turn: obj({ number: z.number(), player: sideSchema, phase: NameSchema }),
  players: z.array(obj({
    kind: z.literal('ScenarioPlayer'), side: sideSchema, vp: z.number(),
    stats: z.array(obj({ stat: NameSchema, value: z.number(), range: RangeSchema })).optional(),
    zones: z.array(obj({ zone: NameSchema, cards: z.array(NameSchema), handles: z.array(NameSchema.nullable()).optional(), range: RangeSchema })),
    units: z.array(obj({
      kind: z.literal('ScenarioUnit'), handle: NameSchema, card: NameSchema, role: NameSchema.optional(), equipment: z.array(NameSchema),
      at: pointSchema, level: z.number().optional(), hp: z.number().optional(), overrides: z.array(SettingSchema), range: RangeSchema,
    })),
    buildings: z.array(obj({ card: NameSchema, at: pointSchema, faceDown: z.boolean(), range: RangeSchema })),
    faceDown: z.array(NameSchema),
    range: RangeSchema,
  })),
  steps: z.array(ScenarioStepSchema),
  range: RangeSchema,
});

export const DeclSchema: z.ZodType<A.Decl> = z.union([
  CardDeclSchema, GameCardSchema, RulesetDeclSchema, SpeciesDeclSchema, GrowthDeclSchema, RarityDeclSchema, PackDeclSchema, DeckDeclSchema, ScenarioDeclSchema,
]);

export const DocumentSchema: z.ZodType<A.Document> = obj({ kind: z.literal('Document'), decls: z.array(DeclSchema), range: RangeSchema });
