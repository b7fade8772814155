'use client';
/**
 * One chain duel being played: the table, the timeline bar (step back and forward, undo, branches: a new
 * action after stepping back forks the timeline), the scripted draws and the explained log.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ScriptedDraw } from '../../../../engine/core/rng';
import type { ChainState } from '../../../../games/chain-duel/state';
import { TimelineBar } from '../../components/timeline-bar';
import { useTimeTravelKeys } from '../../components/use-time-travel-keys';
import { describeDraw } from '../../mana-duel/describe';
import { parseRange } from '../../mana-duel/draws';
import { seedLabel } from '../../model/seed-label';
// The mana duel's log panel shows any game's log groups (an action's title and its events).
import { ManaLogPanel } from '../../mana-duel/components/log-panel';
import type { ChainBoardModel } from '../board-model';
import { CHAIN_DUEL, type CompiledChainDuel } from '../compile';
import { CardZoomArea } from '../../../cards/faces/card-zoom';
import type { ChainFrame, ChainSetup } from '../run';
import { useChainSession, type ViewerMode } from '../use-chain-session';
import { ChainTable } from './chain-table';
import shared from '../../sandbox.module.css';
import styles from '../chain-duel.module.css';

/** What tests (and curious designers, in the console) can read: `window.__chainDuel`. */
export interface ChainDuelProbe {
  cursor: number;
  entries: number;
  state: ChainState;
  board: ChainBoardModel;
}

declare global {
  interface Window {
    __chainDuel?: { probe(): ChainDuelProbe };
  }
}

function Draws({ queued, onQueue, onClear }: { queued: readonly ScriptedDraw[]; onQueue: (d: ScriptedDraw) => void; onClear: () => void }) {
  const [range, setRange] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section data-testid="draws">
      <h3>Scripted draws</h3>
      <p className={styles.hint}>The chain duel draws at random when an effect drops a card from a hand (Random(1, hand size)); the decks are shuffled at the start (script that in the launcher). Scripted draws are taken by the next action.</p>
      <label>
        Random(a, b) = <input value={range} onChange={(e) => setRange(e.target.value)} inputMode="numeric" size={4} aria-label="Random result" data-testid="range-input" />
      </label>{' '}
      <button
        type="button"
        onClick={() => {
          const r = parseRange(range);
          if (r.ok) onQueue(r.draw);
          setProblem(r.ok ? null : r.reason);
        }}
        data-testid="add-range"
      >
        Add
      </button>
      {problem ? <span className={styles.problemText}> {problem}</span> : null}
      <p data-testid="queued">
        {queued.length === 0 ? 'Nothing scripted: the seed decides.' : `Next: ${queued.map(describeDraw).join('; ')}`}{' '}
        {queued.length > 0 ? (
          <button type="button" onClick={onClear}>
            Clear
          </button>
        ) : null}
      </p>
    </section>
  );
}

export function ChainRun({ game, setup, start, onNewGame }: { game: CompiledChainDuel; setup: ChainSetup; start: ChainFrame; onNewGame: () => void }) {
  const [session, actions] = useChainSession(game, setup, start);
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);
  useEffect(() => {
    window.__chainDuel = { probe: () => ({ cursor: latest.current.timeline.cursor, entries: latest.current.timeline.entries.length, state: latest.current.state, board: latest.current.board }) };
    return () => {
      delete window.__chainDuel;
    };
  }, []);
  const keys = useMemo(() => ({ back: actions.back, forward: actions.forward, undo: actions.undo, clear: () => undefined }), [actions]);
  useTimeTravelKeys(keys);
  const hotSeat = setup.seats.A === 'human' && setup.seats.B === 'human';

  return (
    <div className={`${shared.run} ${styles.run}`} data-testid="chain-run">
      <header className={styles.header}>
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
          <button type="button" className={shared.button} onClick={onNewGame} data-testid="new-game">
            New game
          </button>
        </div>
      </header>
      <div className={styles.layout}>
        <div>
          <CardZoomArea faces={game.faces} game={CHAIN_DUEL}>
            <ChainTable session={session} actions={actions} />
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
          <Draws queued={session.queued} onQueue={actions.queueDraw} onClear={actions.clearDraws} />
        </div>
        <ManaLogPanel log={session.log} cursor={session.timeline.cursor} onGoTo={actions.goTo} />
      </div>
    </div>
  );
}
