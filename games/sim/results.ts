import type { PlayerId } from '../../engine/core/players';
import type { MatchOptions } from '../../engine/sim/series';
import { canonicalTally, HIT_BUCKET, type CardTally, type Tally } from './tally';
import { wilson, type Rate } from '../../engine/sim/wilson';

/**
 * What a simulation run reports, derived from its tally: win rates with 95% Wilson intervals, the first
 * player's advantage, game length, and a row per card. Everything but `timing` is a function of the run's
 * inputs (content, decks, players, games, seed), whatever the number of workers.
 */
export type RunDescription = Omit<MatchOptions<string>, 'check'> & {
  /** The game module that played the run (a ruleset's `game`). */
  game: string;
  games: number;
};

export interface CardRow {
  id: string;
  name: string;
  type: string;
  plays: number;
  /** Plays per player-game in which the card was available. */
  playsPerGame: number;
  /** Player-games in which it was available. */
  games: number;
  /** Share of those games in which it was played at least once. */
  played: Rate;
  winWhenPlayed: Rate;
  winWhenNotPlayed: Rate;
  /** Per side (seat A or B): the games in which that side played the card, and its win rate in them. */
  playedBy: Record<PlayerId, { games: number; winWhenPlayed: Rate }>;
  damage: number;
  damagePerPlay: number;
  selfDamage: number;
  healing: number;
  vp: number;
  vpToOpponent: number;
  hits: number;
  averageHit: number;
  /** Damage per hit on enemy summons, in buckets of HIT_BUCKET. */
  hitHistogram: Array<{ from: number; to: number; hits: number }>;
}

/** A choice (a stance): how often players made it, its share of all choices, and the rounds it won. */
export interface ChoiceRow {
  choice: string;
  picks: number;
  pickRate: number;
  wins: Rate;
}

/** Rounds in which one player chose `mine` and the other `theirs`, and how many of them `mine` won. */
export interface MatchupCell {
  mine: string;
  theirs: string;
  wins: Rate;
}

export interface Timing {
  milliseconds: number;
  gamesPerSecond: number;
  workers: number;
  /**
   * The same games played again on one worker thread, when asked (`simulate --speedup`): that whole run's
   * wall time, thread start-up included as in `milliseconds`. The speed-up is the ratio of the two.
   */
  oneWorker?: { milliseconds: number; gamesPerSecond: number };
}

/** Whole-run wall time on one worker ÷ whole-run wall time on `workers`, for a run measured against one worker. */
export function speedup(timing: Timing): number | undefined {
  return timing.oneWorker ? timing.oneWorker.milliseconds / timing.milliseconds : undefined;
}

export interface SimResults {
  format: 'cardsmith-simulation/1';
  run: RunDescription;
  games: number;
  wins: { A: Rate; B: Rate; draw: Rate; unfinished: number };
  /** Wins of the player who took the first turn, among finished games. */
  firstPlayer: Rate;
  length: { averageTurns: number; averageActions: number; medianTurns: number; histogram: Array<{ turns: number; games: number }> };
  /** Per player kind, when the seats had different players. */
  ai: Array<{ kind: string; games: number; wins: Rate; draws: number }>;
  cards: CardRow[];
  /** For games played in rounds of simultaneous choices (empty otherwise): each choice and the matrix of choice against choice. */
  choices: ChoiceRow[];
  matchups: MatchupCell[];
  violations: Array<{ game: number; message: string }>;
  tally: Tally;
  timing?: Timing;
}

function median(histogram: Record<string, number>, total: number): number {
  let seen = 0;
  for (const [k, v] of Object.entries(histogram).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    seen += v;
    if (seen * 2 >= total) return Number(k);
  }
  return 0;
}

function cardRow(id: string, c: CardTally): CardRow {
  return {
    id,
    name: c.name,
    type: c.type,
    plays: c.plays,
    playsPerGame: c.games ? c.plays / c.games : 0,
    games: c.games,
    played: wilson(c.playedGames, c.games),
    winWhenPlayed: wilson(c.playedWins, c.playedGames),
    winWhenNotPlayed: wilson(c.notPlayedWins, c.notPlayedGames),
    playedBy: {
      A: { games: c.playedBy.A.games, winWhenPlayed: wilson(c.playedBy.A.wins, c.playedBy.A.games) },
      B: { games: c.playedBy.B.games, winWhenPlayed: wilson(c.playedBy.B.wins, c.playedBy.B.games) },
    },
    damage: c.damage,
    damagePerPlay: c.plays ? c.damage / c.plays : 0,
    selfDamage: c.selfDamage,
    healing: c.healing,
    vp: c.vp,
    vpToOpponent: c.vpToOpponent,
    hits: c.hits,
    averageHit: c.hits ? c.damage / c.hits : 0,
    hitHistogram: Object.entries(c.hitHistogram)
      .map(([b, hits]) => ({ from: Number(b) * HIT_BUCKET, to: (Number(b) + 1) * HIT_BUCKET - 1, hits }))
      .sort((a, b) => a.from - b.from),
  };
}

/**
 * Whether any card of the run did something besides being played (damage, healing, VP): games that
 * report plays only (games/registry.ts) leave those numbers 0, and reports and the Balance page leave
 * their columns out.
 */
export function cardsMeasureEffects(cards: readonly CardRow[]): boolean {
  return cards.some((c) => c.damage > 0 || c.selfDamage > 0 || c.healing > 0 || c.vp > 0 || c.vpToOpponent > 0 || c.hits > 0);
}

function choiceRows(t: Tally): ChoiceRow[] {
  const all = Object.values(t.choices).reduce((n, c) => n + c.rounds, 0);
  return Object.entries(t.choices).map(([choice, c]) => ({ choice, picks: c.rounds, pickRate: all ? c.rounds / all : 0, wins: wilson(c.wins, c.rounds) }));
}

export function buildResults(run: RunDescription, raw: Tally, timing?: Timing): SimResults {
  const t = canonicalTally(raw);
  const n = t.games;
  const kinds = Object.keys(t.ai);
  return {
    format: 'cardsmith-simulation/1',
    run,
    games: n,
    wins: { A: wilson(t.wins.A, n), B: wilson(t.wins.B, n), draw: wilson(t.wins.draw, n), unfinished: t.wins.unfinished },
    firstPlayer: wilson(t.first.wins, t.first.games),
    length: {
      averageTurns: n ? t.turns.total / n : 0,
      averageActions: n ? t.actions / n : 0,
      medianTurns: median(t.turns.histogram, n),
      histogram: Object.entries(t.turns.histogram).map(([turns, games]) => ({ turns: Number(turns), games })),
    },
    ai: kinds.length > 1 ? kinds.map((kind) => ({ kind, games: t.ai[kind]?.games ?? 0, wins: wilson(t.ai[kind]?.wins ?? 0, t.ai[kind]?.games ?? 0), draws: t.ai[kind]?.draws ?? 0 })) : [],
    cards: Object.entries(t.cards)
      .map(([id, c]) => cardRow(id, c))
      .sort((a, b) => b.plays - a.plays || (a.name < b.name ? -1 : 1)),
    choices: choiceRows(t),
    matchups: Object.entries(t.matchups).map(([key, c]) => {
      const [mine = '', theirs = ''] = key.split('|');
      return { mine, theirs, wins: wilson(c.wins, c.rounds) };
    }),
    violations: t.violations,
    tally: t,
    ...(timing ? { timing } : {}),
  };
}
