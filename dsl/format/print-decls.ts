/** Printing declarations in canonical clause order. */
import type {
  CardDecl, Decl, DeckDecl, DeckRules, GameCard, Expectation, GrowthDecl, GrowthValue, Name, PackDecl, RarityDecl, RulesetDecl, ScenarioDecl,
  ScenarioStep, SpeciesDecl, StatModifier, StatValue,
} from '../ast';
import { hasBoard } from '../vocabulary';
import { closing, line, opening, type Line } from './lines';
import { printAbility, printBinding, printCrit, printDamageSpec, printHit, printSteps, printTrigger } from './print-effects';
import { printCondition, printExpr, printName, printNumber, printOperand, printSelectorParts, quote } from './print-expr';

export function printDecl(decl: Decl): Line[] {
  switch (decl.kind) {
    case 'Card': return printCard(decl);
    case 'GameCard': return printGameCard(decl);
    case 'Ruleset': return printRuleset(decl);
    case 'Species': return printSpecies(decl);
    case 'Growth': return printGrowth(decl);
    case 'Rarity': return printRarity(decl);
    case 'Pack': return printPack(decl);
    case 'Deck': return printDeck(decl);
    case 'Scenario': return printScenario(decl);
  }
}

function block(keyword: string, name: Name, body: Line[], at: number, end: number): Line[] {
  return [line(0, `${keyword} ${printName(name)} {`, at), ...body, closing(0, '}', end - 1)];
}

function idLine(id: string | undefined): Line[] {
  return id === undefined ? [] : [line(1, `id ${/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) ? id : quote(id)}`)];
}

const defaultSpeed: Record<string, string> = { reaction: 'reaction', counter: 'counter' };

function cardKeyword(card: CardDecl): string {
  return card.cardType === 'equipment' ? card.slot : card.cardType;
}

function printCard(card: CardDecl): Line[] {
  const body: Line[] = [...idLine(card.id)];
  const add = (text: string, anchor?: number): void => void body.push(line(1, text, anchor));
  if (card.cardType === 'summon') add(`species ${printName(card.species)}`, card.species.range.start.offset);
  if (card.unique) add('unique');
  if (card.provisional) add('provisional');
  if ('speed' in card && card.speed !== (defaultSpeed[card.cardType] ?? 'action')) add(`speed ${card.speed}`);
  if (card.attribute) add(`attribute ${printName(card.attribute)}`, card.attribute.range.start.offset);
  if (card.rarity) add(`rarity ${printName(card.rarity)}`, card.rarity.range.start.offset);
  if (card.pile) add(card.pile === 'stays' ? 'stays in play' : `then ${card.pile === 'removed' ? 'remove' : card.pile}`);
  switch (card.cardType) {
    case 'role':
      add(`tier ${card.tier}`);
      add(`family ${printName(card.family)}`, card.family.range.start.offset);
      if (card.from.length > 0) add(`from ${card.from.map(printName).join(', ')}`, card.from[0]?.range.start.offset);
      if (card.modifiers.length > 0) add(`modifiers { ${card.modifiers.map(printModifier).join(' ')} }`, card.modifiers[0]?.range.start.offset);
      break;
    case 'summon':
      if (card.stats.length > 0) add(printStats(card.stats), card.stats[0]?.range.start.offset);
      if (card.growth.length > 0) add(printGrowthValues(card.growth), card.growth[0]?.range.start.offset);
      break;
    case 'equipment':
      if (card.weapon) {
        add(`power ${printNumber(card.weapon.power)}`);
        add(`range ${printNumber(card.weapon.range)}`);
      }
      break;
    default:
      break;
  }
  for (const p of card.params) add(`${p.name.text === 'power' || p.name.text === 'accuracy' || p.name.text === 'range' ? p.name.text : `param ${printName(p.name)}`} ${printExpr(p.value)}`, p.range.start.offset);
  if (card.cardType === 'equipment') {
    if (card.weapon) {
      add(printDamageSpec(card.weapon.damage), card.weapon.damage.range.start.offset);
      if (card.weapon.hit) add(printHit(card.weapon.hit), card.weapon.hit.range.start.offset);
      if (card.weapon.crit) add(printCrit(card.weapon.crit), card.weapon.crit.range.start.offset);
    }
    if (card.bonuses.length > 0) add(`bonuses { ${card.bonuses.map(printModifier).join(' ')} }`, card.bonuses[0]?.range.start.offset);
  }
  if (card.cardType === 'building') {
    const placement = card.placement.length > 0 ? ` ${printSelectorParts({ entity: undefined, owner: undefined, filters: card.placement, descriptor: true })}` : '';
    add(`footprint ${card.footprint.width} x ${card.footprint.height}${placement}`);
    if (card.trap) add('trap');
  }
  if ((card.cardType === 'building' || card.cardType === 'action' || card.cardType === 'reaction' || card.cardType === 'counter') && card.trigger) {
    add(printTrigger(card.trigger, false), card.trigger.range.start.offset);
  }
  for (const r of card.requirements) add(`requires ${printCondition(r)}`, r.range.start.offset);
  for (const b of card.bindings) add(printBinding(b), b.range.start.offset);
  if (card.costs.length > 0) body.push(...printBody('cost', card.costs, card.costs[0]?.range.start.offset));
  if (card.cardType === 'quest') {
    add(`objective: ${printCondition(card.objective)}`, card.objective.range.start.offset);
    if (card.reward.length > 0) body.push(...printBlock('reward', card.reward, card.reward[0]?.range.start.offset));
    if (card.failure) body.push(...printBlock(`failure when ${printCondition(card.failure.condition)}`, card.failure.effect, card.failure.range.start.offset));
    if (card.activatedBy !== 'owner') add(`activated by ${card.activatedBy}`);
  }
  if (card.cardType === 'advance') {
    const a = card.advance;
    if (a.kind === 'RoleChange') add(`advance ${printName(a.subject)} to ${printName(a.to)}`, a.range.start.offset);
    else {
      body.push(line(1, `advance ${printName(a.material)} into named summon {`, a.range.start.offset));
      body.push(line(2, `species ${printName(a.species)}`, a.species.range.start.offset));
      body.push(line(2, `role ${printName(a.role)}`, a.role.range.start.offset));
      if (a.inherits.length > 0) body.push(line(2, `inherits ${a.inherits.map(printName).join(', ')}`, a.inherits[0]?.range.start.offset));
      if (a.stats.length > 0) body.push(line(2, printStats(a.stats), a.stats[0]?.range.start.offset));
      if (a.growth.length > 0) body.push(line(2, printGrowthValues(a.growth), a.growth[0]?.range.start.offset));
      body.push(closing(1, '}', a.range.end.offset - 1));
    }
  }
  if (card.effect.length > 0) body.push(...printBlock('effect', card.effect, card.effect[0]?.range.start.offset));
  for (const ability of card.abilities) body.push(...printAbility(ability, 1));
  if (card.flavor !== undefined) add(`flavor ${quote(card.flavor)}`);
  return block(cardKeyword(card), card.name, body, card.range.start.offset, card.range.end.offset);
}

