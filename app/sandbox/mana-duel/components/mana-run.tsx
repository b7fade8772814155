'use client';
/**
 * One mana duel being played: the duel's run view around the mana duel's table, with the opening
 * decisions and the outcome over it, and the scripted draws of a game that shuffles during play (the mulligan).
 */
import type { ManaAction } from '../../../../games/mana-duel/actions';
import type { ManaDeck } from '../../../../games/mana-duel/deck';
import type { ManaState } from '../../../../games/mana-duel/state';
import { DuelRunView } from '../../duel/components/duel-run-view';
import type { DuelRunProps } from '../../duel/duel-sandbox';
import { useDuelProbe, type DuelProbe } from '../../duel/use-duel-probe';
import type { ManaBoardModel } from '../board-model';
import { useManaSession } from '../use-mana-session';
import { ManaTable } from './mana-table';
import { ChooseFirstPanel, MulliganPanel } from './opening-panels';
import { OutcomePanel } from './outcome-panel';

/** What tests (and curious designers, in the console) can read: `window.__manaDuel`. */
export type ManaDuelProbe = DuelProbe<ManaState, ManaBoardModel>;

declare global {
  interface Window {
    __manaDuel?: { probe(): ManaDuelProbe };
  }
}

function expose(probe: (() => ManaDuelProbe) | null): void {
  if (probe) window.__manaDuel = { probe };
  else delete window.__manaDuel;
}

const DRAWS_HINT =
  'The mana duel draws at random when a card makes a player discard (Random(1, hand size)) and when a mulligan shuffles cards back into a deck (a shuffle). Scripted draws are taken by the next action, in order; the rest come from the seed.';

export function ManaRun({ game, setup, start, onNewGame }: DuelRunProps<ManaState, ManaAction, ManaDeck>) {
  const [session, actions] = useManaSession(game, setup, start);
  useDuelProbe(session, expose);

  const { state, acting, board } = session;
  const phase = state.turn.phase;
  const overlay = board.outcome ? (
    <OutcomePanel outcome={board.outcome} onNewGame={onNewGame} />
  ) : acting && phase === 'choose-first' ? (
    <ChooseFirstPanel player={acting} actions={actions} />
  ) : acting && phase === 'mulligan' ? (
    <MulliganPanel key={`${acting}-${session.timeline.cursor}`} game={game} session={session} player={acting} actions={actions} />
  ) : null;
  const deckSize = state.players[session.waitsFor ?? 'A'].deck.length;

  return (
    <DuelRunView
      game={game}
      session={session}
      actions={actions}
      testIds={{ run: 'mana-run', newGame: 'new-game-header', log: 'mana-log' }}
      table={<ManaTable session={session} actions={actions} overlay={overlay} />}
      draws={{ hint: DRAWS_HINT, shuffleDeckSize: deckSize }}
      onNewGame={onNewGame}
      onEscape={actions.clearPick}
    />
  );
}
