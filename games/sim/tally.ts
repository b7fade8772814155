import type { RoundRecord } from '../../engine/core/game';
import type { PlayerId } from '../../engine/core/players';

/**
 * What one card did for its player in one game. Every game reports plays; a game that reads more from
 * its events (Summoner's Grid: games/summoners-grid/sim/card-stats.ts) also reports damage, healing and
 * victory points, and the others leave them 0.
 */
export interface CardGame {
  plays: number;
  /** Damage dealt to the opponent's units. */
  damage: number;
  /** Damage dealt to the owner's own units. */
  selfDamage: number;
  healing: number;
  /** VP its owner gained through it. */
  vp: number;
  /** VP the opponent gained through it. */
  vpToOpponent: number;
  /** Every damage amount this card dealt to enemy units, one entry per hit. */
  hits: number[];
}

export interface PlayerCards {
  /** Cards in the player's deck (content ids), each once. */
  deck: string[];
  cards: Record<string, CardGame>;
}

/** A card that was only played: what a game reporting plays alone gives. */
export function playsOnly(plays: number): CardGame {
  return { plays, damage: 0, selfDamage: 0, healing: 0, vp: 0, vpToOpponent: 0, hits: [] };
}

/** Games in which one side played a card, and how many of them that side won. */
export interface SidePlays {
  games: number;
  wins: number;
}

/**
 * The results of many games as whole-number counts only, so that tallies of chunks played anywhere (in
 * worker threads, on other machines) merge into exactly the same totals in any order.
 */
export interface CardTally {
  name: string;
  type: string;
  plays: number;
  /** Player-games in which the card was in the player's deck (or was created and used). */
  games: number;
  playedGames: number;
  playedWins: number;
  notPlayedGames: number;
  notPlayedWins: number;
  /** The same split by the side (seat A or B) that played it: the games it was played in and won. */
  playedBy: Record<PlayerId, SidePlays>;
  damage: number;
  selfDamage: number;
  healing: number;
  vp: number;
  vpToOpponent: number;
  hits: number;
  /** Damage per hit on enemy summons: bucket index (amount / HIT_BUCKET, floored) → hits. */
  hitHistogram: Record<string, number>;
}

export interface Tally {
  games: number;
  wins: { A: number; B: number; draw: number; unfinished: number };
  /** Games in which a first player was chosen, and how many of them that player won or drew. */
  first: { games: number; wins: number; draws: number };
  turns: { total: number; histogram: Record<string, number> };
  actions: number;
  /** By AI kind: seat-games played and won (meaningful when the two seats have different players). */
  ai: Record<string, { games: number; wins: number; draws: number }>;
  cards: Record<string, CardTally>;
  /**
   * For games played in rounds of simultaneous choices (the game's `roundStats`): per choice, the times a
   * player made it and the rounds it won; per `mine|theirs` pair, the rounds and the rounds `mine` won.
   */
  choices: Record<string, ChoiceTally>;
  matchups: Record<string, ChoiceTally>;
  violations: Array<{ game: number; message: string }>;
}

export interface ChoiceTally {
  rounds: number;
  wins: number;
}

/** Width of a bucket of the damage-per-hit histograms. */
export const HIT_BUCKET = 10;

/** At most this many invariant violations are kept (the count of games is exact either way). */
const MAX_VIOLATIONS = 200;

export interface GameSummary {
  /** Index of the game in its run (its seed is the run's seed plus the index). */
  index: number;
  winner: PlayerId | 'draw' | null;
  first: PlayerId | null;
  turns: number;
  actions: number;
  players: Record<PlayerId, string>;
  cards: Record<PlayerId, PlayerCards>;
  /** Card id → [name, type] for every card the summary mentions. */
  names: Record<string, [string, string]>;
  /** The game's decided rounds, when it reports them (`roundStats`). */
  rounds?: RoundRecord[];
  violations: string[];
}

export function emptyTally(): Tally {
  return { games: 0, wins: { A: 0, B: 0, draw: 0, unfinished: 0 }, first: { games: 0, wins: 0, draws: 0 }, turns: { total: 0, histogram: {} }, actions: 0, ai: {}, cards: {}, choices: {}, matchups: {}, violations: [] };
}

function emptyCard(name: string, type: string): CardTally {
  return { name, type, plays: 0, games: 0, playedGames: 0, playedWins: 0, notPlayedGames: 0, notPlayedWins: 0, playedBy: { A: { games: 0, wins: 0 }, B: { games: 0, wins: 0 } }, damage: 0, selfDamage: 0, healing: 0, vp: 0, vpToOpponent: 0, hits: 0, hitHistogram: {} };
}

function bump(record: Record<string, number>, key: string, by = 1): void {
  record[key] = (record[key] ?? 0) + by;
}

