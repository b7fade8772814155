'use client';
/**
 * One duel being played, around the game's table: the decks and seats, whose eyes the table uses and a
 * new game; the table (with the card zoom), the last notice, the timeline bar (step back and forward,
 * undo, branches), the scripted draws and the explained log. ← / → step, Ctrl+Z undoes.
 */
import { useMemo, type ReactNode } from 'react';
import type { GameAction } from '../../../../engine/core/game';
import { CardZoomArea } from '../../../cards/faces/card-zoom';
import { TimelineBar } from '../../components/timeline-bar';
import { useTimeTravelKeys } from '../../components/use-time-travel-keys';
import { seedLabel } from '../../model/seed-label';
import type { CompiledDuel } from '../compile';
import type { DuelSession, DuelSessionActions, ViewerMode } from '../use-duel-session';
import { DrawsPanel, type DrawsPanelProps } from './draws-panel';
import { DuelLogPanel } from './log-panel';
import shared from '../../sandbox.module.css';
import styles from '../duel.module.css';

/** The test ids the browser tests address: each game's own, as they have always been. */
export interface DuelRunTestIds {
  run: string;
  newGame: string;
  log: string;
}

const VIEWER_MODES: readonly ViewerMode[] = ['follow', 'all', 'A', 'B'];

const nothing = () => undefined;

export function DuelRunView<S, A extends GameAction, D, B>({
  game,
  session,
  actions,
  testIds,
  table,
  draws,
  onNewGame,
  onEscape = nothing,
}: {
  game: CompiledDuel<S, A, D>;
  session: DuelSession<S, A, B>;
  actions: DuelSessionActions<A>;
  testIds: DuelRunTestIds;
  /** The game's table; its clicks go to the session's actions. */
  table: ReactNode;
  /** What the scripted draws panel says of the game's draws. */
  draws: Pick<DrawsPanelProps, 'hint' | 'shuffleDeckSize'>;
  onNewGame: () => void;
  /** Escape: drops the table's current selection, in a game that keeps one. */
  onEscape?: () => void;
}) {
  const { setup } = session;
  const keys = useMemo(() => ({ back: actions.back, forward: actions.forward, undo: actions.undo, clear: onEscape }), [actions, onEscape]);
  useTimeTravelKeys(keys);
  const hotSeat = setup.seats.A === 'human' && setup.seats.B === 'human';

  return (
    <div className={`${shared.run} ${styles.run}`} data-testid={testIds.run}>
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
            <select value={session.viewerMode} onChange={(e) => actions.setViewerMode(VIEWER_MODES.find((m) => m === e.target.value) ?? 'all')} aria-label="View as" data-testid="viewer">
              {hotSeat ? <option value="follow">the side to act</option> : null}
              <option value="all">everyone</option>
              <option value="A">player A</option>
              <option value="B">player B</option>
            </select>
          </label>
          <button type="button" className={shared.button} onClick={onNewGame} data-testid={testIds.newGame}>
            New game
          </button>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CardZoomArea faces={game.faces} game={game.engine.game.id}>
            {table}
          </CardZoomArea>
          {session.notice ? (
            <p className={styles.notice} role="status" data-testid="notice">
              {session.notice}
            </p>
          ) : null}
          {session.broken ? (
            <p className={styles.notice}>
              Step {session.broken.at + 1} cannot be replayed: {session.broken.reason}
            </p>
          ) : null}
          <TimelineBar session={session} actions={actions} />
          <DrawsPanel {...draws} queued={session.queued} onQueue={actions.queueDraw} onClear={actions.clearDraws} />
        </div>
        <DuelLogPanel log={session.log} cursor={session.timeline.cursor} onGoTo={actions.goTo} testId={testIds.log} />
      </div>
    </div>
  );
}
