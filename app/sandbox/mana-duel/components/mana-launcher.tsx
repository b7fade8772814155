'use client';
/**
 * A new mana duel: two decks of the content, a seed, who plays each side (human or a bot), and
 * optionally the opening draws scripted (the coin flip, each deck's shuffle order).
 */
import { useState } from 'react';
import type { PlayerId } from '../../../../engine/core/players';
import type { ScriptedDraw } from '../../../../engine/core/rng';
import { BOTS, isBotName } from '../bots';
import type { CompiledManaDuel } from '../compile';
import { parseOrder } from '../draws';
import type { ManaSetup, Seat } from '../run';
import shared from '../../sandbox.module.css';
import styles from '../mana-duel.module.css';
import { nounFor, plural } from '../../../ui/plural';

type CoinChoice = 'seed' | 'heads' | 'tails';

function SideFields({
  game,
  side,
  deck,
  seat,
  order,
  onDeck,
  onSeat,
  onOrder,
}: {
  game: CompiledManaDuel;
  side: PlayerId;
  deck: string;
  seat: Seat;
  order: string;
  onDeck: (d: string) => void;
  onSeat: (s: Seat) => void;
  onOrder: (o: string) => void;
}) {
  return (
    <fieldset className={`${styles.launchSide} ${styles[`side_${side}`] ?? ''}`}>
      <legend>Player {side}</legend>
      <label className={shared.field}>
        Deck
        <select value={deck} onChange={(e) => onDeck(e.target.value)} aria-label={`Player ${side}'s deck`} data-testid={`deck-${side}`}>
          {game.decks.map((d) => (
            <option key={d.name} value={d.name}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <label className={shared.field}>
        Played by
        <select
          value={seat}
          onChange={(e) => onSeat(e.target.value === 'human' || !isBotName(e.target.value) ? 'human' : e.target.value)}
          aria-label={`Player ${side} is played by`}
          data-testid={`seat-${side}`}
        >
          <option value="human">a human (you)</option>
          {Object.entries(BOTS).map(([name, bot]) => (
            <option key={name} value={name} title={bot.description}>
              {bot.label}
            </option>
          ))}
        </select>
      </label>
      <label className={shared.field}>
        Shuffle order (optional: 30 indices; empty lets the seed shuffle)
        <input value={order} onChange={(e) => onOrder(e.target.value)} placeholder="the seed decides" aria-label={`Player ${side}'s shuffle order`} />
      </label>
    </fieldset>
  );
}

export function ManaLauncher({ game, problem, onStart }: { game: CompiledManaDuel; problem: string | null; onStart: (setup: ManaSetup) => void }) {
  const names = game.decks.map((d) => d.name);
  const [decks, setDecks] = useState<Record<PlayerId, string>>({
    A: names[0] ?? '',
    B: names[1] ?? names[0] ?? '',
  });
  const [seats, setSeats] = useState<Record<PlayerId, Seat>>({
    A: 'human',
    B: 'greedy',
  });
  const [orders, setOrders] = useState<Record<PlayerId, string>>({
    A: '',
    B: '',
  });
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

  if (names.length === 0) return <p className="notice notice--error">The mana duel&apos;s content has no deck the engine can play.</p>;
  return (
    <section className={styles.launcher} data-testid="mana-launcher">
      <h2>A new mana duel</h2>
      <div className={styles.launchSides}>
        {(['A', 'B'] as const).map((p) => (
          <SideFields
            key={p}
            game={game}
            side={p}
            deck={decks[p]}
            seat={seats[p]}
            order={orders[p]}
            onDeck={(d) => setDecks((x) => ({ ...x, [p]: d }))}
            onSeat={(s) => setSeats((x) => ({ ...x, [p]: s }))}
            onOrder={(o) => setOrders((x) => ({ ...x, [p]: o }))}
          />
        ))}
      </div>
      <div className={styles.launchRow}>
        <label className={shared.field}>
          Seed
          <input value={seed} onChange={(e) => setSeed(e.target.value)} inputMode="numeric" aria-label="Seed" data-testid="seed" />
        </label>
        <label className={shared.field}>
          Coin flip (heads: A chooses who starts)
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
      <p className={styles.hint}>The bots play in this page: the search bot thinks up to a second a decision.</p>
    </section>
  );
}
