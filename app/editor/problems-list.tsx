'use client';
/** The problems of the edited file, in source order; clicking one puts the cursor on it. */
import type { Diagnostic } from '../../dsl/diagnostics';

export function ProblemsList({ diagnostics, onSelect }: { diagnostics: Diagnostic[]; onSelect(diagnostic: Diagnostic): void }) {
  if (diagnostics.length === 0) return <p className="problems__none" data-testid="problems-none">No problems.</p>;
  return (
    <ul className="problems" data-testid="problems">
      {diagnostics.map((d, i) => (
        <li key={`${d.code}-${d.range.start.offset}-${i}`}>
          <button type="button" className={`problem problem--${d.severity}`} onClick={() => onSelect(d)} data-testid="problem">
            <span className="problem__severity">{d.severity}</span>
            <span className="problem__message">{d.message}</span>
            <span className="problem__where">
              {d.code} · {d.range.start.line}:{d.range.start.column}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
