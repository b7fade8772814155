'use client';
/** One run: live progress while it plays, then its headline numbers and charts. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../trpc/client';
import { cardWinRateOption, damageOption, lengthOption, playedCards } from './chart-options';
import { EChart } from './echart';
import { gamesPerSecond } from '../../games/sim/report';
import { cardsMeasureEffects } from '../../games/sim/results';
import { CardTable } from './card-table';
import { ChoiceTables } from './choice-tables';
import { plural } from '../ui/plural';
import { useRoleRefusal } from '../ui/session';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const interval = (r: { low: number; high: number }) => `${pct(r.low)}–${pct(r.high)}`;

export function RunView({ id }: { id: string }) {
  const refusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const run = useQuery({
    ...trpc.balance.get.queryOptions({ id }),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'queued' || q.state.data.status === 'running') ? 500 : false),
  });
  const stop = useMutation(trpc.balance.stop.mutationOptions());
  const results = run.data?.results ?? undefined;
  const charts = useMemo(() => (results ? { cards: cardWinRateOption(results), damage: damageOption(results), length: lengthOption(results) } : undefined), [results]);
  // A game whose cards are never played but whose players choose each round (the stance duel).
  const noPlays = results !== undefined && playedCards(results).length === 0 && results.choices.length > 0;

  if (run.isPending) return <p className="notice">Loading the run…</p>;
  if (run.isError) return <p className="notice notice--error">Could not load the run: {run.error.message}</p>;
  const r = run.data;
  const share = r.games > 0 ? r.gamesDone / r.games : 0;
  const live = r.status === 'queued' || r.status === 'running';
  return (
    <section className="panel balance-run" data-testid="run-view" data-status={r.status} aria-label="Run">
      <h2 className="panel__title">{r.label}</h2>
      <div className="balance-progress">
        <div
          className="balance-progress__bar"
          role="progressbar"
          aria-label="Games played"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
          data-testid="run-progress"
        >
          <div className={`balance-progress__fill balance-progress__fill--${r.status}`} style={{ width: `${share * 100}%` }} />
        </div>
        <span className="balance-progress__text" data-testid="run-progress-text">
          {Math.round(share * 100)}% · {r.gamesDone.toLocaleString('en-US')} of {plural(r.games, 'game')} · {r.status}
        </span>
        {live && r.runner === 'studio' ? (
          <button type="button" className="button button--quiet" onClick={() => stop.mutate({ id })} disabled={stop.isPending || refusal !== undefined} title={refusal}>
            Stop
          </button>
        ) : null}
      </div>
      {r.error ? <p className="notice notice--error">{r.error}</p> : null}
      {results && charts ? (
        <>
          <dl className="balance-headline" data-testid="run-headline">
            <Stat label={`${results.run.decks.A} wins`} value={pct(results.wins.A.rate)} detail={interval(results.wins.A)} />
            <Stat label={`${results.run.decks.B} wins`} value={pct(results.wins.B.rate)} detail={interval(results.wins.B)} />
            <Stat label="First player wins" value={pct(results.firstPlayer.rate)} detail={interval(results.firstPlayer)} />
            <Stat label="Game length" value={`${results.length.averageTurns.toFixed(1)} turns`} detail={`median ${results.length.medianTurns}`} />
            {results.timing ? <Stat label="Speed" value={`${gamesPerSecond(results.timing.gamesPerSecond)} games/s`} detail={plural(results.timing.workers, 'worker')} /> : null}
          </dl>
          {results.ai.length > 1 ? (
            <p className="muted">
              {results.ai.map((p) => `${p.kind}: ${pct(p.wins.rate)} (${interval(p.wins)}) of ${plural(p.games, 'game')}`).join(' · ')}
            </p>
          ) : null}
          {noPlays ? (
            // Two empty card figures would say the same twice: once, with what to do instead.
            <p className="muted" data-testid="run-no-plays">
              No card was played in these games: the decks&apos; cards are in play from the start (the stance duel&apos;s fighter and kit), and the players&apos; choices are below. To see what a card does, compare a run with it against a run without it (Compare, in the runs list).
            </p>
          ) : null}
          <div className="balance-charts">
            {noPlays ? null : (
              <figure className="balance-figure balance-figure--wide">
                <figcaption>Win rate per card: played vs. in the deck but not played (95% Wilson intervals)</figcaption>
                {playedCards(results).length > 0 ? (
                  <EChart option={charts.cards} height={Math.max(220, playedCards(results).length * 26 + 80)} testId="chart-card-winrates" label="win rate per card" />
                ) : (
                  <p className="muted">No card was played.</p>
                )}
              </figure>
            )}
            {/* Only a game that reports damage per hit has this chart (Summoner's Grid); the others report plays. */}
            {cardsMeasureEffects(results.cards) ? (
              <figure className="balance-figure">
                <figcaption>Damage per hit on enemy summons (hits per damage band)</figcaption>
                <EChart option={charts.damage} height={420} testId="chart-damage" label="damage distributions" />
              </figure>
            ) : null}
            <figure className="balance-figure">
              <figcaption>Game length (finished games)</figcaption>
              <EChart option={charts.length} height={420} testId="chart-length" label="game length histogram" />
            </figure>
          </div>
          {noPlays ? null : (
            <figure className="balance-figure balance-figure--wide">
              <figcaption>Cards: plays, and the games each side played them in with its win rate then</figcaption>
              <CardTable results={results} />
            </figure>
          )}
          {results.choices.length > 0 ? (
            <figure className="balance-figure balance-figure--wide">
              <figcaption>Choices made each round (both players): pick rate, win rate, and the matchup matrix</figcaption>
              <ChoiceTables results={results} />
            </figure>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value} <small>({detail})</small>
      </dd>
    </div>
  );
}
