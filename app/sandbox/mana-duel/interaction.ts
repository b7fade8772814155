/**
 * What a click on the mana duel's table means, from the legal actions only: a card in hand is picked
 * (or played at once when it needs nothing more), then an empty slot of your row (a monster) and a
 * target (a monster or a player, when the card asks for one) complete it; a monster that may attack is
 * picked, then its target. A click that fits no legal action is answered with the engine's reason
 * (`explainIllegal` of the action the click would have made). Pure, so it is tested on its own.
 */
import type { PlayerId } from '../../../engine/core/players';
import { opponentOf } from '../../../engine/core/players';
import { sameCharacter, type Character, type ManaAction } from '../../../games/mana-duel/actions';
import { monstersOf, nameOf, type ManaState } from '../../../games/mana-duel/state';
import type { ManaEngine } from './compile';

export type Pick = { kind: 'none' } | { kind: 'card'; card: string; slot?: number } | { kind: 'attacker'; iid: string };
export const NO_PICK: Pick = { kind: 'none' };

/** What was clicked: a card in hand, a monster, an empty slot, or a player's portrait. */
export type Click = { kind: 'hand'; iid: string } | { kind: 'monster'; iid: string } | { kind: 'slot'; player: PlayerId; slot: number } | { kind: 'player'; player: PlayerId };

export type ClickResult = { kind: 'act'; action: ManaAction } | { kind: 'pick'; pick: Pick } | { kind: 'illegal'; reason: string; pick: Pick };

export interface PlayCtx {
  engine: ManaEngine;
  /** The true state (the engine decides on it). */
  state: ManaState;
  /** The side the designer acts for now, or null. */
  player: PlayerId | null;
  /** `engine.legalActions(state, player)`. */
  legal: readonly ManaAction[];
}

type Play = Extract<ManaAction, { type: 'play' }>;
type Attack = Extract<ManaAction, { type: 'attack' }>;

const plays = (legal: readonly ManaAction[], card: string): Play[] => legal.filter((a): a is Play => a.type === 'play' && a.card === card);
const attacks = (legal: readonly ManaAction[], attacker: string): Attack[] => legal.filter((a): a is Attack => a.type === 'attack' && a.attacker === attacker);

/** A character's key for highlight sets: the monster's instance id, or `player:A`. */
export function characterKey(c: Character): string {
  return c.kind === 'monster' ? c.iid : `player:${c.player}`;
}

function clicked(c: Click): Character | null {
  if (c.kind === 'monster') return { kind: 'monster', iid: c.iid };
  if (c.kind === 'player') return { kind: 'player', player: c.player };
  return null;
}

function firstFreeSlot(s: ManaState, p: PlayerId): number {
  const i = s.players[p].battlefield.findIndex((m) => m === null);
  return i < 0 ? 0 : i;
}

function illegal(ctx: PlayCtx, action: ManaAction, pick: Pick): ClickResult {
  return { kind: 'illegal', reason: ctx.engine.explainIllegal(ctx.state, action) ?? 'not possible now', pick };
}

/** What is offered now: the playable hand cards, the monsters that may attack, and (for a pick) the slots and targets that complete it. */
export interface Offer {
  playable: Set<string>;
  attackers: Set<string>;
  slots: Set<number>;
  targets: Set<string>;
}

export function offer(legal: readonly ManaAction[], pick: Pick): Offer {
  const o: Offer = { playable: new Set(), attackers: new Set(), slots: new Set(), targets: new Set() };
  for (const a of legal) {
    if (a.type === 'play') o.playable.add(a.card);
    if (a.type === 'attack') o.attackers.add(a.attacker);
  }
  if (pick.kind === 'card') {
    for (const a of plays(legal, pick.card)) {
      if (pick.slot !== undefined && a.slot !== pick.slot) continue;
      if (a.slot !== undefined && pick.slot === undefined) o.slots.add(a.slot);
      if (a.target) o.targets.add(characterKey(a.target));
    }
  }
  if (pick.kind === 'attacker') for (const a of attacks(legal, pick.iid)) o.targets.add(characterKey(a.defender));
  return o;
}

