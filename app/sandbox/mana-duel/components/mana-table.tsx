'use client';
/**
 * The mana duel's table: the other side at the top (portrait, hand, graveyard, then its row of five
 * monster slots), the viewer's side at the bottom (its row, then its portrait and hand), and the turn and
 * "End turn" between them. Clicks go to the session, which keeps only what the legal actions allow.
 */
import type { ReactNode } from 'react';
import type { SideView } from '../board-model';
import type { ManaSession, ManaSessionActions } from '../use-mana-session';
import { Graveyard } from './graveyard';
import { HandCard } from './hand-card';
import { MonsterCard } from './monster-card';
import { PlayerPortrait } from './player-portrait';
import duel from '../../duel/duel.module.css';
import styles from '../mana-duel.module.css';

const PHASES: Record<string, string> = {
  'choose-first': 'choosing who starts',
  mulligan: 'mulligan',
  draw: 'draw phase',
  main: 'main phase',
  end: 'end phase',
  over: 'game over',
};

function seatLabel(session: ManaSession, side: SideView): string {
  const seat = session.setup.seats[side.player];
  return `${session.setup.decks[side.player]} · ${seat === 'human' ? 'human' : `${seat} bot`}`;
}

function Row({ session, actions, side }: { session: ManaSession; actions: ManaSessionActions; side: SideView }) {
  const { offer, pick, acting } = session;
  const mine = side.player === acting;
  return (
    <div className={styles.row} data-testid={`row-${side.player}`}>
      {side.row.map((m, slot) =>
        m ? (
          <MonsterCard
            key={m.iid}
            monster={m}
            picked={pick.kind === 'attacker' && pick.iid === m.iid}
            target={offer.targets.has(m.iid)}
            attacker={mine && pick.kind === 'none' && offer.attackers.has(m.iid)}
            onClick={() => actions.click({ kind: 'monster', iid: m.iid })}
          />
        ) : (
          <button
            type="button"
            key={`slot-${slot}`}
            className={`${styles.slot} ${mine && offer.slots.has(slot) ? styles.target : ''}`}
            data-testid="slot"
            data-player={side.player}
            data-slot={slot}
            data-offered={mine && offer.slots.has(slot)}
            onClick={() => actions.click({ kind: 'slot', player: side.player, slot })}
          >
            {slot}
          </button>
        ),
      )}
    </div>
  );
}

function Strip({ session, actions, side, top }: { session: ManaSession; actions: ManaSessionActions; side: SideView; top: boolean }) {
  const { offer, pick, acting } = session;
  const mine = side.player === acting;
  const hand: ReactNode = (
    <div className={`${styles.hand} ${top ? styles.handTop : ''}`} data-testid={`hand-${side.player}`}>
      {side.hand.length === 0 ? <span className={styles.emptyHand}>no cards in hand</span> : null}
      {side.hand.map((c) => (
        <HandCard
          key={c.iid}
          card={c}
          small={top}
          playable={mine && offer.playable.has(c.iid)}
          picked={pick.kind === 'card' && pick.card === c.iid}
          onClick={() => actions.click({ kind: 'hand', iid: c.iid })}
        />
      ))}
    </div>
  );
  return (
    <div className={styles.strip}>
      <div className={styles.stripSide}>
        <PlayerPortrait side={side} label={seatLabel(session, side)} target={offer.targets.has(`player:${side.player}`)} onClick={() => actions.click({ kind: 'player', player: side.player })} />
        <Graveyard player={side.player} cards={side.graveyard} />
      </div>
      {hand}
    </div>
  );
}

export function ManaTable({ session, actions, overlay }: { session: ManaSession; actions: ManaSessionActions; overlay: ReactNode }) {
  const { board, acting } = session;
  const canEnd = session.legal.some((a) => a.type === 'end-turn');
  const phase = PHASES[board.turn.phase] ?? board.turn.phase;
  const turn = board.turn.number === 0 ? phase : board.outcome ? `Turn ${board.turn.number} · game over` : `Turn ${board.turn.number} · ${board.turn.player}'s ${phase}`;
  const waiting =
    session.waitsFor && !acting
      ? `${session.waitsFor} (${session.setup.seats[session.waitsFor]} bot) is thinking…`
      : acting
        ? `${acting} to act${session.pick.kind === 'card' ? ': choose where the card goes' : session.pick.kind === 'attacker' ? ': choose what to attack' : ''}`
        : '';
  return (
    <div className={styles.table} data-testid="mana-table" data-viewer={session.viewer}>
      <Strip session={session} actions={actions} side={board.top} top />
      <Row session={session} actions={actions} side={board.top} />
      <div className={styles.midline}>
        <span className={styles.turn} data-testid="turn">
          {turn}
        </span>
        <span className={styles.waiting}>{waiting}</span>
        <button type="button" className={`${duel.bigButton} ${styles.endTurn}`} disabled={!canEnd} onClick={() => actions.act({ type: 'end-turn', player: acting ?? 'A' })} data-testid="end-turn">
          End turn
        </button>
      </div>
      <Row session={session} actions={actions} side={board.bottom} />
      <Strip session={session} actions={actions} side={board.bottom} top={false} />
      {overlay}
    </div>
  );
}
