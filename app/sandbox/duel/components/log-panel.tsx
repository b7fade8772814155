'use client';
/** The explained log: one group per action, every event in the engine's words; the current step stands out, what lies ahead is greyed. */
import { useEffect, useRef } from 'react';
import type { LogGroup } from '../log-model';
import styles from '../duel.module.css';
import { LogLines } from './log-lines';

const kindClass = (kind: string) => styles[`kind_${kind}`] ?? '';

export function DuelLogPanel({ log, cursor, onGoTo, testId }: { log: readonly LogGroup[]; cursor: number; onGoTo: (cursor: number) => void; testId: string }) {
  const current = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [cursor, log.length]);
  return (
    <section className={styles.log} data-testid={testId} aria-label="Explained log">
      <h3>Explained log</h3>
      <ol>
        {log.map((g) => (
          <li key={g.index} ref={g.index === cursor - 1 ? current : undefined} className={`${g.future ? styles.future : ''} ${g.index === cursor - 1 ? styles.current : ''}`} data-testid="log-group">
            <button type="button" className={`${styles.logTitle} ${g.player ? (styles[`side_${g.player}`] ?? '') : ''}`} onClick={() => onGoTo(g.index + 1)} title="Go to this step">
              {g.title}
            </button>
            <LogLines lines={g.lines} classOf={kindClass} />
          </li>
        ))}
      </ol>
    </section>
  );
}
