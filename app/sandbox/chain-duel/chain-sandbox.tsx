'use client';
/** The sandbox for the chain duel (`/sandbox?game=chain-duel`): the duel sandbox with the chain duel's compile, launcher words and run. */
import type { ChainAction } from '../../../games/chain-duel/actions';
import { monsterAndMoves, type ChainDeck } from '../../../games/chain-duel/deck';
import { GAME_ID } from '../../../games/chain-duel/game';
import type { ChainState } from '../../../games/chain-duel/state';
import { DuelSandbox, type DuelSandboxSpec } from '../duel/duel-sandbox';
import { compileChainDuel } from './compile';
import { ChainRun } from './components/chain-run';

const CHAIN_SANDBOX: DuelSandboxSpec<ChainState, ChainAction, ChainDeck> = {
  gameId: GAME_ID,
  compile: compileChainDuel,
  launcher: {
    name: 'chain duel',
    testId: 'chain-launcher',
    shuffleOrder: 'Shuffle order of the deck’s moves (optional: indices into the deck list; empty lets the seed shuffle)',
    coin: 'Coin flip (heads: A starts)',
  },
  Run: ChainRun,
  // The setup places the monster and shuffles the moves.
  shuffledAtStart: (deck) => monsterAndMoves(deck).moves,
};

export function ChainSandbox() {
  return <DuelSandbox spec={CHAIN_SANDBOX} />;
}
