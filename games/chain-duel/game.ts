import type { Awaiting } from '../../engine/core/game';
import { duelGame } from '../duel/duel-game';
import { parseAction, sameAction, type ChainAction } from './actions';
import { determinize, evaluate, SCALE, WIN } from './ai';
import { performAction } from './apply';
import { illegalProbes, invariants } from './checks';
import type { ChainDeck } from './deck';
import { awaiting, explainIllegal, legalActions } from './legal';
import type { ChainRules } from './rules';
import { setupMatch } from './setup';
import { cloneState, type ChainState } from './state';
import { viewFor } from './view';

export const GAME_ID = 'chain-duel';

/** The chain duel as a game module, played by `rules` (from the ruleset, or `DEFAULT_RULES` in tests). */
export const chainDuel = duelGame<ChainState, ChainAction, ChainDeck, ChainRules>(GAME_ID, {
  play: { setup: setupMatch, parseAction, sameAction, awaiting, legalActions, explainIllegal, clone: cloneState, perform: performAction, view: viewFor, turnNumber: (s) => s.turn.number },
  ai: {
    evaluate,
    decisive: WIN,
    scale: SCALE,
    determinize,
    // While looking ahead, nobody adds to a chain: a priority decision is a pass.
    answer: (s: ChainState, aw: Awaiting): ChainAction | null => (aw.kind === 'priority' && s.chain ? { type: 'pass', player: aw.player } : null),
    yields: (action) => action.type === 'end-turn' || action.type === 'pass',
  },
  checks: { invariants, illegalProbes },
  cardStats: {
    deckCards: (s, player) => [...new Set(s.decklists[player])],
    cardPlayed: (s, action) => (action.type === 'play' ? (s.cards[action.card]?.card ?? null) : null),
    describeCard: (s, card) => ({ name: s.pool[card]?.name ?? card, type: s.pool[card]?.type ?? '' }),
    firstPlayer: firstOf,
  },
});

/** Who took turn 1: turns alternate, so the turn number's parity and the current player tell. */
function firstOf(s: ChainState): ChainState['turn']['player'] {
  return s.turn.number % 2 === 1 ? s.turn.player : s.turn.player === 'A' ? 'B' : 'A';
}
