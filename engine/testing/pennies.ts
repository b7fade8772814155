import { z } from 'zod';
import { EventLog } from '../core/events';
import { rngField, type Awaiting, type Game, type Outcome } from '../core/game';
import { opponentOf, PLAYERS, type PlayerId } from '../core/players';
import { createRng, flipCoin, nextFraction, otherDice, rollRange, ScriptedDrawError, type RngState } from '../core/rng';

/**
 * A tiny game used to test the core as any game module would use it (not a hosted game): each round both
 * players secretly commit a number from 1 to 3 (a simultaneous choice: neither sees the other's until both
 * have committed). The higher number takes the round; a tie is settled by a coin flip (heads: A), and the
 * winner of a round scores Random(1, 2) points. First to `target` points wins.
 */
export interface PenniesState {
  round: number;
  target: number;
  scores: Record<PlayerId, number>;
  /** A commit is a number; in a player view the other's commit shows as 0 (committed, value hidden). */
  committed: Partial<Record<PlayerId, number>>;
  winner: PlayerId | null;
  seq: number;
  rng: RngState;
}

export interface PenniesAction {
  type: 'commit';
  player: PlayerId;
  value: number;
}

const actionSchema = z.object({ type: z.literal('commit'), player: z.enum(['A', 'B']), value: z.number().int() });

function awaiting(s: PenniesState): Awaiting {
  if (s.winner) return { kind: 'over' };
  return { kind: 'simultaneous', players: PLAYERS.filter((p) => s.committed[p] === undefined) };
}

function explainIllegal(s: PenniesState, a: PenniesAction): string | null {
  if (s.winner) return 'the game is over';
  if (s.committed[a.player] !== undefined) return `${a.player} has already committed this round`;
  if (a.value < 1 || a.value > 3) return 'commit a number from 1 to 3';
  return null;
}

function apply(state: PenniesState, a: PenniesAction, explain: boolean) {
  const why = explainIllegal(state, a);
  if (why) return { ok: false as const, reason: why };
  const s: PenniesState = { ...state, scores: { ...state.scores }, committed: { ...state.committed, [a.player]: a.value }, rng: { ...state.rng, forced: [...state.rng.forced], ...(state.rng.script ? { script: JSON.parse(JSON.stringify(state.rng.script)) } : {}) } };
  const log = new EventLog(s.seq, explain);
  log.emit('committed', `${a.player} commits`, { visibleTo: a.player, publicText: `${a.player} commits a hidden number` });
  const ca = s.committed.A;
  const cb = s.committed.B;
  if (ca !== undefined && cb !== undefined) {
    try {
      let taker: PlayerId;
      if (ca === cb) {
        const coin = flipCoin(s.rng);
        taker = coin.value === 'heads' ? 'A' : 'B';
        log.emit('coin', `tie at ${ca}: coin flip ${coin.value}${coin.forced ? ' (scripted)' : ''} → ${taker}`);
      } else taker = ca > cb ? 'A' : 'B';
      const points = rollRange(s.rng, 1, 2);
      s.scores[taker] += points.value;
      log.emit('round', `round ${s.round}: A ${ca}, B ${cb} → ${taker} scores Random(1, 2) = ${points.value}`);
    } catch (err) {
      if (err instanceof ScriptedDrawError) return { ok: false as const, reason: err.message };
      throw err;
    }
    s.committed = {};
    s.round += 1;
    const winner = PLAYERS.find((p) => s.scores[p] >= s.target);
    if (winner) s.winner = winner;
  }
  s.seq = log.seq;
  return { ok: true as const, state: s, events: log.events };
}

function view(s: PenniesState, player: PlayerId): PenniesState {
  const other = opponentOf(player);
  const committed = { ...s.committed };
  if (committed[other] !== undefined) committed[other] = 0;
  return { ...s, committed, rng: { seed: 0, counter: s.rng.counter, forced: [] } };
}

function outcome(s: PenniesState): Outcome | null {
  return s.winner ? { winner: s.winner, reason: `${s.winner} reaches ${s.target} points` } : null;
}

export const pennies: Game<PenniesState, PenniesAction, number> = {
  id: 'pennies',
  parseAction(input) {
    const r = actionSchema.safeParse(input);
    return r.success ? { ok: true, action: r.data } : { ok: false, reason: r.error.issues.map((i) => i.message).join('; ') };
  },
  setup(decks, seed) {
    return { state: { round: 1, target: decks.A, scores: { A: 0, B: 0 }, committed: {}, winner: null, seq: 0, rng: createRng(seed) }, events: [] };
  },
  awaiting,
  legalActions: (s, player) => (awaiting(s).kind === 'simultaneous' && s.committed[player] === undefined ? [1, 2, 3].map((value) => ({ type: 'commit' as const, player, value })) : []),
  apply: (s, a, options) => apply(s, a, options.explain !== false),
  explainIllegal,
  view,
  outcome,
  turnNumber: (s) => s.round,
  random: rngField(),
  sameAction: (a, b) => a.player === b.player && a.value === b.value,
  ai: {
    evaluate: (s, me) => (s.winner ? (s.winner === me ? 100 : -100) : s.scores[me] - s.scores[opponentOf(me)]),
    decisive: 100,
    scale: 1,
    // What `me` does not know is the other's hidden commit: guess it uniformly.
    determinize(s, me, rng) {
      const other = opponentOf(me);
      const committed = { ...s.committed };
      if (committed[other] !== undefined) committed[other] = 1 + Math.floor(nextFraction(rng) * 3);
      return { ...s, committed, rng: otherDice(rng, s.rng) };
    },
    answer: () => null,
    yields: () => false,
  },
  checks: {
    invariants: (prev, next) => (next.scores.A < prev.scores.A || next.scores.B < prev.scores.B ? ['a score went down'] : []),
    illegalProbes: (s, player) => [{ type: 'commit', player, value: 7 }, ...(s.committed[player] === undefined ? [] : [{ type: 'commit' as const, player, value: 1 }])],
  },
};
