'use client';
/**
 * The dice: the seed of the run's random generator and the last rolls, and scripted dice — the next
 * d100 results forced from here (a low roll hits and crits, a high one misses), used by the next
 * action and recorded with it, so replays and shared links roll the same.
 */
import { seedLabel } from '../model/seed-label';
import { useState } from 'react';
import { parseRolls } from '../model/rolls';
import type { Session, SessionActions } from '../session/use-session';
import styles from '../sandbox.module.css';

export function DicePanel({ session, actions }: { session: Session; actions: SessionActions }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forced = session.state.rng.forced;
  const leftover = forced.length - session.queued.length;
  const recent = session.log
    .filter((g) => !g.future)
    .flatMap((g) => g.lines)
    .filter((l) => l.kind === 'roll')
    .slice(-4)
    .reverse();
  const force = (rolls: number[]) => {
    actions.queueRolls(rolls);
    setText('');
    setError(null);
  };
  return (
    <section className={styles.panel} data-testid="dice-panel">
      <h3 className={styles.panelTitle}>
        Dice <span className={styles.muted}>seeded random, {seedLabel(session.start.frame.state.rng.seed, session.viewer)}</span>
      </h3>
      <form
        className={styles.diceForm}
        onSubmit={(e) => {
          e.preventDefault();
          const rolls = parseRolls(text);
          if (typeof rolls === 'string') setError(rolls);
          else force(rolls);
        }}
      >
        <input value={text} onChange={(e) => setText(e.target.value)} placeholder="next rolls, e.g. 42, 73" aria-label="Force the next rolls" data-testid="force-rolls-input" />
        <button type="submit" className={styles.button} data-testid="force-rolls">
          Force
        </button>
        <button type="button" className={styles.button} title="a roll of 1: hits, crits, fails saves" onClick={() => force([1])}>
          1
        </button>
        <button type="button" className={styles.button} title="a roll of 100: misses, never crits, saves" onClick={() => force([100])}>
          100
        </button>
      </form>
      {error ? <p className={styles.illegal}>{error}</p> : null}
      <p className={styles.muted} data-testid="forced-rolls">
        {forced.length === 0 ? (
          'Next rolls: random.'
        ) : (
          <>
            Next rolls forced: <b>{forced.join(', ')}</b>
            {leftover > 0 ? ` (${leftover} left over from before)` : ''}{' '}
            {session.queued.length > 0 ? (
              <button type="button" className={styles.linkButton} onClick={() => actions.clearRolls()}>
                clear
              </button>
            ) : null}
          </>
        )}
      </p>
      {recent.length > 0 ? (
        <ul className={styles.rolls}>
          {recent.map((l) => (
            <li key={l.seq}>{l.text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
