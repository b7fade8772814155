/**
 * The rules text of a declaration: what a printed card would say, generated from the AST (designers do
 * not write rules text; they write the card). One paragraph per line.
 */
import type { CardDecl, Decl, Expr, GameCard } from '../ast';
import { abilityText, bindingText, stepsText, triggerText } from './text-effects';
import { conditionText, exprText, selectorText, type TextContext } from './text-expr';

const typeNames: Record<CardDecl['cardType'], string> = {
  action: 'Action', reaction: 'Reaction', counter: 'Counter', building: 'Building', quest: 'Quest', advance: 'Advance',
  summon: 'Summon', role: 'Role', equipment: 'Equipment',
};

const defaultPiles: Partial<Record<CardDecl['cardType'], string>> = { action: 'recharge', reaction: 'recharge', counter: 'discard', building: 'discard', quest: 'discard' };

function selfName(card: CardDecl): string {
  if (card.cardType === 'building') return 'this building';
  if (card.cardType === 'summon' || card.cardType === 'advance' || card.cardType === 'role' || card.cardType === 'equipment') return 'this summon';
  return 'this card';
}

export function rulesText(decl: Decl): string {
  switch (decl.kind) {
    case 'Card': return cardText(decl).join('\n');
    case 'GameCard': return gameCardText(decl).join('\n');
    case 'Species': return [`${decl.name.text} — Species`, decl.description ?? '', decl.stats.map((s) => `${s.stat.text} ${s.min}–${s.max}`).join(', ')].filter((l) => l !== '').join('\n');
    case 'Growth': return `${decl.name.text} (${decl.symbol}) — grows by ${decl.rate} per level`;
    case 'Rarity': return `${decl.name.text} — Rarity ${decl.order}`;
    case 'Pack': return `${decl.name.text} — Pack of ${decl.slots.reduce((n, s) => n + s.count, 0)} cards`;
    case 'Deck': return `${decl.name.text} — Deck: ${decl.slots.map((s) => `${s.summon.text} (${s.role.text})`).join(', ')}`;
    case 'Ruleset': return `${decl.name.text} — Ruleset${decl.board.width > 0 ? `: ${decl.board.width} x ${decl.board.height} board` : decl.game ? ` of ${decl.game.text}` : ''}`;
    case 'Scenario': return `${decl.name.text} — Scenario`;
  }
}

function cardText(card: CardDecl): string[] {
  const ctx: TextContext = { params: new Map<string, Expr>(card.params.map((p) => [p.name.text, p.value])), self: selfName(card), labels: labelsOf(card) };
  const lines: string[] = [];
  const tags = [typeNames[card.cardType] + (card.cardType === 'equipment' ? ` — ${card.slot}` : ''), card.attribute ? capitalize(card.attribute.text) : '', card.unique ? 'Unique' : ''].filter((t) => t !== '');
  lines.push(`${card.name.text} — ${tags.join(' · ')}`);
  const speedDefault = card.cardType === 'reaction' ? 'reaction' : card.cardType === 'counter' ? 'counter' : 'action';
  if ('speed' in card && card.speed !== speedDefault) lines.push(`${capitalize(card.speed)} speed.`);
  if (card.cardType !== 'advance') lines.push(...typeLines(card, ctx));
  const trigger = 'trigger' in card ? card.trigger : undefined;
  if (trigger) lines.push(`${triggerText(trigger, ctx)}:`);
  for (const r of card.requirements) lines.push(`Requires: ${conditionText(r, ctx)}.`);
  for (const b of card.bindings) lines.push(`${capitalize(bindingText(b, ctx))}.`);
  if (card.costs.length > 0) lines.push(`Cost: ${stepsText(card.costs, ctx)}`);
  if (card.cardType === 'advance') lines.push(...typeLines(card, ctx));
  if (card.cardType === 'quest') {
    lines.push(`Objective: ${conditionText(card.objective, ctx)}.`);
    if (card.reward.length > 0) lines.push(`Reward: ${stepsText(card.reward, ctx)}`);
    if (card.failure) lines.push(`Fails when ${conditionText(card.failure.condition, ctx)}: ${stepsText(card.failure.effect, ctx)}`);
    if (card.activatedBy !== 'owner') lines.push(`Can be activated by ${card.activatedBy === 'either' ? 'either player' : 'your opponent'}.`);
  }
  if (card.effect.length > 0) lines.push(stepsText(card.effect, ctx));
  for (const a of card.abilities) lines.push(abilityText(a, ctx));
  const pile = card.pile ?? defaultPiles[card.cardType];
  if (card.pile !== undefined || (pile && card.effect.length > 0)) lines.push(pileText(card.pile ?? pile));
  if (card.flavor) lines.push(`“${card.flavor}”`);
  return lines;
}

/**
 * A card of a declared type: `Cinder Pup — Monster · 2 mana`, its stats, choices, effect and abilities.
 * Properties read "<value> <name>" (`2 mana`), stats "<name> <value>" (`power 3`).
 */
