'use client';
/**
 * The scenario as a test: every expectation of its script as the engine's scenario runner checked it
 * (pass or fail, with the actual value), and the failing step if an action was illegal. Clicking an
 * expectation moves the timeline to the point where it was checked.
 */
import type { Start } from '../model/start';
import type { Session, SessionActions } from '../session/use-session';
import styles from '../sandbox.module.css';
import { nounFor } from '../../ui/plural';

export function lineOf(text: string | null, line: number): string {
  return text?.split('\n')[line - 1]?.trim() ?? `line ${line}`;
}

export function TestResults({ test, text, onJump }: { test: NonNullable<Start['test']>; text: string | null; onJump?: (after: number) => void }) {
  const passed = test.checks.filter((c) => c.passed).length;
  const actionFailures = test.failures.filter((f) => !test.checks.some((c) => c.line === f.line));
  return (
    <div data-testid="test-results" data-passed={test.passed ? 'true' : 'false'}>
      {test.expectations === 0 && test.failures.length === 0 ? (
        <p className="muted">No expectations yet: this position only sets the card up. Play it, then Save the run: what happened is written as expectations.</p>
      ) : (
        <p className={test.passed ? styles.pass : styles.fail}>
          {test.passed ? '✔ passes' : '✘ fails'}: {passed} of {test.expectations} {nounFor(test.expectations, 'expectation')} hold
        </p>
      )}
      <ol className={styles.checks}>
        {test.checks.map((c, i) => (
          <li key={`${c.line}-${i}`} className={c.passed ? styles.checkPass : styles.checkFail} data-testid="check" data-passed={c.passed ? 'true' : 'false'}>
            <button type="button" className={styles.linkButton} onClick={() => onJump?.(c.after)} title={`checked after action ${c.after}`}>
              <span className={styles.checkMark}>{c.passed ? '✔' : '✘'}</span>
              <span className={styles.lineNo}>{c.line}</span> <code>{lineOf(text, c.line)}</code>
            </button>
            {c.message ? <div className={styles.checkMessage}>{c.message}</div> : null}
          </li>
        ))}
        {actionFailures.map((f) => (
          <li key={`f-${f.line}`} className={styles.checkFail} data-testid="check" data-passed="false">
            <span className={styles.checkMark}>✘</span>
            <span className={styles.lineNo}>{f.line}</span> <code>{lineOf(text, f.line)}</code>
            <div className={styles.checkMessage}>{f.message}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function TestPanel({ start, actions }: { start: Start; session: Session; actions: SessionActions }) {
  if (!start.test) return null;
  return (
    <section className={`${styles.panel} ${styles.testPanel}`} data-testid="test-panel">
      <h3 className={styles.panelTitle}>Scenario test</h3>
      <TestResults test={start.test} text={start.text} onJump={(after) => actions.goTo(after)} />
    </section>
  );
}
