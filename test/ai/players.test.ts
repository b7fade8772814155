import { describe, expect, it } from 'vitest';
import { createEngine, type Action, type GameState } from '../../games/summoners-grid/index';
import { createPlayer, type Player, type PlayerKind } from '../../engine/ai/index';
import { sameAction } from '../../games/summoners-grid/rules/actions';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { playGame } from '../../engine/sim/play';
import { deckFromDecl } from '../../games/summoners-grid/rules/setup';

const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);
const deck = (name: string) => deckFromDecl(game.content, game.content.decks.find((d) => d.name.text === name) ?? game.content.decks[0]!);
const decks = { A: deck('Player A'), B: deck('Player B') };
const small = { search: { playouts: 3, candidates: 2, maxRolloutActions: 12 } };

/** A player that records whether each answer was one of the legal actions it was offered. */
function watched(player: Player<GameState, Action>, offLegal: string[]): Player<GameState, Action> {
  return {
    kind: player.kind,
    decide(d) {
      const a = player.decide(d);
      if (!d.legal.some((l) => sameAction(l, a))) offLegal.push(JSON.stringify(a));
      return a;
    },
  };
}

function play(a: PlayerKind, b: PlayerKind, seed: number, offLegal: string[] = [], maxActions = 1500) {
  return playGame(engine, decks, seed, {
    maxActions,
    check: false,
    players: (s) => ({ A: watched(createPlayer<GameState, Action>(a, s * 2 + 1, small), offLegal), B: watched(createPlayer<GameState, Action>(b, s * 2 + 2, small), offLegal) }),
  });
}

describe('AI players', () => {
  it('greedy finishes games with legal actions only, and replays identically from the same seeds', { timeout: 60_000 }, () => {
    const offLegal: string[] = [];
    const first = play('greedy', 'greedy', 3, offLegal);
    expect(first.violations).toEqual([]);
    expect(first.winner).not.toBeNull();
    expect(offLegal).toEqual([]);
    expect(play('greedy', 'greedy', 3).log).toEqual(first.log);
  });

  it('search answers with legal actions only, and the same seeds give the same answers', { timeout: 120_000 }, () => {
    const offLegal: string[] = [];
    const first = play('search', 'random', 5, offLegal, 16);
    expect(first.violations).toEqual([]);
    expect(offLegal).toEqual([]);
    expect(play('search', 'random', 5, [], 16).log).toEqual(first.log);
  });

  it('greedy beats random (6 games, seats alternating)', { timeout: 120_000 }, () => {
    let greedyWins = 0;
    for (let i = 0; i < 6; i++) {
      const greedySeat = i % 2 === 0 ? 'A' : 'B';
      const g = i % 2 === 0 ? play('greedy', 'random', 100 + i) : play('random', 'greedy', 100 + i);
      if (g.winner === greedySeat) greedyWins++;
    }
    expect(greedyWins).toBeGreaterThanOrEqual(5);
  });
});
