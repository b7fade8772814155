'use client';
/** The decisions before the first turn: who starts (the coin flip's winner chooses) and the mulligan (put back up to the limit, or keep). */
import { useMemo, useState } from 'react';
import type { PlayerId } from '../../../../engine/core/players';
import { manaBoard } from '../board-model';
import type { CompiledManaDuel } from '../compile';
import type { ManaSession, ManaSessionActions } from '../use-mana-session';
import { HandCard } from './hand-card';
import duel from '../../duel/duel.module.css';
import styles from '../mana-duel.module.css';
import { plural } from '../../../ui/plural';

export function ChooseFirstPanel({ player, actions }: { player: PlayerId; actions: ManaSessionActions }) {
  return (
    <div className={styles.backdrop}>
      <div className={styles.overlay} data-testid="choose-first">
        <h3>{player} won the coin flip</h3>
        <p>Who starts? The second player starts with more mana to make up for it.</p>
        <div className={styles.overlayButtons}>
          {(['A', 'B'] as const).map((first) => (
            <button key={first} type="button" className={duel.bigButton} onClick={() => actions.act({ type: 'choose-first', player, first })} data-testid={`first-${first}`}>
              {first} starts
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

export function MulliganPanel({ game, session, player, actions }: { game: CompiledManaDuel; session: ManaSession; player: PlayerId; actions: ManaSessionActions }) {
  const [chosen, setChosen] = useState<string[]>([]);
  // The deciding player's own hand, as that player sees it (whatever the table's viewer).
  const hand = useMemo(() => manaBoard(game.engine.viewFor(session.state, player), player, game.texts).bottom.hand, [game, session.state, player]);
  const limit = session.state.rules.mulliganLimit;
  const toggle = (iid: string) => setChosen((c) => (c.includes(iid) ? c.filter((x) => x !== iid) : c.length < limit ? [...c, iid] : c));
  return (
    <div className={styles.backdrop}>
      <div className={styles.overlay} data-testid="mulligan">
        <h3>{player}&apos;s opening hand</h3>
        <p>Choose up to {plural(limit, 'card')} to put back (they are shuffled into the deck and as many drawn), or keep the hand.</p>
        <div className={styles.hand}>
          {hand.map((c) => (
            <HandCard key={c.iid} card={c} small={false} playable={false} picked={chosen.includes(c.iid)} onClick={() => toggle(c.iid)} />
          ))}
        </div>
        <div className={styles.overlayButtons}>
          <button type="button" className={duel.bigButton} onClick={() => actions.act({ type: 'mulligan', player, putBack: [] })} data-testid="keep">
            Keep
          </button>
          <button type="button" className={duel.bigButton} disabled={chosen.length === 0} onClick={() => actions.act({ type: 'mulligan', player, putBack: chosen })} data-testid="put-back">
            Put back {chosen.length === 0 ? 'cards' : plural(chosen.length, 'card')}
          </button>
        </div>
      </div>
    </div>
  );
}
