/**
 * Draws a side-by-side difference (app/cards/side-by-side-diff.ts): old lines on the left, new on the
 * right, line numbers beside each, changed words marked. Removed and added text is told apart by more
 * than colour: <del>/<ins> elements, and a − or + in the gutter.
 */
import type { DiffCell, DiffRow, SideBySideDiff } from '../../side-by-side-diff';

interface Props {
  title: string;
  diff: SideBySideDiff;
  testId: string;
  /** Source code: monospace, whitespace kept. */
  mono?: boolean;
}

export function SideBySideView({ title, diff, testId, mono }: Props) {
  const unchanged = diff.added === 0 && diff.removed === 0;
  return (
    <div className="sbs" data-testid={testId}>
      <h3 className="sbs__title">
        {title}{' '}
        <span className="muted" data-testid={`${testId}-summary`}>
          {unchanged ? 'no changes' : `−${diff.removed} +${diff.added} lines`}
        </span>
      </h3>
      <table className={`sbs__table${mono ? ' sbs__table--mono' : ''}`}>
        <colgroup>
          <col className="sbs__num-col" />
          <col />
          <col className="sbs__num-col" />
          <col />
        </colgroup>
        <tbody>
          {diff.rows.map((row, i) => (
            <tr key={i} className={`sbs__row sbs__row--${row.kind}`} data-kind={row.kind}>
              <Cell cell={row.left} side="left" kind={row.kind} />
              <Cell cell={row.right} side="right" kind={row.kind} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ cell, side, kind }: { cell: DiffCell | null; side: 'left' | 'right'; kind: DiffRow['kind'] }) {
  if (!cell) {
    return (
      <>
        <td className="sbs__num" />
        <td className="sbs__text sbs__text--empty" data-side={side} />
      </>
    );
  }
  const marker = kind === 'same' ? ' ' : side === 'left' ? '−' : '+';
  const Mark = side === 'left' ? 'del' : 'ins';
  return (
    <>
      <td className="sbs__num">{cell.line}</td>
      <td className={`sbs__text${kind === 'same' ? '' : ` sbs__text--${side === 'left' ? 'removed' : 'added'}`}`} data-side={side}>
        <span className="sbs__marker" aria-hidden="true">
          {marker}
        </span>
        {cell.segments.map((s, i) => (s.changed ? <Mark key={i}>{s.text}</Mark> : <span key={i}>{s.text}</span>))}
      </td>
    </>
  );
}
