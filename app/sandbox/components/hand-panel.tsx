'use client';
/**
 * The cards of one side: hand, advance deck and cards set face down, each clickable to play (cards with
 * a legal action now are marked); the other zones as counts that open into lists.
 */
import { useState } from 'react';
import { findCard, type Engine } from '../../../games/summoners-grid/index';
import { cardNameOf } from '../model/describe';
import { cardCandidates, selectCard } from '../model/interaction';
import type { Side } from '../model/setup';
import type { Session, SessionActions } from '../session/use-session';
import styles from '../sandbox.module.css';

const OTHER_ZONES = [
  ['main-deck', 'Main deck'],
  ['discard', 'Discard'],
  ['recharge', 'Recharge'],
  ['removed', 'Removed'],
] as const;

export function HandPanel({ session, actions, engine }: { session: Session; actions: SessionActions; engine: Engine }) {
  const [chosen, setChosen] = useState<Side | null>(null);
  const side: Side = chosen ?? session.acting ?? (session.viewer === 'all' ? session.state.turn.player : session.viewer);
  const { view, ctx, selection } = session;
  const zones = view.players[side].zones;
  const playable = (iid: string) => session.acting === side && cardCandidates(ctx.legal, iid).length > 0;

  const chip = (iid: string, where: string) => {
    const card = view.cards[iid];
    const hidden = !card || card.card === 'hidden';
    const decl = hidden ? undefined : findCard(engine.def.content, card.card);
    const name = hidden ? 'hidden card' : cardNameOf(engine, view, iid);
    const selected = selection.kind === 'card' && selection.card === iid;
    const kind = decl?.cardType ?? 'hidden';
    return (
      <button
        key={iid}
        type="button"
        className={`${styles.cardChip} ${styles[`kind_${kind}`] ?? ''} ${playable(iid) ? styles.playable : ''} ${selected ? styles.chipSelected : ''}`}
        data-card={decl?.id ?? ''}
        data-iid={iid}
        data-zone={where}
        disabled={hidden}
        title={hidden ? 'hidden from this view' : `${name} (${kind})${card?.faceDown ? ', face down' : ''}`}
        onClick={() => actions.click(selectCard(ctx, iid))}
      >
        <span className={styles.chipKind}>{kind}</span>
        {name}
      </button>
    );
  };

  const faceDown = zones['in-play'].filter((iid) => view.cards[iid]?.faceDown && !Object.values(view.buildings).some((b) => b.iid === iid));
  return (
    <section className={styles.panel} data-testid="hand-panel">
      <div className={styles.sideTabs}>
        {(['A', 'B'] as const).map((s) => (
          <button key={s} type="button" className={s === side ? styles.sideTabActive : styles.sideTab} onClick={() => setChosen(s)} data-testid={`hand-tab-${s}`}>
            <span className={styles[`side${s}`]}>●</span> Player {s}
            {session.acting === s ? ' (to act)' : ''}
          </button>
        ))}
      </div>
      <h4 className={styles.zoneTitle}>Hand ({zones.hand.length})</h4>
      <div className={styles.chips} data-testid={`hand-${side}`}>
        {zones.hand.length > 0 ? zones.hand.map((iid) => chip(iid, 'hand')) : <span className={styles.muted}>empty</span>}
      </div>
      {zones['advance-deck'].length > 0 ? (
        <>
          <h4 className={styles.zoneTitle}>Advance deck ({zones['advance-deck'].length})</h4>
          <div className={styles.chips}>{zones['advance-deck'].map((iid) => chip(iid, 'advance-deck'))}</div>
        </>
      ) : null}
      {faceDown.length > 0 ? (
        <>
          <h4 className={styles.zoneTitle}>Face down in play ({faceDown.length})</h4>
          <div className={styles.chips}>{faceDown.map((iid) => chip(iid, 'in-play'))}</div>
        </>
      ) : null}
      <div className={styles.zoneCounts}>
        {OTHER_ZONES.map(([zone, label]) => (
          <details key={zone}>
            <summary>
              {label} {zones[zone].length}
            </summary>
            <ol className={styles.zoneList}>
              {zones[zone].map((iid) => (
                <li key={iid}>{view.cards[iid]?.card === 'hidden' ? 'hidden' : cardNameOf(engine, view, iid)}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
