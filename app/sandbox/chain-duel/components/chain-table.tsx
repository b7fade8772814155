'use client';
/**
 * The chain duel's table: B's side above, A's below, each with its monster, the damage zone filling
 * toward HP, the hand, Stasis and Drop; between them the action zone split into attack (the turn player's
 * cards) and defence (the other player's), and the chain as it builds, numbered, with its running Final
 * ATK and DEF. The buttons beside a card are the legal actions on it; Pass and End turn are below.
 */
import type { PlayerId } from '../../../../engine/core/players';
import type { ChainAction } from '../../../../games/chain-duel/actions';
import type { ChainState } from '../../../../games/chain-duel/state';
import type { DuelSession, DuelSessionActions } from '../../duel/use-duel-session';
import type { CardFace, ChainBoardModel, SideModel } from '../board-model';
import styles from '../chain-duel.module.css';

const VERBS: Record<'play' | 'activate' | 'alter', string> = { play: 'Play', activate: 'Activate', alter: 'Alter' };

function Card({ card, actions, onAct }: { card: CardFace; actions: readonly ChainAction[]; onAct: (a: ChainAction) => void }) {
  if (card.name === null) return <div className={styles.back} title="a hidden card" data-testid="card-back" />;
  const own = actions.filter((a): a is Extract<ChainAction, { card: string }> => 'card' in a && a.card === card.iid);
  return (
    <div className={`${styles.card} ${card.horizontal ? styles.horizontal : ''}`} title={card.text} data-card-id={card.id ?? undefined} data-testid={`card-${card.name}`} data-horizontal={card.horizontal}>
      <strong>{card.name}</strong>
      <span>
        ATK {card.atk} / DEF {card.def} · {card.kind}
      </span>
      {card.traits.length > 0 ? <span>{card.traits.join(', ')}</span> : null}
      {own.length > 0 ? (
        <span className={styles.cardButtons}>
          {own.map((a) => (
            <button key={a.type} type="button" onClick={() => onAct(a)} data-testid={`${a.type}-${card.name}`}>
              {VERBS[a.type]}
            </button>
          ))}
        </span>
      ) : null}
    </div>
  );
}

function Zone({ label, cards, actions, onAct, testId }: { label: string; cards: readonly CardFace[]; actions: readonly ChainAction[]; onAct: (a: ChainAction) => void; testId: string }) {
  return (
    <div className={styles.zoneRow} data-testid={testId}>
      <span className={styles.zoneLabel}>
        {label} ({cards.length})
      </span>
      {cards.map((c) => (
        <Card key={c.iid} card={c} actions={actions} onAct={onAct} />
      ))}
    </div>
  );
}

function Side({ side, actions, onAct }: { side: SideModel; actions: readonly ChainAction[]; onAct: (a: ChainAction) => void }) {
  const m = side.monster;
  const p = side.player;
  return (
    <section className={`${styles.side} ${styles[`side_${p}`] ?? ''}`} data-testid={`side-${p}`} aria-label={`Player ${p}`}>
      <div className={styles.monster} data-testid={`monster-${p}`} title={m.text}>
        <h3>
          {p}: {m.name}
        </h3>
        <div className={styles.stats}>
          <span>HP {m.hp}</span>
          <span>ATK {m.atk}</span>
          <span>DEF {m.def}</span>
        </div>
        <div>{m.traits.join(', ')}</div>
        <div data-testid={`damage-count-${p}`}>
          damage {side.damage.length} / {m.hp}
        </div>
        <div className={styles.damageBar} aria-label={`damage ${side.damage.length} of ${m.hp}`}>
          {Array.from({ length: m.hp }, (_, i) => (
            <span key={i} className={`${styles.damagePip} ${i < side.damage.length ? styles.damagePipFilled : ''}`} />
          ))}
        </div>
        <div>deck {side.deck}</div>
      </div>
      <div className={styles.zones}>
        <Zone label="Hand" cards={side.hand} actions={actions} onAct={onAct} testId={`hand-${p}`} />
        <Zone label="Stasis" cards={side.stasis} actions={actions} onAct={onAct} testId={`stasis-${p}`} />
        <Zone label="Damage" cards={side.damage} actions={actions} onAct={onAct} testId={`damage-${p}`} />
        <Zone label="Drop" cards={side.drop} actions={actions} onAct={onAct} testId={`drop-${p}`} />
      </div>
    </section>
  );
}

export function ChainTable({ session, actions }: { session: DuelSession<ChainState, ChainAction, ChainBoardModel>; actions: DuelSessionActions<ChainAction> }) {
  const { board, legal } = session;
  const attacker: PlayerId = board.attacker;
  const defender: PlayerId = attacker === 'A' ? 'B' : 'A';
  const pass = legal.find((a) => a.type === 'pass');
  const end = legal.find((a) => a.type === 'end-turn');
  const chain = board.chain;
  return (
    <div className={styles.table} data-testid="chain-table">
      <Side side={board.sides.B} actions={legal} onAct={actions.act} />
      <div className={styles.center}>
        <div className={styles.half} data-testid="attack-zone">
          <h4>Attack — {attacker}</h4>
          <div className={styles.zoneRow}>
            {board.sides[attacker].action.map((c) => (
              <Card key={c.iid} card={c} actions={[]} onAct={actions.act} />
            ))}
          </div>
        </div>
        <div className={styles.half} data-testid="defence-zone">
          <h4>Defence — {defender}</h4>
          <div className={styles.zoneRow}>
            {board.sides[defender].action.map((c) => (
              <Card key={c.iid} card={c} actions={[]} onAct={actions.act} />
            ))}
          </div>
        </div>
        <div className={styles.chain} data-testid="chain">
          <h4>{chain ? `${chain.kind === 'combat' ? 'Combat chain' : 'Non-combat chain'}: ${chain.links.length} link${chain.links.length === 1 ? '' : 's'}, ${chain.priority} to answer (resolves last link first)` : 'No chain'}</h4>
          {chain ? (
            <ol>
              {chain.links.map((l) => (
                <li key={l.number} data-testid="chain-link">
                  {l.player}: {l.card.name ?? 'a card'} ({l.card.horizontal ? 'horizontal: Field effect' : `ATK ${l.card.atk} / DEF ${l.card.def}`})
                </li>
              ))}
            </ol>
          ) : null}
          {chain?.totals ? (
            <div className={styles.totals} data-testid="chain-totals">
              Final ATK {chain.totals.atk} ({chain.totals.atkText}) · Final DEF {chain.totals.def} ({chain.totals.defText}){chain.totals.defended ? '' : ' · no defensive move yet'}
            </div>
          ) : null}
        </div>
      </div>
      <Side side={board.sides.A} actions={legal} onAct={actions.act} />
      <div className={styles.controls}>
        <span data-testid="turn">
          Turn {board.turn.number}: {board.turn.player} · {board.turn.phase === 'alter' ? 'Alter (drop a card to draw one) or play' : 'Battle'}
          {session.waitsFor ? ` · waiting for ${session.waitsFor}` : ''}
        </span>
        {pass ? (
          <button type="button" onClick={() => actions.act(pass)} data-testid="pass">
            Pass
          </button>
        ) : null}
        {end ? (
          <button type="button" onClick={() => actions.act(end)} data-testid="end-turn">
            End turn (clear, draw two)
          </button>
        ) : null}
        {board.outcome ? (
          <span className={styles.outcome} data-testid="outcome">
            {board.outcome}
          </span>
        ) : null}
      </div>
    </div>
  );
}
