'use client';
/**
 * A new chain duel: two decks of the content, a seed, who plays each side (a human or a bot), and
 * optionally the opening draws scripted (each deck's shuffle order, the coin flip that decides who starts).
 */
import { useState } from 'react';
import type { PlayerId } from '../../../../engine/core/players';
import type { ScriptedDraw } from '../../../../engine/core/rng';
import { BOTS, isBotName } from '../../mana-duel/bots';
import { parseOrder } from '../../mana-duel/draws';
import type { CompiledChainDuel } from '../compile';
import type { ChainSetup, Seat } from '../run';
import shared from '../../sandbox.module.css';
import styles from '../chain-duel.module.css';

type CoinChoice = 'seed' | 'heads' | 'tails';

export function ChainLauncher({ game, problem, onStart }: { game: CompiledChainDuel; problem: string | null; onStart: (setup: ChainSetup) => void }) {
  const names = game.decks.map((d) => d.name);
  const [decks, setDecks] = useState<Record<PlayerId, string>>({ A: names[0] ?? '', B: names[1] ?? names[0] ?? '' });
  const [seats, setSeats] = useState<Record<PlayerId, Seat>>({ A: 'human', B: 'greedy' });
  const [orders, setOrders] = useState<Record<PlayerId, string>>({ A: '', B: '' });
  const [seed, setSeed] = useState(() => String(Math.floor(Math.random() * 1_000_000)));
  const [coin, setCoin] = useState<CoinChoice>('seed');
  const [error, setError] = useState<string | null>(null);
  const seedNumber = /^\d{1,9}$/.test(seed) ? Number(seed) : null;

  const start = () => {
    if (seedNumber === null) return;
    const script: ScriptedDraw[] = [];
    // The setup shuffles A's moves, then B's, each taking the next scripted order.
    if (orders.A.trim() === '' && orders.B.trim() !== '') return setError('script A’s shuffle order too: the decks are shuffled A first, and scripted orders are taken in turn');
    for (const p of ['A', 'B'] as const) {
      if (orders[p].trim() === '') continue;
      const r = parseOrder(orders[p]);
      if (!r.ok) return setError(`${p}'s shuffle order: ${r.reason}`);
      script.push(r.draw);
    }
    if (coin !== 'seed') script.push({ kind: 'coin', value: coin });
    setError(null);
    onStart({ decks, seed: seedNumber, seats, script });
  };

  if (names.length === 0) return <p className="notice notice--error">The chain duel&apos;s content has no deck the engine can play.</p>;
  return (
    <section className={styles.launcher} data-testid="chain-launcher">
      <h2>A new chain duel</h2>
      <div className={styles.launchSides}>
        {(['A', 'B'] as const).map((p) => (
          <fieldset key={p}>
            <legend>Player {p}</legend>
            <label className={shared.field}>
              Deck
              <select value={decks[p]} onChange={(e) => setDecks((x) => ({ ...x, [p]: e.target.value }))} aria-label={`Player ${p}'s deck`} data-testid={`deck-${p}`}>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className={shared.field}>
              Played by
              <select value={seats[p]} onChange={(e) => setSeats((x) => ({ ...x, [p]: isBotName(e.target.value) ? e.target.value : 'human' }))} aria-label={`Player ${p} is played by`} data-testid={`seat-${p}`}>
                <option value="human">a human (you)</option>
                {Object.entries(BOTS).map(([name, bot]) => (
                  <option key={name} value={name} title={bot.description}>
                    {bot.label}
                  </option>
                ))}
              </select>
            </label>
            <label className={shared.field}>
              Shuffle order of the 20 moves (optional: indices into the deck list; empty lets the seed shuffle)
              <input value={orders[p]} onChange={(e) => setOrders((x) => ({ ...x, [p]: e.target.value }))} placeholder="the seed decides" aria-label={`Player ${p}'s shuffle order`} data-testid={`order-${p}`} />
            </label>
          </fieldset>
        ))}
      </div>
      <div className={styles.controls}>
        <label className={shared.field}>
          Seed
          <input value={seed} onChange={(e) => setSeed(e.target.value)} inputMode="numeric" aria-label="Seed" data-testid="seed" />
        </label>
        <label className={shared.field}>
          Coin flip (heads: A starts)
          <select value={coin} onChange={(e) => setCoin(e.target.value === 'heads' || e.target.value === 'tails' ? e.target.value : 'seed')} aria-label="Coin flip" data-testid="coin">
            <option value="seed">the seed decides</option>
            <option value="heads">heads</option>
            <option value="tails">tails</option>
          </select>
        </label>
        <button type="button" className={shared.button} disabled={seedNumber === null} onClick={start} data-testid="start-game">
          Start the game
        </button>
      </div>
      {(error ?? problem) ? (
        <p className={styles.problemText} data-testid="launch-problem">
          {error ?? problem}
        </p>
      ) : null}
      {game.problems.length > 0 ? (
        <details>
          <summary>What the engine cannot play in the content ({game.problems.length})</summary>
          <ul>
            {game.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
