/**
 * Clicks to actions. Everything offered comes from the engine's `legalActions`; everything refused is
 * explained by `explainIllegal` with the action the click would have made.
 *
 * - A unit of the acting player selected: its moves (spaces) and attack targets (units) highlight;
 *   a click on one of them is the move or the attack.
 * - A card (from hand, advance deck or face down in play) selected: its legal plays are narrowed one
 *   choice at a time — play or set, then each binding (caster, target …), anchor space, rotation — in the
 *   order the card declares them. Choices every remaining play agrees on are made automatically; units
 *   and spaces are picked on the board, anything else from a list. A unit or space clicked out of turn
 *   (the target before the caster) fills the later choice it fits.
 * - A pending choice of the engine (mid-resolution): its unit and space options are clickable too.
 */
import type { Action, Engine, GameState, Value } from '../../../games/summoners-grid/index';
import { sameAction } from '../../../games/summoners-grid/index';

export type CardAction = Extract<Action, { card: string }>;

export interface Picked {
  type?: CardAction['type'];
  slots: Record<string, Value>;
}

export type Selection = { kind: 'none' } | { kind: 'unit'; unit: string } | { kind: 'card'; card: string; picked: Picked };

export const NO_SELECTION: Selection = { kind: 'none' };

export interface Option {
  value: Value;
  label: string;
}

/** The next thing to decide about a card play. */
export type CardStep =
  | { kind: 'type'; options: Array<{ type: CardAction['type']; label: string }> }
  | { kind: 'slot'; slot: string; label: string; options: Option[] }
  | { kind: 'ready'; action: CardAction }
  | { kind: 'none' };

export interface SpaceMark {
  x: number;
  y: number;
  kind: 'move' | 'target' | 'summon' | 'anchor' | 'choice';
}

export interface UnitMark {
  id: string;
  kind: 'attack' | 'target' | 'selected' | 'choice';
}

export interface Highlights {
  spaces: SpaceMark[];
  units: UnitMark[];
}

export const NO_HIGHLIGHTS: Highlights = { spaces: [], units: [] };

export type ClickResult =
  | { kind: 'select'; selection: Selection }
  | { kind: 'act'; action: Action }
  | { kind: 'illegal'; reason: string; selection: Selection }
  | { kind: 'nothing' };

export interface Ctx {
  engine: Engine;
  state: GameState;
  /** The legal actions of the player the sandbox acts for now. */
  legal: Action[];
  player: 'A' | 'B' | null;
}

// ---------------------------------------------------------------------------------------------------
// Slots of a card action
// ---------------------------------------------------------------------------------------------------

/** The choices inside a card action, in order: bindings (`targets.caster` …), then `anchor`, `rotated`, `to`. */
export function slotsOf(a: CardAction): Array<[string, Value]> {
  const out: Array<[string, Value]> = [];
  if ('targets' in a) for (const [k, v] of Object.entries(a.targets)) out.push([`targets.${k}`, v]);
  if ('anchor' in a && a.anchor) out.push(['anchor', { t: 'space', x: a.anchor.x, y: a.anchor.y }]);
  if ('rotated' in a && a.rotated !== undefined) out.push(['rotated', a.rotated]);
  if (a.type === 'summon') out.push(['to', { t: 'space', x: a.to.x, y: a.to.y }]);
  return out;
}

export function slotValue(a: CardAction, slot: string): Value | undefined {
  return slotsOf(a).find(([k]) => k === slot)?.[1];
}

/** The action with one slot changed (to probe why a value is not allowed). */
export function withSlot(a: CardAction, slot: string, value: Value): CardAction {
  if (slot.startsWith('targets.') && 'targets' in a) return { ...a, targets: { ...a.targets, [slot.slice(8)]: value } } as CardAction;
  const space = value && typeof value === 'object' && !Array.isArray(value) && value.t === 'space' ? { x: value.x, y: value.y } : undefined;
  if (slot === 'anchor' && space && (a.type === 'play' || a.type === 'set')) return { ...a, anchor: space };
  if (slot === 'to' && space && a.type === 'summon') return { ...a, to: space };
  if (slot === 'rotated' && typeof value === 'boolean' && (a.type === 'play' || a.type === 'set')) return { ...a, rotated: value };
  return a;
}

