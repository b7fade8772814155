import type { Awaiting } from '../../engine/core/game';
import { duelGame } from '../duel/duel-game';
import { determinize } from './ai/determinize';
import { evaluate, SCALE, WEIGHTS } from './ai/evaluate';
import { triage } from './ai/triage';
import { parseAction, sameAction, type ManaAction } from './actions';
import { performAction } from './apply';
import { manaCardStats } from './card-stats';
import { illegalProbes, invariants } from './checks';
import type { ManaDeck } from './deck';
import { awaiting, explainIllegal, legalActions } from './legal';
import type { ManaRules } from './rules';
import { setupMatch } from './setup';
import { cloneState, type ManaState } from './state';
import { viewFor } from './view';

export const GAME_ID = 'mana-duel';

/**
 * The mana duel as a game module, played by `rules` (from the ruleset: `rulesFromRuleset`; tests may pass
 * `DEFAULT_RULES`): its rules, views, AI hooks and invariants behind the core's interface. The rules go
 * into the state at setup, and everything after setup reads them from there.
 */
export const manaDuel = duelGame<ManaState, ManaAction, ManaDeck, ManaRules>(GAME_ID, {
  play: { setup: setupMatch, parseAction, sameAction, awaiting, legalActions, explainIllegal, clone: cloneState, perform: performAction, view: viewFor, turnNumber: (s) => s.turn.number },
  ai: {
    evaluate,
    decisive: WEIGHTS.win,
    scale: SCALE,
    determinize,
    // Nothing is answered automatically: every decision (who starts, the mulligan, the turn) is a real one.
    answer: (_s: ManaState, _aw: Awaiting) => null,
    yields: (action) => action.type === 'end-turn',
    triage: (sample, _me, legal, here) => triage(sample, legal, here),
    // The opponent's hidden hand changes a position's value more than the choice between two good
    // actions does: compare the candidates on the same samples.
    searchHints: { commonSamples: true, playouts: 64 },
  },
  checks: { invariants, illegalProbes },
  cardStats: manaCardStats,
});
