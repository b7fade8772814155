/** CST → AST for declarations: cards of every type, ruleset, species, growth kinds, rarities, packs and decks. */
import type { CstNode, IToken } from 'chevrotain';
import type {
  Ability, AdvanceCard, Binding, BuildingCard, CardDecl, CardType, Condition, CritSpec, DamageSpec, DeckDecl, Effect, EquipmentCard,
  EquipmentSlot, Filter, GrowthDecl, GrowthValue, HitSpec, Name, PackDecl, Param, Pile, QuestCard, RarityDecl, Range,
  RulesetDecl, SpeciesDecl, SpellCard, Speed, StatModifier, StatRange, StatValue, Trigger, GameCard, ZoneDef, DeckRules,
} from '../ast';
import { article } from '../article';
import { tokenRange } from '../position';
import * as T from '../tokens';
import { EffectBuilder, modifyOpOf } from './build-effects';
import { cardTypeOfToken } from './build-expressions';
import { child, nameOf, nameText, nodeRange, nodes, syntheticName, token, tokens } from './cst';

type ClauseKind =
  | 'id' | 'attribute' | 'pile' | 'speed' | 'unique' | 'provisional' | 'rarity' | 'requires' | 'cost' | 'effect'
  | 'param' | 'flavor' | 'footprint' | 'trap' | 'objective' | 'reward' | 'failure' | 'activatedBy' | 'advance'
  | 'species' | 'stats' | 'growth' | 'tier' | 'family' | 'from' | 'modifiers' | 'bonuses' | 'damage' | 'hit'
  | 'crit' | 'binding' | 'trigger' | 'ability' | 'continuous' | 'property';

const spells: CardType[] = ['action', 'reaction', 'counter'];
const played: CardType[] = [...spells, 'building', 'quest', 'advance'];
const everyType: CardType[] = [...played, 'summon', 'role', 'equipment'];

/** Which card types may use each clause; anything else is reported (L0404). */
const allowed: Record<ClauseKind, CardType[]> = {
  id: everyType, attribute: everyType, unique: everyType, provisional: everyType, rarity: everyType, flavor: everyType,
  param: everyType, requires: everyType, ability: everyType, continuous: everyType,
  pile: played, speed: played, cost: played, binding: played,
  effect: [...spells, 'building', 'advance'], trigger: [...spells, 'building'],
  footprint: ['building'], trap: ['building'],
  objective: ['quest'], reward: ['quest'], failure: ['quest'], activatedBy: ['quest'],
  advance: ['advance'],
  species: ['summon'], stats: ['summon'], growth: ['summon'],
  tier: ['role'], family: ['role'], from: ['role'], modifiers: ['role'],
  bonuses: ['equipment'], damage: ['equipment'], hit: ['equipment'], crit: ['equipment'],
  property: [],
};

/** The clauses of a card of a type the game declares (`monster`, `spell` …): the shared, game-neutral ones. */
const gameCardClauses = new Set<ClauseKind>(['id', 'unique', 'provisional', 'rarity', 'flavor', 'requires', 'effect', 'property', 'stats', 'binding', 'ability', 'continuous']);

/** The fields every card type shares, before its type-specific ones are added. */
type CardCommon = Pick<SpellCard, 'kind' | 'name' | 'unique' | 'provisional' | 'params' | 'requirements' | 'bindings' | 'costs' | 'effect' | 'abilities' | 'range'>;

/** Clause values collected while reading a card body. */
interface CardExtras {
  id?: string; attribute?: Name; pile?: Pile; speed?: Speed; rarity?: Name; flavor?: string; trigger?: Trigger;
  footprint?: { width: number; height: number }; placement: Filter[]; trap: boolean;
  objective?: Condition; reward: Effect[]; failure?: { condition: Condition; effect: Effect[]; range: Range };
  activatedBy?: 'owner' | 'opponent' | 'either'; advance?: AdvanceCard['advance'];
  species?: Name; stats: StatValue[]; growth: GrowthValue[]; tier?: number; family?: Name; from: Name[];
  modifiers: StatModifier[]; bonuses: StatModifier[]; damage?: DamageSpec; hit?: HitSpec; crit?: CritSpec;
}

/** What the clauses every card type shares write. */
interface SharedClauses {
  id?: string; unique: boolean; provisional: boolean; rarity?: Name; flavor?: string;
  requirements: Condition[]; bindings: Binding[]; effect: Effect[]; abilities: Ability[];
}

/**
 * The child key that tells each clause apart, in the order they are tested (a `triggerClause` is an
 * ability when it has a body, a trigger otherwise; `clauseKind` decides).
 */
