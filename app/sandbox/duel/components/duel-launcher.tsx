'use client';
/**
 * A new duel: two decks of the content, a seed, who plays each side (human or a bot), and optionally the
 * opening draws scripted (each deck's shuffle order, if the game shuffles decks, and the coin flip). What the fields say about the game's
 * own opening (how many cards a shuffle orders, what the coin decides) is the game's (`LauncherTexts`).
 */
import { useMemo, useState } from 'react';
import type { GameAction } from '../../../../engine/core/game';
import type { PlayerId } from '../../../../engine/core/players';
import type { ScriptedDraw } from '../../../../engine/core/rng';
import type { LauncherTest } from '../card-test';
import type { CompiledDuel } from '../compile';
import { parseOrder } from '../draws';
import type { DuelSetup, Seat } from '../run';
import { DeckAndSeat } from './deck-and-seat';
import { FilteredSelect } from '../../../ui/filtered-select';
import shared from '../../sandbox.module.css';
import styles from '../duel.module.css';
import { nounFor, plural } from '../../../ui/plural';

/** The launcher's words for one game. */
export interface LauncherTexts {
  /** The game in a sentence: "mana duel" ("A new mana duel"). */
  name: string;
  testId: string;
  /** The label of each side's shuffle order field; none for a game whose setup shuffles no deck (the stance duel). */
  shuffleOrder?: string;
  /** The label of the coin flip (what heads decides). */
  coin: string;
  /** A line below the launcher, if the game has something to say. */
  note?: string;
}

type CoinChoice = 'seed' | 'heads' | 'tails';

interface LauncherProps<S, A extends GameAction, D> {
  game: CompiledDuel<S, A, D>;
  texts: LauncherTexts;
  /** The card under test (`?card=`) and what the launcher set up for it. */
  tested?: { id: string; test: LauncherTest | undefined };
  /** Picks a card to test ('' for none): the sandbox compiles again with a deck made for it. */
  onTestCard: (id: string) => void;
  problem: string | null;
  onStart: (setup: DuelSetup) => void;
}

