'use client';
/** A card in a hand: its face (cost, name, type, stats, rules text) or, when hidden from the viewer, its back. */
import type { HandCardView } from '../board-model';
import styles from '../mana-duel.module.css';

export function HandCard({ card, playable, picked, small, onClick }: { card: HandCardView; playable: boolean; picked: boolean; small: boolean; onClick?: () => void }) {
  if (card.hidden) return <div className={`${styles.cardBack} ${small ? styles.small : ''}`} data-testid="card-back" aria-label="a hidden card" />;
  const cls = [styles.card, styles[`type_${card.type}`] ?? '', small ? styles.small : '', playable ? styles.playable : '', picked ? styles.picked : ''].join(' ');
  return (
    <button type="button" className={cls} onClick={onClick} data-testid="hand-card" data-iid={card.iid} data-card-id={card.id} data-playable={playable} title={`${card.name} (${card.type}, ${card.cost} mana)\n${card.text}`}>
      <span className={styles.cost}>{card.cost}</span>
      <span className={styles.cardName}>{card.name}</span>
      <span className={styles.cardType}>{card.type}</span>
      <span className={styles.cardText}>{card.text}</span>
      {card.stats ? (
        <span className={styles.cardStats}>
          <span title="power">⚔ {card.stats.power}</span>
          <span title="toughness">◆ {card.stats.toughness}</span>
          <span title="health">♥ {card.stats.health}</span>
        </span>
      ) : null}
    </button>
  );
}
