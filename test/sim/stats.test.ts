import { describe, expect, it } from 'vitest';
import { createEngine, type GameEvent } from '../../games/summoners-grid/index';
import { createPlayer } from '../../engine/ai/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { buildResults, type SimResults } from '../../games/sim/results';
import { playGame } from '../../engine/sim/play';
import { playMatchGame, type Match } from '../../games/summoners-grid/sim/match';
import { seatsFor } from '../../engine/sim/series';
import { addGame, emptyTally, type GameSummary } from '../../games/sim/tally';
import type { Rate } from '../../engine/sim/wilson';
import { deckFromDecl } from '../../games/summoners-grid/rules/setup';

const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);
const deck = (name: string) => deckFromDecl(game.content, game.content.decks.find((d) => d.name.text === name) ?? game.content.decks[0]!);
const match: Match = { decks: { A: deck('Player A'), B: deck('Player B') }, ai: { A: 'greedy', B: 'random' }, swapSides: true, seed: 11, maxActions: 3000, check: false };
const GAMES = 10;

/** The same game again, with every event of it: game i is seeded with seed + i, its players with 2(seed + i) + 1 and + 2. */
function replayWithEvents(index: number) {
  const seats = seatsFor(match, index);
  const events: GameEvent[] = [];
  const g = playGame(engine, match.decks, match.seed + index, {
    maxActions: match.maxActions,
    check: false,
    players: (seed) => ({ A: createPlayer(seats.A, seed * 2 + 1), B: createPlayer(seats.B, seed * 2 + 2) }),
    observer: () => (e) => void events.push(...e),
  });
  return { g, events };
}

function sumCards(s: GameSummary, key: 'plays' | 'damage' | 'selfDamage' | 'healing' | 'vp' | 'vpToOpponent'): number {
  let total = 0;
  for (const p of ['A', 'B'] as const) for (const c of Object.values(s.cards[p].cards)) total += c[key];
  return total;
}

const amount = (e: GameEvent) => (typeof e.data?.amount === 'number' ? e.data.amount : 0);
const summaries = Array.from({ length: GAMES }, (_, i) => playMatchGame(engine, match, i));

describe('per-card statistics match the event log', () => {
  it.each(summaries.map((s) => [s.index, s] as const))('game %i', (index, s) => {
    const { g, events } = replayWithEvents(index);
    expect(s.winner).toBe(g.winner);
    expect(s.turns).toBe(g.turns);
    // Plays: every played or set event, and a summon brings its slot's role and equipment into play.
    let plays = 0;
    for (const e of events) {
      if (e.kind === 'set') plays++;
      if (e.kind !== 'played') continue;
      plays++;
      const slot = g.final.cards[String(e.data?.card)]?.slot;
      if (e.data?.reason === 'summon' && slot) plays += 1 + slot.equipment.length;
    }
    expect(sumCards(s, 'plays')).toBe(plays);
    // Every point of damage and of healing from a card is attributed to exactly one card.
    const damage = events.filter((e) => e.kind === 'damaged').reduce((a, e) => a + amount(e), 0);
    expect(sumCards(s, 'damage') + sumCards(s, 'selfDamage')).toBe(damage);
    const healing = events.filter((e) => e.kind === 'healed' && e.data?.source).reduce((a, e) => a + amount(e), 0);
    expect(sumCards(s, 'healing')).toBe(healing);
    // VP: every gain that stands in the final ledger, once.
    const vp = g.final.vpLedger.filter((r) => !r.cancelled).reduce((a, r) => a + r.amount, 0);
    expect(sumCards(s, 'vp') + sumCards(s, 'vpToOpponent')).toBe(vp);
  });
});

describe('a run tallies consistently', () => {
  const tally = emptyTally();
  for (const s of summaries) addGame(tally, s);
  const results: SimResults = buildResults({ game: 'summoners-grid', decks: { A: 'Player A', B: 'Player B' }, ai: match.ai, swapSides: true, games: GAMES, seed: match.seed, maxActions: match.maxActions }, tally);

  it('adds up its games', () => {
    expect(results.games).toBe(GAMES);
    expect(results.wins.A.successes + results.wins.B.successes + results.wins.draw.successes + results.wins.unfinished).toBe(GAMES);
    expect(results.length.histogram.reduce((a, h) => a + h.games, 0)).toBe(GAMES);
    expect(results.firstPlayer.trials).toBe(GAMES - results.wins.unfinished);
    expect(results.ai.reduce((a, x) => a + x.games, 0)).toBe(2 * GAMES);
    for (const c of results.cards) {
      expect(c.played.trials).toBe(c.games);
      expect(c.winWhenPlayed.trials + c.winWhenNotPlayed.trials).toBe(c.games);
      expect(c.hitHistogram.reduce((a, h) => a + h.hits, 0)).toBe(c.hits);
    }
    const damage = summaries.reduce((a, s) => a + sumCards(s, 'damage'), 0);
    expect(results.cards.reduce((a, c) => a + c.damage, 0)).toBe(damage);
  });

  it('gives intervals that contain their rates', () => {
    const rates: Rate[] = [results.wins.A, results.wins.B, results.wins.draw, results.firstPlayer, ...results.ai.map((a) => a.wins), ...results.cards.flatMap((c) => [c.played, c.winWhenPlayed, c.winWhenNotPlayed])];
    for (const r of rates) {
      expect(r.low).toBeGreaterThanOrEqual(0);
      expect(r.high).toBeLessThanOrEqual(1);
      if (r.trials > 0) {
        expect(r.rate).toBe(r.successes / r.trials);
        expect(r.low).toBeLessThanOrEqual(r.rate);
        expect(r.high).toBeGreaterThanOrEqual(r.rate);
      }
    }
  });

  it('credits greedy with its wins whichever seat it had', () => {
    const greedy = results.ai.find((a) => a.kind === 'greedy');
    const expected = summaries.filter((s) => s.winner !== null && s.winner !== 'draw' && s.players[s.winner] === 'greedy').length;
    expect(greedy?.wins.successes).toBe(expected);
    expect(greedy?.games).toBe(GAMES);
  });
});