export function DuelLauncher<S, A extends GameAction, D>({ game, texts, tested, onTestCard, problem, onStart }: LauncherProps<S, A, D>) {
  const test = tested?.test;
  const names = game.decks.map((d) => d.name);
  const cards = useMemo(
    () => Object.entries(game.faces).map(([id, face]) => ({ value: id, label: `${face.name} · ${face.cardType}` })).sort((a, b) => a.label.localeCompare(b.label)),
    [game.faces],
  );
  // A tested card's deck for A; B gets the first other deck.
  const deckA = test?.deckA ?? names[0] ?? '';
  const [decks, setDecks] = useState<Record<PlayerId, string>>({ A: deckA, B: names.find((n) => n !== deckA) ?? deckA });
  const [seats, setSeats] = useState<Record<PlayerId, Seat>>({ A: 'human', B: 'greedy' });
  const [orders, setOrders] = useState<Record<PlayerId, string>>({ A: test?.orderA ?? '', B: '' });
  const [seed, setSeed] = useState(() => String(Math.floor(Math.random() * 1_000_000)));
  const [coin, setCoin] = useState<CoinChoice>('seed');
  const [error, setError] = useState<string | null>(null);
  const seedNumber = /^\d{1,9}$/.test(seed) ? Number(seed) : null;

  const start = () => {
    if (seedNumber === null) return;
    const script: ScriptedDraw[] = [];
    for (const p of ['A', 'B'] as const) {
      if (orders[p].trim() === '') continue;
      const r = parseOrder(orders[p]);
      if (!r.ok) return setError(`${p}'s shuffle order: ${r.reason}`);
      script.push(r.draw);
    }
    // The setup shuffles A's deck, then B's, each taking the next scripted order: B's alone would be taken by A's shuffle.
    if (orders.A.trim() === '' && orders.B.trim() !== '') return setError('script A’s shuffle order too: the decks are shuffled A first, and scripted orders are taken in turn');
    if (coin !== 'seed') script.push({ kind: 'coin', value: coin });
    setError(null);
    onStart({ decks, seed: seedNumber, seats, script });
  };

  if (names.length === 0) return <p className="notice notice--error">{`The ${texts.name}'s content has no deck the engine can play.`}</p>;
  return (
    <section className={styles.launcher} data-testid={texts.testId}>
      <h2>{`A new ${texts.name}`}</h2>
      {test ? (
        <p className={test.problem ? 'banner banner--warn' : 'banner banner--ok'} style={{ marginBottom: 10 }} data-testid="card-test" data-problem={test.problem}>
          {test.note}
        </p>
      ) : null}
      <div className={styles.launchSides}>
        {(['A', 'B'] as const).map((p) => (
          <fieldset key={p} className={`${styles.launchSide} ${styles[`side_${p}`] ?? ''}`}>
            <legend>Player {p}</legend>
            <DeckAndSeat
              side={p}
              decks={names}
              deck={decks[p]}
              seat={seats[p]}
              onDeck={(d) => setDecks((x) => ({ ...x, [p]: d }))}
              onSeat={(seat) => setSeats((x) => ({ ...x, [p]: seat }))}
              testIds={{ deck: `deck-${p}`, seat: `seat-${p}` }}
            />
            {texts.shuffleOrder === undefined ? null : (
              <label className={shared.field}>
                {texts.shuffleOrder}
                <input value={orders[p]} onChange={(e) => setOrders((x) => ({ ...x, [p]: e.target.value }))} placeholder="the seed decides" aria-label={`Player ${p}'s shuffle order`} data-testid={`order-${p}`} />
              </label>
            )}
          </fieldset>
        ))}
      </div>
      <div className={styles.launchRow}>
        <label className={shared.field}>
          Seed
          <input value={seed} onChange={(e) => setSeed(e.target.value)} inputMode="numeric" aria-label="Seed" data-testid="seed" />
        </label>
        <label className={shared.field}>
          {texts.coin}
          <select value={coin} onChange={(e) => setCoin(e.target.value === 'heads' || e.target.value === 'tails' ? e.target.value : 'seed')} aria-label="Coin flip" data-testid="coin">
            <option value="seed">the seed decides</option>
            <option value="heads">heads</option>
            <option value="tails">tails</option>
          </select>
        </label>
        <button type="button" className={styles.bigButton} disabled={seedNumber === null} onClick={start} data-testid="start-game">
          Start the game
        </button>
      </div>
      <div className={styles.launchRow}>
        <label className={`${shared.field} ${styles.testCard}`}>
          Test a card
          <FilteredSelect testid="duel-test-card" value={tested?.id ?? ''} options={cards} leading={<option value="">no card</option>} noun="card" ariaLabel="Card to test" onChange={onTestCard} />
        </label>
      </div>
      {seedNumber === null ? <p className={styles.problemText}>The seed is a whole number (up to 9 digits).</p> : null}
      {(error ?? problem) ? (
        <p className={styles.problemText} data-testid="launch-problem">
          {error ?? problem}
        </p>
      ) : null}
      {game.leftOut.length > 0 ? (
        <details className={styles.problems}>
          <summary>
            {plural(game.leftOut.length, 'file')} left out for {game.leftOut.length === 1 ? 'its' : 'their'} errors (a deck that names a left-out card is left out too)
          </summary>
          <ul>
            {game.leftOut.map((c) => (
              <li key={c.path}>
                {c.path.split('/').pop()}: {c.errors[0]?.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {game.problems.length > 0 ? (
        <details className={styles.problems}>
          <summary>
            {game.problems.length} {nounFor(game.problems.length, 'thing')} in the content the engine cannot play
          </summary>
          <ul>
            {game.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {texts.note ? <p className={styles.hint}>{texts.note}</p> : null}
    </section>
  );
}