/** A card of a declared type: properties, stats, requirements, choices, effect, abilities, flavor. */
function printGameCard(card: GameCard): Line[] {
  const body: Line[] = [...idLine(card.id)];
  const add = (text: string, anchor?: number): void => void body.push(line(1, text, anchor));
  if (card.unique) add('unique');
  if (card.provisional) add('provisional');
  if (card.rarity) add(`rarity ${printName(card.rarity)}`, card.rarity.range.start.offset);
  for (const p of card.properties) add(`${printName(p.name)} ${printExpr(p.value)}`, p.range.start.offset);
  if (card.stats.length > 0) add(printStats(card.stats), card.stats[0]?.range.start.offset);
  for (const r of card.requirements) add(`requires ${printCondition(r)}`, r.range.start.offset);
  for (const b of card.bindings) add(printBinding(b), b.range.start.offset);
  if (card.effect.length > 0) body.push(...printBlock('effect', card.effect, card.effect[0]?.range.start.offset));
  for (const ability of card.abilities) body.push(...printAbility(ability, 1));
  if (card.flavor !== undefined) add(`flavor ${quote(card.flavor)}`);
  return block(card.cardType.text, card.name, body, card.range.start.offset, card.range.end.offset);
}

function printBlock(head: string, steps: CardDecl['effect'], anchor: number | undefined): Line[] {
  const last = steps[steps.length - 1];
  return [opening(1, `${head} {`, anchor), ...printSteps(steps, 2), closing(1, '}', last ? last.range.end.offset : 0)];
}

/** `cost: step` for one step, `cost { … }` for several. */
function printBody(head: string, steps: CardDecl['effect'], anchor: number | undefined): Line[] {
  const only = steps[0];
  if (steps.length === 1 && only !== undefined) {
    const [first, ...rest] = printSteps([only], 1);
    if (first) return [{ ...opening(1, `${head}: ${first.text}`, anchor) }, ...rest];
  }
  return printBlock(head, steps, anchor);
}

