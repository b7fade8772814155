'use client';
/** Scripts the next random draws (taken by the next action): a Random(a, b) result, or a shuffle order. */
import { useState } from 'react';
import type { ScriptedDraw } from '../../../../engine/core/rng';
import { describeDraw } from '../describe';
import { inOrder, parseOrder, parseRange } from '../draws';
import styles from '../mana-duel.module.css';

export function DrawsPanel({ queued, deckSize, onQueue, onClear }: { queued: readonly ScriptedDraw[]; deckSize: number; onQueue: (d: ScriptedDraw) => void; onClear: () => void }) {
  const [range, setRange] = useState('');
  const [order, setOrder] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [count, setCount] = useState('');
  const add = (r: { ok: true; draw: ScriptedDraw } | { ok: false; reason: string }) => {
    if (r.ok) {
      onQueue(r.draw);
      setProblem(null);
    } else setProblem(r.reason);
  };
  return (
    <section className={styles.draws} data-testid="draws">
      <h3>Scripted draws</h3>
      <p className={styles.hint}>
        The mana duel draws at random when a card makes a player discard (Random(1, hand size)) and when a mulligan shuffles cards back into a deck (a shuffle). Scripted draws are taken by the next
        action, in order; the rest come from the seed.
      </p>
      <div className={styles.drawRow}>
        <label>
          Random(a, b) =
          <input value={range} onChange={(e) => setRange(e.target.value)} inputMode="numeric" size={4} aria-label="Random result" data-testid="range-input" />
        </label>
        <button type="button" onClick={() => add(parseRange(range))} data-testid="add-range">
          Add
        </button>
      </div>
      <div className={styles.drawRow}>
        <label>
          Shuffle order
          <input value={order} onChange={(e) => setOrder(e.target.value)} placeholder="2, 0, 1, …" aria-label="Shuffle order" data-testid="order-input" />
        </label>
        <button type="button" onClick={() => add(parseOrder(order))}>
          Add
        </button>
        <label title="a mulligan shuffles the deck with the cards put back at its bottom: the deck's size plus their number">
          or in order, cards:
          <input value={count} onChange={(e) => setCount(e.target.value)} placeholder={String(deckSize)} inputMode="numeric" size={3} aria-label="Cards to keep in order" />
        </label>
        <button
          type="button"
          onClick={() =>
            add({
              ok: true,
              draw: inOrder(/^\d{1,3}$/.test(count) ? Number(count) : deckSize),
            })
          }
        >
          Add
        </button>
      </div>
      {problem ? <p className={styles.problemText}>{problem}</p> : null}
      <p className={styles.queued} data-testid="queued">
        {queued.length === 0 ? 'Nothing scripted: the seed decides.' : `Next: ${queued.map(describeDraw).join('; ')}`}
        {queued.length > 0 ? (
          <button type="button" onClick={onClear}>
            Clear
          </button>
        ) : null}
      </p>
    </section>
  );
}
