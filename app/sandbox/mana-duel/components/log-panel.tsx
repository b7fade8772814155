'use client';
/** The explained log: one group per action, every event in the engine's words; the current step stands out, what lies ahead is greyed. */
import { useEffect, useRef } from 'react';
import type { ManaLogGroup } from '../log-model';
import styles from '../mana-duel.module.css';

export function ManaLogPanel({ log, cursor, onGoTo }: { log: readonly ManaLogGroup[]; cursor: number; onGoTo: (cursor: number) => void }) {
  const current = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [cursor, log.length]);
  return (
    <section className={styles.log} data-testid="mana-log" aria-label="Explained log">
      <h3>Explained log</h3>
      <ol>
        {log.map((g) => (
          <li key={g.index} ref={g.index === cursor - 1 ? current : undefined} className={`${g.future ? styles.future : ''} ${g.index === cursor - 1 ? styles.current : ''}`} data-testid="log-group">
            <button type="button" className={`${styles.logTitle} ${g.player ? (styles[`side_${g.player}`] ?? '') : ''}`} onClick={() => onGoTo(g.index + 1)} title="Go to this step">
              {g.title}
            </button>
            <ul>
              {g.lines.map((l) => (
                <li key={l.seq} className={styles[`kind_${l.kind}`] ?? ''} data-kind={l.kind}>
                  {l.text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
