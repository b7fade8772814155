/** Hand-built card ASTs for interpreter tests (before and independent of the DSL parser). */
import type { Binding, BuildingCard, CardDecl, Condition, CritSpec, Duration, DurationUntil, Effect, Filter, HitSpec, Owner, Selector, SpellCard, Trigger, EntityKind, AdvanceCard, QuestCard } from '../../../dsl/ast';
import { expr, name, R } from './ast';

const base = { unique: false, provisional: false, params: [], requirements: [], bindings: [], costs: [], effect: [], abilities: [], range: R };

export const sel = (entity: EntityKind, owner: Owner, ...filters: Filter[]): Selector => ({ kind: 'Selector', entity, owner, filters, range: R });
export const roleF = (role: string): Filter => ({ kind: 'Role', role: name(role), range: R });
export const speciesF = (s: string): Filter => ({ kind: 'Species', species: name(s), range: R });
export const withinF = (d: string, of: string): Filter => ({ kind: 'Within', distance: expr(d), of: expr(of), range: R });
export const adjacentF = (of: string): Filter => ({ kind: 'Adjacent', of: expr(of), range: R });
export const emptyF: Filter = { kind: 'Empty', range: R };
export const territoryF = (whose: 'you' | 'opponent' | 'unclaimed'): Filter => ({ kind: 'Territory', whose, range: R });
export const onSpacesF = (of: string): Filter => ({ kind: 'OnSpaces', of: expr(of), range: R });
export const whereF = (c: Condition): Filter => ({ kind: 'Where', condition: c, range: R });

export const bind = (n: string, selector: Selector, extra: Partial<Binding> = {}): Binding => ({ kind: 'Binding', name: name(n), selector, chooser: 'you', count: 1, optional: false, range: R, ...extra });
export const duration = (until: DurationUntil, endsWhen: string[] = []): Duration => ({ kind: 'Duration', until, endsWhen: endsWhen.map(name), range: R });
export const param = (n: string, v: number) => ({ kind: 'Param' as const, name: name(n), value: expr(String(v)), range: R });
export const standardHit: HitSpec = { kind: 'StandardHit', range: R };
export const standardCrit = (multiplier?: number): CritSpec => ({ kind: 'StandardCrit', ...(multiplier ? { multiplier: expr(String(multiplier)) } : {}), range: R });

export const fx = {
  damage: (target: string, type: string, amount: string, hit: HitSpec = standardHit, crit: CritSpec = standardCrit(), onHit: Effect[] = []): Effect => ({
    kind: 'Damage',
    target: expr(target),
    damage: { kind: 'DamageSpec', damageType: name(type), amount: expr(amount), range: R },
    hit,
    crit,
    onHit,
    onMiss: [],
    range: R,
  }),
  heal: (target: string, amount: string, crit: CritSpec = standardCrit()): Effect => ({ kind: 'Heal', target: expr(target), amount: expr(amount), crit, range: R }),
  modify: (target: string, property: string[], op: 'add' | 'sub' | 'mul' | 'div' | 'set', value: string, d: Duration): Effect => ({ kind: 'Modify', target: expr(target), property: property.map(name), op, value: expr(value), duration: d, range: R }),
  status: (target: string, status: string, d: Duration, save?: string): Effect => ({ kind: 'Status', target: expr(target), status: name(status), duration: d, ...(save ? { save: expr(save) } : {}), range: R }),
  levelUp: (target: string, times: string): Effect => ({ kind: 'LevelUp', target: expr(target), times: expr(times), range: R }),
  setLevel: (target: string, level: string): Effect => ({ kind: 'SetLevel', target: expr(target), level: expr(level), range: R }),
  destroy: (target: Selector | string, label?: string): Effect => ({ kind: 'Destroy', target: typeof target === 'string' ? expr(target) : target, ...(label ? { label: name(label) } : {}), range: R }),
  ret: (target: string, to: string, hp: string): Effect => ({ kind: 'Return', target: expr(target), to: expr(to), hp: expr(hp), range: R }),
  changePosition: (target: string, to: string): Effect => ({ kind: 'ChangePosition', target: expr(target), to: expr(to), range: R }),
  cancel: (): Effect => ({ kind: 'CancelEvent', range: R }),
  discard: (count: number): Effect => ({ kind: 'Discard', player: 'you', count: expr(String(count)), range: R }),
  addCard: (card: string): Effect => ({ kind: 'AddCard', card: name(card), player: 'you', to: name('hand'), range: R }),
  choose: (b: Binding): Effect => ({ kind: 'Choose', binding: b, range: R }),
  allowAdvance: (target: string): Effect => ({ kind: 'AllowAdvance', target: expr(target), range: R }),
  when: (c: Condition, then: Effect[]): Effect => ({ kind: 'If', condition: c, then, else: [], range: R }),
  rider: (target: string, type: string, amount: string, d: Duration, critMultiplier?: number): Effect => ({
    kind: 'Rider',
    target: expr(target),
    on: 'next-basic-attack',
    damage: { kind: 'DamageSpec', damageType: name(type), amount: expr(amount), range: R },
    ...(critMultiplier ? { critMultiplier: expr(String(critMultiplier)) } : {}),
    duration: d,
    range: R,
  }),
  replace: (target: string, property: string, withExpr: string, damageType: string, d: Duration): Effect => ({ kind: 'Replace', target: expr(target), property: name(property), with: expr(withExpr), when: 'defending', damageType: name(damageType), duration: d, range: R }),
};

export const outcome = (o: string): Condition => ({ kind: 'Outcome', outcome: name(o), range: R });

export function spell(cardName: string, props: Partial<SpellCard> & { cardType?: SpellCard['cardType'] }): SpellCard {
  return { ...base, kind: 'Card', cardType: 'action', speed: 'action', name: name(cardName), ...props } as SpellCard;
}

export function trigger(event: string, props: Partial<Trigger> = {}): Trigger {
  return { kind: 'Trigger', event: name(event), whose: 'any', occurrence: 'each', would: false, range: R, ...props };
}

export function building(cardName: string, width: number, height: number, props: Partial<BuildingCard> = {}): BuildingCard {
  return { ...base, kind: 'Card', cardType: 'building', speed: 'action', name: name(cardName), footprint: { width, height }, placement: [], trap: false, ...props };
}

export function quest(cardName: string, props: Partial<QuestCard> & Pick<QuestCard, 'objective'>): QuestCard {
  return { ...base, kind: 'Card', cardType: 'quest', speed: 'action', name: name(cardName), reward: [], activatedBy: 'owner', ...props };
}

export function roleChange(cardName: string, to: string, props: Partial<AdvanceCard> = {}): AdvanceCard {
  return { ...base, kind: 'Card', cardType: 'advance', speed: 'action', name: name(cardName), advance: { kind: 'RoleChange', subject: name('target'), to: name(to), range: R }, ...props };
}

export type { CardDecl };