const clauseKeys: ReadonlyArray<readonly [string, ClauseKind]> = [
  ['idClause', 'id'], ['attribute', 'attribute'], ['pile', 'pile'], ['stays', 'pile'], ['speed', 'speed'], ['unique', 'unique'],
  ['provisional', 'provisional'], ['rarity', 'rarity'], ['requires', 'requires'], ['cost', 'cost'], ['effect', 'effect'], ['param', 'param'],
  ['flavor', 'flavor'], ['footprint', 'footprint'], ['trap', 'trap'], ['objective', 'objective'], ['reward', 'reward'], ['failure', 'failure'],
  ['activatedBy', 'activatedBy'], ['advanceClause', 'advance'], ['species', 'species'], ['statsBlock', 'stats'], ['growthBlock', 'growth'],
  ['tier', 'tier'], ['family', 'family'], ['from', 'from'], ['modifiers', 'modifiers'], ['bonuses', 'bonuses'], ['damageSpec', 'damage'],
  ['hitSpec', 'hit'], ['critSpec', 'crit'], ['binding', 'binding'], ['triggerClause', 'trigger'], ['continuous', 'continuous'], ['property', 'property'],
];
const clauseKeyRank = new Map<string, number>(clauseKeys.map(([key], i) => [key, i]));

const repeatable = new Set<ClauseKind>(['param', 'requires', 'binding', 'ability', 'continuous', 'from', 'property']);

export class DeclarationBuilder extends EffectBuilder {
  card(node: CstNode): CardDecl | GameCard | undefined {
    if (token(node, 'gameCardKind')) return this.gameCard(node);
    const range = nodeRange(node, this.ctx.fileRange);
    const kindToken = token(node, 'cardKind');
    const nameToken = token(node, 'name');
    // Without a name this is debris of error recovery; the syntax error already says what is wrong.
    if (kindToken === undefined || nameToken === undefined) return undefined;
    const name = nameToken ? nameOf(nameToken) : syntheticName('', tokenRange(kindToken));
    const cardType = cardTypeOfKeyword(kindToken);
    const slot = slotOfKeyword(kindToken);
    const seen = new Set<ClauseKind>();

    const base: CardCommon = { kind: 'Card', name, unique: false, provisional: false, params: [], requirements: [], bindings: [], costs: [], effect: [], abilities: [], range };
    const extras: CardExtras = { placement: [], trap: false, reward: [], stats: [], growth: [], from: [], modifiers: [], bonuses: [] };
    const shared: SharedClauses = { unique: false, provisional: false, requirements: base.requirements, bindings: base.bindings, effect: base.effect, abilities: base.abilities };

    for (const clause of nodes(node, 'cardClause')) {
      const r = nodeRange(clause, range);
      const kind = this.clauseKind(clause);
      if (kind === undefined) continue;
      if (!allowed[kind].includes(cardType)) {
        this.ctx.error('L0404', `${clauseLabel(kind, clause)} is not part of ${article(cardType)} ${cardType} card`, r);
        continue;
      }
      if (seen.has(kind) && !repeatable.has(kind)) this.ctx.error('L0408', `${clauseLabel(kind)} is given twice; the last one counts`, r);
      seen.add(kind);
      if (this.sharedClause(kind, clause, r, shared)) continue;
      switch (kind) {
        case 'attribute': { const t = token(clause, 'attribute'); if (t) extras.attribute = nameOf(t); break; }
        case 'pile': {
          const t = token(clause, 'pile');
          extras.pile = token(clause, 'stays') ? 'stays' : t?.tokenType === T.KwRecharge ? 'recharge' : t?.tokenType === T.KwRemove ? 'removed' : 'discard';
          break;
        }
        case 'speed': { const t = token(clause, 'speed'); extras.speed = t?.tokenType === T.KwReaction ? 'reaction' : t?.tokenType === T.KwCounter ? 'counter' : 'action'; break; }
        case 'cost': base.costs.push(...this.body(child(clause, 'cost'))); break;
        case 'param': base.params.push(this.param(child(clause, 'param'), r)); break;
        case 'footprint': {
          const fp = child(clause, 'footprint');
          extras.footprint = { width: numberOf(token(fp, 'width'), 1), height: numberOf(token(fp, 'height'), 1) };
          const holder = this.selector(undefined, r);
          holder.filters = [];
          for (const f of nodes(fp, 'placement')) this.postFilter(f, holder, r);
          extras.placement = holder.filters;
          break;
        }
        case 'trap': extras.trap = true; break;
        case 'objective': extras.objective = this.condition(child(clause, 'objective'), r); break;
        case 'reward': extras.reward = this.steps(child(clause, 'reward')); break;
        case 'failure': extras.failure = { condition: this.condition(child(clause, 'failureWhen'), r), effect: this.steps(child(clause, 'failure')), range: r }; break;
        case 'activatedBy': {
          const t = token(clause, 'activatedBy');
          extras.activatedBy = t?.tokenType === T.KwOpponent ? 'opponent' : t?.tokenType === T.KwEither ? 'either' : 'owner';
          break;
        }
        case 'advance': extras.advance = this.advance(child(clause, 'advanceClause'), r); break;
        case 'species': { const t = token(clause, 'species'); if (t) extras.species = nameOf(t); break; }
        case 'stats': extras.stats = this.statValues(child(clause, 'statsBlock')); break;
        case 'growth': extras.growth = this.growthValues(child(clause, 'growthBlock')); break;
        case 'tier': extras.tier = numberOf(token(clause, 'tier'), 1); break;
        case 'family': { const t = token(clause, 'family'); if (t) extras.family = nameOf(t); break; }
        case 'from': extras.from.push(...tokens(clause, 'from').map(nameOf)); break;
        case 'modifiers': extras.modifiers = this.modifiers(child(clause, 'modifiers')); break;
        case 'bonuses': extras.bonuses = this.modifiers(child(clause, 'bonuses')); break;
        case 'damage': extras.damage = this.damageSpec(child(clause, 'damageSpec'), r); break;
        case 'hit': { const h = child(clause, 'hitSpec'); if (h) extras.hit = this.hitSpec(h, r); break; }
        case 'crit': { const c = child(clause, 'critSpec'); if (c) extras.crit = this.critSpec(c, r); break; }
        case 'trigger': {
          const tc = child(clause, 'triggerClause');
          if (extras.trigger) this.ctx.error('L0408', 'A card has one trigger; use `when …: …` abilities for more', r);
          extras.trigger = this.trigger(child(tc, 'trigger'), r);
          if (token(tc, 'optional')) this.ctx.error('L0404', '`optional` applies to abilities (a trigger followed by `:` or `{ … }`)', r);
          break;
        }
        default: break;
      }
    }
    base.unique = shared.unique;
    base.provisional = shared.provisional;
    if (shared.id !== undefined) extras.id = shared.id;
    if (shared.rarity !== undefined) extras.rarity = shared.rarity;
    if (shared.flavor !== undefined) extras.flavor = shared.flavor;

    const common = base;
    const speed: Speed = extras.speed ?? (cardType === 'reaction' ? 'reaction' : cardType === 'counter' ? 'counter' : 'action');
    const card = this.typedCard(cardType, slot, speed, common, extras, name);
    if (extras.id !== undefined) card.id = extras.id;
    if (extras.attribute !== undefined) card.attribute = extras.attribute;
    if (extras.pile !== undefined) card.pile = extras.pile;
    if (extras.rarity !== undefined) card.rarity = extras.rarity;
    if (extras.flavor !== undefined) card.flavor = extras.flavor;
    return card;
  }

