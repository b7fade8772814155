import { rngField, type Awaiting, type Game, type Outcome } from '../../engine/core/game';
import { parseAction, sameAction, type ChainAction } from './actions';
import { determinize, evaluate, SCALE, WIN } from './ai';
import { applyAction } from './apply';
import { illegalProbes, invariants } from './checks';
import type { ChainDeck } from './deck';
import { awaiting, explainIllegal, legalActions } from './legal';
import type { ChainRules } from './rules';
import { setupMatch } from './setup';
import type { ChainState } from './state';
import { viewFor } from './view';

export const GAME_ID = 'chain-duel';

/** The chain duel as a game module, played by `rules` (from the ruleset, or `DEFAULT_RULES` in tests). */
export function chainDuel(rules: ChainRules): Game<ChainState, ChainAction, ChainDeck> {
  return {
    id: GAME_ID,
    parseAction,
    setup: (decks, seed, options) => setupMatch(rules, decks, seed, options),
    awaiting,
    legalActions,
    apply: applyAction,
    explainIllegal,
    view: viewFor,
    outcome,
    turnNumber: (s) => s.turn.number,
    random: rngField(),
    sameAction,
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
  };
}

/** Who took turn 1: turns alternate, so the turn number's parity and the current player tell. */
function firstOf(s: ChainState): ChainState['turn']['player'] {
  return s.turn.number % 2 === 1 ? s.turn.player : s.turn.player === 'A' ? 'B' : 'A';
}

function outcome(s: ChainState): Outcome | null {
  return s.winner ? { winner: s.winner, reason: s.endReason } : null;
}
