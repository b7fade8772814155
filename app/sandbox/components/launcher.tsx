'use client';
/** What to open: a scenario (from the content folder or saved from the sandbox), a game, or a card to test. */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../trpc/client';
import type { CompiledGame } from '../model/compile';
import type { UrlState } from '../model/url-state';
import { PLAYERS } from '../players/players';
import styles from '../sandbox.module.css';
import { CardVersionsChoice } from '../../ui/card-versions-choice';
import type { CardVersions } from '../../../db/card-version-choice';
import { plural } from '../../ui/plural';
import { FilteredSelect } from '../../ui/filtered-select';

function DeckSelect({ game, side, value, onChange }: { game: CompiledGame; side: 'A' | 'B'; value: string; onChange: (deck: string) => void }) {
  return (
    <label className={styles.field}>
      Player {side}&apos;s deck
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={`Player ${side}'s deck`}>
        {game.decks.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Launcher({ game, versions, onVersions, onOpen }: { game: CompiledGame; versions: CardVersions; onVersions: (v: CardVersions) => void; onOpen: (state: UrlState) => void }) {
  const trpc = useTRPC();
  const scenarios = useQuery(trpc.sandbox.scenarios.list.queryOptions());
  const [deckA, setDeckA] = useState(game.decks[0]?.id ?? '');
  const [deckB, setDeckB] = useState(game.decks[1]?.id ?? game.decks[0]?.id ?? '');
  const [seed, setSeed] = useState(() => String(Math.floor(Math.random() * 1_000_000)));
  const [opponent, setOpponent] = useState('hot-seat');
  const cards = useMemo(() => [...game.content.cards].filter((c) => c.cardType !== 'role').sort((a, b) => a.cardType.localeCompare(b.cardType) || a.name.text.localeCompare(b.name.text)), [game]);
  const [card, setCard] = useState(cards.find((c) => c.cardType === 'action')?.id ?? '');
  const cardOptions = useMemo(() => cards.map((c) => ({ value: c.id ?? c.name.text, label: `${c.name.text} (${c.cardType})` })), [cards]);
  const seedNumber = /^\d{1,9}$/.test(seed) ? Number(seed) : null;

  const byFile = new Map<string, Array<{ ref: string; name: string }>>();
  for (const s of scenarios.data ?? []) {
    const group = s.origin === 'db' ? 'Saved from the sandbox' : (s.where.split('/').pop() ?? s.where);
    byFile.set(group, [...(byFile.get(group) ?? []), { ref: s.ref, name: s.name }]);
  }

  return (
    <div className={styles.launcher} data-testid="sandbox-launcher">
      <section className={`${styles.launchCard} ${styles.launchContent}`} data-testid="sandbox-content">
        <h2>What is played</h2>
        <p className="muted">The content folder&apos;s rules and scenarios, with every card and deck of the studio (the deck builder&apos;s decks included).</p>
        <CardVersionsChoice className={styles.field} value={versions} onChange={onVersions} />
        {game.leftOut.length > 0 ? (
          <details className={styles.leftOut} data-testid="left-out" open>
            <summary>
              {plural(game.leftOut.length, 'file')} left out for {game.leftOut.length === 1 ? 'its' : 'their'} errors; everything else plays
            </summary>
            <ul>
              {game.leftOut.map((f) => (
                <li key={f.path}>
                  <code>{f.path.replace(/^content\/[^/]+\//, '')}</code>: {f.errors[0] ? `${f.errors[0].range.start.line}:${f.errors[0].range.start.column} ${f.errors[0].message}` : 'errors'}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
      <section className={styles.launchCard}>
        <h2>Open a scenario</h2>
        <p className="muted">A position with a script: step through it action by action, or take over at any point.</p>
        {scenarios.isPending ? <p className="muted">Loading scenarios…</p> : null}
        {scenarios.isError ? <p className="notice--error">Could not list the scenarios: {scenarios.error.message}</p> : null}
        <div className={styles.scenarioList}>
          {[...byFile].map(([group, list]) => (
            <div key={group}>
              <h3>{group}</h3>
              <ul>
                {list.map((s) => (
                  <li key={s.ref}>
                    <button type="button" className={styles.linkButton} data-ref={s.ref} onClick={() => onOpen({ source: { kind: 'scenario', ref: s.ref } })}>
                      {s.name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.launchCard}>
        <h2>Play a game</h2>
        <p className="muted">A whole game between two decks, from the coin flip: hot-seat, or against a bot.</p>
        <DeckSelect game={game} side="A" value={deckA} onChange={setDeckA} />
        <DeckSelect game={game} side="B" value={deckB} onChange={setDeckB} />
        <label className={styles.field}>
          Player B is
          <select value={opponent} onChange={(e) => setOpponent(e.target.value)} aria-label="Opponent">
            <option value="hot-seat">a person (hot-seat)</option>
            {Object.entries(PLAYERS).map(([name, p]) => (
              <option key={name} value={name}>
                a bot: {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Seed
          <input value={seed} onChange={(e) => setSeed(e.target.value.trim())} inputMode="numeric" aria-label="Seed" />
        </label>
        <button
          type="button"
          className={styles.primary}
          disabled={!deckA || !deckB || seedNumber === null}
          onClick={() => onOpen({ source: { kind: 'play', decks: { A: deckA, B: deckB } }, seed: seedNumber ?? 0, ...(opponent !== 'hot-seat' ? { bot: { side: 'B' as const, name: opponent } } : {}) })}
        >
          Start the game
        </button>
      </section>
      <section className={styles.launchCard}>
        <h2>Test a card</h2>
        <p className="muted">The card in a default position for its kind: a caster and a target in range, in the right phase. The editor&apos;s “Test this card” opens the same with the unsaved draft.</p>
        <label className={styles.field}>
          Card
          <FilteredSelect testid="test-card" value={card} options={cardOptions} noun="card" ariaLabel="Card to test" onChange={setCard} />
        </label>
        <button type="button" className={styles.primary} disabled={!card} onClick={() => onOpen({ source: { kind: 'card', card } })}>
          Test the card
        </button>
      </section>
    </div>
  );
}
