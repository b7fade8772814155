'use client';
/** The stack, top first, with each item's speed and controller, and who has priority. */
import type { Engine } from '../../../games/summoners-grid/index';
import { describeStackItem } from '../model/describe';
import type { Session } from '../session/use-session';
import styles from '../sandbox.module.css';
import { plural } from '../../ui/plural';

export function StackPanel({ session, engine }: { session: Session; engine: Engine }) {
  const { view } = session;
  const items = [...view.stack].reverse();
  const holder = view.priority.holder;
  return (
    <section className={styles.panel} data-testid="stack-panel">
      <h3 className={styles.panelTitle}>
        Stack <span className={styles.muted}>{items.length === 0 ? 'empty' : `${plural(items.length, 'item')}, top first`}</span>
      </h3>
      {items.length > 0 ? (
        <ol className={styles.stack}>
          {items.map((item, i) => (
            <li key={item.id} className={i === 0 ? styles.stackTop : undefined} data-testid="stack-item">
              <span className={`${styles.speed} ${styles[`speed_${item.speed}`] ?? ''}`}>{item.speed}</span>
              <span className={styles[`side${item.controller}`]}>{item.controller}</span> {describeStackItem(engine, view, item)}
            </li>
          ))}
        </ol>
      ) : null}
      <p className={styles.muted} data-testid="priority">
        {holder ? (
          <>
            Priority: <b className={styles[`side${holder}`]}>{holder}</b> (passes this round: {view.priority.passes})
          </>
        ) : view.resolving ? (
          'Resolving: no responses now'
        ) : (
          'Nobody has priority'
        )}
      </p>
    </section>
  );
}