  /** Reads a clause every card has, whatever its type, into `into`; false for any other clause. */
  private sharedClause(kind: ClauseKind, clause: CstNode, r: Range, into: SharedClauses): boolean {
    switch (kind) {
      case 'id': into.id = idOf(child(clause, 'idClause')); return true;
      case 'unique': into.unique = true; return true;
      case 'provisional': into.provisional = true; return true;
      case 'rarity': { const t = token(clause, 'rarity'); if (t) into.rarity = nameOf(t); return true; }
      case 'flavor': { const t = token(clause, 'flavor'); if (t) into.flavor = nameText(t); return true; }
      case 'requires': into.requirements.push(this.condition(child(clause, 'requires'), r)); return true;
      case 'effect': into.effect.push(...this.steps(child(clause, 'effect'))); return true;
      case 'binding': into.bindings.push(this.binding(child(clause, 'binding'), r)); return true;
      case 'ability': {
        const tc = child(clause, 'triggerClause');
        into.abilities.push(this.triggeredAbility(this.trigger(child(tc, 'trigger'), r), child(tc, 'abilityBody'), token(tc, 'optional') !== undefined, r));
        return true;
      }
      case 'continuous': { const c = child(clause, 'continuous'); if (c) into.abilities.push(this.continuous(c, r)); return true; }
      default: return false;
    }
  }

  /** `monster "Cinder Pup" { mana 2 stats { … } when this is summoned { … } }`: a card of a declared type. */
  private gameCard(node: CstNode): GameCard | undefined {
    const range = nodeRange(node, this.ctx.fileRange);
    const kindToken = token(node, 'gameCardKind');
    const nameToken = token(node, 'name');
    if (kindToken === undefined || nameToken === undefined) return undefined;
    const cardType = nameOf(kindToken);
    const card: GameCard = {
      kind: 'GameCard', cardType, name: nameOf(nameToken), unique: false, provisional: false, properties: [], stats: [], requirements: [], bindings: [], effect: [], abilities: [], range,
    };
    const seen = new Set<ClauseKind>();
    for (const clause of nodes(node, 'cardClause')) {
      const r = nodeRange(clause, range);
      const kind = this.clauseKind(clause);
      if (kind === undefined) continue;
      if (kind === 'param') {
        // `power 3`: a line of the form of a property (`mana 2`), though its word is one Summoner's Grid
        // gave a clause of its own; the game's ruleset says whether it is a property (or a stat, written elsewhere).
        card.properties.push(this.param(child(clause, 'param'), r));
        continue;
      }
      if (!gameCardClauses.has(kind)) {
        this.ctx.error('L0404', `${clauseLabel(kind, clause)} is not part of ${article(cardType.text)} ${cardType.text} card`, r);
        continue;
      }
      if (seen.has(kind) && !repeatable.has(kind)) this.ctx.error('L0408', `${clauseLabel(kind, clause)} is given twice; the last one counts`, r);
      seen.add(kind);
      if (this.sharedClause(kind, clause, r, card)) continue;
      switch (kind) {
        case 'property': {
          const t = token(clause, 'property');
          if (t) card.properties.push({ kind: 'Param', name: nameOf(t), value: this.expr(child(clause, 'propertyValue'), r), range: r });
          break;
        }
        case 'stats': card.stats = this.statValues(child(clause, 'statsBlock')); break;
        default: break;
      }
    }
    return card;
  }