function printModifier(m: StatModifier): string {
  const v = printNumber(m.value);
  switch (m.op) {
    case 'mul': return `${printName(m.stat)} x${v}`;
    case 'add': return `${printName(m.stat)} +${v}`;
    case 'sub': return `${printName(m.stat)} -${v}`;
    case 'div': return `${printName(m.stat)} /${v}`;
    case 'set': return `${printName(m.stat)} = ${v}`;
  }
}

function printStats(stats: StatValue[]): string {
  return `stats { ${stats.map((s) => `${printName(s.stat)} ${printNumber(s.value)}`).join(' ')} }`;
}

function printGrowthValues(growth: GrowthValue[]): string {
  return `growth { ${growth.map((g) => `${printName(g.stat)} ${g.growth.text}`).join(' ')} }`;
}

function printRuleset(r: RulesetDecl): Line[] {
  const body: Line[] = [...idLine(r.id)];
  const list = (head: string, names: Name[] | undefined): void => {
    if (names !== undefined && names.length > 0) body.push(line(1, `${head} ${names.map(printName).join(', ')}`, names[0]?.range.start.offset));
  };
  if (r.game) body.push(line(1, `game ${printName(r.game)}`, r.game.range.start.offset));
  list('card-types', r.cardTypes);
  list('stats', r.stats);
  list('properties', r.properties);
  list('player-stats', r.playerStats);
  if (r.zones !== undefined && r.zones.length > 0) {
    body.push(opening(1, 'zones {', r.zones[0]?.range.start.offset));
    for (const z of r.zones) {
      const capacity = z.capacity !== undefined ? ` capacity ${z.capacity}` : '';
      const holds = z.holds.length > 0 ? ` holds ${z.holds.map(printName).join(', ')}` : '';
      body.push(line(2, `${printName(z.name)} ${z.visibility}${capacity}${holds}`, z.range.start.offset));
    }
    body.push(closing(1, '}', r.zones[r.zones.length - 1]?.range.end.offset ?? 0));
  }
  list('phases', r.phases);
  list('speeds', r.speeds);
  if (r.deckRules) body.push(line(1, printDeckRules(r.deckRules), r.deckRules.range.start.offset));
  for (const w of r.winConditions ?? []) body.push(line(1, `win when ${printCondition(w)}`, w.range.start.offset));
  if (hasBoard(r)) {
    body.push(line(1, `board ${r.board.width} x ${r.board.height}`));
    body.push(line(1, `territory ${r.territoryRows} rows`));
  }
  if (r.settings.length > 0) {
    body.push(opening(1, 'settings {', r.settings[0]?.range.start.offset));
    for (const s of r.settings) body.push(line(2, `${printName(s.name)} ${printExpr(s.value)}`, s.range.start.offset));
    body.push(closing(1, '}', r.settings[r.settings.length - 1]?.range.end.offset ?? 0));
  }
  if (r.formulas.length > 0) {
    body.push(opening(1, 'formulas {', r.formulas[0]?.range.start.offset));
    for (const f of r.formulas) {
      const params = f.params.length > 0 ? `(${f.params.map(printName).join(', ')})` : '';
      body.push(line(2, `${printName(f.name)}${params} = ${printExpr(f.body)}`, f.range.start.offset));
    }
    body.push(closing(1, '}', r.formulas[r.formulas.length - 1]?.range.end.offset ?? 0));
  }
  for (const s of r.statuses) body.push(line(1, `status ${printName(s.name)}${s.prevents.length > 0 ? ` prevents ${s.prevents.map(printName).join(', ')}` : ''}`, s.range.start.offset));
  for (const d of r.damageTypes) {
    const attack = d.attackStat ? ` attack ${printName(d.attackStat)}` : '';
    const defense = d.defenseStat ? ` defense ${printName(d.defenseStat)}` : '';
    body.push(line(1, `damage-type ${printName(d.name)}${attack}${defense}`, d.range.start.offset));
  }
  const e = r.elements;
  if (e) {
    body.push(line(1, 'elements {', e.range.start.offset));
    if (e.elements.length > 0) body.push(line(2, e.elements.map(printName).join(', '), e.elements[0]?.range.start.offset));
    for (const [a, b] of e.beats) body.push(line(2, `${printName(a)} beats ${printName(b)}`, a.range.start.offset));
    for (const [a, b] of e.resists) body.push(line(2, `${printName(a)} resists ${printName(b)}`, a.range.start.offset));
    body.push(line(2, `advantage x${printNumber(e.advantage)}`));
    body.push(line(2, `resisted x${printNumber(e.resisted)}`));
    body.push(closing(1, '}', e.range.end.offset - 1));
  }
  if (r.piles.length > 0) {
    body.push(line(1, 'piles {'));
    for (const p of r.piles) body.push(line(2, `${p.cardType} ${p.pile}`));
    body.push(line(1, '}'));
  }
  if (r.unarmed) {
    body.push(opening(1, 'unarmed {', r.unarmed.damage.range.start.offset));
    body.push(line(2, `power ${printNumber(r.unarmed.power)}`));
    body.push(line(2, `range ${printNumber(r.unarmed.range)}`));
    body.push(line(2, printDamageSpec(r.unarmed.damage), r.unarmed.damage.range.start.offset));
    body.push(closing(1, '}', r.unarmed.damage.range.end.offset));
  }
  return block('ruleset', r.name, body, r.range.start.offset, r.range.end.offset);
}

