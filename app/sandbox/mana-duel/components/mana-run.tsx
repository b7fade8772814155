'use client';
/**
 * One mana duel being played: the table (with the opening decisions and the outcome over it), the
 * timeline bar (step back and forward, undo, branches), the scripted draws and the explained log.
 */
import { seedLabel } from '../../model/seed-label';
import { useEffect, useMemo, useRef } from 'react';
import type { ManaBoardModel } from '../board-model';
import { MANA_DUEL, type CompiledManaDuel } from '../compile';
import { CardZoomArea } from '../../../cards/faces/card-zoom';
import type { ManaFrame, ManaSetup } from '../run';
import { useManaSession, type ManaSession, type ViewerMode } from '../use-mana-session';
import type { ManaState } from '../../../../games/mana-duel/state';
import { TimelineBar } from '../../components/timeline-bar';
import { useTimeTravelKeys } from '../../components/use-time-travel-keys';
import { DrawsPanel } from './draws-panel';
import { ManaLogPanel } from './log-panel';
import { ManaTable } from './mana-table';
import { ChooseFirstPanel, MulliganPanel } from './opening-panels';
import { OutcomePanel } from './outcome-panel';
import shared from '../../sandbox.module.css';
import styles from '../mana-duel.module.css';

/** What tests (and curious designers, in the console) can read: `window.__manaDuel`. */
export interface ManaDuelProbe {
  cursor: number;
  entries: number;
  state: ManaState;
  board: ManaBoardModel;
  acting: 'A' | 'B' | null;
  waitsFor: 'A' | 'B' | null;
}

declare global {
  interface Window {
    __manaDuel?: { probe(): ManaDuelProbe };
  }
}

function probeOf(s: ManaSession): ManaDuelProbe {
  return {
    cursor: s.timeline.cursor,
    entries: s.timeline.entries.length,
    state: s.state,
    board: s.board,
    acting: s.acting,
    waitsFor: s.waitsFor,
  };
}

export function ManaRun({ game, setup, start, onNewGame }: { game: CompiledManaDuel; setup: ManaSetup; start: ManaFrame; onNewGame: () => void }) {
  const [session, actions] = useManaSession(game, setup, start);
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);
  useEffect(() => {
    window.__manaDuel = { probe: () => probeOf(latest.current) };
    return () => {
      delete window.__manaDuel;
    };
  }, []);

  const keys = useMemo(() => ({ back: actions.back, forward: actions.forward, undo: actions.undo, clear: actions.clearPick }), [actions]);
  useTimeTravelKeys(keys);

  const { state, acting, board } = session;
  const phase = state.turn.phase;
  const overlay = board.outcome ? (
    <OutcomePanel outcome={board.outcome} onNewGame={onNewGame} />
  ) : acting && phase === 'choose-first' ? (
    <ChooseFirstPanel player={acting} actions={actions} />
  ) : acting && phase === 'mulligan' ? (
    <MulliganPanel key={`${acting}-${session.timeline.cursor}`} game={game} session={session} player={acting} actions={actions} />
  ) : null;
  const hotSeat = setup.seats.A === 'human' && setup.seats.B === 'human';
  const deckSize = state.players[session.waitsFor ?? 'A'].deck.length;

  return (
    <div className={`${shared.run} ${styles.run}`} data-testid="mana-run">
      <header className={styles.runHeader}>
        <div>
          <h2>
            {setup.decks.A} <small>vs</small> {setup.decks.B}
          </h2>
          <p className={styles.hint}>
            <span data-testid="run-seed">{seedLabel(setup.seed, session.viewer)}</span> · A: {setup.seats.A} · B: {setup.seats.B}
          </p>
        </div>
        <div className={styles.headerActions}>
          <label>
            View as{' '}
            <select value={session.viewerMode} onChange={(e) => actions.setViewerMode(e.target.value as ViewerMode)} aria-label="View as" data-testid="viewer">
              {hotSeat ? <option value="follow">the side to act</option> : null}
              <option value="all">everyone</option>
              <option value="A">player A</option>
              <option value="B">player B</option>
            </select>
          </label>
          <button type="button" className={shared.button} onClick={onNewGame} data-testid="new-game-header">
            New game
          </button>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CardZoomArea faces={game.faces} game={MANA_DUEL}>
            <ManaTable session={session} actions={actions} overlay={overlay} />
          </CardZoomArea>
          {session.notice ? (
            <p className={styles.notice} role="status" data-testid="notice">
              {session.notice.text}
            </p>
          ) : null}
          {session.broken ? (
            <p className={styles.notice}>
              Step {session.broken.at + 1} cannot be replayed: {session.broken.reason}
            </p>
          ) : null}
          <TimelineBar session={session} actions={actions} />
          <DrawsPanel queued={session.queued} deckSize={deckSize} onQueue={actions.queueDraw} onClear={actions.clearDraws} />
        </div>
        <ManaLogPanel log={session.log} cursor={session.timeline.cursor} onGoTo={actions.goTo} />
      </div>
    </div>
  );
}