  /** Reports a clause the card's type requires and the card lacks (L0405). */
  private missing(cardType: CardType, name: Name, what: string): void {
    this.ctx.error('L0405', `${article(cardType, true)} ${cardType} card needs ${what}`, name.range);
  }

  /**
   * The card of its type, written out field by field rather than spread from `common` (`{ ...common, … }`):
   * V8 gave every spread card a map (hidden class) of its own once the spread's inline cache went
   * megamorphic, so each card cost a map and its descriptors, and every read of a card field in the
   * validator missed its inline cache. The field order is the spread's (kind, name, unique, provisional,
   * params, requirements, bindings, costs, effect, abilities, range, then the type's own), which is the
   * order the AST serialises in.
   */
  private typedCard(cardType: CardType, slot: EquipmentSlot, speed: Speed, common: CardCommon, extras: CardExtras, name: Name): CardDecl {
    switch (cardType) {
      case 'action':
      case 'reaction':
      case 'counter': {
        const card: SpellCard = { kind: 'Card', name: common.name, unique: common.unique, provisional: common.provisional, params: common.params, requirements: common.requirements, bindings: common.bindings, costs: common.costs, effect: common.effect, abilities: common.abilities, range: common.range, cardType, speed };
        if (extras.trigger) card.trigger = extras.trigger;
        return card;
      }
      case 'building': {
        if (extras.footprint === undefined) this.missing(cardType, name, 'a footprint (`footprint 2 x 2`)');
        const card: BuildingCard = { kind: 'Card', name: common.name, unique: common.unique, provisional: common.provisional, params: common.params, requirements: common.requirements, bindings: common.bindings, costs: common.costs, effect: common.effect, abilities: common.abilities, range: common.range, cardType, speed, footprint: extras.footprint ?? { width: 1, height: 1 }, placement: extras.placement, trap: extras.trap };
        if (extras.trigger) card.trigger = extras.trigger;
        return card;
      }
      case 'quest': {
        if (extras.objective === undefined) this.missing(cardType, name, 'an objective (`objective: …`)');
        const card: QuestCard = { kind: 'Card', name: common.name, unique: common.unique, provisional: common.provisional, params: common.params, requirements: common.requirements, bindings: common.bindings, costs: common.costs, effect: common.effect, abilities: common.abilities, range: common.range, cardType, speed, objective: extras.objective ?? { kind: 'And', items: [], range: name.range }, reward: extras.reward, activatedBy: extras.activatedBy ?? 'owner' };
        if (extras.failure) card.failure = extras.failure;
        return card;
      }
      case 'advance':
        if (extras.advance === undefined) this.missing(cardType, name, 'an advance (`advance target to Champion`)');
        return { kind: 'Card', name: common.name, unique: common.unique, provisional: common.provisional, params: common.params, requirements: common.requirements, bindings: common.bindings, costs: common.costs, effect: common.effect, abilities: common.abilities, range: common.range, cardType, speed, advance: extras.advance ?? { kind: 'RoleChange', subject: syntheticName('', name.range), to: syntheticName('', name.range), range: name.range } };
      case 'summon':
        if (extras.species === undefined) this.missing(cardType, name, 'a species (`species Elf`)');
        return { kind: 'Card', name: common.name, unique: common.unique, provisional: common.provisional, params: common.params, requirements: common.requirements, bindings: common.bindings, costs: common.costs, effect: common.effect, abilities: common.abilities, range: common.range, cardType, species: extras.species ?? syntheticName('', name.range), stats: extras.stats, growth: extras.growth };
      case 'role':
        if (extras.tier === undefined) this.missing(cardType, name, 'a tier (`tier 1`)');
        return { kind: 'Card', name: common.name, unique: common.unique, provisional: common.provisional, params: common.params, requirements: common.requirements, bindings: common.bindings, costs: common.costs, effect: common.effect, abilities: common.abilities, range: common.range, cardType, tier: extras.tier ?? 1, family: extras.family ?? name, from: extras.from, modifiers: extras.modifiers };
      case 'equipment':
        return this.equipment(common, slot, extras, name);
    }
  }

