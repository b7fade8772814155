'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { ProblemList } from '../problem-list';
import type { SetDetail } from '../../../db/sets';
import type { EntrySummary, SetDiff, TextPart } from '../../../sets/set-diff';

type Side = number | 'working';

/** The changelog between two versions of the set (or a version and the working selection). */
export function SetDiffView({ set }: { set: SetDetail }) {
  const trpc = useTRPC();
  const versions = set.versions.map((v) => v.version);
  const latest = versions.at(-1);
  const [from, setFrom] = useState<Side | undefined>(versions.length >= 2 ? versions.at(-2) : latest);
  const [to, setTo] = useState<Side>(versions.length >= 2 && latest !== undefined ? latest : 'working');
  const diff = useQuery({ ...trpc.sets.diff.queryOptions({ setId: set.id, from: from ?? 'working', to }), enabled: from !== undefined });
  if (from === undefined) return null;
  const options = [...versions.map((v) => ({ value: String(v), label: `v${v}` })), { value: 'working', label: 'working selection' }];
  return (
    <section className="panel" aria-label="Changes between versions" data-testid="set-diff">
      <h2 className="panel__title">Changes</h2>
      <div className="diff-controls">
        <SideSelect label="From" value={from} options={options} onChange={setFrom} testId="diff-from" />
        <SideSelect label="to" value={to} options={options} onChange={setTo} testId="diff-to" />
      </div>
      {diff.isPending ? <p className="muted">Comparing…</p> : null}
      {diff.isError ? <p className="notice notice--error">{diff.error.message}</p> : null}
      {diff.data?.status === 'problems' ? <ProblemList title="Cannot compare:" problems={diff.data.problems} /> : null}
      {diff.data?.status === 'ok' ? <DiffBody diff={diff.data.diff} /> : null}
    </section>
  );
}

function SideSelect(props: { label: string; value: Side; options: Array<{ value: string; label: string }>; onChange: (side: Side) => void; testId: string }) {
  return (
    <label>
      {props.label}{' '}
      <select value={String(props.value)} onChange={(e) => props.onChange(e.target.value === 'working' ? 'working' : Number(e.target.value))} data-testid={props.testId}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function DiffBody({ diff }: { diff: SetDiff }) {
  if (diff.added.length + diff.removed.length + diff.changed.length === 0) return <p className="muted" data-testid="diff-summary">No changes ({diff.unchanged} unchanged).</p>;
  return (
    <>
      <p className="muted" data-testid="diff-summary">
        {diff.added.length} added, {diff.removed.length} removed, {diff.changed.length} changed, {diff.unchanged} unchanged.
      </p>
      <EntryList title="Added" entries={diff.added} kind="added" />
      <EntryList title="Removed" entries={diff.removed} kind="removed" />
      {diff.changed.map((c) => (
        <article className="diff-entry" key={c.id} data-testid="diff-changed" data-card-id={c.id}>
          <h3 className="diff-entry__title">
            {c.name.before === c.name.after ? c.name.after : `${c.name.before} → ${c.name.after}`}{' '}
            <span className="card-id">
              {c.id} v{c.version.before} → v{c.version.after}
            </span>
          </h3>
          {c.changelog ? <p className="diff-entry__log">{c.changelog}</p> : null}
          {c.rulesText ? (
            <p className="diff-words" data-testid="rules-diff">
              <Parts parts={c.rulesText} />
            </p>
          ) : null}
          {c.source ? (
            <details>
              <summary>Source</summary>
              <pre className="diff-lines">
                <Parts parts={c.source} />
              </pre>
            </details>
          ) : null}
        </article>
      ))}
    </>
  );
}

function EntryList({ title, entries, kind }: { title: string; entries: EntrySummary[]; kind: 'added' | 'removed' }) {
  if (entries.length === 0) return null;
  return (
    <div className={`diff-list diff-list--${kind}`} data-testid={`diff-${kind}`}>
      <h3 className="diff-entry__title">{title}</h3>
      <ul>
        {entries.map((e) => (
          <li key={e.id}>
            {e.name} <span className="card-id">{e.id} v{e.version} · {e.kind}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Parts({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((p, i) => (p.op === 'same' ? <span key={i}>{p.text}</span> : p.op === 'added' ? <ins key={i}>{p.text}</ins> : <del key={i}>{p.text}</del>))}
    </>
  );
}