const key = (v: Value | undefined) => JSON.stringify(v ?? null);

export function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  return key(a) === key(b);
}

const TYPE_LABEL: Record<CardAction['type'], string> = { play: 'Play', set: 'Set face down', activate: 'Activate', advance: 'Advance', summon: 'Summon' };

function slotLabel(slot: string): string {
  if (slot.startsWith('targets.')) return slot.slice(8);
  return slot === 'to' ? 'space' : slot;
}

export function cardCandidates(legal: readonly Action[], card: string, picked: Picked = { slots: {} }): CardAction[] {
  return legal.filter((a): a is CardAction => 'card' in a && a.card === card && (!picked.type || a.type === picked.type) && Object.entries(picked.slots).every(([slot, v]) => sameValue(slotValue(a, slot), v)));
}

export function cardStep(engine: Engine, state: GameState, candidates: readonly CardAction[]): CardStep {
  const first = candidates[0];
  if (!first) return { kind: 'none' };
  const types = [...new Set(candidates.map((c) => c.type))];
  if (types.length > 1) return { kind: 'type', options: types.map((t) => ({ type: t, label: TYPE_LABEL[t] })) };
  for (const [slot] of slotsOf(first)) {
    const distinct = new Map<string, Value>();
    for (const c of candidates) {
      const v = slotValue(c, slot);
      if (v !== undefined) distinct.set(key(v), v);
    }
    if (distinct.size > 1) {
      const options = [...distinct.values()].map((value) => ({ value, label: typeof value === 'boolean' ? (value ? 'yes' : 'no') : engine.describe(state, value) }));
      return { kind: 'slot', slot, label: slotLabel(slot), options };
    }
  }
  return { kind: 'ready', action: first };
}

// ---------------------------------------------------------------------------------------------------
// Highlights
// ---------------------------------------------------------------------------------------------------

function asUnit(v: Value): string | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) && v.t === 'unit' ? v.id : undefined;
}

function asSpace(v: Value): { x: number; y: number } | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) && v.t === 'space' ? { x: v.x, y: v.y } : undefined;
}

/** The space kind a slot's spaces highlight as. */
function spaceKind(slot: string): SpaceMark['kind'] {
  return slot === 'to' ? 'summon' : slot === 'anchor' ? 'anchor' : 'target';
}

/** Marks for values that are units or spaces (anything else is listed in the panel, not drawn). */
function marksOf(values: ReadonlyArray<{ value: Value; unit: UnitMark['kind']; space: SpaceMark['kind'] }>): Highlights {
  const spaces: SpaceMark[] = [];
  const units: UnitMark[] = [];
  for (const { value, unit, space } of values) {
    const u = asUnit(value);
    const s = asSpace(value);
    if (u) units.push({ id: u, kind: unit });
    if (s) spaces.push({ ...s, kind: space });
  }
  return { spaces, units };
}

export function highlightsFor(ctx: Ctx, selection: Selection): Highlights {
  const { state, legal } = ctx;
  const choice = state.choice;
  if (choice && ctx.player === choice.player) return marksOf(choice.options.map((o) => ({ value: o.value, unit: 'choice', space: 'choice' })));
  if (selection.kind === 'unit') {
    const spaces: SpaceMark[] = [];
    const units: UnitMark[] = [{ id: selection.unit, kind: 'selected' }];
    for (const a of legal) {
      if (a.type === 'move' && a.unit === selection.unit) spaces.push({ x: a.to.x, y: a.to.y, kind: 'move' });
      if (a.type === 'attack' && a.unit === selection.unit) units.push({ id: a.target, kind: 'attack' });
    }
    return { spaces, units };
  }
  if (selection.kind !== 'card') return NO_HIGHLIGHTS;
  const step = cardStep(ctx.engine, state, cardCandidates(legal, selection.card, selection.picked));
  // Everything decided: the units and spaces the play will use (the caster as selected).
  if (step.kind === 'ready') return marksOf(slotsOf(step.action).map(([slot, value]) => ({ value, unit: slot === 'targets.caster' ? 'selected' : 'target', space: spaceKind(slot) })));
  if (step.kind !== 'slot') return NO_HIGHLIGHTS;
  const options = marksOf(step.options.map((o) => ({ value: o.value, unit: 'target', space: spaceKind(step.slot) })));
  const picked = marksOf(Object.values(selection.picked.slots).map((value) => ({ value, unit: 'selected', space: 'target' })));
  return { spaces: options.spaces, units: [...options.units, ...picked.units] };
}

