import { EventLog } from '../../engine/core/events';
import type { Awaiting, SetupOptions } from '../../engine/core/game';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { createRng, flipCoin, nextFraction, otherDice, scriptDraws } from '../../engine/core/rng';
import { duelGame } from '../duel/duel-game';
import { parseAction, type StanceAction } from './actions';
import type { StanceCard, StanceDeck } from './cards';
import { resolveExchange, stanceWord } from './exchange';
import { STANCES, type StanceRules } from './rules';
import { HIDDEN, type StanceState } from './state';

export const GAME_ID = 'stance-duel';

/**
 * The stance duel as a game module, played by `rules` (from the ruleset: `rulesFromRuleset`). Each exchange
 * both players commit a stance at once, in secret (`simultaneous`); when the second is in, both are
 * revealed and the exchange resolves (exchange.ts). The view of a player shows the other's commit only
 * as `hidden` until then, and never the generator's seed.
 */
export const stanceDuel = duelGame<StanceState, StanceAction, StanceDeck, StanceRules>(GAME_ID, {
  play: {
    setup,
    parseAction,
    sameAction: (a, b) => a.player === b.player && a.stance === b.stance,
    awaiting,
    legalActions: (s, player) => (awaiting(s).kind === 'simultaneous' && s.committed[player] === undefined ? STANCES.map((stance) => ({ type: 'stance' as const, player, stance })) : []),
    explainIllegal,
    clone: copy,
    perform: commitStance,
    view,
    turnNumber: (s) => s.exchange,
  },
  ai: {
    evaluate,
    decisive: 100,
    scale: 10,
    // What `me` does not know is the other's commit, if it is in: any stance, equally likely.
    determinize(s, me, rng) {
      const other = opponentOf(me);
      const committed = { ...s.committed };
      if (committed[other] !== undefined) committed[other] = STANCES[Math.floor(nextFraction(rng) * STANCES.length)] ?? 'attack';
      return { ...s, committed, rng: otherDice(rng, s.rng) };
    },
    answer: () => null,
    yields: () => false,
    // One playout says little (the rolls swing an exchange): more of them, on common samples.
    searchHints: { playouts: 48, commonSamples: true },
  },
  checks: { invariants, illegalProbes },
  cardStats: {
    deckCards: (s, p) => [s.players[p].fighter, ...new Set(s.players[p].kit)],
    // No card is played: a fighter and its kit are in play from the start.
    cardPlayed: () => null,
    describeCard: (s, card) => ({ name: s.pool[card]?.name ?? card, type: s.pool[card]?.type ?? '' }),
    firstPlayer: (s) => s.first,
  },
  // The balancing lab's stance statistics: every exchange's stances and who won it.
  roundStats: { rounds: (s) => s.history.map((h) => ({ choices: { A: stanceWord(h.stances.A), B: stanceWord(h.stances.B) }, winner: h.winner })) },
});

function setup(rules: StanceRules, decks: Record<PlayerId, StanceDeck>, seed: number, options: SetupOptions): { state: StanceState; events: EventLog['events'] } {
  const pool: Record<string, StanceCard> = {};
  for (const p of PLAYERS) for (const c of decks[p].pool) pool[c.id] = c;
  let rng = createRng(seed);
  if (options.script) rng = scriptDraws(rng, options.script);
  const log = new EventLog(0, options.explain !== false);
  let first: PlayerId;
  if (options.firstPlayer) first = options.firstPlayer;
  else {
    // "For the fun factor, play order is still determined randomly": a coin flip (heads: A) decides who
    // attacks first in the first exchange; it alternates after that.
    const coin = flipCoin(rng);
    first = coin.value === 'heads' ? 'A' : 'B';
    log.emit('coin', () => `coin flip ${coin.value}${coin.forced ? ' (scripted)' : ''}: ${first} attacks first in odd exchanges, ${opponentOf(first)} in even ones`);
  }
  const state: StanceState = {
    rules,
    pool,
    players: { A: { fighter: decks.A.fighter, kit: [...decks.A.kit], wins: 0, damage: 0 }, B: { fighter: decks.B.fighter, kit: [...decks.B.kit], wins: 0, damage: 0 } },
    exchange: 1,
    first,
    committed: {},
    history: [],
    winner: null,
    endReason: '',
    seq: log.seq,
    rng,
  };
  return { state, events: log.events };
}

