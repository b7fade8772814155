import type { CardStatus } from '../../db/cards';

/** Where a card stands: draft (never published), published, published with changes, deprecated. */
export function StatusBadge({ status, changed }: { status: CardStatus; changed: boolean }) {
  if (status === 'published' && changed) {
    return (
      <span className="status status--changed" title="The draft differs from the published version">
        changed
      </span>
    );
  }
  return <span className={`status status--${status}`}>{status}</span>;
}