// ---------------------------------------------------------------------------------------------------
// Clicks
// ---------------------------------------------------------------------------------------------------

function unitAt(state: GameState, x: number, y: number): string | undefined {
  return Object.values(state.units).find((u) => !u.removed && u.at && u.at.x === x && u.at.y === y)?.id;
}

function explain(ctx: Ctx, probe: Action, fallback: string): string {
  return ctx.engine.explainIllegal(ctx.state, probe) ?? fallback;
}

/** After a pick: act when the card is fully decided by the user's pick, else keep narrowing. */
function afterPick(ctx: Ctx, card: string, picked: Picked): ClickResult {
  const step = cardStep(ctx.engine, ctx.state, cardCandidates(ctx.legal, card, picked));
  if (step.kind === 'ready') return { kind: 'act', action: step.action };
  return { kind: 'select', selection: { kind: 'card', card, picked } };
}

/** Picks a value for the card's current step (from the board or from the list). */
export function pickOption(ctx: Ctx, selection: Extract<Selection, { kind: 'card' }>, slot: string, value: Value): ClickResult {
  return afterPick(ctx, selection.card, { ...selection.picked, slots: { ...selection.picked.slots, [slot]: value } });
}

export function pickType(ctx: Ctx, selection: Extract<Selection, { kind: 'card' }>, type: CardAction['type']): ClickResult {
  return afterPick(ctx, selection.card, { ...selection.picked, type });
}

/**
 * Selects a card. A card with nothing to decide is not played at once: the panel shows it ready, so one
 * stray click never plays a card. A card with no legal play explains why.
 */
export function selectCard(ctx: Ctx, card: string): ClickResult {
  const candidates = cardCandidates(ctx.legal, card);
  if (candidates.length > 0) return { kind: 'select', selection: { kind: 'card', card, picked: { slots: {} } } };
  const player = ctx.player ?? 'A';
  const zones = ctx.state.players[player].zones;
  const type: CardAction['type'] = zones['advance-deck'].includes(card) ? 'advance' : zones['in-play'].includes(card) ? 'activate' : 'play';
  const probe: Action = type === 'activate' ? { type, player, card, targets: {}, event: -1 } : { type, player, card, targets: {} };
  return { kind: 'illegal', reason: explain(ctx, probe, 'this card cannot be played now'), selection: NO_SELECTION };
}

/**
 * A click on a unit while the play is fully decided: a unit the play targets confirms it; another unit is
 * tried in the play's last unit slot (usually `target`), and the engine says why it is not allowed.
 */
function clickDecided(ctx: Ctx, selection: Selection, action: CardAction, unit: string): ClickResult {
  const unitSlots = slotsOf(action).filter(([, v]) => asUnit(v));
  if (unitSlots.some(([slot, v]) => asUnit(v) === unit && slot !== 'targets.caster')) return { kind: 'act', action };
  const last = unitSlots[unitSlots.length - 1];
  if (!last) return { kind: 'select', selection: { kind: 'unit', unit } };
  const value: Value = { t: 'unit', id: unit };
  const probe = withSlot(action, last[0], value);
  return { kind: 'illegal', reason: explain(ctx, probe, `${ctx.engine.describe(ctx.state, value)} is not a valid ${slotLabel(last[0])} here`), selection };
}

