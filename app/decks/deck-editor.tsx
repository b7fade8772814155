'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Diagnostic } from '../../dsl/diagnostics';
import { slug } from '../../dsl/slug';
import { useTRPC } from '../trpc/client';
import { deckFromText, deckId, deckToText, type DeckModel } from './deck-text';
import type { DeckCatalog, DeckWorkspace } from './deck-workspace';
import { DeckForm } from './deck-form';
import { useRoleRefusal } from '../ui/session';
import { PrintSheetLink } from '../cards/faces/print-sheet-link';

interface Props {
  game: string;
  /** Undefined: a new deck. */
  deckId: string | undefined;
  workspace: DeckWorkspace;
  catalog: DeckCatalog;
  onSelect: (id: string) => void;
}

const NEW_DECK = 'deck "New Deck" {\n}\n';

export function DeckEditor(props: Props) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.decks.get.queryOptions({ id: props.deckId ?? 'none' }), enabled: props.deckId !== undefined });
  if (props.deckId !== undefined) {
    if (detail.isError) return <p className="notice notice--error">Could not load the deck: {detail.error.message}</p>;
    if (!detail.data) return <p className="notice">Loading the deck…</p>;
  }
  const initial = detail.data ? { id: detail.data.id, source: detail.data.source, revision: detail.data.revision } : { source: NEW_DECK };
  return <LoadedDeckEditor {...props} initial={initial} />;
}

type Notice =
  | { tone: 'ok' | 'warn' | 'error'; text: string }
  | { tone: 'conflict'; source: string; revision: number }
  /** "Write to content/" refused: the deck names cards only the database has; offer to write them too. */
  | { tone: 'studio-cards'; text: string; cards: Array<{ id: string; name: string }> };