function awaiting(s: StanceState): Awaiting {
  if (s.winner) return { kind: 'over' };
  return { kind: 'simultaneous', players: PLAYERS.filter((p) => s.committed[p] === undefined) };
}

function explainIllegal(s: StanceState, a: StanceAction): string | null {
  if (s.winner) return 'the fight is over';
  if (s.committed[a.player] !== undefined) return `${a.player} has already chosen a stance for exchange ${s.exchange}`;
  if (!STANCES.includes(a.stance)) return `a stance is one of ${STANCES.join(', ')}`;
  return null;
}

function copy(s: StanceState): StanceState {
  return {
    ...s,
    players: { A: { ...s.players.A }, B: { ...s.players.B } },
    committed: { ...s.committed },
    rng: { ...s.rng, forced: [...s.rng.forced], ...(s.rng.script ? { script: structuredClone(s.rng.script) } : {}) },
  };
}

/** Commits `a`'s stance; the second stance in reveals both and resolves the exchange. */
function commitStance(s: StanceState, a: StanceAction, log: EventLog): void {
  s.committed[a.player] = a.stance;
  // Only the player who commits sees which stance; the other learns that a stance is in.
  log.emit('committed', () => `${a.player} takes ${stanceWord(a.stance)} for exchange ${s.exchange}`, { visibleTo: a.player, publicText: `${a.player} has chosen a stance for exchange ${s.exchange}` });
  const { A, B } = s.committed;
  if (A !== undefined && A !== HIDDEN && B !== undefined && B !== HIDDEN) resolveExchange(s, { A, B }, log);
}

/** What `player` sees: the other's commit as `hidden` until both are in, and no dice (seed 0, nothing scripted). */
function view(s: StanceState, player: PlayerId): StanceState {
  const other = opponentOf(player);
  const committed = { ...s.committed };
  if (committed[other] !== undefined) committed[other] = HIDDEN;
  return { ...s, committed, rng: { seed: 0, counter: s.rng.counter, forced: [] } };
}

/** Exchanges won count most; damage taken breaks ties, as it does at the end of the fight. */
function evaluate(s: StanceState, me: PlayerId): number {
  const other = opponentOf(me);
  if (s.winner) return s.winner === 'draw' ? 0 : s.winner === me ? 100 : -100;
  return (s.players[me].wins - s.players[other].wins) * 10 + (s.players[other].damage - s.players[me].damage) / 50;
}

function invariants(prev: StanceState, next: StanceState): string[] {
  const out: string[] = [];
  for (const p of PLAYERS) {
    if (next.players[p].wins < prev.players[p].wins) out.push(`${p}'s exchange wins went down`);
    if (next.players[p].damage < prev.players[p].damage) out.push(`${p}'s damage taken went down`);
    if (next.players[p].wins >= 0 && next.players[p].wins > next.rules.settings['exchanges-to-win']) out.push(`${p} won more exchanges than a fight needs`);
  }
  if (next.history.length !== next.exchange - 1) out.push(`${next.history.length} exchanges recorded before exchange ${next.exchange}`);
  if (next.exchange > prev.exchange && Object.keys(next.committed).length > 0) out.push('a new exchange starts with a stance already committed');
  if (prev.winner && next.winner !== prev.winner) out.push('the fight was decided and then changed');
  const won = next.history.filter((h) => h.winner !== null).length;
  if (won !== next.players.A.wins + next.players.B.wins) out.push('the exchange wins do not match the exchanges recorded');
  return out;
}

/** A second stance in the same exchange, and any stance once the fight is over, must be refused. */
function illegalProbes(s: StanceState, player: PlayerId): StanceAction[] {
  if (s.winner || s.committed[player] !== undefined) return [{ type: 'stance', player, stance: 'attack' }];
  return [];
}