function printDeckRules(rules: DeckRules): string {
  const parts: string[] = [];
  if (rules.minCards !== undefined) parts.push(`${rules.maxCards === rules.minCards ? 'exactly' : 'at least'} ${rules.minCards} cards`);
  if (rules.copies !== undefined) parts.push(`at most ${rules.copies} copies`);
  return `deck ${parts.join(', ')}`;
}

function printSpecies(s: SpeciesDecl): Line[] {
  const body: Line[] = [...idLine(s.id)];
  if (s.description !== undefined) body.push(line(1, `description ${quote(s.description)}`));
  if (s.stats.length > 0) body.push(line(1, `stats { ${s.stats.map((r) => `${printName(r.stat)} ${printNumber(r.min)}..${printNumber(r.max)}`).join(' ')} }`, s.stats[0]?.range.start.offset));
  if (s.appearance.length > 0) body.push(line(1, `appearance { ${s.appearance.map((a) => `${printName(a.rarity)} ${printNumber(a.weight)}`).join(' ')} }`, s.appearance[0]?.rarity.range.start.offset));
  for (const t of s.traits) body.push(...printAbility(t, 1));
  return block('species', s.name, body, s.range.start.offset, s.range.end.offset);
}

function printGrowth(g: GrowthDecl): Line[] {
  return block('growth', g.name, [...idLine(g.id), line(1, `symbol ${g.symbol}`), line(1, `rate ${printNumber(g.rate)}`)], g.range.start.offset, g.range.end.offset);
}

function printRarity(r: RarityDecl): Line[] {
  const body: Line[] = [...idLine(r.id), line(1, `order ${printNumber(r.order)}`), line(1, `stat-floor ${printNumber(Number((r.statFloor * 100).toPrecision(12)))}%`)];
  if (r.growthWeights.length > 0) body.push(line(1, `growth { ${r.growthWeights.map((w) => `${w.growth.text} ${printNumber(w.weight)}`).join(' ')} }`, r.growthWeights[0]?.growth.range.start.offset));
  return block('rarity', r.name, body, r.range.start.offset, r.range.end.offset);
}

function printPack(p: PackDecl): Line[] {
  const body: Line[] = [...idLine(p.id)];
  for (const slot of p.slots) {
    const upgrades = slot.upgrades.length > 0 ? ` upgrade ${slot.upgrades.map((u) => `${printName(u.rarity)} ${printOperand(u.chance)}`).join(' ')}` : '';
    body.push(line(1, `${slot.count} ${printName(slot.rarity)}${upgrades}`, slot.range.start.offset));
  }
  return block('pack', p.name, body, p.range.start.offset, p.range.end.offset);
}

function printDeck(d: DeckDecl): Line[] {
  const body: Line[] = [...idLine(d.id)];
  for (const s of d.slots) {
    const equipment = s.equipment.length > 0 ? ` with ${s.equipment.map(printName).join(', ')}` : '';
    body.push(line(1, `slot ${printName(s.summon)} as ${printName(s.role)}${equipment}`, s.range.start.offset));
  }
  for (const [head, list] of [['main', d.main], ['advance', d.advance]] as const) {
    if (list.length === 0) continue;
    body.push(opening(1, `${head} {`, list[0]?.range.start.offset));
    for (const entry of list) body.push(line(2, `${entry.count} ${printName(entry.card)}`, entry.range.start.offset));
    body.push(closing(1, '}', list[list.length - 1]?.range.end.offset ?? 0));
  }
  return block('deck', d.name, body, d.range.start.offset, d.range.end.offset);
}

function printSpace(s: { x: number; y: number }): string {
  return `(${s.x},${s.y})`;
}