  private equipment(common: CardCommon, slot: EquipmentSlot, extras: CardExtras, name: Name): CardDecl {
    const card: EquipmentCard = { kind: 'Card', name: common.name, unique: common.unique, provisional: common.provisional, params: common.params, requirements: common.requirements, bindings: common.bindings, costs: common.costs, effect: common.effect, abilities: common.abilities, range: common.range, cardType: 'equipment', slot, bonuses: extras.bonuses };
    // An offhand with a damage formula is a secondary weapon (dual-wielding); armor and accessories never attack.
    if (slot !== 'weapon' && !(slot === 'offhand' && extras.damage)) {
      if (extras.damage) this.ctx.error('L0404', 'Only weapons and offhand weapons have a basic-attack damage formula', extras.damage.range);
      return card;
    }
    const params: Param[] = [];
    let power = 0;
    let range = 1;
    for (const p of card.params) {
      if (p.name.text === 'power' || p.name.text === 'range') {
        if (p.value.kind !== 'Number') this.ctx.error('L0013', `A weapon's ${p.name.text} is a plain number`, p.value.range);
        const value = p.value.kind === 'Number' ? p.value.value : 0;
        if (p.name.text === 'power') power = value;
        else range = value;
      } else params.push(p);
    }
    if (extras.damage === undefined) this.missing('equipment', name, 'a damage formula (`physical damage = STR * (1 + power / 100) * (STR / target.DEF)`)');
    const weapon: NonNullable<EquipmentCard['weapon']> = {
      power,
      range,
      damage: extras.damage ?? { kind: 'DamageSpec', damageType: syntheticName('', name.range), amount: { kind: 'Number', value: 0, range: name.range }, range: name.range },
    };
    if (extras.hit) weapon.hit = extras.hit;
    if (extras.crit) weapon.crit = extras.crit;
    const armed: EquipmentCard = {
      kind: 'Card', name: card.name, unique: card.unique, provisional: card.provisional, params, requirements: card.requirements, bindings: card.bindings, costs: card.costs,
      effect: card.effect, abilities: card.abilities, range: card.range, cardType: 'equipment', slot, bonuses: card.bonuses, weapon,
    };
    return armed;
  }

  /**
   * Which clause a `cardClause` node is: the first, in `clauseKeys`' order, of the keys its children have
   * (one look at each child key through a table, rather than a lookup per clause kind: this runs for every
   * clause of every card).
   */
  private clauseKind(clause: CstNode): ClauseKind | undefined {
    let best: number | undefined;
    for (const key in clause.children) {
      const rank = clauseKeyRank.get(key);
      if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    }
    const found = best === undefined ? undefined : clauseKeys[best];
    if (found === undefined) return undefined;
    const kind = found[1];
    if (kind === 'trigger') return child(child(clause, 'triggerClause'), 'abilityBody') ? 'ability' : 'trigger';
    return kind;
  }

  private param(node: CstNode | undefined, range: Range): Param {
    const name = token(node, 'name');
    return { kind: 'Param', name: name ? nameOf(name) : syntheticName('', range), value: this.expr(child(node, 'value'), range), range: nodeRange(node, range) };
  }

  private advance(node: CstNode | undefined, range: Range): AdvanceCard['advance'] {
    const r = nodeRange(node, range);
    const subjectToken = token(node, 'subject');
    const subject = subjectToken ? nameOf(subjectToken) : syntheticName('', r);
    const role = token(node, 'role');
    if (role) return { kind: 'RoleChange', subject, to: nameOf(role), range: r };
    const named = {
      kind: 'NamedSummon' as const, material: subject, species: syntheticName('', r), role: syntheticName('', r),
      inherits: [] as Name[], stats: [] as StatValue[], growth: [] as GrowthValue[], range: r,
    };
    let hasSpecies = false;
    let hasRole = false;
    for (const clause of nodes(node, 'namedSummonClause')) {
      const species = token(clause, 'species');
      const roleName = token(clause, 'role');
      if (species) { named.species = nameOf(species); hasSpecies = true; }
      if (roleName) { named.role = nameOf(roleName); hasRole = true; }
      named.inherits.push(...tokens(clause, 'inherits').map(nameOf));
      const stats = child(clause, 'statsBlock');
      if (stats) named.stats = this.statValues(stats);
      const growth = child(clause, 'growthBlock');
      if (growth) named.growth = this.growthValues(growth);
    }
    if (!hasSpecies) this.ctx.error('L0405', 'A named summon needs a species (`species Elf`)', r);
    if (!hasRole) this.ctx.error('L0405', 'A named summon needs a role (`role Thief`)', r);
    return named;
  }

  statValues(block: CstNode | undefined): StatValue[] {
    const out: StatValue[] = [];
    for (const e of nodes(block, 'statEntry')) {
      const stat = token(e, 'stat');
      const min = token(e, 'min');
      if (stat === undefined || min === undefined) continue;
      const range = nodeRange(e, tokenRange(stat));
      if (token(e, 'max')) this.ctx.error('L0013', 'A summon has one base value per stat (`STR 12`); ranges (`8..12`) belong to species', range);
      out.push({ kind: 'StatValue', stat: nameOf(stat), value: Number(min.image), range });
    }
    return out;
  }

  statRanges(block: CstNode | undefined): StatRange[] {
    const out: StatRange[] = [];
    for (const e of nodes(block, 'statEntry')) {
      const stat = token(e, 'stat');
      const min = token(e, 'min');
      if (stat === undefined || min === undefined) continue;
      const range = nodeRange(e, tokenRange(stat));
      const max = token(e, 'max');
      if (max === undefined) this.ctx.error('L0013', 'A species gives each stat a range: `STR 8..12`', range);
      out.push({ kind: 'StatRange', stat: nameOf(stat), min: Number(min.image), max: Number(max?.image ?? min.image), range });
    }
    return out;
  }