function gameCardText(card: GameCard): string[] {
  const ctx: TextContext = { params: new Map<string, Expr>(card.properties.map((p) => [p.name.text, p.value])), self: `this ${card.cardType.text}`, labels: labelsOf(card) };
  const tags = [capitalize(card.cardType.text), ...card.properties.map((p) => `${exprText(p.value, ctx)} ${p.name.text}`), card.unique ? 'Unique' : ''].filter((t) => t !== '');
  const lines = [`${card.name.text} — ${tags.join(' · ')}`];
  if (card.stats.length > 0) lines.push(card.stats.map((s) => `${capitalize(s.stat.text)} ${s.value}`).join(' · '));
  for (const r of card.requirements) lines.push(`Requires: ${conditionText(r, ctx)}.`);
  for (const b of card.bindings) lines.push(`${capitalize(bindingText(b, ctx))}.`);
  if (card.effect.length > 0) lines.push(stepsText(card.effect, ctx));
  for (const a of card.abilities) lines.push(abilityText(a, ctx));
  if (card.flavor) lines.push(`“${card.flavor}”`);
  return lines;
}

/** Every `as label` in the card, so formulas can say "the damage dealt". */
function labelsOf(card: CardDecl | GameCard): Set<string> {
  const labels = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      // Steps that take `as label` keep it in their `label` field (core steps and effect modules alike).
      const node = value as { kind?: string; label?: { kind?: string; text?: string } };
      if (node.label?.kind === 'Name' && typeof node.label.text === 'string' && node.kind !== 'Outcome') labels.add(node.label.text);
      Object.values(value).forEach(visit);
    }
  };
  visit(card.effect);
  visit(card.abilities);
  return labels;
}

function pileText(pile: string | undefined): string {
  switch (pile) {
    case 'discard': return 'Then put this card in your discard pile.';
    case 'recharge': return 'Then put this card in your recharge pile.';
    case 'removed': return 'Then remove this card from the game.';
    case 'stays': return 'It stays in play.';
    default: return '';
  }
}

function typeLines(card: CardDecl, ctx: TextContext): string[] {
  switch (card.cardType) {
    case 'summon':
      return [
        `${card.species.text} summon.`,
        card.stats.map((s) => `${s.stat.text} ${s.value}${growthOf(card, s.stat.text)}`).join(' · '),
      ];
    case 'role': {
      const from = card.from.length > 0 ? ` Advances from ${card.from.map((f) => f.text).join(' or ')}.` : ' Starting role.';
      const mods = card.modifiers.length > 0 ? ` ${card.modifiers.map((m) => `${m.stat.text} ${m.op === 'mul' ? '×' : m.op === 'add' ? '+' : m.op === 'sub' ? '−' : m.op === 'div' ? '÷' : '='}${m.value}`).join(', ')}.` : '';
      return [`Tier ${card.tier} ${card.family.text}-family role.${from}${mods}`];
    }
    case 'equipment': {
      const lines: string[] = [];
      if (card.weapon) {
        const wctx: TextContext = { ...ctx, params: new Map([...ctx.params, ['power', { kind: 'Number', value: card.weapon.power, range: card.name.range }]]) };
        lines.push(`Power ${card.weapon.power} · Range ${card.weapon.range}.`);
        lines.push(`Basic attack: ${card.weapon.damage.damageType.text} damage equal to ${exprText(card.weapon.damage.amount, wctx)}.`);
      }
      if (card.bonuses.length > 0) lines.push(card.bonuses.map((b) => `${b.stat.text} ${b.op === 'add' ? '+' : b.op === 'sub' ? '−' : '×'}${b.value}`).join(', ') + '.');
      return lines;
    }
    case 'building': {
      const where = card.placement.length > 0 ? ` ${selectorText({ kind: 'Selector', entity: 'space', owner: 'any', filters: card.placement, range: card.name.range }, ctx).replace(/^space /, '')}` : '';
      return [`Occupies ${card.footprint.width} × ${card.footprint.height} spaces${where}.${card.trap ? ' Trap: set face down.' : ''}`];
    }
    case 'advance': {
      const a = card.advance;
      if (a.kind === 'RoleChange') return [`${capitalize(exprText({ kind: 'Ref', path: [a.subject], range: a.range }, ctx))} becomes a ${a.to.text}.`];
      return [
        `Named summon: ${a.species.text} ${a.role.text}, made from ${exprText({ kind: 'Ref', path: [a.material], range: a.range }, ctx)} (which it replaces${a.inherits.length > 0 ? `, keeping its ${a.inherits.map((i) => i.text.replace(/-/g, ' ')).join(', ')}` : ''}).`,
        a.stats.map((s) => `${s.stat.text} ${s.value}${a.growth.find((g) => g.stat.text === s.stat.text) ? ` (${a.growth.find((g) => g.stat.text === s.stat.text)?.growth.text})` : ''}`).join(' · '),
      ];
    }
    default:
      return [];
  }
}

function growthOf(card: Extract<CardDecl, { cardType: 'summon' }>, stat: string): string {
  const g = card.growth.find((x) => x.stat.text === stat);
  return g ? ` (${g.growth.text})` : '';
}

function capitalize(s: string): string {
  return s.length === 0 ? s : (s[0]?.toUpperCase() ?? '') + s.slice(1);
}
