import { createPlayer, type PlayerOptions } from '../../../engine/ai/index';
import { playGame } from '../../../engine/sim/play';
import { seatsFor, type MatchOptions } from '../../../engine/sim/series';
import type { SummonersGridEngine } from '../index';
import type { DeckList } from '../rules/setup';
import { CardStatsCollector } from './card-stats';
import { findCard } from '../rules/content';
import { addGame, emptyTally, type GameSummary, type Tally } from '../../sim/tally';

/**
 * The games of a match (`playMatch`) tallied for the balancing lab. Game `i` of a match uses seed
 * `seed + i` for the game and for its players, so a match gives the same results however its games are
 * split between workers.
 *
 * A match: two decks, who plays them, and how many games from which seed. */
export interface Match extends MatchOptions<DeckList> {
  playerOptions?: PlayerOptions;
}

/** Plays game `index` of a match and summarises it. */
export function playMatchGame(engine: SummonersGridEngine, match: Match, index: number): GameSummary {
  const seats = seatsFor(match, index);
  const content = engine.def.content;
  let stats: CardStatsCollector | undefined;
  const g = playGame(engine, match.decks, match.seed + index, {
    maxActions: match.maxActions,
    check: match.check,
    players: (seed) => ({ A: createPlayer(seats.A, seed * 2 + 1, match.playerOptions), B: createPlayer(seats.B, seed * 2 + 2, match.playerOptions) }),
    observer: (initial) => {
      const collector = new CardStatsCollector(content, initial);
      stats = collector;
      return (events, state) => collector.add(events, state);
    },
  });
  const cards = (stats as CardStatsCollector).finish(g.final);
  const names: Record<string, [string, string]> = {};
  for (const p of ['A', 'B'] as const) {
    for (const id of [...cards[p].deck, ...Object.keys(cards[p].cards)]) {
      const decl = findCard(content, id);
      names[id] = [decl?.name.text ?? id, decl?.cardType ?? ''];
    }
  }
  return { index, winner: g.winner, first: g.final.first, turns: g.turns, actions: g.actions, players: seats, cards, names, violations: g.violations };
}

/** Plays games `from` … `from + count - 1` of a match; `progress` hears of each finished game. */
export function playMatch(engine: SummonersGridEngine, match: Match, from: number, count: number, progress?: (game: GameSummary) => void): Tally {
  const tally = emptyTally();
  for (let i = from; i < from + count; i++) {
    const game = playMatchGame(engine, match, i);
    addGame(tally, game);
    progress?.(game);
  }
  return tally;
}
