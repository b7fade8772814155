'use client';
/** The end of the game: who won and why, a new game, or a look back at the table. */
import { useState } from 'react';
import type { Outcome } from '../../../../engine/core/game';
import duel from '../../duel/duel.module.css';
import styles from '../mana-duel.module.css';

export function OutcomePanel({ outcome, onNewGame }: { outcome: Outcome; onNewGame: () => void }) {
  const [hidden, setHidden] = useState(false);
  if (hidden)
    return (
      <button type="button" className={styles.outcomeChip} onClick={() => setHidden(false)} data-testid="outcome-chip">
        {outcome.winner === 'draw' ? 'Draw' : `${outcome.winner} wins`} — show
      </button>
    );
  return (
    <div className={styles.backdrop}>
      <div className={`${styles.overlay} ${styles.outcome}`} data-testid="outcome">
        <h3 data-testid="winner">{outcome.winner === 'draw' ? 'A draw' : `${outcome.winner} wins`}</h3>
        <p data-testid="reason">{outcome.reason}</p>
        <div className={styles.overlayButtons}>
          <button type="button" className={duel.bigButton} onClick={onNewGame} data-testid="new-game">
            New game
          </button>
          <button type="button" className={duel.bigButtonQuiet} onClick={() => setHidden(true)}>
            Look at the table
          </button>
        </div>
      </div>
    </div>
  );
}
