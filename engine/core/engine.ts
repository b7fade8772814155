import type { GameEvent } from './events';
import type { ApplyOptions, Awaiting, Game, GameAction, Outcome, ParsedAction, SetupOptions } from './game';
import { replay, undoTo, type Applied } from './history';
import type { PlayerId } from './players';
import { scriptDraws, type ScriptedDraw } from './rng';

/**
 * Any game, played through its module: new games, actions, legal actions and why an action is not legal,
 * player views, replay and undo, scripted dice. Generic over the game; it adds no rule of its own.
 */
export class Engine<S, A extends GameAction, D = unknown> {
  constructor(readonly game: Game<S, A, D>) {}

  newGame(decks: Record<PlayerId, D>, seed: number, options: SetupOptions = {}): { state: S; events: GameEvent[] } {
    return this.game.setup(decks, seed, options);
  }

  parseAction(input: unknown): ParsedAction<A> {
    return this.game.parseAction(input);
  }

  apply(state: S, action: A, options: ApplyOptions = {}): Applied<S, GameEvent> {
    return this.game.apply(state, action, options);
  }

  legalActions(state: S, player: PlayerId): A[] {
    return this.game.legalActions(state, player);
  }

  /** Why `action` is not legal now (null when it is); a fault inside the game is reported, not thrown. */
  explainIllegal(state: S, action: A): string | null {
    try {
      return this.game.explainIllegal(state, action);
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  awaiting(state: S): Awaiting {
    return this.game.awaiting(state);
  }

  outcome(state: S): Outcome | null {
    return this.game.outcome(state);
  }

  viewFor(state: S, player: PlayerId): S {
    return this.game.view(state, player);
  }

  /** Same content, seed and actions give the identical state; stops at the first refused action. */
  replay(initial: S, actions: readonly A[], options: ApplyOptions = {}) {
    return replay(initial, actions, (s, a: A) => this.apply(s, a, options));
  }

  /** The state after the first `count` actions. */
  undo(initial: S, actions: readonly A[], count: number): S {
    return undoTo(initial, actions, count, (s, a: A) => this.apply(s, a, { explain: false }));
  }

  /** A copy of `state` whose next random draws of the given kinds take the scripted values. */
  script(state: S, draws: readonly ScriptedDraw[]): S {
    return this.game.random.set(state, scriptDraws(this.game.random.get(state), draws));
  }
}
