'use client';
/**
 * The selection: a card being played (its text and the next thing to choose, with the choices the
 * board cannot show as buttons), or a unit (its numbers, and what it may still do this turn).
 */
import { rulesText } from '../../../dsl/rules-text/rules-text';
import { cardFace } from '../../cards/card-face';
import { FaceSvgView } from '../../cards/faces/face-svg-view';
import { findCard, type Engine } from '../../../games/summoners-grid/index';
import { cardNameOf } from '../model/describe';
import { cardCandidates, cardStep, pickOption, pickType } from '../model/interaction';
import type { Session, SessionActions } from '../session/use-session';
import styles from '../sandbox.module.css';
import { nounFor } from '../../ui/plural';

function UnitDetails({ session, engine, unit }: { session: Session; engine: Engine; unit: string }) {
  const u = session.view.units[unit];
  const view = session.model.units.find((x) => x.id === unit);
  if (!u || !view) return null;
  const stats = engine.unitStats(session.view, unit);
  return (
    <div data-testid="unit-details">
      <h3 className={styles.panelTitle}>
        <span className={styles[`side${view.controller}`]}>{view.controller}</span> {view.name}
      </h3>
      <p className={styles.muted}>
        {view.role} · level {view.level} · HP {view.hp}/{view.maxHp} · MV {view.mvLeft} left · {view.attacksLeft} {nounFor(view.attacksLeft, 'attack')} left
        {view.weapon ? ` · ${view.weapon} (range ${stats.weapon?.range ?? '?'}, power ${stats.weapon?.power ?? '?'})` : ''}
      </p>
      {view.statuses.length > 0 ? <p className={styles.statusLine}>{view.statuses.join(', ')}</p> : null}
      <dl className={styles.stats}>
        {Object.entries(stats.stats).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function CardPanel({ session, actions, engine, hoverUnit }: { session: Session; actions: SessionActions; engine: Engine; hoverUnit: string | null }) {
  const { selection, ctx, state } = session;
  if (selection.kind === 'unit') {
    const own = session.acting && state.units[selection.unit]?.controller === session.acting;
    const direct = ctx.legal.find((a) => a.type === 'direct-attack' && a.unit === selection.unit);
    return (
      <section className={styles.panel}>
        <UnitDetails session={session} engine={engine} unit={selection.unit} />
        {own ? <p className={styles.hint}>Click a highlighted space to move, a red-ringed unit to attack. Esc clears the selection.</p> : null}
        {direct ? (
          <button type="button" className={styles.button} onClick={() => actions.act(direct)}>
            Direct attack
          </button>
        ) : null}
      </section>
    );
  }
  if (selection.kind !== 'card') {
    if (hoverUnit && session.view.units[hoverUnit]) {
      return (
        <section className={styles.panel}>
          <UnitDetails session={session} engine={engine} unit={hoverUnit} />
        </section>
      );
    }
    return null;
  }
  const card = state.cards[selection.card];
  const decl = card ? findCard(engine.def.content, card.card) : undefined;
  const candidates = cardCandidates(ctx.legal, selection.card, selection.picked);
  const step = cardStep(engine, state, candidates);
  const name = cardNameOf(engine, state, selection.card);
  return (
    <section className={styles.panel} data-testid="card-panel">
      <h3 className={styles.panelTitle}>{name}</h3>
      {decl ? <FaceSvgView face={cardFace(decl)} game="summoners-grid" size="medium" /> : null}
      {decl ? <pre className={styles.rules}>{rulesText(decl)}</pre> : null}
      {Object.entries(selection.picked.slots).length > 0 ? (
        <p className={styles.muted}>
          {Object.entries(selection.picked.slots)
            .map(([k, v]) => `${k.replace(/^targets\./, '')}: ${engine.describe(state, v)}`)
            .join(' · ')}
        </p>
      ) : null}
      {step.kind === 'type' ? (
        <div className={styles.options}>
          {step.options.map((o) => (
            <button key={o.type} type="button" className={styles.option} onClick={() => actions.click(pickType(ctx, selection, o.type))}>
              {o.label}
            </button>
          ))}
        </div>
      ) : null}
      {step.kind === 'slot' ? (
        <>
          <p className={styles.prompt} data-testid="card-prompt">
            Choose the {step.label}: click a highlighted {step.slot === 'to' || step.slot === 'anchor' ? 'space' : 'unit or space'}, or pick below.
          </p>
          <div className={styles.options}>
            {step.options.map((o) => (
              <button key={JSON.stringify(o.value)} type="button" className={styles.option} onClick={() => actions.click(pickOption(ctx, selection, step.slot, o.value))}>
                {o.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {step.kind === 'ready' ? (
        <>
          <p className={styles.prompt}>Ready. Click the highlighted target, or:</p>
          <button type="button" className={styles.primary} data-testid="confirm-play" onClick={() => actions.act(step.action)}>
            {step.action.type === 'set' ? 'Set face down' : step.action.type === 'summon' ? 'Summon' : step.action.type === 'advance' ? 'Advance' : step.action.type === 'activate' ? 'Activate' : 'Play'} {name}
          </button>
        </>
      ) : null}
      <button type="button" className={styles.linkButton} onClick={() => actions.select({ kind: 'none' })}>
        Cancel
      </button>
    </section>
  );
}
