'use client';
/** The sandbox for the mana duel (`/sandbox?game=mana-duel`): the duel sandbox with the mana duel's compile, launcher words and run. */
import type { ManaAction } from '../../../games/mana-duel/actions';
import type { ManaDeck } from '../../../games/mana-duel/deck';
import { GAME_ID } from '../../../games/mana-duel/game';
import type { ManaState } from '../../../games/mana-duel/state';
import { DuelSandbox, type DuelSandboxSpec } from '../duel/duel-sandbox';
import { compileManaDuel } from './compile';
import { ManaRun } from './components/mana-run';

const MANA_SANDBOX: DuelSandboxSpec<ManaState, ManaAction, ManaDeck> = {
  gameId: GAME_ID,
  compile: compileManaDuel,
  launcher: {
    name: 'mana duel',
    testId: 'mana-launcher',
    shuffleOrder: 'Shuffle order (optional: 30 indices; empty lets the seed shuffle)',
    coin: 'Coin flip (heads: A chooses who starts)',
    note: 'The bots play in this page: the search bot thinks up to a second a decision.',
  },
  Run: ManaRun,
  // The setup shuffles the whole deck.
  shuffledAtStart: (deck) => deck.cards,
};

export function ManaSandbox() {
  return <DuelSandbox spec={MANA_SANDBOX} />;
}
