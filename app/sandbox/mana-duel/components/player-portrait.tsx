'use client';
/** A player at the table: health, mana (current / this turn's maximum), deck size and fatigue; a target when a card or an attack may aim at them. */
import type { SideView } from '../board-model';
import styles from '../mana-duel.module.css';

export function PlayerPortrait({ side, label, target, onClick }: { side: SideView; label: string; target: boolean; onClick: () => void }) {
  const crystals = Array.from({ length: Math.max(side.maxMana, side.mana) }, (_, i) => i < side.mana);
  return (
    <button
      type="button"
      className={`${styles.portrait} ${styles[`side_${side.player}`] ?? ''} ${side.active ? styles.active : ''} ${target ? styles.target : ''}`}
      onClick={onClick}
      data-testid={`player-${side.player}`}
      data-target={target}
    >
      <span className={styles.portraitName}>
        {side.player} <small>{label}</small>
      </span>
      <span className={styles.portraitHealth} data-testid="player-health" title="health">
        ♥ {side.health} <small>/ {side.startHealth}</small>
      </span>
      <span className={styles.mana} data-testid="player-mana" title="mana left this turn / this turn's maximum">
        {side.mana} / {side.maxMana} mana
      </span>
      <span className={styles.crystals} aria-hidden="true">
        {crystals.map((full, i) => (
          <i key={i} className={full ? styles.full : ''} />
        ))}
      </span>
      <span className={styles.portraitMeta}>
        <span data-testid="deck-size">deck {side.deck}</span>
        {side.fatigue > 0 ? <span title="draws from an empty deck so far">fatigue {side.fatigue}</span> : null}
      </span>
    </button>
  );
}
