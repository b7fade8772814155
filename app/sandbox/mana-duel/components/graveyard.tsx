'use client';
/** A player's graveyard: its size, and the cards in it (oldest first) when opened. */
import styles from '../mana-duel.module.css';

export function Graveyard({ player, cards }: { player: string; cards: readonly string[] }) {
  return (
    <details className={styles.graveyard} data-testid={`graveyard-${player}`}>
      <summary>
        ✝ graveyard <b>{cards.length}</b>
      </summary>
      {cards.length === 0 ? (
        <p>empty</p>
      ) : (
        <ol>
          {cards.map((c, i) => (
            <li key={`${i}-${c}`}>{c}</li>
          ))}
        </ol>
      )}
    </details>
  );
}