function LoadedDeckEditor({ game, workspace, catalog, onSelect, initial }: Props & { initial: { id?: string; source: string; revision?: number } }) {
  const refusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial.source);
  const [saved, setSaved] = useState({ text: initial.source, revision: initial.revision });
  const [notice, setNotice] = useState<Notice | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  const parsed = useMemo(() => deckFromText(text), [text]);
  const lastGood = useRef<DeckModel | null>(null);
  if (parsed.ok) lastGood.current = parsed.model;
  const model = lastGood.current;
  const id = initial.id ?? (parsed.ok ? deckId(parsed.model) : 'new-deck');
  const diagnostics = useMemo(() => workspace.check(id, text), [workspace, id, text]);
  // Errors, and a deck that is not 3 slots (a warning in the language, but no game can start with it).
  const blocking = diagnostics.filter((d) => d.severity === 'error' || d.code === 'SG0413');
  const dirty = text !== saved.text;

  const save = useMutation(trpc.decks.save.mutationOptions());
  const create = useMutation(trpc.decks.create.mutationOptions());
  const exportFile = useMutation(trpc.decks.exportFile.mutationOptions());
  const remove = useMutation(trpc.decks.remove.mutationOptions());
  const busy = save.isPending || create.isPending || exportFile.isPending || remove.isPending;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.decks.list.queryKey() });
  };

  const edit = (change: (m: DeckModel) => DeckModel) => {
    if (!model) return;
    const next = change(model);
    // A stored deck keeps its id when renamed in the form: the text then says `id …`.
    if (initial.id !== undefined) next.id = slug(next.name) === initial.id ? undefined : initial.id;
    if (next.id === undefined) delete next.id;
    setText(deckToText(next));
    setNotice(null);
  };

  const onSave = async (baseRevision = saved.revision) => {
    setNotice(null);
    try {
      if (initial.id === undefined) {
        const r = await create.mutateAsync({ game, source: text });
        if (r.status === 'created') {
          await refresh();
          onSelect(r.deck.id);
        } else if (r.status === 'exists') setNotice({ tone: 'error', text: `A deck with the id "${r.id}" exists already: rename this one.` });
        else setNotice({ tone: 'error', text: `Not saved: ${r.reason}` });
        return;
      }
      const r = await save.mutateAsync({ id: initial.id, baseRevision: baseRevision ?? 1, source: text });
      if (r.status === 'saved') {
        setSaved({ text: r.deck.source, revision: r.deck.revision });
        setText(r.deck.source);
        setNotice({ tone: 'ok', text: `Saved revision ${r.deck.revision}.` });
        await refresh();
        await queryClient.invalidateQueries({ queryKey: trpc.decks.get.queryKey({ id: initial.id }) });
      } else if (r.status === 'conflict') setNotice({ tone: 'conflict', source: r.current.source, revision: r.current.revision });
      else if (r.status === 'not-found') setNotice({ tone: 'error', text: 'This deck was deleted meanwhile. Save it as a new deck from its text.' });
      else setNotice({ tone: 'error', text: `Not saved: ${r.reason}` });
    } catch (error) {
      setNotice({ tone: 'error', text: `Not saved: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  const onExport = async (withCards = false) => {
    if (initial.id === undefined) return;
    const r = await exportFile.mutateAsync({ id: initial.id, withCards });
    if (r.status === 'written') {
      const cards = r.cards.length > 0 ? ` With it: ${r.cards.map((c) => `content/${c}`).join(', ')}.` : '';
      setNotice({ tone: 'ok', text: `${r.unchanged ? `content/${r.path} already holds this deck.` : `Written to content/${r.path}.`}${cards}` });
    } else if (r.status === 'refused' && r.studioCards.length > 0 && !withCards) setNotice({ tone: 'studio-cards', text: `Not exported: ${r.reason}`, cards: r.studioCards });
    else setNotice({ tone: 'error', text: `Not exported: ${r.reason}${r.diagnostics.length > 0 ? ` ${r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}:${d.column} ${d.message}`).join('; ')}` : ''}` });
  };

  const onDelete = async () => {
    if (initial.id === undefined || saved.revision === undefined) return;
    if (!window.confirm(`Delete the deck "${model?.name ?? initial.id}" from the database? Its file in content/ stays.`)) return;
    const r = await remove.mutateAsync({ id: initial.id, baseRevision: saved.revision });
    if (r.status === 'deleted') {
      await refresh();
      onSelect('\u0000new');
    } else setNotice({ tone: 'error', text: r.status === 'conflict' ? `Someone saved revision ${r.revision} meanwhile; reload before deleting.` : 'Already deleted.' });
  };

  const goTo = (d: Diagnostic) => {
    const area = textArea.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(d.range.start.offset, Math.max(d.range.end.offset, d.range.start.offset + 1));
  };

  return (
    <div className="deck-editor" data-testid="deck-editor" data-deck-id={initial.id ?? ''}>
      <div className="deck-editor__form">
        {model ? <DeckForm model={model} catalog={catalog} workspace={workspace} disabled={!parsed.ok} onChange={edit} /> : <p className="notice">Write a deck declaration in the text to start.</p>}
      </div>
      <div className="deck-editor__side">
        <section className="panel">
          <div className="deck-actions">
            <button type="button" className="button button--primary" data-testid="save-deck" disabled={busy || blocking.length > 0 || (!dirty && initial.id !== undefined) || refusal !== undefined} title={refusal} onClick={() => void onSave()}>
              {initial.id === undefined ? 'Create deck' : 'Save'}
            </button>
            {initial.id !== undefined ? (
              <>
                <button type="button" className="button" data-testid="export-deck" disabled={busy || dirty || refusal !== undefined} title={refusal ?? (dirty ? 'Save first' : `Write content/${game}/decks/${initial.id}.smith`)} onClick={() => void onExport()}>
                  Write to content/
                </button>
                <PrintSheetLink href={`/api/decks/${encodeURIComponent(initial.id)}/print`} testId="deck-print-sheet" />
                <button type="button" className="button button--danger" data-testid="delete-deck" disabled={busy || refusal !== undefined} title={refusal} onClick={() => void onDelete()}>
                  Delete
                </button>
              </>
            ) : null}
            <span className="muted" data-testid="deck-state">
              {initial.id === undefined ? 'new deck' : `${initial.id} · revision ${saved.revision ?? '?'}${dirty ? ' · unsaved changes' : ''}`}
            </span>
          </div>
          {blocking.length > 0 ? (
            <p className="banner banner--warn" style={{ marginTop: 10 }} data-testid="save-blocked">
              Fix {blocking.length === 1 ? 'the problem' : `the ${blocking.length} problems`} below to save: simulations only play decks the rules accept.
            </p>
          ) : null}
          {notice ? <NoticeLine notice={notice} onWriteCards={() => void onExport(true)} onLoadTheirs={(n) => { setText(n.source); setSaved({ text: n.source, revision: n.revision }); setNotice(null); }} onOverwrite={(n) => void onSave(n.revision)} /> : null}
        </section>
        <section className="panel">
          <h2 className="section-title">Rules check</h2>
          {diagnostics.length === 0 ? (
            <p className="banner banner--ok" data-testid="deck-valid">
              The rules accept this deck.
            </p>
          ) : (
            <ul className="diagnostics" data-testid="deck-diagnostics">
              {diagnostics.map((d, i) => (
                <li key={i} className={`diagnostic diagnostic--${d.severity}`} data-testid="diagnostic" data-code={d.code} onClick={() => goTo(d)}>
                  <span className="diagnostic__severity">{d.severity}</span>
                  <span>
                    <span className="mono">
                      {d.range.start.line}:{d.range.start.column} {d.code}
                    </span>{' '}
                    {d.message}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel">
          <h2 className="section-title">Deck file</h2>
          {!parsed.ok ? (
            <p className="banner banner--error" style={{ marginBottom: 8 }} data-testid="text-problem">
              {parsed.message}
            </p>
          ) : null}
          <textarea ref={textArea} className="deck-text" data-testid="deck-text" aria-label="Deck file (DSL)" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
          <p className="muted" style={{ margin: '6px 0 0', fontSize: 12 }}>
            The form and this text are the same deck. Comments before <code>deck</code> are its description; comments inside it last until the next form edit.
          </p>
        </section>
      </div>
    </div>
  );
}

function NoticeLine({ notice, onWriteCards, onLoadTheirs, onOverwrite }: { notice: Notice; onWriteCards: () => void; onLoadTheirs: (n: { source: string; revision: number }) => void; onOverwrite: (n: { source: string; revision: number }) => void }) {
  if (notice.tone === 'studio-cards') {
    return (
      <div className="banner banner--warn" style={{ marginTop: 10 }} data-testid="save-status">
        {notice.text}{' '}
        <button type="button" className="button button--small" data-testid="export-with-cards" onClick={onWriteCards}>
          Write the deck and {notice.cards.length === 1 ? `“${notice.cards[0]?.name ?? ''}”` : `these ${notice.cards.length} cards`}
        </button>
      </div>
    );
  }
  if (notice.tone !== 'conflict') {
    return (
      <p className={`banner banner--${notice.tone}`} style={{ marginTop: 10 }} data-testid="save-status">
        {notice.text}
      </p>
    );
  }
  return (
    <div className="banner banner--warn" style={{ marginTop: 10 }} data-testid="save-status">
      Someone saved revision {notice.revision} since you opened this deck; nothing was written.{' '}
      <button type="button" className="button button--small" onClick={() => onLoadTheirs(notice)}>
        Load theirs
      </button>{' '}
      <button type="button" className="button button--small" onClick={() => onOverwrite(notice)}>
        Overwrite with mine
      </button>
    </div>
  );
}
