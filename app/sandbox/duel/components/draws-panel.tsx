'use client';
/**
 * Scripts the next random draws (taken by the next action): a Random(a, b) result, and in a game that
 * shuffles during play (`shuffleDeckSize`: the mana duel's mulligan) a shuffle order, or the deck kept in order.
 */
import { useState } from 'react';
import type { ScriptedDraw } from '../../../../engine/core/rng';
import { describeDraw } from '../describe-draw';
import { inOrder, parseOrder, parseRange, type Parsed } from '../draws';
import styles from '../duel.module.css';

export interface DrawsPanelProps {
  /** When the game draws at random, in words. */
  hint: string;
  /** The deck size a shuffle orders by default, in a game that shuffles during play; absent: no shuffle row. */
  shuffleDeckSize?: number;
  queued: readonly ScriptedDraw[];
  onQueue: (d: ScriptedDraw) => void;
  onClear: () => void;
}

function ShuffleRow({ deckSize, add }: { deckSize: number; add: (r: Parsed) => void }) {
  const [order, setOrder] = useState('');
  const [count, setCount] = useState('');
  return (
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
      <button type="button" onClick={() => add({ ok: true, draw: inOrder(/^\d{1,3}$/.test(count) ? Number(count) : deckSize) })}>
        Add
      </button>
    </div>
  );
}

export function DrawsPanel({ hint, shuffleDeckSize, queued, onQueue, onClear }: DrawsPanelProps) {
  const [range, setRange] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = (r: Parsed) => {
    if (r.ok) {
      onQueue(r.draw);
      setProblem(null);
    } else setProblem(r.reason);
  };
  return (
    <section className={styles.draws} data-testid="draws">
      <h3>Scripted draws</h3>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.drawRow}>
        <label>
          Random(a, b) =
          <input value={range} onChange={(e) => setRange(e.target.value)} inputMode="numeric" size={4} aria-label="Random result" data-testid="range-input" />
        </label>
        <button type="button" onClick={() => add(parseRange(range))} data-testid="add-range">
          Add
        </button>
      </div>
      {shuffleDeckSize === undefined ? null : <ShuffleRow deckSize={shuffleDeckSize} add={add} />}
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
