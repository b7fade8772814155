'use client';
/** Time travel: to the start, one step back, a slider over every action, one step forward, to the end; undo; kept branches. */
import type { Timeline } from '../model/timeline';
import styles from '../sandbox.module.css';
import { nounFor } from '../../ui/plural';

const PATHS = {
  first: 'M3 2h2v12H3zM14 2v12L6 8z',
  back: 'M12 2v12L4 8z',
  forward: 'M4 2v12l8-6z',
  last: 'M11 2h2v12h-2zM2 2v12l8-6z',
};

/** Media-player glyphs drawn as SVG (icon fonts are not guaranteed on every machine). */
function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}

/** What the bar needs of a run, in any game: its timeline, how many frames replayed, and the moves. */
export interface TimeTravel {
  goTo(cursor: number): void;
  back(): void;
  forward(): void;
  undo(): void;
  switchBranch(index: number): void;
}

export function TimelineBar({ session, actions }: { session: { timeline: Timeline<unknown, unknown>; frames: readonly unknown[] }; actions: TimeTravel }) {
  const { cursor, entries, branches } = session.timeline;
  const total = Math.min(entries.length, session.frames.length - 1);
  return (
    <div className={styles.timeline} data-testid="timeline">
      <button type="button" className={styles.iconButton} onClick={() => actions.goTo(0)} disabled={cursor === 0} title="To the start" aria-label="To the start">
        <Icon name="first" />
      </button>
      <button type="button" className={styles.iconButton} onClick={() => actions.back()} disabled={cursor === 0} title="Step back (←)" aria-label="Step back" data-testid="step-back">
        <Icon name="back" />
      </button>
      <input type="range" min={0} max={total} value={cursor} onChange={(e) => actions.goTo(Number(e.target.value))} aria-label="Timeline" className={styles.slider} />
      <button type="button" className={styles.iconButton} onClick={() => actions.forward()} disabled={cursor >= total} title="Step forward (→)" aria-label="Step forward" data-testid="step-forward">
        <Icon name="forward" />
      </button>
      <button type="button" className={styles.iconButton} onClick={() => actions.goTo(total)} disabled={cursor >= total} title="To the end" aria-label="To the end" data-testid="to-end">
        <Icon name="last" />
      </button>
      <span className={styles.stepCount} data-testid="step-count">
        {cursor} / {total}
      </span>
      <button type="button" className={styles.button} onClick={() => actions.undo()} disabled={cursor === 0} title="Undo the last action (Ctrl+Z)" data-testid="undo">
        Undo
      </button>
      {branches.length > 0 ? (
        <select
          className={styles.branches}
          value=""
          aria-label="Branches"
          data-testid="branches"
          onChange={(e) => {
            if (e.target.value !== '') actions.switchBranch(Number(e.target.value));
          }}
        >
          <option value="">{branches.length} other {nounFor(branches.length, 'branch', 'branches')}…</option>
          {branches.map((b, i) => (
            <option key={`${b.at}-${i}`} value={i}>
              from step {b.at}: {b.entries.length} {nounFor(b.entries.length, 'action')}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}