  growthValues(block: CstNode | undefined): GrowthValue[] {
    const out: GrowthValue[] = [];
    for (const e of nodes(block, 'growthEntry')) {
      const stat = token(e, 'stat');
      const ref = child(e, 'growthRef');
      const g = token(ref, 'symbol') ?? token(ref, 'name');
      if (stat === undefined || g === undefined) continue;
      out.push({ kind: 'GrowthValue', stat: nameOf(stat), growth: nameOf(g), range: nodeRange(e, tokenRange(stat)) });
    }
    return out;
  }

  modifiers(block: CstNode | undefined): StatModifier[] {
    const out: StatModifier[] = [];
    for (const e of nodes(block, 'modifierEntry')) {
      const stat = token(e, 'stat');
      const value = token(e, 'value');
      if (stat === undefined || value === undefined) continue;
      out.push({ kind: 'StatModifier', stat: nameOf(stat), op: modifyOpOf(token(child(e, 'modifyOp'), 'op')), value: Number(value.image), range: nodeRange(e, tokenRange(stat)) });
    }
    return out;
  }

  ruleset(node: CstNode): RulesetDecl {
    const range = nodeRange(node, this.ctx.fileRange);
    const nameToken = token(node, 'name');
    const decl: RulesetDecl = {
      kind: 'Ruleset', name: nameToken ? nameOf(nameToken) : syntheticName('', range), stats: [], board: { width: 0, height: 0 },
      territoryRows: 0, settings: [], formulas: [], statuses: [], damageTypes: [], piles: [], range,
    };
    for (const clause of nodes(node, 'rulesetClause')) {
      const r = nodeRange(clause, range);
      const id = child(clause, 'idClause');
      if (id) decl.id = idOf(id);
      if (token(clause, T.KwStats.name)) decl.stats.push(...this.words(child(clause, 'stats')));
      const game = token(clause, 'game');
      if (game) decl.game = nameOf(game);
      const lists = { cardTypes: 'cardTypes', properties: 'properties', playerStats: 'playerStats', phases: 'phases', speeds: 'speeds' } as const;
      for (const field of Object.values(lists)) {
        const list = child(clause, field);
        if (list) decl[field] = [...(decl[field] ?? []), ...this.words(list)];
      }
      const zones = nodes(clause, 'zoneDef');
      if (zones.length > 0) decl.zones = [...(decl.zones ?? []), ...zones.map((z) => this.zoneDef(z, r))];
      const win = child(clause, 'win');
      if (win) decl.winConditions = [...(decl.winConditions ?? []), this.condition(win, r)];
      const deck = child(clause, 'deckRules');
      if (deck) decl.deckRules = this.deckRules(deck, r);
      if (token(clause, 'width')) decl.board = { width: numberOf(token(clause, 'width'), 0), height: numberOf(token(clause, 'height'), 0) };
      if (token(clause, 'territory')) decl.territoryRows = numberOf(token(clause, 'territory'), 0);
      for (const s of nodes(clause, 'setting')) {
        const n = token(s, 'name');
        if (n) decl.settings.push({ kind: 'Setting', name: nameOf(n), value: this.expr(child(s, 'value'), r), range: nodeRange(s, r) });
      }
      for (const f of nodes(clause, 'formulaDef')) {
        const n = token(f, 'name');
        if (n) decl.formulas.push({ kind: 'FormulaDef', name: nameOf(n), params: tokens(f, 'param').map(nameOf), body: this.expr(child(f, 'body'), r), range: nodeRange(f, r) });
      }
      const status = token(clause, 'status');
      if (status) decl.statuses.push({ kind: 'StatusDef', name: nameOf(status), prevents: tokens(clause, 'prevents').map(nameOf), range: r });
      const damageType = token(clause, 'damageType');
      if (damageType) {
        const def: RulesetDecl['damageTypes'][number] = { kind: 'DamageTypeDef', name: nameOf(damageType), range: r };
        const attack = token(clause, 'attackStat');
        const defense = token(clause, 'defenseStat');
        if (attack) def.attackStat = nameOf(attack);
        if (defense) def.defenseStat = nameOf(defense);
        decl.damageTypes.push(def);
      }
      if (token(clause, T.KwElements.name)) decl.elements = this.elements(clause, r, decl.elements);
      for (const p of nodes(clause, 'pileEntry')) {
        const type = token(p, 'cardType');
        const pile = token(p, 'pile');
        if (type && pile) decl.piles.push({ cardType: cardTypeOfToken(type), pile: pileOfToken(pile) });
      }
      if (token(clause, T.KwUnarmed.name)) decl.unarmed = this.unarmed(clause, r);
    }
    return decl;
  }

  private words(list: CstNode | undefined): Name[] {
    return tokens(list, 'item').map(nameOf);
  }

