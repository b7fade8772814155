import type { Binding as BindingDecl, BuildingCard, CardDecl, Speed, Trigger } from '../../../dsl/ast';
import type { PlayerId } from '../../../engine/core/players';
import { responseBlocked } from '../../../engine/core/stack';
import { speedsOf } from '../rules/speeds';
import type { Action } from '../rules/actions';
import { sameAction } from '../rules/actions';
import { lastTrigger } from '../rules/apply';
import { allSpaces, footprintSpaces, inBounds } from '../rules/board';
import { pushItem } from '../rules/flow';
import type { G } from '../rules/game';
import type { Awaiting } from '../../../engine/core/game';
import { awaiting } from '../rules/legal';
import { select } from '../rules/select';
import type { Space, StackItem, TriggerEvent } from '../rules/state';
import { cardName, moveCard } from '../rules/zones';
import { testCondition } from './conditions';
import { evalNumber, type EvalContext } from './expr';
import { triggerMatches } from './abilities';
import { normName, type EntityRef, type Value } from './values';
import { cardParams } from './ast-paths';

/**
 * Which cards a player may play, set, activate or advance now, with every combination of targets:
 * timing (speed, stack lock, whose Action Phase), the card's requirements, its declared bindings,
 * whether its costs can be paid, and for buildings every placement.
 */
type Mode = 'play' | 'set' | 'activate' | 'advance';

interface Placement {
  anchor: Space;
  rotated: boolean;
}

function speedOf(decl: CardDecl): Speed {
  return 'speed' in decl ? decl.speed : 'action';
}

/** A face-down trap springs like a counter: its activation has counter speed. */
function activationSpeed(decl: CardDecl): Speed {
  return isTrap(decl) ? 'counter' : speedOf(decl);
}

function triggerOf(decl: CardDecl): Trigger | undefined {
  return decl.cardType === 'action' || decl.cardType === 'reaction' || decl.cardType === 'counter' || decl.cardType === 'building' ? decl.trigger : undefined;
}

function isTrap(decl: CardDecl): decl is BuildingCard {
  return decl.cardType === 'building' && decl.trap;
}

function baseContext(g: G, player: PlayerId, iid: string, event: TriggerEvent | undefined): EvalContext {
  const locals: Record<string, Value> = { this: { t: 'card', iid } };
  const params = cardParams(g.decl(iid), (p) => evalNumber(p.value, g.plainContext(player)));
  if (event) {
    g.world.events.set(event.seq, event);
    locals.event = { t: 'event', seq: event.seq };
    if (event.unit) locals.it = { t: 'unit', id: event.unit };
  }
  return { world: g.world, locals, params, subject: null, controller: player };
}

/** Every assignment of the card's play-time bindings (opponent-chosen and `all` bindings are left to resolution). */
function bindingCombos(g: G, bindings: BindingDecl[], ctx: EvalContext): Array<Record<string, Value>> {
  let combos: Array<Record<string, Value>> = [{}];
  for (const b of bindings) {
    if (b.chooser === 'opponent' || b.count === 'all') continue;
    const key = normName(b.name.text);
    const next: Array<Record<string, Value>> = [];
    for (const combo of combos) {
      const found = select(g, b.selector, { ...ctx, locals: { ...ctx.locals, ...combo } });
      const count = b.count;
      if (count === 1) for (const f of found) next.push({ ...combo, [key]: f });
      else for (const group of groups(found, count)) next.push({ ...combo, [key]: group });
      if (b.optional) next.push({ ...combo, [key]: null });
    }
    combos = next;
    if (combos.length === 0) return [];
  }
  return combos;
}

function groups(items: EntityRef[], size: number): EntityRef[][] {
  if (items.length < size) return [];
  if (size <= 0) return [[]];
  const out: EntityRef[][] = [];
  const pick = (start: number, acc: EntityRef[]) => {
    if (acc.length === size) return void out.push(acc);
    for (let i = start; i < items.length && out.length < 200; i++) pick(i + 1, [...acc, items[i] as EntityRef]);
  };
  pick(0, []);
  return out;
}

function costsPayable(g: G, player: PlayerId, iid: string, decl: CardDecl, ctx: EvalContext): boolean {
  for (const c of decl.costs) {
    if (c.kind === 'Discard') {
      const others = g.s.players[player].zones.hand.filter((x) => x !== iid).length;
      if (others < evalNumber(c.count, ctx)) return false;
    }
  }
  return true;
}

/**
 * Where a building's footprint fits: every space under it passes the card's placement filters and holds
 * no building. With `only`, just that placement is tested (checking one action needs no enumeration).
 */
