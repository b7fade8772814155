'use client';
/** A monster on the battlefield: name, power / toughness (changed values marked), health / max health, and whether it can attack this turn. */
import type { MonsterView } from '../board-model';
import styles from '../mana-duel.module.css';

const READINESS: Record<MonsterView['readiness'], string> = {
  ready: 'can attack',
  summoned: 'summoned: not yet',
  attacked: 'has attacked',
  waiting: 'waits for its turn',
};

function stat(value: number, base: number): string {
  return value > base ? (styles.up ?? '') : value < base ? (styles.down ?? '') : '';
}

export function MonsterCard({ monster, picked, target, attacker, onClick }: { monster: MonsterView; picked: boolean; target: boolean; attacker: boolean; onClick: () => void }) {
  const cls = [styles.monster, picked ? styles.picked : '', target ? styles.target : '', attacker ? styles.attacker : ''].join(' ');
  const hurt = monster.health < monster.maxHealth;
  return (
    <button
      type="button"
      className={cls}
      onClick={onClick}
      data-testid="monster"
      data-iid={monster.iid}
      data-can-attack={monster.canAttack}
      data-target={target}
      title={`${monster.name}\n${monster.text}${monster.equipment.length ? `\nEquipment: ${monster.equipment.join(', ')}` : ''}`}
    >
      <span className={styles.monsterName}>{monster.name}</span>
      <span className={styles.monsterStats}>
        <span className={stat(monster.power, monster.basePower)} title="power" data-testid="power">
          ⚔ {monster.power}
        </span>
        <span className={stat(monster.toughness, monster.baseToughness)} title="toughness" data-testid="toughness">
          ◆ {monster.toughness}
        </span>
      </span>
      <span className={styles.healthBar} aria-hidden="true">
        <span
          style={{
            width: `${Math.max(0, Math.min(100, (100 * monster.health) / Math.max(1, monster.maxHealth)))}%`,
          }}
        />
      </span>
      <span className={`${styles.monsterHealth} ${hurt ? styles.down : ''}`} data-testid="health">
        ♥ {monster.health} / {monster.maxHealth}
      </span>
      {monster.equipment.length > 0 ? <span className={styles.equipment}>⚒ {monster.equipment.join(', ')}</span> : null}
      <span className={`${styles.readiness} ${styles[`ready_${monster.readiness}`] ?? ''}`} data-testid="readiness">
        {READINESS[monster.readiness]}
      </span>
    </button>
  );
}
