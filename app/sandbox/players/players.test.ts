import { describe, expect, it } from 'vitest';
import { nextMove } from '../../../engine/ai/next-move';
import { createPlayer, type Player } from '../../../engine/ai/index';
import type { Action, GameState } from '../../../games/summoners-grid/index';
import { compiledContent } from '../../../test/sandbox/helpers';
import { playStart } from '../model/start';
import { PLAYERS, playerKind } from './players';

const game = compiledContent();

/**
 * Game mode as the sandbox drives it (run-view.tsx): the designer's side A (here a random player standing
 * in for the clicks) and the bot on B, each move asked through `nextMove`, for B's first `turns` turns.
 * Returns the types of the actions B took.
 */
function botActions(bot: Player<GameState, Action>, seed: number, turns: number): Action['type'][] {
  const start = playStart(game, { A: 'player-a', B: 'player-b' }, seed);
  if (!start.ok) throw new Error(start.message);
  const designer = createPlayer<GameState, Action>('random', seed * 7 + 1);
  let state = start.start.frame.state;
  const taken: Action['type'][] = [];
  for (let i = 0; i < 2000 && taken.filter((t) => t === 'end-turn').length < turns; i++) {
    const asked = nextMove(game.engine, state, { B: bot });
    const move = asked.kind === 'human' ? nextMove(game.engine, state, { A: designer }) : asked;
    if (move.kind !== 'act') break;
    if (move.actor === 'B') taken.push(move.action.type);
    const r = game.engine.apply(state, move.action, { explain: false });
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return taken;
}

describe("the sandbox's bots in game mode", () => {
  it('offers the balance lab’s random and greedy players', () => {
    expect(Object.keys(PLAYERS).sort()).toEqual(['greedy', 'random']);
    expect(playerKind('greedy')?.create(1).kind).toBe('greedy');
    expect(playerKind('search')).toBeUndefined();
  });

  // The bug this guards: the sandbox handed the greedy player the view of the game, whose hidden cards
  // are placeholders; every look-ahead failed and the bot ended each turn with its summons in hand.
  it.each([1, 2, 3, 4])('the greedy bot summons and attacks within its first four turns (seed %i)', { timeout: 60_000 }, (seed) => {
    const greedy = playerKind('greedy');
    if (!greedy) throw new Error('no greedy bot');
    const taken = botActions(greedy.create(seed + 17), seed, 4);
    expect(taken.filter((t) => t === 'summon').length).toBeGreaterThanOrEqual(2);
    expect(taken.some((t) => t === 'attack' || t === 'direct-attack')).toBe(true);
  });

  it('nextMove says who is to act without asking anyone when that seat has no bot', () => {
    const start = playStart(game, { A: 'player-a', B: 'player-b' }, 5);
    if (!start.ok) throw new Error(start.message);
    const state = start.start.frame.state;
    const waiting = nextMove(game.engine, state, {});
    expect(waiting.kind).toBe('human');
    const legal = waiting.kind === 'human' ? game.engine.legalActions(state, waiting.actor) : [];
    expect(legal.length).toBeGreaterThan(0);
  });
});
