'use client';
import type { ReactNode, RefObject } from 'react';
import { SORT_LABELS, STATUS_LABELS, SortKey, StatusFilter, type FilterOptions, type LibraryQuery } from './library-query';

interface Props {
  query: LibraryQuery;
  options: FilterOptions;
  onChange(query: LibraryQuery): void;
  searchRef: RefObject<HTMLInputElement | null>;
  count: string;
  actions?: ReactNode;
}

/** Search, filters and sort of the library. Every control edits the query in the URL. */
export function LibraryToolbar({ query, options, onChange, searchRef, count, actions }: Props) {
  const set = <K extends keyof LibraryQuery>(key: K, value: LibraryQuery[K]) => onChange({ ...query, [key]: value });
  const filtered = query.kind !== '' || query.role !== '' || query.species !== '' || query.set !== '' || query.tag !== '' || query.status !== '' || query.q !== '';
  return (
    <div className="library-toolbar">
      <div className="library-toolbar__row">
        <input
          ref={searchRef}
          className="toolbar__search"
          type="search"
          placeholder="Search names and rules text  ( / )"
          aria-label="Search cards"
          value={query.q}
          onChange={(event) => set('q', event.target.value)}
        />
        <span className="toolbar__count" data-testid="library-count">
          {count}
        </span>
        {actions}
      </div>
      <div className="library-toolbar__row">
        <Filter label="Kind" value={query.kind} values={options.kinds} onChange={(v) => set('kind', v)} />
        {options.roles ? <Filter label="Role" value={query.role} values={options.roles} onChange={(v) => set('role', v)} /> : null}
        {options.species ? <Filter label="Species" value={query.species} values={options.species} onChange={(v) => set('species', v)} /> : null}
        <Filter label="Set" value={query.set} values={options.sets} onChange={(v) => set('set', v)} />
        <Filter label="Tag" value={query.tag} values={options.tags} onChange={(v) => set('tag', v)} />
        <label className="toolbar__filter">
          <span className="visually-hidden">Status</span>
          <select
            className="select"
            aria-label="Status"
            value={query.status}
            onChange={(e) => set('status', e.target.value === '' ? '' : StatusFilter.parse(e.target.value))}
          >
            <option value="">Any status</option>
            {StatusFilter.options.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar__filter">
          <span className="toolbar__label">Sort</span>
          <select className="select" aria-label="Sort" value={query.sort} onChange={(e) => set('sort', SortKey.parse(e.target.value))}>
            {SortKey.options.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => onChange({ ...query, q: '', kind: '', role: '', species: '', set: '', tag: '', status: '' })}
          >
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}

function Filter({ label, value, values, onChange }: { label: string; value: string; values: string[]; onChange(value: string): void }) {
  return (
    <label className="toolbar__filter">
      <span className="visually-hidden">{label}</span>
      <select className="select" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} disabled={values.length === 0 && value === ''}>
        <option value="">{values.length === 0 ? `No ${plural(label)}` : `Any ${label.toLowerCase()}`}</option>
        {value !== '' && !values.includes(value) ? <option value={value}>{value}</option> : null}
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}

function plural(label: string): string {
  const word = label.toLowerCase();
  return word.endsWith('s') ? word : `${word}s`;
}