function placements(g: G, decl: BuildingCard, ctx: EvalContext, only?: Placement): Placement[] {
  const { width, height } = g.content.ruleset.board;
  const usable = new Uint8Array(width * height);
  for (const e of select(g, { kind: 'Selector', entity: 'space', owner: 'any', filters: decl.placement, range: decl.range }, ctx)) {
    if (e.t === 'space' && inBounds(g, e)) usable[e.y * width + e.x] = 1;
  }
  for (const b of Object.values(g.s.buildings)) for (const s of b.spaces) if (inBounds(g, s)) usable[s.y * width + s.x] = 0;
  const fits = (ax: number, ay: number, w: number, h: number): boolean => {
    if (ax < 0 || ay < 0 || ax + w > width || ay + h > height) return false;
    for (let y = ay; y < ay + h; y++) for (let x = ax; x < ax + w; x++) if (usable[y * width + x] === 0) return false;
    return true;
  };
  const out: Placement[] = [];
  const rotations = decl.footprint.width === decl.footprint.height ? [false] : [false, true];
  for (const anchor of only ? [only.anchor] : allSpaces(g)) {
    for (const rotated of rotations) {
      if (only && rotated !== only.rotated) continue;
      const w = rotated ? decl.footprint.height : decl.footprint.width;
      const h = rotated ? decl.footprint.width : decl.footprint.height;
      if (fits(anchor.x, anchor.y, w, h)) out.push({ anchor, rotated });
    }
  }
  return out;
}

/**
 * `uses` of a card that is not in play (hand, advance deck): every copy of the same card has the same
 * uses, so they are computed once per card, mode and event while the state does not change.
 */
function usesOf(g: G, player: PlayerId, iid: string, decl: CardDecl, mode: Mode, event: TriggerEvent | undefined, only?: Placement): Array<{ targets: Record<string, Value>; placement?: Placement }> {
  if (mode === 'activate' || only) return uses(g, player, iid, decl, mode, event, only);
  return g.memo(`uses:${player}:${g.card(iid).card}:${mode}:${event?.seq ?? ''}`, () => uses(g, player, iid, decl, mode, event));
}

/** The target assignments (and placements) with which the card can be used; empty if it cannot. */
function uses(g: G, player: PlayerId, iid: string, decl: CardDecl, mode: Mode, event: TriggerEvent | undefined, only?: Placement): Array<{ targets: Record<string, Value>; placement?: Placement }> {
  const ctx = baseContext(g, player, iid, event);
  if (mode === 'set') {
    if (!isTrap(decl)) return [{ targets: {} }];
    return placements(g, decl, ctx, only).map((placement) => ({ targets: {}, placement }));
  }
  const out: Array<{ targets: Record<string, Value>; placement?: Placement }> = [];
  for (const combo of bindingCombos(g, decl.bindings, ctx)) {
    const full = { ...ctx, locals: { ...ctx.locals, ...combo } };
    if (!decl.requirements.every((r) => testCondition(r, full, g.world))) continue;
    if (!costsPayable(g, player, iid, decl, full)) continue;
    if (decl.cardType === 'building' && mode === 'play') {
      for (const placement of placements(g, decl, full, only)) out.push({ targets: combo, placement });
    } else out.push({ targets: combo });
  }
  return out;
}

function matchingEvents(g: G, player: PlayerId, iid: string, trigger: Trigger): TriggerEvent[] {
  const card = g.card(iid);
  const src = { controller: player, self: { t: 'card', iid } as EntityRef, enteredTurn: card.setTurn ?? -1, key: `fd:${iid}`, iid };
  return g.s.openEvents.filter((e) => triggerMatches(g, trigger, e, src));
}

function toAction(player: PlayerId, iid: string, mode: Mode, use: { targets: Record<string, Value>; placement?: Placement }, event: TriggerEvent | undefined): Action {
  const extra = use.placement ? { anchor: use.placement.anchor, rotated: use.placement.rotated } : {};
  switch (mode) {
    case 'play':
      return { type: 'play', player, card: iid, targets: use.targets, ...extra };
    case 'set':
      return { type: 'set', player, card: iid, ...extra };
    case 'activate':
      return { type: 'activate', player, card: iid, targets: use.targets, event: event?.seq ?? -1 };
    case 'advance':
      return { type: 'advance', player, card: iid, targets: use.targets };
  }
}

/**
 * The card actions of one card in one mode now (empty when its timing does not allow it). With `only`,
 * a building's placements are limited to that one (enough to check an action).
 */
