'use client';
/**
 * The library: every card, searchable and filterable, one row per card with its face in small, and the
 * selected card's full face beside the list. Keyboard: `/` focuses the search, ↑/↓ (also from the
 * search box) move the selection, Enter opens the selected card, Escape leaves the search box.
 * The query lives in the URL, so a filtered view can be shared.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTRPC } from '../trpc/client';
import type { LibraryCard } from '../server/library';
import { DraftFaceView, DraftMiniFace, useShownFace } from '../cards/draft-face-view';
import { StatusBadge } from '../cards/status-badge';
import { useSession } from '../ui/session';
import { useCurrentGame } from '../ui/current-game-context';
import { useHydrated } from '../ui/use-hydrated';
import { applyQuery, filterOptions, queryFromParams, queryToSearch, type LibraryQuery } from './library-query';
import { LibraryToolbar } from './library-toolbar';
import { NewCardButton } from './new-card-button';
import { TestCardLink } from '../cards/test-card-link';
import { plural } from '../ui/plural';
import { CardLifecycleActions } from './card-lifecycle-actions';
import { CardTags } from '../cards/card-tags';
import { MoreRows, useRowWindow } from '../ui/use-row-window';

export function CardLibrary() {
  const trpc = useTRPC();
  const router = useRouter();
  const { canEdit } = useSession();
  const { game } = useCurrentGame();
  const cards = useQuery(trpc.cards.list.queryOptions({ game: game.id }));
  const params = useSearchParams();
  // The query is state (typing must not wait for the URL); the URL mirrors it so the view can be shared.
  const [query, setQueryState] = useState(() => queryFromParams(new URLSearchParams(params.toString())));
  const setQuery = useCallback((next: LibraryQuery) => {
    setQueryState(next);
    // The history API, not the router: filtering must not render the page on the server again.
    window.history.replaceState(null, '', `/library${queryToSearch(next)}`);
  }, []);
  const shown = useMemo(() => applyQuery(cards.data ?? [], query), [cards.data, query]);
  // Search and filters run over every card; only the rendering is windowed (a big set has 10,000 rows).
  const rowWindow = useRowWindow(shown.length, `${game.id}${queryToSearch(query)}`);
  const { reach } = rowWindow;
  const options = useMemo(() => filterOptions(cards.data ?? [], game), [cards.data, game]);
  // Roles and species a card asks for: only games that declare them have such requirements.
  const requirements = game.roles || game.species;
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const selectedIndex = Math.max(
    0,
    shown.findIndex((c) => c.id === selectedId),
  );
  const selected: LibraryCard | undefined = shown[selectedIndex];
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLTableSectionElement>(null);
  const hydrated = useHydrated();

  const open = useCallback(
    (card: LibraryCard | undefined) => {
      if (card) router.push(`/cards/${encodeURIComponent(card.id)}`);
    },
    [router],
  );

  const move = useCallback(
    (delta: number) => {
      if (shown.length === 0) return;
      const index = Math.min(shown.length - 1, Math.max(0, selectedIndex + delta));
      const next = shown[index];
      if (next) {
        reach(index);
        setSelectedId(next.id);
      }
    },
    [shown, selectedIndex, reach],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const inSearch = target === search.current;
      const typing = !inSearch && target !== null && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
      if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === '/' && !inSearch) {
        event.preventDefault();
        search.current?.focus();
        search.current?.select();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'PageDown' || event.key === 'PageUp') {
        event.preventDefault();
        move(event.key === 'PageDown' ? 10 : -10);
      } else if (event.key === 'Enter' && (inSearch || target === document.body || target?.closest('[data-testid="card-table"]'))) {
        event.preventDefault();
        open(selected);
      } else if (event.key === 'Escape' && inSearch) {
        search.current?.blur();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [move, open, selected]);

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selected?.id]);

  if (cards.isPending) return <p className="notice">Loading cards…</p>;
  if (cards.isError) return <p className="notice notice--error">Could not load the cards: {cards.error.message}</p>;
  if (cards.data.length === 0) {
    return (
      <div className="empty-state" data-testid="library-empty">
        <h2>No cards yet</h2>
        <p>
          Card files live in <code>content/&lt;game&gt;/cards/</code>, one card per <code>.smith</code> file. Add some and restart the studio, or run{' '}
          <code>npx cardsmith db seed</code> while it is stopped{canEdit ? ', or create one here' : ''}.
        </p>
        {canEdit ? <NewCardButton /> : null}
      </div>
    );
  }
  return (
    <div className="library" data-ready={hydrated || undefined}>
      <section className="panel panel--flush library__list">
        <LibraryToolbar
          query={query}
          options={options}
          onChange={setQuery}
          searchRef={search}
          count={shown.length === cards.data.length ? plural(cards.data.length, 'card') : `${shown.length} of ${plural(cards.data.length, 'card')}`}
          actions={canEdit ? <NewCardButton /> : null}
        />
        <div className="library__scroll">
          <table className="data-table library-table" data-testid="card-table">
            <thead>
              <tr>
                <th scope="col">Card</th>
                {requirements ? <th scope="col">Requires</th> : null}
                <th scope="col">Status</th>
                <th scope="col" className="data-table__num">
                  Problems
                </th>
              </tr>
            </thead>
            <tbody ref={list}>
              {shown.slice(0, rowWindow.rows).map((card) => (
                <tr
                  key={card.id}
                  data-testid="card-row"
                  data-card-id={card.id}
                  aria-selected={card.id === selected?.id}
                  onClick={() => setSelectedId(card.id)}
                  onDoubleClick={() => open(card)}
                >
                  <td className="library-table__card">
                    <LibraryRowFace card={card} ready={hydrated} />
                  </td>
                  {requirements ? (
                    <td className="library-table__requires">
                      <div className="chips">
                        {[...card.roles, ...card.species].map((name) => (
                          <span key={name} className="chip">
                            {name}
                          </span>
                        ))}
                      </div>
                    </td>
                  ) : null}
                  <td className="library-table__status">
                    <StatusBadge card={card} />
                    <span className="library-table__time" title="last saved (UTC)">
                      {utcMinute(card.updatedAt)}
                    </span>
                  </td>
                  <td className="data-table__num">
                    <ProblemCount errors={card.errors} warnings={card.warnings} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <MoreRows window={rowWindow} noun="card" />
          {shown.length === 0 ? <p className="notice">No card matches these filters.</p> : null}
        </div>
      </section>
      <aside className="library__preview" aria-label="Selected card" data-testid="library-preview">
        {selected ? (
          <>
            <LibraryPreviewFace card={selected} ready={hydrated} />
            <div className="library__actions">
              <Link className="button button--primary" prefetch={false} href={`/cards/${encodeURIComponent(selected.id)}`}>
                Open <kbd>Enter</kbd>
              </Link>
              <Link className="button" prefetch={false} href={`/cards/${encodeURIComponent(selected.id)}/history`}>
                History
              </Link>
              <TestCardLink card={selected.id} game={game.id} />
              <CardLifecycleActions key={selected.id} card={selected} onDuplicated={setSelectedId} />
            </div>
            <CardTags key={selected.id} cardId={selected.id} tags={selected.tags} />
            <p className="library__hint muted">
              <kbd>/</kbd> search · <kbd>↑</kbd>
              <kbd>↓</kbd> select · <kbd>Enter</kbd> open
            </p>
          </>
        ) : null}
      </aside>
    </div>
  );
}

function LibraryRowFace({ card, ready }: { card: LibraryCard; ready: boolean }) {
  const title = (
    <Link href={`/cards/${encodeURIComponent(card.id)}`} prefetch={false} className="card-name" onClick={(e) => e.stopPropagation()}>
      {card.name}
    </Link>
  );
  const shown = useShownFace(card.id, card.face, card.errors, ready);
  return <DraftMiniFace shown={shown} errors={card.errors} title={title} />;
}

function LibraryPreviewFace({ card, ready }: { card: LibraryCard; ready: boolean }) {
  const shown = useShownFace(card.id, card.face, card.errors, ready);
  return <DraftFaceView cardId={card.id} game={card.game} shown={shown} errors={card.errors} noCard={<p className="notice">This draft does not declare a card yet.</p>} />;
}

export function ProblemCount({ errors, warnings }: { errors: number; warnings: number }) {
  if (errors === 0 && warnings === 0) return <span className="problems problems--none">—</span>;
  return (
    <span className="problems" data-testid="problem-count">
      {errors > 0 ? <span className="problems__errors">{errors} ✕</span> : null}
      {warnings > 0 ? <span className="problems__warnings">{warnings} ⚠</span> : null}
    </span>
  );
}

/** `2026-11-22 14:05`: the same on server and client (no time zone or locale), so hydration matches. */
export function utcMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}
