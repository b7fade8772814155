'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../trpc/client';
import { useGameFiles } from '../balance/use-game-files';
import { useCurrentGame } from '../ui/current-game-context';
import { DeckEditor } from './deck-editor';
import { DeckWorkspace } from './deck-workspace';

const NEW = '\u0000new';

/** The current game's decks and the editor of the selected deck; the game's files are loaded once for live checks. */
export function DeckBuilder() {
  const trpc = useTRPC();
  const files = useGameFiles();
  const game = files.status === 'ready' ? files.game : undefined;
  const sources = files.status === 'ready' ? files.files : undefined;
  const decks = useQuery(trpc.decks.list.queryOptions({ game: useCurrentGame().game.id }));
  const workspace = useMemo(() => (game && sources ? new DeckWorkspace(game, sources) : undefined), [game, sources]);
  const catalog = useMemo(() => workspace?.catalog(), [workspace]);
  const [selected, setSelected] = useState<string | undefined>(undefined);

  const list = decks.data ?? [];
  const current = selected ?? list[0]?.id ?? NEW;

  if (files.status === 'error' || decks.isError) return <p className="notice notice--error">Could not load the decks: {files.status === 'error' ? files.message : decks.error?.message}</p>;
  if (files.status === 'no-game') return <p className="notice">The content folder has no game (a folder with a ruleset.smith).</p>;
  if (!workspace || !catalog || !decks.data || !game) return <p className="notice">Loading the decks and the game's cards…</p>;

  return (
    <div className="deck-builder">
      <nav className="panel deck-list" aria-label="Decks" data-testid="deck-list">
        {list.map((d) => (
          <button key={d.id} type="button" className="deck-list__item" data-testid="deck-item" data-deck-id={d.id} aria-current={d.id === current ? 'true' : undefined} onClick={() => setSelected(d.id)}>
            {d.name}
            <span className="deck-list__id">
              {d.id} · r{d.revision}
            </span>
          </button>
        ))}
        <button type="button" className="deck-list__item" data-testid="new-deck" aria-current={current === NEW ? 'true' : undefined} onClick={() => setSelected(NEW)}>
          + New deck
        </button>
      </nav>
      <DeckEditor key={current} game={game} deckId={current === NEW ? undefined : current} workspace={workspace} catalog={catalog} onSelect={setSelected} />
    </div>
  );
}
