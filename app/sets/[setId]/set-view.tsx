'use client';
import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { PageHeader } from '../../ui/page-header';
import { ProblemList } from '../problem-list';
import { SetDiffView } from './set-diff-view';
import type { SetDetail } from '../../../db/sets';
import { plural } from '../../ui/plural';
import { useRoleRefusal } from '../../ui/session';
import { Dialog } from '../../ui/dialog';
import { PrintSheetLink } from '../../cards/faces/print-sheet-link';
import { MoreRows, useRowWindow } from '../../ui/use-row-window';

export function SetView({ setId }: { setId: string }) {
  const trpc = useTRPC();
  const set = useQuery(trpc.sets.get.queryOptions({ id: setId }));
  if (set.isPending) return <p className="notice">Loading the set…</p>;
  if (set.isError) {
    return (
      <p className="notice notice--error" data-testid="set-error">
        {set.error.message}. <Link href="/sets">All sets</Link>
      </p>
    );
  }
  const s = set.data;
  return (
    <>
      <PageHeader title={s.name}>
        <code>{s.id}</code> · {s.game}
        {s.description ? ` · ${s.description}` : ''} · <Link href="/sets">All sets</Link>
      </PageHeader>
      <div className="sets-layout">
        <div className="sets-main">
          <Members set={s} />
          <Versions set={s} />
          <SetDiffView set={s} />
        </div>
        <aside className="sets-side">
          <Freeze set={s} />
          <AddCards set={s} />
        </aside>
      </div>
    </>
  );
}

function useInvalidateSets() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.sets.pathFilter());
}

