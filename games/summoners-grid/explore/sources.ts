/**
 * What the formula explorer can explore: a weapon's basic attack, and each damage or heal step of a card
 * (found anywhere in its effect, including `on hit` branches and conditionals).
 */
import type { CardDecl, DamageEffect, Effect, HealEffect } from '../../../dsl/ast';
import { cardId, type Content } from '../rules/content';

export type SourceKind = 'weapon' | 'damage' | 'heal';

export interface SourceStep {
  index: number;
  kind: 'damage' | 'heal';
  /** `magical damage to target`, `heal target`. */
  label: string;
  /** Why this step cannot be explored on its own (it reads an earlier step's result or the triggering event). */
  blocked?: string;
}

export interface SourceInfo {
  card: string;
  name: string;
  cardType: string;
  kind: SourceKind;
  steps: SourceStep[];
}

/** Which attack: a card, and for a card with several damage or heal steps, which one (0-based). */
export interface AttackSource {
  card: string;
  step?: number;
}

export type StrikeStep = DamageEffect | HealEffect;

/** Every damage and heal step of an effect tree, in reading order. */
export function strikeSteps(effects: readonly Effect[]): StrikeStep[] {
  const out: StrikeStep[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const kind = (node as { kind?: unknown }).kind;
    if (kind === 'Damage' || kind === 'Heal') out.push(node as StrikeStep);
    for (const [key, value] of Object.entries(node)) if (key !== 'range' && typeof value === 'object') visit(value);
  };
  visit(effects);
  return out;
}

function targetName(step: StrikeStep): string {
  return step.target.kind === 'Ref' ? step.target.path.map((n) => n.text).join('.') : 'its target';
}

function stepLabel(step: StrikeStep): string {
  return step.kind === 'Damage' ? `${step.damage.damageType.text} damage to ${targetName(step)}` : `heal ${targetName(step)}`;
}

/** The first name of every formula path inside a node (`drain` of `drain.damage`). */
function refHeads(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refHeads(n, out));
  else if (node !== null && typeof node === 'object') {
    const n = node as { kind?: unknown; path?: Array<{ text: string }> };
    if (n.kind === 'Ref' && n.path?.[0]) out.add(n.path[0].text);
    for (const [key, value] of Object.entries(node)) if (key !== 'range' && typeof value === 'object') refHeads(value, out);
  }
  return out;
}

function blockedBy(step: StrikeStep, labels: ReadonlySet<string>): string | undefined {
  const { onHit: _hit, onMiss: _miss, ...own } = step as DamageEffect;
  const heads = refHeads(step.kind === 'Damage' ? own : step);
  const label = [...heads].find((h) => labels.has(h));
  if (label) return `it uses the result of the step labelled "${label}"`;
  if (heads.has('event')) return 'it depends on the event that triggers the card';
  return undefined;
}

export function sourceInfo(card: CardDecl): SourceInfo | undefined {
  if (card.cardType === 'equipment') {
    if (!card.weapon) return undefined;
    return { card: cardId(card), name: card.name.text, cardType: card.cardType, kind: 'weapon', steps: [{ index: 0, kind: 'damage', label: `basic attack: ${card.weapon.damage.damageType.text} damage` }] };
  }
  const steps = strikeSteps(card.effect);
  if (steps.length === 0) return undefined;
  const labels = new Set(steps.flatMap((s) => (s.label ? [s.label.text] : [])));
  return {
    card: cardId(card),
    name: card.name.text,
    cardType: card.cardType,
    kind: steps.some((s) => s.kind === 'Damage') ? 'damage' : 'heal',
    steps: steps.map((s, index) => {
      const blocked = blockedBy(s, labels);
      return { index, kind: s.kind === 'Damage' ? 'damage' : 'heal', label: stepLabel(s), ...(blocked ? { blocked } : {}) };
    }),
  };
}

export function explorableSources(content: Content): SourceInfo[] {
  return content.cards.flatMap((c) => sourceInfo(c) ?? []).sort((a, b) => a.name.localeCompare(b.name));
}
