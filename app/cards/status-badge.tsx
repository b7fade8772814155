import { cardState, cardStateText, type CardStateRow } from './card-state';

/** Where a card stands (card-state.ts): draft, published vN, changed since vN, deprecated. */
export function StatusBadge({ card }: { card: CardStateRow }) {
  const state = cardState(card);
  const { label, title } = cardStateText(state);
  return (
    <span className={`status status--${state.kind}`} title={title} data-testid="card-state" data-state={state.kind}>
      {label}
    </span>
  );
}
