import type { Engine } from '../core/engine';
import { actorOf, type GameAction } from '../core/game';
import type { PlayerId } from '../core/players';
import type { Player } from './player';

/** What happens next in a game some of whose seats are played by AI players. */
export type NextMove<A> =
  | { kind: 'over' }
  /** The game waits for nobody (a broken game: every game always waits for someone until it is over). */
  | { kind: 'nobody' }
  /** The seat to act has no AI player (a human plays it). */
  | { kind: 'human'; actor: PlayerId }
  /** The seat to act has no legal action (a broken game). */
  | { kind: 'stuck'; actor: PlayerId }
  | { kind: 'act'; actor: PlayerId; action: A };

/**
 * The one place an AI player is asked for its move, whoever drives the game: the simulator and the
 * Balance page (engine/sim/play.ts), and the sandboxes' bots. The player gets the **true** state: it
 * needs it to look ahead, and it never reads the hidden cards itself (greedy and search decide on the
 * game's `determinize` samples of what `viewFor` shows). Handing a player the view instead breaks every
 * player that looks ahead: the view's hidden cards are placeholders no action can be played out with,
 * so each look-ahead fails and greedy only ever passes (the sandbox's Greedy bot did, in game mode).
 */
export function nextMove<S, A extends GameAction>(engine: Engine<S, A>, state: S, players: Partial<Record<PlayerId, Player<S, A>>>): NextMove<A> {
  const awaiting = engine.awaiting(state);
  if (awaiting.kind === 'over') return { kind: 'over' };
  const actor = actorOf(awaiting);
  if (actor === null) return { kind: 'nobody' };
  const player = players[actor];
  if (!player) return { kind: 'human', actor };
  const legal = engine.legalActions(state, actor);
  if (legal.length === 0) return { kind: 'stuck', actor };
  return { kind: 'act', actor, action: player.decide({ engine, state, player: actor, legal }) };
}
