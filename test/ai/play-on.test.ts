/**
 * Summoner's Grid's `playOn` (a look-ahead in one working copy) against the look-ahead's definition: the
 * action through `apply`, then each automatic answer through `apply`, at most N answers. The reference
 * loop is written out here, independently of engine/ai/lookahead.ts. Positions come from random games of
 * the shipped decks (with choices and priority rounds among them); every legal action of the player to
 * act is compared. The two must reach the same position; only the count of actions taken may differ
 * (playOn passes priority without asking whether a pass was forced, so it does not count those passes).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type Action, type GameState } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { deckFromDecl } from '../../games/summoners-grid/rules/setup';
import { playGame } from '../../engine/sim/play';
import { actorOf } from '../../engine/core/game';

const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);
const deck = (name: string) => deckFromDecl(game.content, game.content.decks.find((d) => d.name.text === name) ?? game.content.decks[0]!);
const decks = { A: deck('Player A'), B: deck('Player B') };

/** Every position a random game of `seed` passes through, for its first `count` actions. */
function positions(seed: number, count: number): GameState[] {
  const { initial, log } = playGame(engine, decks, seed, { maxActions: count, check: false });
  const out = [initial];
  let s = initial;
  for (const a of log) {
    const r = engine.apply(s, a, { explain: false });
    if (!r.ok) break;
    s = r.state;
    out.push(s);
  }
  return out;
}

/** The look-ahead by its definition: `apply`, then at most `max` automatic answers through `apply`. */
function reference(s: GameState, action: Action, max: number): GameState | null {
  const first = engine.apply(s, action, { explain: false });
  if (!first.ok) return null;
  let state = first.state;
  for (let i = 0; i < max; i++) {
    const answer = engine.game.ai.answer(state, engine.awaiting(state));
    if (!answer) break;
    const r = engine.apply(state, answer, { explain: false });
    if (!r.ok) break;
    state = r.state;
  }
  return state;
}

const position = (s: GameState | null) => (s === null ? null : { ...s, actions: 0 });

describe("Summoner's Grid playOn", () => {
  const playOn = engine.game.ai.playOn;
  if (!playOn) throw new Error("Summoner's Grid has no playOn");
  const cases: Array<{ s: GameState; action: Action }> = [];
  for (const seed of [3, 8, 21]) {
    for (const s of positions(seed, 160)) {
      const actor = actorOf(engine.awaiting(s));
      if (actor === null) continue;
      for (const action of engine.legalActions(s, actor).slice(0, 12)) cases.push({ s, action });
    }
  }

  it('reaches the position the look-ahead loop of apply calls reaches, for every legal action', () => {
    expect(cases.length).toBeGreaterThan(500);
    let answered = 0;
    for (const { s, action } of cases) {
      const here = playOn(s, action, 40);
      expect(here).not.toBeUndefined();
      const want = reference(s, action, 40);
      expect(position(here?.state ?? null)).toEqual(position(want));
      if (here && here.state.seq > s.seq) answered++;
    }
    expect(answered).toBeGreaterThan(cases.length / 2);
  });

  it('with few answers allowed, gives the same position or leaves it to the loop, never another one', () => {
    let leftToLoop = 0;
    for (const { s, action } of cases) {
      for (const max of [0, 1, 2]) {
        const here = playOn(s, action, max);
        if (here === undefined) {
          leftToLoop++;
          continue;
        }
        expect(position(here?.state ?? null)).toEqual(position(reference(s, action, max)));
      }
    }
    expect(leftToLoop).toBeGreaterThan(0);
  });

  it('never changes the state it starts from', () => {
    for (const { s, action } of cases.slice(0, 200)) {
      const before = JSON.stringify(s);
      playOn(s, action, 40);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
