'use client';
/**
 * The sandbox for the stance duel (`/sandbox?game=stance-duel`), started from the duels' launcher (decks,
 * seats, seed, the coin flip scripted or not): two fighters with their stats and kit,
 * a stance picker for each player, and the exchange's explained log. Both players choose at the same
 * time: the table always shows one player's view (the human's against a bot; in hot seat the side still
 * to choose), so the first choice stays hidden until the second is made. Every step is a local engine
 * call; undo replays the fight without its last human choice.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Player } from '../../../engine/ai/index';
import type { GameEvent } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import type { StanceAction } from '../../../games/stance-duel/actions';
import type { StanceDeck } from '../../../games/stance-duel/cards';
import { stanceWord } from '../../../games/stance-duel/exchange';
import { GAME_ID as STANCE_DUEL } from '../../../games/stance-duel/game';
import { STANCES } from '../../../games/stance-duel/rules';
import type { StanceState } from '../../../games/stance-duel/state';
import { CardZoomArea } from '../../cards/faces/card-zoom';
import { createBot } from '../duel/bots';
import { LogLines } from '../duel/components/log-lines';
import { DuelSandbox, type DuelRunProps, type DuelSandboxSpec } from '../duel/duel-sandbox';
import type { DuelFrame } from '../duel/run';
import { compileStanceDuel, type CompiledStanceDuel } from './compile';
import { logGroups, sideModels, statusText, viewerFor, type SideModel } from './table-model';
import styles from './stance-duel.module.css';
import { plural } from '../../ui/plural';

const kindClass = (kind: string) => styles[`kind_${kind}`] ?? '';

/** How long a bot waits before it commits, so the page settles between steps. */
const BOT_DELAY_MS = 300;

const STANCE_SANDBOX: DuelSandboxSpec<StanceState, StanceAction, StanceDeck> = {
  gameId: STANCE_DUEL,
  compile: compileStanceDuel,
  // No shuffle order: a fighter's kit is not shuffled. The coin is the one draw before the first exchange.
  launcher: { name: 'stance duel', testId: 'stance-launcher', coin: 'Coin flip (heads: A attacks first in odd exchanges)' },
  Run: Fight,
};

export function StanceSandbox() {
  return <DuelSandbox spec={STANCE_SANDBOX} />;
}

interface Played {
  state: StanceState;
  events: GameEvent[];
}

/** The fight after `actions`, replayed from its start (undo is replaying fewer). */
function replayFight(game: CompiledStanceDuel, start: DuelFrame<StanceState>, actions: readonly StanceAction[]): Played {
  const run = game.engine.replay(start.state, actions);
  return { state: run.state, events: [...start.events, ...run.events] };
}