function actionsFor(g: G, player: PlayerId, iid: string, mode: Mode, a: Awaiting = awaiting(g), only?: Placement): Action[] {
  const free = a.kind === 'free' && a.player === player;
  const responding = a.kind === 'priority' && a.player === player;
  if (!free && !responding) return [];
  const decl = g.decl(iid);
  const speed = mode === 'activate' ? activationSpeed(decl) : speedOf(decl);
  const trigger = triggerOf(decl);
  if (mode === 'set' || mode === 'advance') {
    if (!free) return [];
    return usesOf(g, player, iid, decl, mode, undefined, only).map((u) => toAction(player, iid, mode, u, undefined));
  }
  if (responding && (speed === 'action' || responseBlocked(speedsOf(g.content), g.s.stack, speed))) return [];
  if (mode === 'play') {
    if (decl.cardType === 'counter') return [];
    if (!trigger) return usesOf(g, player, iid, decl, mode, undefined, only).map((u) => toAction(player, iid, mode, u, undefined));
    const event = matchingEvents(g, player, iid, trigger).at(-1);
    return event ? usesOf(g, player, iid, decl, mode, event, only).map((u) => toAction(player, iid, mode, u, event)) : [];
  }
  // activate: a face-down card set on an earlier turn, when its trigger matches an open event.
  const card = g.card(iid);
  if ((card.setTurn ?? 0) >= g.s.turn.number) return [];
  if (!trigger) return decl.cardType === 'reaction' && responding ? uses(g, player, iid, decl, mode, undefined).map((u) => toAction(player, iid, mode, u, undefined)) : [];
  return matchingEvents(g, player, iid, trigger).flatMap((event) => uses(g, player, iid, decl, mode, event).map((u) => toAction(player, iid, mode, u, event)));
}

/**
 * How a card in hand can be used as a card action: summons are summoned and roles, advances and equipment
 * have actions of their own, so none of them is played or set; traps are only set; counters, reactions
 * and traps can be set face down; everything else is played. (Why not, when it cannot: `handModeRefusal`.)
 */
function handModes(decl: CardDecl): Mode[] {
  if (decl.cardType === 'summon' || decl.cardType === 'advance' || decl.cardType === 'role' || decl.cardType === 'equipment') return [];
  const modes: Mode[] = isTrap(decl) ? [] : ['play'];
  if (decl.cardType === 'counter' || decl.cardType === 'reaction' || isTrap(decl)) modes.push('set');
  return modes;
}

function handModeRefusal(decl: CardDecl, mode: 'play' | 'set'): string {
  const name = decl.name.text;
  if (decl.cardType === 'summon') return `${name} is a summon card: it is summoned into your territory, not ${mode === 'set' ? 'set face down' : 'played'}`;
  if (decl.cardType === 'equipment') return `${name} is equipment: it is equipped to a summon, not ${mode === 'set' ? 'set face down' : 'played'}`;
  if (decl.cardType === 'advance' || decl.cardType === 'role') return `${name} is used from the advance deck, not ${mode === 'set' ? 'set face down' : 'played'} from the hand`;
  return mode === 'set' ? `${name} cannot be set face down: only counters, reactions and traps are` : `${name} is a trap: it is set face down, not played`;
}

function candidatesOf(g: G, player: PlayerId): Array<{ iid: string; mode: Mode }> {
  const zones = g.s.players[player].zones;
  const out: Array<{ iid: string; mode: Mode }> = [];
  for (const iid of zones.hand) for (const mode of handModes(g.decl(iid))) out.push({ iid, mode });
  for (const iid of zones['in-play']) if (g.s.cards[iid]?.faceDown) out.push({ iid, mode: 'activate' });
  for (const iid of zones['advance-deck']) out.push({ iid, mode: 'advance' });
  return out;
}

export function cardActions(g: G, player: PlayerId): Action[] {
  const a = awaiting(g);
  if (!((a.kind === 'free' || a.kind === 'priority') && a.player === player)) return [];
  return candidatesOf(g, player).flatMap((c) => actionsFor(g, player, c.iid, c.mode, a));
}

/** Is there at least one card action (stops at the first)? */
export function anyCardAction(g: G, player: PlayerId): boolean {
  const a = awaiting(g);
  if (!((a.kind === 'free' || a.kind === 'priority') && a.player === player)) return false;
  return candidatesOf(g, player).some((c) => actionsFor(g, player, c.iid, c.mode, a).length > 0);
}

function modeOf(action: Action): Mode | null {
  return action.type === 'play' || action.type === 'set' || action.type === 'activate' || action.type === 'advance' ? action.type : null;
}

function zoneFor(mode: Mode): 'hand' | 'in-play' | 'advance-deck' {
  return mode === 'activate' ? 'in-play' : mode === 'advance' ? 'advance-deck' : 'hand';
}

