import type { Problem } from '../../sets/problem';

/** Every problem of a refused freeze, import or change, each with its file, card and position. */
export function ProblemList({ title, problems }: { title: string; problems: readonly Problem[] }) {
  return (
    <div className="problems" role="alert" data-testid="problem-list">
      <p className="problems__title">{title}</p>
      <ul className="problems__list">
        {problems.map((p, i) => (
          <li key={i} data-testid="problem">
            {p.file ? <code>{p.file}</code> : null}
            {p.card ? <span className="problems__card">{p.card}</span> : null}
            {p.at ? <span className="problems__at">{p.at}</span> : null}
            <span className="problems__message">{p.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
