'use client';
/**
 * The form that starts a run of the studio's current game (the sidebar's: the page lists that game's runs,
 * so a run of another game started here would vanish from the list): the two decks and their players,
 * games and seed.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../trpc/client';
import type { PlayerKind } from '../../engine/ai/player';
import type { StartRunInput } from '../server/balance-runner';
import { useCurrentGame } from '../ui/current-game-context';
import { plural } from '../ui/plural';
import { useRoleRefusal } from '../ui/session';
import { CardVersionsChoice } from '../ui/card-versions-choice';
import type { CardVersions } from '../../db/card-version-choice';

export function RunForm({ onStart, starting, error }: { onStart: (input: StartRunInput) => void; starting: boolean; error: string | undefined }) {
  const refusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const options = useQuery(trpc.balance.options.queryOptions());
  const { game } = useCurrentGame();
  const [deckA, setDeckA] = useState<string | undefined>();
  const [deckB, setDeckB] = useState<string | undefined>();
  const [aiA, setAiA] = useState<PlayerKind>('greedy');
  const [aiB, setAiB] = useState<PlayerKind>('greedy');
  const [games, setGames] = useState(200);
  const [seed, setSeed] = useState(1);
  const [swapSides, setSwapSides] = useState(false);
  const [versions, setVersions] = useState<CardVersions>('draft');

  if (options.isPending) return <p className="notice">Loading the content…</p>;
  if (options.isError) return <p className="notice notice--error">Could not load the content: {options.error.message}</p>;
  const chosen = options.data.games.find((g) => g.game === game.id);
  if (!chosen || chosen.decks.length === 0) {
    return (
      <p className="notice" data-testid="no-decks">
        {game.name} has no decks to play: build one in the deck builder (<a href="/decks">Decks</a>), or add deck files to <code>content/{game.id}/decks/</code>.
      </p>
    );
  }
  const a = deckA && chosen.decks.includes(deckA) ? deckA : chosen.decks[0] ?? '';
  const b = deckB && chosen.decks.includes(deckB) ? deckB : chosen.decks[1] ?? chosen.decks[0] ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({ game: chosen.game, decks: { A: a, B: b }, ai: { A: aiA, B: aiB }, games, seed, swapSides, versions });
  };
  const players = options.data.players;
  return (
    <form className="panel balance-form" onSubmit={submit} data-testid="run-form" aria-label="Start a run">
      <h2 className="panel__title">New run of {game.name}</h2>
      <div className="balance-form__grid">
        <Choice label="Deck A" name="deckA" value={a} choices={chosen.decks} onChange={setDeckA} />
        <Choice label="Player A" name="aiA" value={aiA} choices={players} onChange={(v) => setAiA(players.find((p) => p === v) ?? 'greedy')} />
        <Choice label="Deck B" name="deckB" value={b} choices={chosen.decks} onChange={setDeckB} />
        <Choice label="Player B" name="aiB" value={aiB} choices={players} onChange={(v) => setAiB(players.find((p) => p === v) ?? 'greedy')} />
        <label>
          Games
          <input name="games" type="number" min={1} max={options.data.maxGames} value={games} onChange={(e) => setGames(Math.max(1, Math.min(options.data.maxGames, Math.floor(Number(e.target.value) || 1))))} />
        </label>
        <label>
          Seed
          <input name="seed" type="number" min={0} value={seed} onChange={(e) => setSeed(Math.max(0, Math.floor(Number(e.target.value) || 0)))} />
        </label>
        <CardVersionsChoice value={versions} onChange={setVersions} />
        <label className="balance-form__check">
          <input type="checkbox" checked={swapSides} onChange={(e) => setSwapSides(e.target.checked)} />
          swap seats on odd games
        </label>
      </div>
      <div className="balance-form__actions">
        <button type="submit" className="button" disabled={starting || refusal !== undefined} title={refusal} data-testid="start-run">
          {starting ? 'Starting…' : 'Start run'}
        </button>
        <span className="muted">
          Plays on the studio server ({plural(options.data.workers, 'worker thread')}; at most {plural(options.data.limits.perUser, 'run')} per user and {options.data.limits.total} in all at once, the rest wait in a queue); every deck and card of the studio can play, cards as drafts (as edited) or as published. Bigger runs:{' '}
          <code>cardsmith simulate --queue</code> with <code>cardsmith worker</code>s.
        </span>
        {refusal ? (
          <p className="muted" data-testid="role-note">
            {refusal}.
          </p>
        ) : null}
        {error ? <p className="notice notice--error">{error}</p> : null}
      </div>
    </form>
  );
}

function Choice({ label, name, value, choices, onChange }: { label: string; name: string; value: string; choices: readonly string[]; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    </label>
  );
}
