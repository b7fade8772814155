import type { Problem } from '../../sets/problem';

/**
 * Every problem of a refused freeze, import or change, each with its file, card and position. Its own
 * class, `problem-report`: as `problems` it also took the library count's `white-space: nowrap`, and a
 * message quoting a SHA-256 widened the Sets page to 2,863 px.
 */
export function ProblemList({ title, problems }: { title: string; problems: readonly Problem[] }) {
  return (
    <div className="problem-report" role="alert" data-testid="problem-list">
      <p className="problem-report__title">{title}</p>
      <ul className="problem-report__list">
        {problems.map((p, i) => (
          <li key={i} data-testid="problem">
            {p.file ? <code>{p.file}</code> : null}
            {p.card ? <span className="problem-report__card">{p.card}</span> : null}
            {p.at ? <span className="problem-report__at">{p.at}</span> : null}
            <span className="problem-report__message">{p.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