function printScenario(s: ScenarioDecl): Line[] {
  const body: Line[] = [...idLine(s.id)];
  if (s.ruleset) body.push(line(1, `ruleset ${printName(s.ruleset)}`, s.ruleset.range.start.offset));
  body.push(line(1, `seed ${s.seed}`));
  body.push(line(1, `turn ${s.turn.number} player ${s.turn.player} phase ${printName(s.turn.phase)}`, s.turn.phase.range.start.offset));
  for (const p of s.players) {
    body.push(line(1, `player ${p.side} {`, p.range.start.offset));
    if (p.vp !== 0) body.push(line(2, `vp ${p.vp}`));
    for (const st of p.stats ?? []) body.push(line(2, `${printName(st.stat)} ${st.value}`, st.range.start.offset));
    for (const u of p.units) {
      const role = u.role ? ` as ${printName(u.role)}` : '';
      const equipment = u.equipment.length > 0 ? ` with ${u.equipment.map(printName).join(', ')}` : '';
      const level = u.level !== undefined ? ` level ${u.level}` : '';
      const hp = u.hp !== undefined ? ` hp ${u.hp}` : '';
      const overrides = u.overrides.length > 0 ? ` { ${u.overrides.map((o) => `${printName(o.name)} ${printOverrideValue(o.value)}`).join(' ')} }` : '';
      body.push(line(2, `unit ${printName(u.handle)}: ${printName(u.card)}${role}${equipment} at ${printSpace(u.at)}${level}${hp}${overrides}`, u.range.start.offset));
    }
    for (const b of p.buildings) body.push(line(2, `building ${printName(b.card)} at ${printSpace(b.at)}${b.faceDown ? ' face-down' : ''}`, b.range.start.offset));
    if (p.faceDown.length > 0) body.push(line(2, `face-down ${p.faceDown.map(printName).join(', ')}`, p.faceDown[0]?.range.start.offset));
    for (const z of p.zones) body.push(line(2, `${printName(z.zone)}: ${z.cards.map((card, i) => `${printName(card)}${z.handles?.[i] ? ` called ${printName(z.handles[i])}` : ''}`).join(', ')}`, z.range.start.offset));
    body.push(closing(1, '}', p.range.end.offset - 1));
  }
  for (const step of s.steps) body.push(...printScenarioStep(step));
  return block('scenario', s.name, body, s.range.start.offset, s.range.end.offset);
}

/** A quoted override value is a one-name reference (`completed "First Quest"`). */
function printOverrideValue(value: ScenarioDecl['players'][number]['units'][number]['overrides'][number]['value']): string {
  if (value.kind === 'Ref' && value.path.length === 1 && value.path[0]?.quoted) return quote(value.path[0].text);
  return printOperand(value);
}

function printScenarioStep(step: ScenarioStep): Line[] {
  const at = step.range.start.offset;
  switch (step.kind) {
    case 'ScenarioAction': {
      const value = (v: NonNullable<typeof step.subject>): string => (v.kind === 'Space' ? printSpace(v) : v.kind === 'Name' ? printName(v) : printOperand(v));
      const subject = step.subject ? ` ${value(step.subject)}` : '';
      const args = step.args.map((a) => (a.name.text === 'to' || a.name.text === 'at' ? ` ${a.name.text} ${value(a.value)}` : ` ${printName(a.name)}: ${value(a.value)}`)).join('');
      return [line(1, `${step.player} ${step.refused ? 'cannot ' : ''}${printName(step.verb)}${subject}${args}`, at)];
    }
    case 'ScenarioRolls': return [line(1, `rolls ${step.values.join(', ')}`, at)];
    case 'ScenarioComment': return [line(1, `note ${quote(step.text)}`, at)];
    case 'ScenarioExpect':
      return [line(1, 'expect {', at), ...step.expectations.map((e) => line(2, printExpectation(e), e.range.start.offset)), closing(1, '}', step.range.end.offset - 1)];
  }
}

function printExpectation(e: Expectation): string {
  switch (e.kind) {
    case 'ExpectCompare': return printCondition(e.comparison);
    case 'ExpectAt': return `${printName(e.unit)} at ${printSpace(e.at)}`;
    case 'ExpectInZone': return `${printName(e.card)}${e.negated ? ' not' : ''} in ${e.player}.${printName(e.zone)}`;
    case 'ExpectStatus': return `${printName(e.unit)} is ${e.negated ? 'not ' : ''}${printName(e.status)}`;
    case 'ExpectLog': return `log ${e.negated ? 'does not contain' : 'contains'} ${quote(e.text)}`;
    case 'ExpectDefeated': return `${printName(e.unit)} is defeated`;
    case 'ExpectWinner': return `winner ${e.winner}`;
  }
}