/**
 * A later choice of the card that `value` can fill, when the current one cannot: a designer who clicks the
 * enemy first, with the caster still to choose, means it as the target. The remaining plays are then
 * narrowed to those with that target, and the current choice is asked again among them. Undefined when no
 * remaining play uses `value` anywhere (the click is then refused with the engine's reason, as before).
 */
function laterSlotFor(candidates: readonly CardAction[], picked: Picked, current: string, value: Value): string | undefined {
  const first = candidates[0];
  if (!first) return undefined;
  for (const [slot] of slotsOf(first)) {
    if (slot === current || slot in picked.slots) continue;
    if (candidates.some((c) => sameValue(slotValue(c, slot), value))) return slot;
  }
  return undefined;
}

export function clickSpace(ctx: Ctx, selection: Selection, x: number, y: number): ClickResult {
  const { state, legal } = ctx;
  const unit = unitAt(state, x, y);
  const player = ctx.player;
  // A pending choice: its options on the board are clickable.
  const choice = state.choice;
  if (choice && player === choice.player) {
    const index = choice.options.findIndex((o) => (unit && asUnit(o.value) === unit) || sameValue(o.value, { t: 'space', x, y }));
    if (index >= 0) return { kind: 'act', action: { type: 'choose', player, option: index } };
    return unit ? { kind: 'select', selection: { kind: 'unit', unit } } : { kind: 'illegal', reason: `${choice.prompt}: choose one of the highlighted options`, selection };
  }
  if (selection.kind === 'card') {
    const candidates = cardCandidates(legal, selection.card, selection.picked);
    const step = cardStep(ctx.engine, state, candidates);
    const first = candidates[0];
    if (step.kind === 'ready' && unit) return clickDecided(ctx, selection, step.action, unit);
    if (step.kind !== 'slot' || !first) return unit ? { kind: 'select', selection: { kind: 'unit', unit } } : { kind: 'nothing' };
    const wantsUnits = step.options.some((o) => asUnit(o.value));
    const value: Value = wantsUnits && unit ? { t: 'unit', id: unit } : { t: 'space', x, y };
    if (step.options.some((o) => sameValue(o.value, value))) return pickOption(ctx, selection, step.slot, value);
    const later = laterSlotFor(candidates, selection.picked, step.slot, value);
    if (later !== undefined) return pickOption(ctx, selection, later, value);
    const probe = withSlot(first, step.slot, value);
    const what = ctx.engine.describe(state, value);
    return { kind: 'illegal', reason: explain(ctx, probe, `${what} is not a valid ${step.label} here`), selection };
  }
  if (selection.kind === 'unit') {
    const selected = state.units[selection.unit];
    if (unit === selection.unit) return { kind: 'select', selection: NO_SELECTION };
    if (selected && player && selected.controller === player) {
      if (unit && state.units[unit]?.controller !== player) {
        const attack = legal.find((a) => a.type === 'attack' && a.unit === selection.unit && a.target === unit);
        if (attack) return { kind: 'act', action: attack };
        return { kind: 'illegal', reason: explain(ctx, { type: 'attack', player, unit: selection.unit, target: unit }, 'this attack is not possible now'), selection };
      }
      if (!unit) {
        const move = legal.find((a) => a.type === 'move' && a.unit === selection.unit && a.to.x === x && a.to.y === y);
        if (move) return { kind: 'act', action: move };
        return { kind: 'illegal', reason: explain(ctx, { type: 'move', player, unit: selection.unit, to: { x, y } }, 'this move is not possible now'), selection };
      }
    }
  }
  return unit ? { kind: 'select', selection: { kind: 'unit', unit } } : { kind: 'select', selection: NO_SELECTION };
}

/** Is `action` among the legal ones (the sandbox re-checks before applying anything it built itself). */
export function isLegal(legal: readonly Action[], action: Action): boolean {
  return legal.some((a) => sameAction(a, action));
}