function Members({ set }: { set: SetDetail }) {
  const designerRefusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const invalidate = useInvalidateSets();
  const remove = useMutation(trpc.sets.removeCards.mutationOptions({ onSuccess: invalidate }));
  // A set of 10,000 cards rendered every row (80,000 elements): a window of rows, like the library.
  const rowWindow = useRowWindow(set.members.length, set.id);
  return (
    <section className="panel panel--flush" aria-label="Cards in the set">
      <h2 className="panel__title panel__title--inset">Cards ({set.members.length.toLocaleString('en-US')})</h2>
      {set.members.length === 0 ? (
        <p className="notice">No cards yet: add published cards from the list on the right.</p>
      ) : (
        // The list scrolls on its own, like the pick list: scrolling the page toward the panels below it
        // (the Changes panel) would otherwise keep growing the window, and with 10,000 cards never reach them.
        <div className="member-scroll" data-testid="member-scroll">
          <table className="data-table" data-testid="member-table">
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Kind</th>
                <th scope="col">Version</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {set.members.slice(0, rowWindow.rows).map((m) => (
                <tr key={m.cardId} data-testid="member-row" data-card-id={m.cardId}>
                  <td>
                    <span className="card-name">{m.name}</span>
                    <span className="card-id">{m.cardId}</span>
                  </td>
                  <td className="kind">{m.kind}</td>
                  <td className="muted">{m.pinnedVersion === null ? `current (v${m.currentVersion ?? '—'})` : `pinned v${m.pinnedVersion}`}</td>
                  <td className="data-table__num">
                    <button className="button button--small" type="button" disabled={remove.isPending || designerRefusal !== undefined} title={designerRefusal} onClick={() => remove.mutate({ setId: set.id, cardIds: [m.cardId] })}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <MoreRows window={rowWindow} noun="card" />
        </div>
      )}
      {remove.data?.status === 'problems' ? <ProblemList title="Not removed:" problems={remove.data.problems} /> : null}
    </section>
  );
}

function AddCards({ set }: { set: SetDetail }) {
  const designerRefusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const invalidate = useInvalidateSets();
  const candidates = useQuery(trpc.sets.candidates.queryOptions({ id: set.id }));
  const add = useMutation(trpc.sets.addCards.mutationOptions({ onSuccess: invalidate }));
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return (candidates.data ?? []).filter((c) => words.every((w) => `${c.name} ${c.id} ${c.kind}`.toLowerCase().includes(w)));
  }, [candidates.data, filter]);
  const rowWindow = useRowWindow(shown.length, filter);
  return (
    <section className="panel" aria-label="Add cards">
      <h2 className="panel__title">Add published cards</h2>
      <input className="form__input" type="search" placeholder="Filter by name, id or kind" aria-label="Filter published cards" value={filter} onChange={(e) => setFilter(e.target.value)} />
      {candidates.data?.length === 0 ? <p className="muted">Every published card of {set.game} is in the set.</p> : null}
      <ul className="pick-list" data-testid="candidate-list">
        {shown.slice(0, rowWindow.rows).map((c) => (
          <li key={c.id} data-testid="candidate" data-card-id={c.id}>
            <span>
              <span className="card-name">{c.name}</span>
              <span className="card-id">
                {c.id} · {c.kind} · v{c.currentVersion}
              </span>
            </span>
            <button className="button button--small" type="button" disabled={add.isPending || designerRefusal !== undefined} title={designerRefusal} onClick={() => add.mutate({ setId: set.id, cards: [{ cardId: c.id }] })}>
              Add
            </button>
          </li>
        ))}
        <MoreRows window={rowWindow} noun="card" as="li" />
      </ul>
      {add.data?.status === 'problems' ? <ProblemList title="Not added:" problems={add.data.problems} /> : null}
    </section>
  );
}

/**
 * Freezing is permanent: the button opens a dialog that says so and asks for the release notes (what the
 * version changes), which are stored with the version and shown in the version list.
 */
function Freeze({ set }: { set: SetDetail }) {
  const publisherRefusal = useRoleRefusal('publisher');
  const trpc = useTRPC();
  const invalidate = useInvalidateSets();
  const [asking, setAsking] = useState(false);
  const [notes, setNotes] = useState('');
  const freeze = useMutation(
    trpc.sets.freeze.mutationOptions({
      onSuccess: async (answer) => {
        setAsking(false);
        if (answer.status === 'frozen') setNotes('');
        await invalidate();
      },
    }),
  );
  const next = (set.versions.at(-1)?.version ?? 0) + 1;
  const result = freeze.data;
  return (
    <section className="panel" aria-label="Freeze a version">
      <h2 className="panel__title">Freeze version {next}</h2>
      <p className="muted form__hint">Pins every card and what it needs (roles, species, referenced cards, the ruleset and tables) to its published version, after validating the whole set. Frozen versions never change.</p>
      <button className="button button--primary" type="button" disabled={freeze.isPending || publisherRefusal !== undefined} title={publisherRefusal} onClick={() => {
          freeze.reset();
          setAsking(true);
        }} data-testid="freeze-set">
        {freeze.isPending ? 'Validating…' : `Freeze version ${next}…`}
      </button>
      <Dialog
        open={asking}
        title={`Freeze version ${next} of ${set.name}?`}
        onClose={() => setAsking(false)}
        onSubmit={() => freeze.mutate({ setId: set.id, releaseNotes: notes })}
        submitLabel={freeze.isPending ? 'Validating…' : `Freeze version ${next}`}
        submitDisabled={notes.trim() === '' || freeze.isPending}
        testId="freeze-dialog"
      >
        <p>
          A frozen version is permanent: it cannot be changed or deleted, and every bundle exported from it ships exactly these cards. Check the working selection
          first.
        </p>
        <label className="form__field">
          <span className="form__label">Release notes (required): what this version adds, changes or fixes</span>
          <textarea className="input release-notes__input" rows={6} autoFocus value={notes} maxLength={10_000} onChange={(e) => setNotes(e.target.value)} data-testid="release-notes-input" />
        </label>
        {freeze.isError ? <p className="form__error">{freeze.error.message}</p> : null}
      </Dialog>
      {result?.status === 'frozen' ? (
        <p className="success" data-testid="freeze-result">
          Froze version {result.version.version}: {plural(result.version.selected, 'chosen card')}, {result.version.cards - result.version.selected} more they refer to, {plural(result.version.definitions, 'definition')}.
        </p>
      ) : null}
      {result?.status === 'unchanged' ? (
        <p className="success" data-testid="freeze-result">
          Nothing changed since version {result.version.version}: nothing was frozen.
        </p>
      ) : null}
      {result?.status === 'problems' ? <ProblemList title={`Not frozen: ${plural(result.problems.length, 'problem')}.`} problems={result.problems} /> : null}
    </section>
  );
}

function Versions({ set }: { set: SetDetail }) {
  return (
    <section className="panel panel--flush" aria-label="Versions">
      <h2 className="panel__title panel__title--inset">Versions ({set.versions.length})</h2>
      {set.versions.length === 0 ? (
        <p className="notice">Not frozen yet.</p>
      ) : (
        <table className="data-table" data-testid="version-table">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Frozen (UTC)</th>
              <th scope="col" className="data-table__num">
                Chosen
              </th>
              <th scope="col" className="data-table__num">
                Referred
              </th>
              <th scope="col" className="data-table__num">
                Definitions
              </th>
            </tr>
          </thead>
          {/* A version is its own row group: its figures, then its downloads on a line of their own (four
              buttons beside five columns overflowed the main column), then its release notes. */}
          {[...set.versions].reverse().map((v) => (
            <tbody key={v.version} className="version" data-testid="version-row" data-version={v.version}>
              <tr>
                <td>
                  <span className="card-name">v{v.version}</span>
                  <span className="card-id">{v.frozenBy ?? ''}</span>
                </td>
                <td className="muted nowrap">{v.frozenAt.slice(0, 16).replace('T', ' ')}</td>
                <td className="data-table__num">{v.selected}</td>
                <td className="data-table__num">{v.cards - v.selected}</td>
                <td className="data-table__num">{v.definitions}</td>
              </tr>
              <tr className="version__downloads">
                <td colSpan={5}>
                  <div className="version__download-list">
                    <a className="button button--small" href={`/api/sets/${set.id}/bundle?version=${v.version}`} download data-testid="download-bundle">
                      Download .zip
                    </a>
                    <a className="button button--small" href={`/api/sets/${set.id}/bundle?version=${v.version}&faces=1`} download data-testid="download-bundle-faces" title="The bundle with each card's face as PNG, signed with it">
                      .zip with faces
                    </a>
                    <a className="button button--small" href={`/api/sets/${set.id}/faces?format=zip&version=${v.version}`} download data-testid="download-faces" title="Each card's face as PNG, 750 × 1050">
                      Faces (PNG)
                    </a>
                    <PrintSheetLink href={`/api/sets/${set.id}/faces?format=pdf&version=${v.version}`} testId="set-print-sheet" />
                  </div>
                </td>
              </tr>
              {v.releaseNotes ? (
                <tr className="version-notes" data-testid="release-notes" data-version={v.version}>
                  <td colSpan={5}>
                    <span className="version-notes__label">Release notes</span>
                    <p className="version-notes__text">{v.releaseNotes}</p>
                  </td>
                </tr>
              ) : null}
            </tbody>
          ))}
        </table>
      )}
    </section>
  );
}