  private zoneDef(node: CstNode, range: Range): ZoneDef {
    const r = nodeRange(node, range);
    const nameToken = token(node, 'name');
    const visibility = token(node, 'visibility');
    const word = visibility?.image ?? '';
    const known = word === 'hidden' || word === 'private' || word === 'public';
    if (visibility && !known) this.ctx.error('L0013', `A zone is \`hidden\`, \`private\` or \`public\`, not \`${word}\``, tokenRange(visibility));
    const zone: ZoneDef = { kind: 'ZoneDef', name: nameToken ? nameOf(nameToken) : syntheticName('', r), visibility: known ? word : 'public', holds: this.words(child(node, 'holds')), range: r };
    const capacity = token(node, 'capacity');
    if (capacity) zone.capacity = Number(capacity.image);
    return zone;
  }

  private deckRules(node: CstNode, range: Range): DeckRules {
    const r = nodeRange(node, range);
    const rules: DeckRules = { kind: 'DeckRules', range: r };
    const size = token(node, 'size');
    if (size) rules.minCards = Number(size.image);
    if (size && token(node, 'exactly')) rules.maxCards = Number(size.image);
    const copies = token(node, 'copies');
    const copiesWord = token(node, 'copiesWord');
    if (copiesWord && copiesWord.image !== 'copies') this.ctx.error('L0013', `Write \`at most ${copies?.image ?? 'N'} copies\``, tokenRange(copiesWord));
    if (copies) rules.copies = Number(copies.image);
    if (!size && !copies) this.ctx.error('L0013', 'Deck rules give a size (`deck exactly 30 cards`) or a copy limit (`at most 3 copies`)', r);
    return rules;
  }

  private elements(clause: CstNode, range: Range, existing: RulesetDecl['elements']): NonNullable<RulesetDecl['elements']> {
    const out: NonNullable<RulesetDecl['elements']> = existing ?? { kind: 'Elements', elements: [], beats: [], resists: [], advantage: 1, resisted: 1, range };
    for (const item of nodes(clause, 'elementItem')) {
      const adv = token(item, 'advantage');
      const res = token(item, 'resisted');
      if (adv) out.advantage = Number(adv.image);
      if (res) out.resisted = Number(res.image);
      const names = tokens(item, 'element').map(nameOf);
      const beats = token(item, 'beats');
      const resists = token(item, 'resists');
      const first = names[0];
      if (first && beats) out.beats.push([first, nameOf(beats)]);
      else if (first && resists) out.resists.push([first, nameOf(resists)]);
      else out.elements.push(...names);
    }
    return out;
  }

  private unarmed(clause: CstNode, range: Range): NonNullable<RulesetDecl['unarmed']> {
    const out = { power: 0, range: 1, damage: undefined as DamageSpec | undefined };
    for (const item of nodes(clause, 'unarmedClause')) {
      const power = token(item, 'power');
      const reach = token(item, 'range');
      if (power) out.power = Number(power.image);
      if (reach) out.range = Number(reach.image);
      const spec = child(item, 'damageSpec');
      if (spec) out.damage = this.damageSpec(spec, range);
    }
    if (out.damage === undefined) this.ctx.error('L0405', 'The unarmed attack needs a damage formula (`physical damage = …`)', range);
    return { power: out.power, range: out.range, damage: out.damage ?? { kind: 'DamageSpec', damageType: syntheticName('', range), amount: { kind: 'Number', value: 0, range }, range } };
  }

  species(node: CstNode): SpeciesDecl {
    const range = nodeRange(node, this.ctx.fileRange);
    const nameToken = token(node, 'name');
    const decl: SpeciesDecl = { kind: 'Species', name: nameToken ? nameOf(nameToken) : syntheticName('', range), stats: [], appearance: [], traits: [], range };
    const id = child(node, 'idClause');
    if (id) decl.id = idOf(id);
    const description = token(node, 'description');
    if (description) decl.description = nameText(description);
    for (const block of nodes(node, 'statsBlock')) decl.stats.push(...this.statRanges(block));
    const appearance = child(node, 'appearance');
    if (appearance) decl.appearance = this.weights(appearance).map(({ key, weight }) => ({ rarity: key, weight }));
    for (const trait of nodes(node, 'trait')) {
      const ability = this.ability(trait, range);
      if (ability) decl.traits.push(ability);
    }
    return decl;
  }

  private weights(block: CstNode): Array<{ key: Name; weight: number }> {
    const keys = nodes(block, 'key');
    const weights = tokens(block, 'weight');
    return keys.flatMap((k, i) => {
      const t = token(k, 'symbol') ?? token(k, 'name');
      const w = weights[i];
      return t && w ? [{ key: nameOf(t), weight: Number(w.image) }] : [];
    });
  }

  growth(node: CstNode): GrowthDecl {
    const range = nodeRange(node, this.ctx.fileRange);
    const nameToken = token(node, 'name');
    const symbol = token(node, 'symbol');
    const rate = token(node, 'rate');
    if (symbol === undefined) this.ctx.error('L0405', 'A growth kind needs a symbol (`symbol ++`)', range);
    if (rate === undefined) this.ctx.error('L0405', 'A growth kind needs a rate (`rate 1.5`)', range);
    const decl: GrowthDecl = { kind: 'Growth', name: nameToken ? nameOf(nameToken) : syntheticName('', range), symbol: symbol?.image ?? '', rate: Number(rate?.image ?? 0), range };
    const id = child(node, 'idClause');
    if (id) decl.id = idOf(id);
    return decl;
  }

