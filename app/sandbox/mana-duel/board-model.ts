/**
 * What the mana duel's table shows, computed from the state as the viewer may see it (`engine.viewFor`
 * for a player; the whole state for "everyone"): both players' health, mana, deck size, hand (faces or
 * backs), battlefield row and graveyard, whose turn it is, and the outcome. The viewer's side sits at the
 * bottom ("everyone": A at the bottom). Pure: no React, so it is tested on its own.
 */
import type { Outcome } from '../../../engine/core/game';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { CardType } from '../../../games/mana-duel/cards';
import { cardOf, delayOver, HIDDEN, nameOf, powerOf, toughnessOf, type ManaState, type Monster, type Phase } from '../../../games/mana-duel/state';
import type { Viewer } from '../duel/viewer';

export interface MonsterView {
  iid: string;
  name: string;
  power: number;
  toughness: number;
  /** The card's own power and toughness (the difference is its modifiers: equipment, effects). */
  basePower: number;
  baseToughness: number;
  health: number;
  maxHealth: number;
  /** Why it may or may not attack: `ready` (it may attack this turn), `summoned` (its summoning delay is not over), `attacked` (no attacks left this turn), `waiting` (not its controller's turn). */
  readiness: 'ready' | 'summoned' | 'attacked' | 'waiting';
  canAttack: boolean;
  equipment: string[];
  text: string;
}

export type HandCardView = { iid: string; hidden: true } | { iid: string; hidden: false; id: string; name: string; type: CardType; cost: number; stats: { power: number; toughness: number; health: number } | null; text: string };

export interface SideView {
  player: PlayerId;
  health: number;
  startHealth: number;
  mana: number;
  maxMana: number;
  deck: number;
  hand: HandCardView[];
  /** One place per battlefield slot, in slot order; null is an empty slot. */
  row: (MonsterView | null)[];
  /** Card names, oldest first. */
  graveyard: string[];
  fatigue: number;
  /** True when it is this player's turn (or their decision before the first turn). */
  active: boolean;
}

export interface ManaBoardModel {
  top: SideView;
  bottom: SideView;
  turn: { number: number; player: PlayerId; phase: Phase };
  outcome: Outcome | null;
}

function readiness(s: ManaState, side: PlayerId, m: Monster): MonsterView['readiness'] {
  if (!delayOver(s, m)) return 'summoned';
  if (m.attacks >= s.rules.attacksPerMonster) return 'attacked';
  if (s.turn.player !== side || s.turn.phase !== 'main') return 'waiting';
  return 'ready';
}

function monsterView(s: ManaState, side: PlayerId, m: Monster, texts: Readonly<Record<string, string>>): MonsterView {
  const card = cardOf(s, m.iid);
  const r = readiness(s, side, m);
  return {
    iid: m.iid,
    name: nameOf(s, m.iid),
    power: powerOf(m),
    toughness: toughnessOf(m),
    basePower: m.power,
    baseToughness: m.toughness,
    health: m.health,
    maxHealth: m.maxHealth,
    readiness: r,
    canAttack: r === 'ready',
    equipment: m.equipment.map((iid) => nameOf(s, iid)),
    text: card ? (texts[card.id] ?? '') : '',
  };
}

function handCard(s: ManaState, iid: string, texts: Readonly<Record<string, string>>): HandCardView {
  const inst = s.cards[iid];
  const card = inst && inst.card !== HIDDEN ? s.pool[inst.card] : undefined;
  if (!card) return { iid, hidden: true };
  return { iid, hidden: false, id: card.id, name: card.name, type: card.type, cost: card.cost, stats: card.stats ?? null, text: texts[card.id] ?? '' };
}

function sideView(s: ManaState, p: PlayerId, texts: Readonly<Record<string, string>>): SideView {
  const pl = s.players[p];
  const deciding = s.turn.phase === 'choose-first' ? s.coinWinner === p : s.turn.phase === 'mulligan' ? s.mulligan[p] === null : s.turn.player === p;
  return {
    player: p,
    health: pl.health,
    startHealth: s.rules.startHealth,
    mana: pl.mana,
    maxMana: pl.maxMana,
    deck: pl.deck.length,
    hand: pl.hand.map((iid) => handCard(s, iid, texts)),
    row: pl.battlefield.map((m) => (m ? monsterView(s, p, m, texts) : null)),
    graveyard: pl.graveyard.map((iid) => nameOf(s, iid)),
    fatigue: pl.fatigue,
    active: s.winner === null && deciding,
  };
}

/** The table for `view` (already the viewer's view of the state); `texts` are the cards' rules texts by id. */
export function manaBoard(view: ManaState, viewer: Viewer, texts: Readonly<Record<string, string>> = {}): ManaBoardModel {
  const bottom: PlayerId = viewer === 'all' ? 'A' : viewer;
  return {
    top: sideView(view, opponentOf(bottom), texts),
    bottom: sideView(view, bottom, texts),
    turn: { ...view.turn },
    outcome: view.winner ? { winner: view.winner, reason: view.endReason } : null,
  };
}