/** Picking a card: played at once when every way to play it is the same but for nothing (a spell without a target). */
function pickCard(ctx: PlayCtx, p: PlayerId, iid: string): ClickResult {
  const options = plays(ctx.legal, iid);
  if (options.length === 0) return illegal(ctx, { type: 'play', player: p, card: iid, slot: firstFreeSlot(ctx.state, p) }, NO_PICK);
  const [only] = options;
  if (options.length === 1 && only && only.slot === undefined) return { kind: 'act', action: only };
  return { kind: 'pick', pick: { kind: 'card', card: iid } };
}

function completePlay(ctx: PlayCtx, p: PlayerId, pick: Extract<Pick, { kind: 'card' }>, click: Click): ClickResult {
  const options = plays(ctx.legal, pick.card).filter((a) => pick.slot === undefined || a.slot === pick.slot);
  if (click.kind === 'slot') {
    const inSlot = options.filter((a) => a.slot === click.slot);
    if (options.every((a) => a.slot === undefined)) return { kind: 'illegal', reason: `${nameOf(ctx.state, pick.card)} does not go into a slot: choose its target`, pick };
    if (click.player !== p) return { kind: 'illegal', reason: `${nameOf(ctx.state, pick.card)} is summoned to one of ${p}'s own empty slots`, pick };
    if (inSlot.length === 0) return illegal(ctx, { type: 'play', player: p, card: pick.card, slot: click.slot }, pick);
    const [first] = inSlot;
    if (first && inSlot.every((a) => !a.target)) return { kind: 'act', action: first };
    return { kind: 'pick', pick: { ...pick, slot: click.slot } };
  }
  const target = clicked(click);
  if (!target) return { kind: 'pick', pick: NO_PICK };
  const hit = options.find((a) => sameCharacter(a.target, target));
  if (hit) return { kind: 'act', action: hit };
  const slot = pick.slot ?? options.find((a) => a.slot !== undefined)?.slot;
  return illegal(ctx, { type: 'play', player: p, card: pick.card, ...(slot === undefined ? {} : { slot }), target }, pick);
}

function completeAttack(ctx: PlayCtx, p: PlayerId, pick: Extract<Pick, { kind: 'attacker' }>, click: Click): ClickResult {
  const target = clicked(click);
  if (!target) return { kind: 'pick', pick: NO_PICK };
  const hit = attacks(ctx.legal, pick.iid).find((a) => sameCharacter(a.defender, target));
  if (hit) return { kind: 'act', action: hit };
  return illegal(ctx, { type: 'attack', player: p, attacker: pick.iid, defender: target }, pick);
}

function pickAttacker(ctx: PlayCtx, p: PlayerId, iid: string): ClickResult {
  if (attacks(ctx.legal, iid).length > 0) return { kind: 'pick', pick: { kind: 'attacker', iid } };
  const enemy = monstersOf(ctx.state, opponentOf(p))[0];
  const defender: Character = enemy ? { kind: 'monster', iid: enemy.iid } : { kind: 'player', player: opponentOf(p) };
  return illegal(ctx, { type: 'attack', player: p, attacker: iid, defender }, NO_PICK);
}

function ownMonster(s: ManaState, p: PlayerId, iid: string): boolean {
  return s.players[p].battlefield.some((m) => m?.iid === iid);
}

export function clickOn(ctx: PlayCtx, pick: Pick, click: Click): ClickResult {
  const p = ctx.player;
  if (!p) return { kind: 'illegal', reason: 'nobody you play for may act now', pick: NO_PICK };
  if (click.kind === 'hand') {
    if (pick.kind === 'card' && pick.card === click.iid) return { kind: 'pick', pick: NO_PICK };
    if (!ctx.state.players[p].hand.includes(click.iid)) return { kind: 'illegal', reason: `that card is not in ${p}'s hand`, pick: NO_PICK };
    return pickCard(ctx, p, click.iid);
  }
  if (pick.kind === 'card') return completePlay(ctx, p, pick, click);
  if (click.kind === 'monster' && ownMonster(ctx.state, p, click.iid)) {
    if (pick.kind === 'attacker' && pick.iid === click.iid) return { kind: 'pick', pick: NO_PICK };
    // Another of your monsters: attacking your own is never legal, so a second own monster is a new pick.
    return pickAttacker(ctx, p, click.iid);
  }
  if (pick.kind === 'attacker') return completeAttack(ctx, p, pick, click);
  return { kind: 'pick', pick: NO_PICK };
}
