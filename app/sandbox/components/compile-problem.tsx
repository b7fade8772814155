'use client';
/** Why a game's sources cannot be compiled in the sandbox: the message and every error with its file and position. */
import type { ReactNode } from 'react';
import type { FileDiagnostic } from '../../../dsl/index';
import styles from '../sandbox.module.css';

export function CompileProblem({ title, message, errors, children }: { title: string; message: string; errors: readonly FileDiagnostic[]; children?: ReactNode }) {
  return (
    <section className={styles.problem} data-testid="sandbox-error">
      <h2>{title}</h2>
      <p>{message}</p>
      <ul>
        {errors.map((e) => (
          <li key={`${e.path}:${e.range.start.offset}:${e.code}`}>
            <code>
              {e.path.split('/').pop()}:{e.range.start.line}:{e.range.start.column}
            </code>{' '}
            {e.code} {e.message}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
