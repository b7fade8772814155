import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { runFormula } from '../formulas';
import { cardOf, monstersOf, powerOf, toughnessOf, type ManaState, type Monster } from '../state';

/**
 * The heuristic value of a position for `me` (the opponent's half subtracted), in health points: a point
 * of player health is worth 1. `WEIGHTS` documents each term.
 */
export const WEIGHTS = {
  win: 1_000_000,
  /** Per point of the player's health. */
  health: 1,
  /** A monster on the battlefield, whatever its stats. */
  monster: 2,
  /** Per point of a monster's power (the damage it deals each turn). */
  power: 1.5,
  /** Per point of a monster's toughness (it blunts attacks). */
  toughness: 1,
  /** Per point of a monster's remaining health. */
  monsterHealth: 0.6,
  /** A card in hand. */
  card: 1.5,
  /** A card in hand the player can pay for next turn (the mana curve: cards that will be played soon). */
  playable: 0.75,
  /** Per point of next turn's mana. */
  mana: 0.25,
  /** Per point of the fatigue damage the next draw from an empty deck would deal. */
  fatigue: 1,
} as const;

/**
 * The search player maps evaluations to win chances with a logistic of `value / SCALE`. Evaluations of
 * ordinary positions lie within about ±30; a wide scale keeps the logistic near linear there, so the
 * search compares means of evaluations rather than of saturated chances (6, 15 and 30 were tried: none
 * changed how often search beats greedy measurably).
 */
export const SCALE = 30;

export function evaluate(s: ManaState, me: PlayerId): number {
  if (s.winner) return s.winner === me ? WEIGHTS.win : -WEIGHTS.win;
  return side(s, me) - side(s, opponentOf(me));
}

export function monsterValue(m: Monster): number {
  return WEIGHTS.monster + WEIGHTS.power * powerOf(m) + WEIGHTS.toughness * toughnessOf(m) + WEIGHTS.monsterHealth * m.health;
}

function side(s: ManaState, p: PlayerId): number {
  const pl = s.players[p];
  let v = WEIGHTS.health * pl.health;
  for (const m of monstersOf(s, p)) v += monsterValue(m);
  const nextMana = Math.min(s.rules.maxMana, pl.maxMana + (s.turn.player === p ? 0 : s.rules.manaPerTurn));
  for (const iid of pl.hand) {
    v += WEIGHTS.card;
    // A hidden card (the opponent's, in a view) counts as a card only.
    const card = cardOf(s, iid);
    if (card && card.cost <= nextMana) v += WEIGHTS.playable;
  }
  v += WEIGHTS.mana * nextMana;
  if (pl.deck.length === 0) v -= WEIGHTS.fatigue * runFormula(s, 'fatigue-damage', [pl.fatigue + 1], { kind: 'player', player: p }, false).amount;
  return v;
}