export function checkCardAction(g: G, action: Action): string | null {
  const mode = modeOf(action);
  if (!mode || !('card' in action)) return 'not a card action';
  const p = action.player;
  const a = awaiting(g);
  if (!((a.kind === 'free' || a.kind === 'priority') && a.player === p)) return `${p} cannot ${mode} a card now (${a.kind === 'over' ? 'the game is over' : a.kind === 'choice' ? 'a choice is pending' : 'not their turn or priority'})`;
  const iid = action.card;
  if (!g.s.cards[iid]) return `there is no card ${iid}`;
  if (!g.s.players[p].zones[zoneFor(mode)].includes(iid)) return `${cardName(g, iid)} is not in ${p}'s ${zoneFor(mode)}`;
  const decl = g.decl(iid);
  if ((mode === 'play' || mode === 'set') && !handModes(decl).includes(mode)) return handModeRefusal(decl, mode);
  if (mode === 'activate' && !g.s.cards[iid]?.faceDown) return `${decl.name.text} is face up: only a face-down card is activated`;
  // A building placement is checked alone first: enumerating every placement is the slow part.
  const only = 'anchor' in action && action.anchor ? { anchor: action.anchor, rotated: action.rotated === true } : undefined;
  if (only && actionsFor(g, p, iid, mode, a, only).some((o) => sameAction(o, action))) return null;
  const options = actionsFor(g, p, iid, mode, a);
  if (options.length === 0) {
    if (a.kind === 'priority' && speedOf(decl) === 'action') return `${decl.name.text} has action speed: it needs ${p}'s Action Phase and an empty stack`;
    const blocked = a.kind === 'priority' ? responseBlocked(speedsOf(g.content), g.s.stack, speedOf(decl)) : null;
    if (blocked) return blocked;
    if (mode === 'play' && decl.cardType === 'counter') return 'a counter must be set face down before it can be activated';
    const trigger = triggerOf(decl);
    if (trigger && (mode === 'activate' || mode === 'play') && matchingEvents(g, p, iid, trigger).length === 0) return `nothing has happened that ${decl.name.text}'s trigger (${trigger.event.text}) responds to`;
    if ((mode === 'set' || mode === 'advance') && a.kind !== 'free') return `${mode} needs ${p}'s Action Phase with an empty stack`;
    const failed = decl.requirements.find((r) => !testCondition(r, baseContext(g, p, iid, undefined), g.world));
    if (failed) return `${decl.name.text}: a requirement is not met (line ${failed.range.start.line})`;
    return `${decl.name.text} has no valid targets now`;
  }
  if (options.some((o) => sameAction(o, action))) return null;
  return `${decl.name.text} cannot be used with these targets or this placement`;
}

export function startCardAction(g: G, action: Action): void {
  const mode = modeOf(action);
  if (!mode || !('card' in action)) return;
  const p = action.player;
  const iid = action.card;
  const decl = g.decl(iid);
  const targets: Record<string, Value> = {};
  if ('targets' in action) for (const [k, v] of Object.entries(action.targets)) targets[normName(k)] = v;
  const anchor = 'anchor' in action ? action.anchor : undefined;
  const rotated = 'rotated' in action ? action.rotated : undefined;
  const placement = anchor ? { anchor, ...(rotated !== undefined ? { rotated } : {}) } : {};
  const item = (what: StackItem['what']): StackItem => ({ id: g.id('s'), controller: p, speed: mode === 'activate' ? activationSpeed(decl) : speedOf(decl), what });
  if (mode === 'set') {
    moveCard(g, iid, 'in-play');
    g.editCard(iid).faceDown = true;
    g.emit('declares', `${p} sets a card face down`, { player: p, reason: 'set' });
    pushItem(g, item({ kind: 'set', iid, ...placement }), [lastTrigger(g)]);
    return;
  }
  const trigger = triggerOf(decl);
  const event = action.type === 'activate' ? g.s.openEvents.find((e) => e.seq === action.event) : trigger ? matchingEvents(g, p, iid, trigger).at(-1) : undefined;
  if (mode === 'activate') {
    g.editCard(iid).faceDown = false;
    for (const b of Object.values(g.s.buildings)) if (b.iid === iid) b.faceDown = false;
    g.changed();
  } else moveCard(g, iid, 'in-play');
  const stackItem = item({ kind: 'card', iid, bindings: targets, mode: mode === 'advance' ? 'advance' : mode === 'activate' ? 'activate' : 'play', ...(event ? { event } : {}), ...placement });
  const verb = mode === 'activate' ? 'activates' : mode === 'advance' ? 'plays from the advance deck' : 'plays';
  const shown = Object.entries(targets)
    .map(([k, v]) => `${k}: ${g.world.describe(v)}`)
    .join(', ');
  g.emit('played', () => `${p} ${verb} ${decl.name.text}${shown ? ` (${shown})` : ''}${anchor ? ` at ${g.world.describe({ t: 'space', x: anchor.x, y: anchor.y })}${rotated ? ' rotated' : ''}` : ''}`, { player: p, card: iid, item: stackItem.id, reason: mode });
  pushItem(g, stackItem, [lastTrigger(g)]);
}
