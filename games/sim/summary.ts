/**
 * One headless game of any game module, summarised for the balancing lab's tally: who won, who started,
 * its length, and per player the cards they brought and how often they played each — read through the
 * game's `cardStats` hooks, never from its state directly. A game without the hooks is tallied without
 * cards. (Summoner's Grid reads more from its events: games/summoners-grid/sim/match.ts.)
 */
import type { Engine } from '../../engine/core/engine';
import type { GameAction } from '../../engine/core/game';
import type { PlayerId } from '../../engine/core/players';
import { createPlayer } from '../../engine/ai/index';
import type { PlayerKind } from '../../engine/ai/player';
import { playGame } from '../../engine/sim/play';
import { playsOnly, type GameSummary, type PlayerCards } from './tally';

export interface SummaryOptions {
  maxActions: number;
  check: boolean;
}

/** Game `index` of a run, played with `seed` between the players of `seats`. Players are seeded as in every run. */
export function summarizedGame<S, A extends GameAction, D>(
  engine: Engine<S, A, D>,
  decks: Record<PlayerId, D>,
  seats: Record<PlayerId, PlayerKind>,
  index: number,
  seed: number,
  options: SummaryOptions,
): GameSummary {
  const hooks = engine.game.cardStats;
  const plays: Record<PlayerId, Map<string, number>> = { A: new Map(), B: new Map() };
  const g = playGame(engine, decks, seed, {
    ...options,
    players: (s) => ({ A: createPlayer<S, A>(seats.A, s * 2 + 1), B: createPlayer<S, A>(seats.B, s * 2 + 2) }),
    observer: (initial) => {
      let before = initial;
      return (_events, state, action) => {
        const card = hooks?.cardPlayed(before, action) ?? null;
        if (card !== null) plays[action.player].set(card, (plays[action.player].get(card) ?? 0) + 1);
        before = state;
      };
    },
  });
  const names: Record<string, [string, string]> = {};
  const cardsOf = (p: PlayerId): PlayerCards => {
    const deck = hooks?.deckCards(g.initial, p) ?? [];
    const cards: PlayerCards['cards'] = {};
    for (const [card, n] of plays[p]) cards[card] = playsOnly(n);
    for (const card of [...deck, ...plays[p].keys()]) {
      const { name, type } = hooks?.describeCard(g.initial, card) ?? { name: card, type: '' };
      names[card] = [name, type];
    }
    return { deck, cards };
  };
  const cards = { A: cardsOf('A'), B: cardsOf('B') };
  const rounds = engine.game.roundStats?.rounds(g.final);
  return { index, winner: g.winner, first: hooks?.firstPlayer(g.final) ?? null, turns: g.turns, actions: g.actions, players: seats, cards, names, ...(rounds ? { rounds } : {}), violations: g.violations };
}