export function addGame(t: Tally, g: GameSummary): void {
  t.games++;
  if (g.winner === null) t.wins.unfinished++;
  else t.wins[g.winner]++;
  if (g.first && g.winner !== null) {
    t.first.games++;
    if (g.winner === g.first) t.first.wins++;
    if (g.winner === 'draw') t.first.draws++;
  }
  t.turns.total += g.turns;
  bump(t.turns.histogram, String(g.turns));
  t.actions += g.actions;
  for (const p of ['A', 'B'] as const) {
    const ai = t.ai[g.players[p]] ?? { games: 0, wins: 0, draws: 0 };
    ai.games++;
    if (g.winner === p) ai.wins++;
    if (g.winner === 'draw') ai.draws++;
    t.ai[g.players[p]] = ai;
    addPlayerCards(t, g, p);
  }
  for (const round of g.rounds ?? []) {
    for (const p of ['A', 'B'] as const) {
      const won = round.winner === p ? 1 : 0;
      addChoice(t.choices, round.choices[p], won);
      addChoice(t.matchups, `${round.choices[p]}|${round.choices[p === 'A' ? 'B' : 'A']}`, won);
    }
  }
  for (const message of g.violations) if (t.violations.length < MAX_VIOLATIONS) t.violations.push({ game: g.index, message });
}

function addChoice(record: Record<string, ChoiceTally>, key: string, wins: number, rounds = 1): void {
  const c = record[key] ?? { rounds: 0, wins: 0 };
  c.rounds += rounds;
  c.wins += wins;
  record[key] = c;
}

function addPlayerCards(t: Tally, g: GameSummary, p: PlayerId): void {
  const { deck, cards } = g.cards[p];
  const won = g.winner === p;
  const ids = new Set([...deck, ...Object.keys(cards)]);
  for (const id of ids) {
    const [name, type] = g.names[id] ?? [id, ''];
    const c = t.cards[id] ?? emptyCard(name, type);
    t.cards[id] = c;
    const played: CardGame | undefined = cards[id];
    c.games++;
    if (played && played.plays > 0) {
      c.playedGames++;
      c.playedBy[p].games++;
      if (won) {
        c.playedWins++;
        c.playedBy[p].wins++;
      }
    } else {
      c.notPlayedGames++;
      if (won) c.notPlayedWins++;
    }
    if (!played) continue;
    c.plays += played.plays;
    c.damage += played.damage;
    c.selfDamage += played.selfDamage;
    c.healing += played.healing;
    c.vp += played.vp;
    c.vpToOpponent += played.vpToOpponent;
    c.hits += played.hits.length;
    for (const h of played.hits) bump(c.hitHistogram, String(Math.floor(h / HIT_BUCKET)));
  }
}

/** Adds `b` into `a` (both tallies of the same run). */
export function mergeTally(a: Tally, b: Tally): Tally {
  a.games += b.games;
  for (const k of ['A', 'B', 'draw', 'unfinished'] as const) a.wins[k] += b.wins[k];
  a.first.games += b.first.games;
  a.first.wins += b.first.wins;
  a.first.draws += b.first.draws;
  a.turns.total += b.turns.total;
  for (const [k, v] of Object.entries(b.turns.histogram)) bump(a.turns.histogram, k, v);
  a.actions += b.actions;
  for (const [kind, v] of Object.entries(b.ai)) {
    const x = a.ai[kind] ?? { games: 0, wins: 0, draws: 0 };
    x.games += v.games;
    x.wins += v.wins;
    x.draws += v.draws;
    a.ai[kind] = x;
  }
  for (const [id, c] of Object.entries(b.cards)) {
    const x = a.cards[id] ?? emptyCard(c.name, c.type);
    a.cards[id] = x;
    for (const k of ['plays', 'games', 'playedGames', 'playedWins', 'notPlayedGames', 'notPlayedWins', 'damage', 'selfDamage', 'healing', 'vp', 'vpToOpponent', 'hits'] as const) x[k] += c[k];
    for (const side of ['A', 'B'] as const) {
      x.playedBy[side].games += c.playedBy[side].games;
      x.playedBy[side].wins += c.playedBy[side].wins;
    }
    for (const [bucket, n] of Object.entries(c.hitHistogram)) bump(x.hitHistogram, bucket, n);
  }
  for (const [k, c] of Object.entries(b.choices)) addChoice(a.choices, k, c.wins, c.rounds);
  for (const [k, c] of Object.entries(b.matchups)) addChoice(a.matchups, k, c.wins, c.rounds);
  a.violations = [...a.violations, ...b.violations].sort((x, y) => x.game - y.game).slice(0, MAX_VIOLATIONS);
  return a;
}

/** The same tally with every record's keys in a fixed order (numeric keys by number), for stable output. */
export function canonicalTally(t: Tally): Tally {
  const byNumber = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).sort((x, y) => Number(x[0]) - Number(y[0])));
  const byName = <T>(r: Record<string, T>) => Object.fromEntries(Object.entries(r).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)));
  const cards = byName(t.cards);
  for (const id of Object.keys(cards)) {
    const c = cards[id] as CardTally;
    cards[id] = { ...c, hitHistogram: byNumber(c.hitHistogram) };
  }
  return { ...t, turns: { total: t.turns.total, histogram: byNumber(t.turns.histogram) }, ai: byName(t.ai), cards, choices: byName(t.choices), matchups: byName(t.matchups) };
}
