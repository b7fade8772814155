import { rngField, type Awaiting, type Game, type Outcome, type ParsedAction, type SetupOptions } from '../../engine/core/game';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import { determinize } from './ai/determinize';
import { evaluate, WEIGHTS } from './ai/evaluate';
import { triage } from './ai/triage';
import { actionSchema, sameAction, type Action } from './rules/actions';
import { applyAction, playOn } from './rules/apply';
import type { EngineDef } from './rules/game';
import { queryOf } from './rules/query';
import { awaiting, explainIllegal, legalActions } from './rules/legal';
import { newGame, type DeckList } from './rules/setup';
import type { GameState } from './rules/state';
import { viewFor } from './rules/view';
import { boardSound, cardConservation, vpSound } from './sim/invariants';

export const GAME_ID = 'summoners-grid';

/** Summoner's Grid as a game module: its rules, views, AI hooks and invariants behind the core's interface. */
export function summonersGrid(def: EngineDef): Game<GameState, Action, DeckList> {
  const query = (state: GameState) => queryOf(def, state);
  return {
    id: GAME_ID,
    parseAction,
    setup(decks, seed, options: SetupOptions) {
      return newGame(def, decks, seed, options.autoPass === undefined ? {} : { autoPass: options.autoPass }, options.explain !== false, options.script);
    },
    awaiting: (state) => awaiting(query(state)),
    legalActions: (state, player) => legalActions(query(state), player),
    apply: (state, action, options) => applyAction(def, state, action, options),
    explainIllegal: (state, action) => explainIllegal(query(state), action),
    view: viewFor,
    outcome,
    turnNumber: (state) => state.turn.number,
    random: rngField(),
    sameAction,
    ai: {
      evaluate: (state, me) => evaluate(def, state, me),
      decisive: WEIGHTS.win,
      scale: WEIGHTS.vp,
      determinize: (state, me, rng) => determinize(def.content, state, me, rng),
      answer: autoAnswer,
      yields: (action) => action.type === 'end-turn' || action.type === 'pass',
      triage: (sample, me, legal, here, breadth) => triage(def, sample, me, legal, here, breadth),
      playOn: (state, action, maxAnswers) => playOn(def, state, action, maxAnswers, autoAnswer),
    },
    checks: {
      invariants: (prev, next, events) => [...cardConservation(prev, next, events), ...boardSound(def, next), ...vpSound(next, events, prev)],
      illegalProbes,
    },
  };
}

/** Validates an action from outside (CLI, studio, files). */
export function parseAction(input: unknown): ParsedAction<Action> {
  const r = actionSchema.safeParse(input);
  return r.success ? { ok: true, action: r.data as Action } : { ok: false, reason: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}

/** While looking ahead, nobody responds: priority is passed and a choice takes its first option. */
function autoAnswer(_state: GameState, aw: Awaiting): Action | null {
  if (aw.kind === 'priority') return { type: 'pass', player: aw.player };
  if (aw.kind === 'choice') return { type: 'choose', player: aw.player, option: 0 };
  return null;
}

function outcome(state: GameState): Outcome | null {
  return state.winner === null ? null : { winner: state.winner, reason: state.endReason };
}

/** Actions the simulator's checks expect `apply` to refuse: out of turn, no such option, no such unit, off the board. */
function illegalProbes(s: GameState, player: PlayerId): Action[] {
  const other = opponentOf(player);
  const probes: Action[] = [
    { type: 'end-turn', player: other },
    { type: 'choose', player, option: 999 },
    { type: 'move', player, unit: 'u-none', to: { x: 0, y: 0 } },
  ];
  const units = Object.values(s.units).filter((u) => !u.removed && u.controller === player);
  const unit = units[s.actions % Math.max(1, units.length)];
  if (unit) probes.push({ type: 'move', player, unit: unit.id, to: { x: -1, y: 99 } });
  return probes;
}
