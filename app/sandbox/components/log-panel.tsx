'use client';
/**
 * The explained log: one group per action, every event with its explanation. Clicking a group moves
 * the timeline to just after that action; hovering a line rings the units it names on the board.
 * Actions after the cursor are shown dimmed: what stepping forward will do.
 */
import { useEffect, useRef, useState } from 'react';
import type { Session, SessionActions } from '../session/use-session';
import styles from '../sandbox.module.css';

export function LogPanel({ session, actions, onEmphasis }: { session: Session; actions: SessionActions; onEmphasis: (units: string[]) => void }) {
  const [showPasses, setShowPasses] = useState(false);
  const [filter, setFilter] = useState('');
  const current = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const cursor = session.timeline.cursor;
  // Keep the current group in view inside the log's own scroll box. (scrollIntoView would also scroll the
  // page, pulling the board out of view at every step.)
  useEffect(() => {
    const item = current.current?.getBoundingClientRect();
    const box = list.current;
    if (!item || !box) return;
    const view = box.getBoundingClientRect();
    if (item.top < view.top) box.scrollTop -= view.top - item.top;
    else if (item.bottom > view.bottom) box.scrollTop += Math.min(item.bottom - view.bottom, item.top - view.top);
  }, [cursor]);
  const needle = filter.trim().toLowerCase();
  return (
    <section className={`${styles.panel} ${styles.logPanel}`} data-testid="log">
      <div className={styles.logHeader}>
        <h3 className={styles.panelTitle}>Log</h3>
        <input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="filter (e.g. ToHit, Warrior)" aria-label="Filter the log" className={styles.logFilter} />
        <label className={styles.inlineField}>
          <input type="checkbox" checked={showPasses} onChange={(e) => setShowPasses(e.target.checked)} /> automatic passes
        </label>
      </div>
      <ol ref={list} className={styles.log} onMouseLeave={() => onEmphasis([])}>
        {session.log.map((g) => {
          const isCurrent = g.index === cursor - 1;
          const lines = g.lines.filter((l) => (showPasses || !l.automatic) && (!needle || l.text.toLowerCase().includes(needle)));
          if (needle && lines.length === 0 && !g.title.toLowerCase().includes(needle)) return null;
          return (
            <li key={g.index} ref={isCurrent ? current : undefined} className={`${styles.logGroup} ${g.future ? styles.future : ''} ${isCurrent ? styles.current : ''}`} data-testid="log-group" data-index={g.index}>
              <button type="button" className={styles.logTitle} onClick={() => actions.goTo(g.index + 1)} title={g.index < 0 ? 'The start position' : `Go to just after action ${g.index + 1}`}>
                <span className={styles.logStep}>{g.index < 0 ? '·' : g.index + 1}</span>
                {g.player ? <span className={styles[`side${g.player}`]}>{g.player}</span> : null} {g.title}
              </button>
              <ul>
                {lines.map((l) => (
                  <li key={l.seq} className={`${styles.logLine} ${styles[`log_${l.kind}`] ?? ''}`} data-kind={l.kind} onMouseEnter={() => onEmphasis(l.units)} data-testid="log-line">
                    {l.text}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
