'use client';
/**
 * The set table: every card of the current game, one row each, its numbers by column (columns from the
 * game's vocabulary, app/table/table-columns.ts), sortable and filterable, with the win rate of each card
 * in a chosen balance run. Designers edit a number in place (double-click or Enter), or a column's
 * selection at once (click, Shift+click for a range, Ctrl+click to toggle; *Select shown* takes the column's
 * shown cells): `+10%`, `-2`, `=5`, or *Fill down*. Each change, however many cells and cards, is one
 * `cards.editDrafts` request (all or nothing, each draft checked against the text it was read from) and one
 * entry of *Undo* (Ctrl+Z). CSV export and import (import shows the diff card by card, and the rows it
 * refuses, before anything is saved).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { useTRPC, useTRPCClient } from '../trpc/client';
import { useCurrentGame } from '../ui/current-game-context';
import { useRoleRefusal } from '../ui/session';
import { useHydrated } from '../ui/use-hydrated';
import { plural } from '../ui/plural';
import { DraftFaceView, useShownFace } from '../cards/draft-face-view';
import { applyAdjustment, parseAdjustment } from './adjustments';
import { planCellEdits, type CellValue, type DraftChange } from './cell-edits';
import { readTableCsv, tableToCsv, type CsvImport } from './table-csv';
import { cellValue, numericFilter, viewRows, type TableQuery, type ValueOf } from './table-view';
import type { TableColumn, TableRow } from './table-schema';
import { MoreRows, useRowWindow } from '../ui/use-row-window';

const WIN_RATE = 'win-rate';

interface Selection {
  key: string;
  ids: string[];
  anchor: string;
}

interface UndoEntry {
  label: string;
  changes: DraftChange[];
}

type Notice = { kind: 'ok' | 'error'; text: string } | null;

export function SetTableView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { game } = useCurrentGame();
  const refusal = useRoleRefusal('designer');
  const canEdit = refusal === undefined;
  const hydrated = useHydrated();
  const table = useQuery(trpc.setTable.rows.queryOptions({ game: game.id }));
  const runs = useQuery(trpc.balance.list.queryOptions({ game: game.id }));
  const gameRuns = useMemo(() => (runs.data ?? []).filter((r) => r.status === 'done'), [runs.data]);
  const [runId, setRunId] = useState('');
  const run = useQuery({ ...trpc.balance.get.queryOptions({ id: runId || 'none' }), enabled: runId !== '' });
  const winRates = useMemo(() => {
    const rates = new Map<string, { rate: number; trials: number }>();
    for (const c of run.data?.results?.cards ?? []) rates.set(c.id, c.winWhenPlayed);
    return rates;
  }, [run.data]);

  const [query, setQuery] = useState<TableQuery>({ text: '', numeric: {} });
  const [selection, setSelection] = useState<Selection | null>(null);
  const [editing, setEditing] = useState<{ id: string; key: string; text: string } | null>(null);
  const [adjustText, setAdjustText] = useState('+10%');
  const [undo, setUndo] = useState<UndoEntry[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [csvImport, setCsvImport] = useState<{ file: string; result: CsvImport } | null>(null);
  const [previewId, setPreviewId] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  const columns = useMemo(() => table.data?.columns ?? [], [table.data]);
  const rows = useMemo(() => table.data?.rows ?? [], [table.data]);
  const valueOf: ValueOf = useCallback(
    (row, key) => {
      if (key !== WIN_RATE) return cellValue(row, key);
      const rate = winRates.get(row.id);
      return rate && rate.trials > 0 ? rate.rate * 100 : undefined;
    },
    [winRates],
  );
  const shown = useMemo(() => viewRows(rows, columns, query, valueOf), [rows, columns, query, valueOf]);
  // Filters and sorting run over every card; only the rendering is windowed (a big set has 10,000 rows).
  const rowWindow = useRowWindow(shown.length, `${game.id} ${runId} ${JSON.stringify(query)}`);
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const labelOf = useCallback((key: string) => columns.find((c) => c.key === key)?.label ?? key, [columns]);

  const refresh = useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.setTable.rows.queryKey() }), queryClient.invalidateQueries({ queryKey: trpc.cards.list.queryKey() })]);
  }, [queryClient, trpc]);

  /** Saves one change (any number of cells and cards) as one draft edit and one undo entry. */
  const save = useCallback(
    async (values: CellValue[], label: string): Promise<boolean> => {
      const plan = planCellEdits(rows, columns, values);
      if (!plan.ok) {
        setNotice({ kind: 'error', text: `Nothing was saved: ${plan.problems.map((p) => `${byId.get(p.id)?.name ?? p.id} · ${labelOf(p.key)}: ${p.message}`).join('; ')}` });
        return false;
      }
      if (plan.changes.length === 0) {
        setNotice({ kind: 'ok', text: 'Nothing to change: the cells already hold those values.' });
        return true;
      }
      setBusy(true);
      try {
        const result = await client.cards.editDrafts.mutate({ changes: plan.changes });
        if (result.status === 'refused') {
          setNotice({ kind: 'error', text: `Nothing was saved: ${result.message}` });
          await refresh();
          return false;
        }
        setUndo((list) => [...list, { label, changes: plan.undo }]);
        // The notice comes once the table shows the change, in the same render that ends `busy`: an undo
        // asked for on seeing it (Ctrl+Z, the button) is never dropped as "still busy".
        await refresh();
        setNotice({ kind: 'ok', text: `${label}: ${plural(plan.cells, 'cell')} in ${plural(plan.changes.length, 'card')} saved as drafts.` });
        return true;
      } catch (error) {
        setNotice({ kind: 'error', text: `Nothing was saved: ${error instanceof Error ? error.message : String(error)}` });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [rows, columns, byId, labelOf, client, refresh],
  );

  const undoLast = useCallback(async () => {
    const entry = undo.at(-1);
    if (!entry || busy) return;
    setBusy(true);
    try {
      const result = await client.cards.editDrafts.mutate({ changes: entry.changes });
      if (result.status === 'refused') {
        setNotice({ kind: 'error', text: `Could not undo ${entry.label}: ${result.message}` });
        return;
      }
      setUndo((list) => list.slice(0, -1));
      await refresh();
      setNotice({ kind: 'ok', text: `Undone: ${entry.label} (${plural(entry.changes.length, 'card')}).` });
    } finally {
      setBusy(false);
    }
  }, [undo, busy, client, refresh]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const typing = target !== null && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
      if (typing) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && canEdit) {
        event.preventDefault();
        void undoLast();
      } else if (event.key === 'Enter' && selection?.ids.length === 1 && canEdit) {
        const [id] = selection.ids;
        const cell = id === undefined ? undefined : byId.get(id)?.cells[selection.key];
        if (id !== undefined && cell?.number) {
          event.preventDefault();
          setEditing({ id, key: selection.key, text: cell.text });
        }
      } else if (event.key === 'Escape') {
        setSelection(null);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undoLast, selection, byId, canEdit]);

  const clickCell = (event: MouseEvent, row: TableRow, column: TableColumn) => {
    setPreviewId(row.id);
    if (!row.cells[column.key]?.number) return;
    if (selection && selection.key === column.key && event.shiftKey) {
      const order = shown.map((r) => r.id);
      const [a, b] = [order.indexOf(selection.anchor), order.indexOf(row.id)];
      const range = order.slice(Math.min(a, b), Math.max(a, b) + 1).filter((id) => byId.get(id)?.cells[column.key]?.number);
      setSelection({ ...selection, ids: range });
    } else if (selection && selection.key === column.key && (event.ctrlKey || event.metaKey)) {
      const ids = selection.ids.includes(row.id) ? selection.ids.filter((id) => id !== row.id) : [...selection.ids, row.id];
      setSelection({ ...selection, ids });
    } else {
      setSelection({ key: column.key, ids: [row.id], anchor: row.id });
    }
  };

  const selectShown = (column: TableColumn) => {
    const ids = shown.filter((r) => r.cells[column.key]?.number).map((r) => r.id);
    const [first] = ids;
    if (first !== undefined) setSelection({ key: column.key, ids, anchor: first });
  };

  // A set: with a whole column of 10,000 cards selected, `ids.includes` per row and per cell took seconds a render.
  const selectedIds = useMemo(() => new Set(selection?.ids ?? []), [selection]);
  /** The selection in the order shown (fill down copies the topmost). */
  const selectedInOrder = selection ? shown.filter((r) => selectedIds.has(r.id)) : [];

  const applyToSelection = () => {
    if (!selection) return;
    const parsed = parseAdjustment(adjustText);
    if (!parsed.ok) {
      setNotice({ kind: 'error', text: parsed.message });
      return;
    }
    const values = selectedInOrder.flatMap((r) => {
      const n = r.cells[selection.key]?.number;
      return n ? [{ id: r.id, key: selection.key, value: applyAdjustment(n.value, parsed.adjustment) }] : [];
    });
    void save(values, `${adjustText.trim()} to ${labelOf(selection.key)}`);
  };

  const fillDown = () => {
    if (!selection) return;
    const [top] = selectedInOrder;
    const value = top?.cells[selection.key]?.number?.value;
    if (value === undefined) return;
    void save(
      selectedInOrder.map((r) => ({ id: r.id, key: selection.key, value })),
      `Fill down ${labelOf(selection.key)}`,
    );
  };

  const commitEdit = async () => {
    if (!editing) return;
    const text = editing.text.trim().replace('%', '');
    const value = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(value)) {
      setNotice({ kind: 'error', text: `"${editing.text}" is not a number` });
      return;
    }
    const name = byId.get(editing.id)?.name ?? editing.id;
    if (await save([{ id: editing.id, key: editing.key, value }], `${name} ${labelOf(editing.key)}`)) setEditing(null);
  };

  const exportCsv = () => {
    const blob = new Blob([tableToCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${game.id}-set-table.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const readImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCsvImport({ file: file.name, result: readTableCsv(await file.text(), columns, rows) });
  };

  const applyImport = async () => {
    if (!csvImport?.result.ok) return;
    const { result } = csvImport;
    if (await save(result.values, `Import of ${csvImport.file}`)) setCsvImport(null);
  };

  if (table.isPending) return <p className="notice">Loading the table…</p>;
  if (table.isError) return <p className="notice notice--error">Could not load the table: {table.error.message}</p>;
  const preview = previewId === undefined ? undefined : byId.get(previewId);
  const sortBy = (key: string) =>
    setQuery((q) => ({ ...q, sort: q.sort?.key === key ? (q.sort.descending ? undefined : { key, descending: true }) : { key, descending: false } }));
  const arrow = (key: string) => (query.sort?.key === key ? (query.sort.descending ? ' ▼' : ' ▲') : '');
  const ariaSort = (key: string) => (query.sort?.key === key ? (query.sort.descending ? 'descending' : 'ascending') : undefined);

  return (
    <div className="set-table" data-ready={hydrated || undefined}>
      <section className="panel set-table__toolbar" aria-label="Table tools">
        <label className="set-table__field">
          Filter
          <input type="search" placeholder="name, id, any cell" value={query.text} onChange={(e) => setQuery((q) => ({ ...q, text: e.target.value }))} data-testid="table-filter" />
        </label>
        <label className="set-table__field">
          Win rate from
          <select value={runId} onChange={(e) => setRunId(e.target.value)} data-testid="table-run">
            <option value="">no balance run</option>
            {gameRuns.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label || r.id} ({plural(r.games, 'game')})
              </option>
            ))}
          </select>
        </label>
        <span className="muted set-table__count">{shown.length === rows.length ? plural(rows.length, 'card') : `${shown.length} of ${plural(rows.length, 'card')}`}</span>
        <span className="set-table__spacer" />
        <button type="button" className="button" onClick={exportCsv} data-testid="table-export">
          Export CSV
        </button>
        <button type="button" className="button" onClick={() => fileInput.current?.click()} disabled={!canEdit} title={refusal} data-testid="table-import">
          Import CSV…
        </button>
        <input ref={fileInput} type="file" accept=".csv,text/csv" hidden onChange={(e) => void readImport(e)} data-testid="table-import-file" />
      </section>

      <section className="panel set-table__bulk" aria-label="Change the selection" data-testid="table-bulk">
        {selection && selection.ids.length > 0 ? (
          <>
            <span data-testid="table-selection">
              {plural(selection.ids.length, 'cell')} of <b>{labelOf(selection.key)}</b> selected
            </span>
            <input className="set-table__adjust" value={adjustText} onChange={(e) => setAdjustText(e.target.value)} aria-label="Change" data-testid="table-adjust" onKeyDown={(e) => e.key === 'Enter' && applyToSelection()} />
            <button type="button" className="button button--primary" onClick={applyToSelection} disabled={!canEdit || busy} title={refusal} data-testid="table-apply">
              Apply
            </button>
            <button type="button" className="button" onClick={fillDown} disabled={!canEdit || busy || selection.ids.length < 2} title={refusal} data-testid="table-fill-down">
              Fill down
            </button>
            <button type="button" className="button" onClick={() => setSelection(null)}>
              Clear
            </button>
          </>
        ) : (
          <span className="muted">Click a number to select it (Shift+click: a range of its column, Ctrl+click: one more), double-click to edit it.</span>
        )}
        <span className="set-table__spacer" />
        <button type="button" className="button" onClick={() => void undoLast()} disabled={!canEdit || busy || undo.length === 0} title={undo.at(-1) ? `Undo ${undo.at(-1)?.label}` : 'Nothing to undo'} data-testid="table-undo">
          Undo{undo.length > 0 ? ` (${undo.length})` : ''}
        </button>
      </section>

      {notice ? (
        <p className={`notice ${notice.kind === 'error' ? 'notice--error' : 'notice--ok'}`} role="status" data-testid="table-notice">
          {notice.text}
        </p>
      ) : null}

      {csvImport ? <ImportReview state={csvImport} busy={busy} onApply={() => void applyImport()} onCancel={() => setCsvImport(null)} /> : null}

      <div className="set-table__body">
        <div className="panel panel--flush set-table__scroll">
          <table className="data-table set-table__table" data-testid="set-table" aria-busy={busy || table.isFetching}>
            <thead>
              <tr>
                <th scope="col" aria-sort={ariaSort('name')}>
                  <button type="button" className="set-table__sort" onClick={() => sortBy('name')}>
                    Card{arrow('name')}
                  </button>
                </th>
                {runId !== '' ? (
                  <th scope="col" className="data-table__num" aria-sort={ariaSort(WIN_RATE)}>
                    <button type="button" className="set-table__sort" onClick={() => sortBy(WIN_RATE)} title="Win rate of the card's side in the games it was played (the chosen run)">
                      Win %{arrow(WIN_RATE)}
                    </button>
                  </th>
                ) : null}
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={c.kind === 'number' ? 'data-table__num' : undefined} aria-sort={ariaSort(c.key)} data-column={c.key}>
                    <button type="button" className="set-table__sort" onClick={() => sortBy(c.key)} title={c.kind === 'number' ? `${c.min ?? ''}…${c.max ?? ''}` : 'read-only here'}>
                      {c.label}
                      {arrow(c.key)}
                    </button>
                  </th>
                ))}
              </tr>
              <tr className="set-table__filters">
                <th />
                {runId !== '' ? <NumericFilter column={WIN_RATE} query={query} setQuery={setQuery} /> : null}
                {columns.map((c) =>
                  c.kind === 'number' ? (
                    <NumericFilter key={c.key} column={c.key} query={query} setQuery={setQuery} onSelect={() => selectShown(c)} />
                  ) : (
                    <th key={c.key} />
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, rowWindow.rows).map((row) => (
                <tr key={row.id} data-card-id={row.id} aria-selected={row.id === previewId} data-testid="table-row">
                  <th scope="row" className="set-table__name" onClick={() => setPreviewId(row.id)}>
                    <Link href={`/cards/${encodeURIComponent(row.id)}`} prefetch={false}>
                      {row.name}
                    </Link>
                    {row.errors > 0 ? <span className="problems__errors"> {row.errors} ✕</span> : null}
                  </th>
                  {runId !== '' ? <td className="data-table__num muted">{winRateText(winRates.get(row.id))}</td> : null}
                  {columns.map((c) => {
                    const cell = row.cells[c.key];
                    const selected = selection?.key === c.key && selectedIds.has(row.id);
                    const isEditing = editing?.id === row.id && editing.key === c.key;
                    return (
                      <td
                        key={c.key}
                        className={`${c.kind === 'number' ? 'data-table__num' : ''}${cell?.number ? ' set-table__cell--number' : ''}${selected ? ' set-table__cell--selected' : ''}`}
                        data-key={c.key}
                        aria-selected={selected || undefined}
                        onClick={(e) => clickCell(e, row, c)}
                        onDoubleClick={() => cell?.number && canEdit && setEditing({ id: row.id, key: c.key, text: cell.text })}
                      >
                        {isEditing && editing ? (
                          <input
                            autoFocus
                            className="set-table__input"
                            value={editing.text}
                            aria-label={`${row.name} ${c.label}`}
                            disabled={busy}
                            onChange={(e) => setEditing({ ...editing, text: e.target.value })}
                            onKeyDown={(e) => {
                              if (e.key === 'Enter') void commitEdit();
                              if (e.key === 'Escape') setEditing(null);
                            }}
                            onBlur={() => setEditing(null)}
                          />
                        ) : (
                          (cell?.text ?? '') + (cell?.number?.style === 'percent' ? '%' : '')
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <MoreRows window={rowWindow} noun="card" />
          {shown.length === 0 ? <p className="notice">No card matches these filters.</p> : null}
        </div>
        <aside className="set-table__preview" aria-label="Selected card" data-testid="table-preview">
          {preview ? <PreviewFace row={preview} ready={hydrated} /> : <p className="muted">Click a row to see its card.</p>}
        </aside>
      </div>
    </div>
  );
}

function winRateText(rate: { rate: number; trials: number } | undefined): string {
  return rate && rate.trials > 0 ? `${(rate.rate * 100).toFixed(1)}` : '–';
}

function NumericFilter({ column, query, setQuery, onSelect }: { column: string; query: TableQuery; setQuery: (update: (q: TableQuery) => TableQuery) => void; onSelect?: () => void }) {
  const text = query.numeric[column] ?? '';
  const unreadable = numericFilter(text) === null;
  return (
    <th className="set-table__filter">
      <input
        value={text}
        placeholder="any"
        aria-label={`Filter ${column}`}
        aria-invalid={unreadable || undefined}
        title="12, >10, <=5, !=3, 10..20"
        onChange={(e) => setQuery((q) => ({ ...q, numeric: { ...q.numeric, [column]: e.target.value } }))}
        data-testid={`filter-${column}`}
      />
      {onSelect ? (
        <button type="button" className="set-table__select" onClick={onSelect} title="Select this column's shown cells" data-testid={`select-${column}`}>
          ☐
        </button>
      ) : null}
    </th>
  );
}

function PreviewFace({ row, ready }: { row: TableRow; ready: boolean }) {
  const { game } = useCurrentGame();
  const shown = useShownFace(row.id, row.face, row.errors, ready);
  return (
    <>
      <DraftFaceView cardId={row.id} game={game.id} shown={shown} errors={row.errors} noCard={<p className="notice">This draft does not declare a card yet.</p>} />
      <Link className="button button--primary" prefetch={false} href={`/cards/${encodeURIComponent(row.id)}`}>
        Open in the editor
      </Link>
    </>
  );
}

function ImportReview({ state, busy, onApply, onCancel }: { state: { file: string; result: CsvImport }; busy: boolean; onApply: () => void; onCancel: () => void }) {
  const { result } = state;
  return (
    <section className="panel set-table__import" aria-label="CSV import" data-testid="table-import-review">
      <h2 className="panel__title">Import of {state.file}: nothing is saved until you apply</h2>
      {!result.ok ? (
        <p className="notice notice--error">The file cannot be read: {result.message}</p>
      ) : (
        <>
          {result.refusals.length > 0 ? (
            <div className="notice notice--error" data-testid="table-import-refusals">
              <p>{plural(result.refusals.length, 'row')} refused (not imported):</p>
              <ul>
                {result.refusals.map((r) => (
                  <li key={`${r.row}-${r.column}`}>
                    Row {r.row}, column {r.column}: {r.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {result.cards.length === 0 ? (
            <p className="muted">No card changes.</p>
          ) : (
            <ul className="set-table__diff" data-testid="table-import-diff">
              {result.cards.map((card) => (
                <li key={card.id} data-card-id={card.id}>
                  <b>{card.name}</b>{' '}
                  {card.changes.map((c) => (
                    <span key={c.key} className="set-table__change">
                      {c.label} <del>{c.from}</del> → <ins>{c.to}</ins>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="set-table__import-actions">
        <button type="button" className="button button--primary" disabled={busy || !result.ok || result.cards.length === 0} onClick={onApply} data-testid="table-import-apply">
          Apply {result.ok ? plural(result.cards.length, 'card') : ''}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
