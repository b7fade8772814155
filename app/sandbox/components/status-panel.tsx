'use client';
/** Whose move it is and what they may do now: end the turn, pass priority, or answer the engine's choice. */
import type { Engine } from '../../../games/summoners-grid/index';
import type { Session, SessionActions } from '../session/use-session';
import styles from '../sandbox.module.css';

const PHASE: Record<string, string> = { setup: 'Setup', draw: 'Draw Phase', level: 'Level Phase', action: 'Action Phase', ending: 'End of the Action Phase', end: 'End Phase', over: 'Game over' };

export function StatusPanel({ session, actions, engine }: { session: Session; actions: SessionActions; engine: Engine }) {
  const { state, ctx, acting, notice } = session;
  const awaiting = engine.awaiting(state);
  const legal = ctx.legal;
  const canPass = legal.some((a) => a.type === 'pass');
  const canEnd = legal.some((a) => a.type === 'end-turn');
  const choice = state.choice;
  const inPast = session.timeline.cursor < session.timeline.entries.length;
  let waiting: string;
  if (awaiting.kind === 'over') waiting = state.winner === 'draw' ? 'The game is a draw.' : `Player ${state.winner ?? '?'} wins.`;
  else if (awaiting.kind === 'busy') waiting = 'The game is resolving.';
  else if (awaiting.kind === 'simultaneous') waiting = `Waiting for ${awaiting.players.join(' and ')} to commit.`;
  else if (!acting) waiting = `The bot plays ${awaiting.player}…`;
  else if (awaiting.kind === 'choice') waiting = `${awaiting.player} chooses: ${choice?.prompt ?? ''}`;
  else if (awaiting.kind === 'priority') waiting = `${awaiting.player} has priority: respond with a card, or pass.`;
  else waiting = `${awaiting.player} acts: select a unit or a card.`;

  return (
    <section className={styles.panel} data-testid="status">
      <div className={styles.turnLine}>
        <span className={styles[`side${state.turn.player}`]}>Turn {state.turn.number}</span>
        <span>
          {state.turn.player} · {PHASE[state.turn.phase] ?? state.turn.phase}
        </span>
        <span className={styles.vp} data-testid="vp">
          VP <b className={styles.sideA}>A {state.players.A.vp}</b> – <b className={styles.sideB}>B {state.players.B.vp}</b>
        </span>
      </div>
      <p className={styles.waiting} data-testid="awaiting">
        {waiting}
      </p>
      {inPast ? <p className={styles.hint}>You are looking at the past (step {session.timeline.cursor} of {session.timeline.entries.length}). Acting here forks a “what if”; the rest is kept as a branch.</p> : null}
      {choice && acting === choice.player ? (
        <div className={styles.options} data-testid="choice">
          {choice.options.map((o, i) => (
            <button key={`${i}-${o.label}`} type="button" className={styles.option} onClick={() => actions.act({ type: 'choose', player: choice.player, option: i })}>
              {o.label}
            </button>
          ))}
          {choice.optional ? (
            <button type="button" className={styles.option} onClick={() => actions.act({ type: 'choose', player: choice.player, option: -1 })}>
              Decline
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.buttons}>
        {canPass && acting ? (
          <button type="button" className={styles.button} data-testid="pass" onClick={() => actions.act({ type: 'pass', player: acting })}>
            Pass priority
          </button>
        ) : null}
        {canEnd && acting ? (
          <button type="button" className={styles.button} data-testid="end-turn" onClick={() => actions.act({ type: 'end-turn', player: acting })}>
            End turn
          </button>
        ) : null}
      </div>
      {notice ? (
        <p className={notice.kind === 'illegal' ? styles.illegal : notice.kind === 'error' ? styles.illegal : styles.info} data-testid={notice.kind === 'illegal' ? 'illegal-reason' : 'notice'} role="status">
          {notice.kind === 'illegal' ? 'Not allowed: ' : ''}
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