function Fight({ game, setup, start, onNewGame }: DuelRunProps<StanceState, StanceAction, StanceDeck>) {
  const [actions, setActions] = useState<StanceAction[]>([]);
  const played = useMemo(() => replayFight(game, start, actions), [game, start, actions]);
  const humans = (['A', 'B'] as const).filter((p) => setup.seats[p] === 'human');
  const [bots] = useState(() => {
    const out: Partial<Record<PlayerId, Player<StanceState, StanceAction>>> = {};
    for (const p of ['A', 'B'] as const) {
      const seat = setup.seats[p];
      if (seat !== 'human') out[p] = createBot<StanceState, StanceAction>(seat, setup.seed * 2 + (p === 'A' ? 1 : 2));
    }
    return out;
  });
  const { state } = played;
  const awaiting = game.engine.awaiting(state);
  const botTurn = awaiting.kind === 'simultaneous' ? awaiting.players.find((p) => bots[p] !== undefined) : undefined;

  useEffect(() => {
    if (botTurn === undefined) return;
    const bot = bots[botTurn];
    if (!bot) return;
    const timer = window.setTimeout(() => {
      const legal = game.engine.legalActions(state, botTurn);
      if (legal.length > 0) setActions((list) => [...list, bot.decide({ engine: game.engine, state, player: botTurn, legal })]);
    }, BOT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [botTurn, bots, game.engine, state]);

  const viewer = viewerFor(state, humans.length > 0 ? humans : ['A', 'B']);
  const view = game.engine.viewFor(state, viewer);
  const sides = sideModels(view, game.texts);
  const log = logGroups(played.events, viewer);
  const outcome = game.engine.outcome(state);
  const choose = (player: PlayerId, stance: StanceAction['stance']) => setActions((list) => [...list, { type: 'stance', player, stance }]);
  const undo = () =>
    setActions((list) => {
      // Back to before the last human choice (the bots' choices after it go too).
      const last = list.map((a) => setup.seats[a.player] === 'human').lastIndexOf(true);
      return last < 0 ? list : list.slice(0, last);
    });

  return (
    <section className={styles.fight} data-testid="stance-fight">
      <header className={styles.fightHead}>
        <h2>
          Exchange {outcome ? state.exchange - 1 : state.exchange} — {sides.A.wins}–{sides.B.wins}
        </h2>
        <span className={styles.viewer} data-testid="stance-viewer">
          seen by player {viewer}
        </span>
        <button type="button" className="button button--secondary" onClick={undo} disabled={!actions.some((a) => setup.seats[a.player] === 'human')} data-testid="stance-undo">
          Undo
        </button>
        <button type="button" className="button button--secondary" onClick={onNewGame} data-testid="stance-new">
          New fight
        </button>
      </header>
      {outcome && (
        <p className={styles.outcome} data-testid="stance-outcome">
          {/* The reason is the game's last log line, which names the winner itself: the heading and it stand on lines of their own, as in the mana duel's outcome panel. */}
          <strong className={styles.outcomeHead}>{outcome.winner === 'draw' ? 'A draw' : `Player ${outcome.winner} wins`}</strong>
          <span className={styles.outcomeReason}>{outcome.reason}</span>
        </p>
      )}
      <CardZoomArea faces={game.faces} game={STANCE_DUEL}>
        <div className={styles.sides}>
          {(['A', 'B'] as const).map((p) => (
            <FighterPanel key={p} side={sides[p]} human={setup.seats[p] === 'human'} canChoose={!outcome && setup.seats[p] === 'human' && viewer === p && state.committed[p] === undefined} onChoose={(stance) => choose(p, stance)} />
          ))}
        </div>
      </CardZoomArea>
      <section className={styles.log} aria-label="Explained log" data-testid="stance-log">
        <h3>Explained log</h3>
        <ol>
          {log.map((g) => (
            <li key={g.title} data-testid="stance-log-group">
              <strong>{g.title}</strong>
              <LogLines lines={g.lines} classOf={kindClass} />
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}

function FighterPanel({ side, human, canChoose, onChoose }: { side: SideModel; human: boolean; canChoose: boolean; onChoose: (stance: StanceAction['stance']) => void }) {
  return (
    <article className={`${styles.side} ${styles[`side_${side.player}`] ?? ''}`} data-testid={`stance-side-${side.player}`}>
      <h3>
        Player {side.player}
        {human ? '' : ' (bot)'}: {side.fighter}
      </h3>
      <p className={styles.score}>
        <span data-testid={`stance-wins-${side.player}`}>{plural(side.wins, 'exchange')} won</span> · <span data-testid={`stance-damage-${side.player}`}>{side.damage} damage taken</span>
        {side.last && <> · last: {stanceWord(side.last)}</>}
      </p>
      <table className={styles.stats}>
        <tbody>
          <tr>
            {side.stats.map((s) => (
              <th key={s.stat}>{s.stat}</th>
            ))}
          </tr>
          <tr>
            {side.stats.map((s) => (
              <td key={s.stat} data-testid={`stance-stat-${side.player}-${s.stat}`} title={s.withKit === s.value ? undefined : `printed ${s.value}; ${s.withKit} with the kit now`}>
                {s.withKit === s.value ? s.value : `${s.value} → ${s.withKit}`}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {side.stats.some((s) => s.withKit !== s.value) ? <p className={styles.statsNote}>printed → with the kits now; changes that depend on a stance apply in the exchange</p> : null}
      <ul className={styles.kit}>
        {side.kit.map((k) => (
          <li key={k.id} title={k.text} data-card-id={k.id} tabIndex={0}>
            <strong>{k.name}</strong> <em>{k.type}</em>
            <span>{k.text}</span>
          </li>
        ))}
      </ul>
      <div className={styles.picker} role="group" aria-label={`Player ${side.player}'s stance`}>
        <p className={styles.status} data-testid={`stance-status-${side.player}`}>
          {statusText(side)}
        </p>
        {canChoose &&
          STANCES.map((stance) => (
            <button key={stance} type="button" className="button" onClick={() => onChoose(stance)} data-testid={`stance-pick-${side.player}-${stance}`}>
              {stanceWord(stance)}
            </button>
          ))}
      </div>
    </article>
  );
}
