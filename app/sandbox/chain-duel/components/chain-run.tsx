'use client';
/** One chain duel being played: the duel's run view around the chain duel's table. */
import type { ChainAction } from '../../../../games/chain-duel/actions';
import type { ChainDeck } from '../../../../games/chain-duel/deck';
import type { ChainState } from '../../../../games/chain-duel/state';
import { DuelRunView } from '../../duel/components/duel-run-view';
import type { DuelRunProps } from '../../duel/duel-sandbox';
import { useDuelProbe, type DuelProbe } from '../../duel/use-duel-probe';
import { useDuelSession, type DuelModel } from '../../duel/use-duel-session';
import { chainBoard, type ChainBoardModel } from '../board-model';
import { describeAction } from '../describe';
import { ChainTable } from './chain-table';

/** What tests (and curious designers, in the console) can read: `window.__chainDuel`. */
export type ChainDuelProbe = DuelProbe<ChainState, ChainBoardModel>;

declare global {
  interface Window {
    __chainDuel?: { probe(): ChainDuelProbe };
  }
}

function expose(probe: (() => ChainDuelProbe) | null): void {
  if (probe) window.__chainDuel = { probe };
  else delete window.__chainDuel;
}

const CHAIN_MODEL: DuelModel<ChainState, ChainAction, ChainBoardModel> = { board: (view, _viewer, texts) => chainBoard(view, texts), describeAction };

const DRAWS_HINT =
  'The chain duel draws at random when an effect drops a card from a hand (Random(1, hand size)); the decks are shuffled at the start (script that in the launcher). Scripted draws are taken by the next action.';

export function ChainRun({ game, setup, start, onNewGame }: DuelRunProps<ChainState, ChainAction, ChainDeck>) {
  const [session, actions] = useDuelSession(game, setup, start, CHAIN_MODEL);
  useDuelProbe(session, expose);
  return (
    <DuelRunView
      game={game}
      session={session}
      actions={actions}
      // The log's id is the one it had when the chain duel borrowed the mana duel's log panel.
      testIds={{ run: 'chain-run', newGame: 'new-game', log: 'mana-log' }}
      table={<ChainTable session={session} actions={actions} />}
      draws={{ hint: DRAWS_HINT }}
      onNewGame={onNewGame}
    />
  );
}