  rarity(node: CstNode): RarityDecl {
    const range = nodeRange(node, this.ctx.fileRange);
    const nameToken = token(node, 'name');
    const floor = token(node, 'statFloor');
    const decl: RarityDecl = {
      kind: 'Rarity',
      name: nameToken ? nameOf(nameToken) : syntheticName('', range),
      order: numberOf(token(node, 'order'), 0),
      statFloor: floor ? (floor.image.endsWith('%') ? Number(floor.image.slice(0, -1)) / 100 : Number(floor.image)) : 0,
      growthWeights: [],
      range,
    };
    const id = child(node, 'idClause');
    if (id) decl.id = idOf(id);
    const weights = child(node, 'growthWeights');
    if (weights) decl.growthWeights = this.weights(weights).map(({ key, weight }) => ({ growth: key, weight }));
    return decl;
  }

  pack(node: CstNode): PackDecl {
    const range = nodeRange(node, this.ctx.fileRange);
    const nameToken = token(node, 'name');
    const decl: PackDecl = { kind: 'Pack', name: nameToken ? nameOf(nameToken) : syntheticName('', range), slots: [], range };
    const id = child(node, 'idClause');
    if (id) decl.id = idOf(id);
    for (const slot of nodes(node, 'packSlot')) {
      const r = nodeRange(slot, range);
      const rarity = token(slot, 'rarity');
      const upgrades = tokens(slot, 'upgrade');
      const chances = nodes(slot, 'chance');
      decl.slots.push({
        count: numberOf(token(slot, 'count'), 1),
        rarity: rarity ? nameOf(rarity) : syntheticName('', r),
        upgrades: upgrades.map((u, i) => ({ rarity: nameOf(u), chance: this.operandExpr(chances[i], r) })),
        range: r,
      });
    }
    return decl;
  }

  deck(node: CstNode): DeckDecl {
    const range = nodeRange(node, this.ctx.fileRange);
    const nameToken = token(node, 'name');
    const decl: DeckDecl = { kind: 'Deck', name: nameToken ? nameOf(nameToken) : syntheticName('', range), slots: [], main: [], advance: [], range };
    const id = child(node, 'idClause');
    if (id) decl.id = idOf(id);
    for (const slot of nodes(node, 'deckSlot')) {
      const r = nodeRange(slot, range);
      const summon = token(slot, 'summon');
      const role = token(slot, 'role');
      decl.slots.push({ kind: 'DeckSlot', summon: summon ? nameOf(summon) : syntheticName('', r), role: role ? nameOf(role) : syntheticName('', r), equipment: tokens(slot, 'equipment').map(nameOf), range: r });
    }
    decl.main = this.cardList(child(node, 'main'));
    decl.advance = this.cardList(child(node, 'advance'));
    return decl;
  }

  private cardList(node: CstNode | undefined): Array<{ count: number; card: Name; range: Range }> {
    const counts = tokens(node, 'count');
    const cards = tokens(node, 'card');
    return cards.map((c, i) => {
      const count = counts[i];
      const range = count ? { start: tokenRange(count).start, end: tokenRange(c).end } : tokenRange(c);
      return { count: numberOf(count, 1), card: nameOf(c), range };
    });
  }
}

function idOf(node: CstNode | undefined): string | undefined {
  const t = token(node, 'id');
  return t ? nameText(t) : undefined;
}

function numberOf(t: IToken | undefined, fallback: number): number {
  return t ? Number(t.image) : fallback;
}

function cardTypeOfKeyword(t: IToken): CardType {
  if (t.tokenType === T.KwWeapon || t.tokenType === T.KwOffhand || t.tokenType === T.KwArmor || t.tokenType === T.KwAccessory) return 'equipment';
  return cardTypeOfToken(t);
}

function slotOfKeyword(t: IToken): EquipmentSlot {
  if (t.tokenType === T.KwOffhand) return 'offhand';
  if (t.tokenType === T.KwArmor) return 'armor';
  if (t.tokenType === T.KwAccessory) return 'accessory';
  return 'weapon';
}

function pileOfToken(t: IToken): Pile {
  if (t.tokenType === T.KwRecharge) return 'recharge';
  if (t.tokenType === T.KwRemoved) return 'removed';
  if (t.tokenType === T.KwStays) return 'stays';
  return 'discard';
}

const clauseLabels: Partial<Record<ClauseKind, string>> = {
  pile: '`then …`', activatedBy: '`activated by`', damage: 'A damage formula', hit: 'A hit rule', crit: 'A crit rule',
  binding: 'A choice (`name: selector`)', trigger: 'A trigger', ability: 'A triggered ability', continuous: 'A continuous effect',
};

function clauseLabel(kind: ClauseKind, clause?: CstNode): string {
  const property = kind === 'property' ? token(clause, 'property') : undefined;
  if (property) return `\`${property.image}\``;
  return clauseLabels[kind] ?? `\`${kind}\``;
}
