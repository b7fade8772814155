'use client';
import { useMutation } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { pageOf } from '../../cards/project-paths';
import type { TableProblem } from '../../../games/summoners-grid/packs/tables';
import { useTRPC } from '../../trpc/client';
import { plural } from '../../ui/plural';
import { useRoleRefusal } from '../../ui/session';

export interface TableFile {
  path: string;
  /** The text as loaded (or last written): what a save expects to find on disk. */
  base: string;
}

interface Props {
  game: string;
  files: TableFile[];
  /** Every file of the game (definitions and card drafts): the editor's language worker resolves names across them. */
  projectFiles: Array<{ path: string; text: string }>;
  /** Edited texts by path (a file not here is unchanged). */
  texts: Record<string, string>;
  problems: TableProblem[];
  onEdit: (path: string, text: string) => void;
  onReset: (path: string) => void;
  onSaved: (texts: Record<string, string>) => void;
}

// The card editor's Monaco editor and language worker (client-only): highlighting, live diagnostics,
// completion, hover and go to definition for the table files too.
const SourceEditor = dynamic(() => import('../../editor/source-editor'), { ssr: false, loading: () => <div className="source-editor__loading">Loading the editor…</div> });

type Status = { tone: 'ok' | 'error' | 'warn'; text: string; lines?: string[] };

/**
 * The table files of the content (rarities, species, growth kinds, packs) as text: every edit
 * regenerates at once; "Write to content/" saves the edited files, refused when the tables would not
 * generate or a file changed on disk meanwhile.
 */
export function TableEditor({ game, files, projectFiles, texts, problems, onEdit, onReset, onSaved }: Props) {
  const refusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const router = useRouter();
  /** Bumped by "Undo changes": the editor holds its own text, so it is opened again on the base text. */
  const [resets, setResets] = useState(0);
  const [open, setOpen] = useState(files[0]?.path);
  const [status, setStatus] = useState<Status | null>(null);
  const save = useMutation(trpc.packs.saveTables.mutationOptions());
  const file = files.find((f) => f.path === open) ?? files[0];
  const changed = files.filter((f) => texts[f.path] !== undefined && texts[f.path] !== f.base);
  const short = (p: string) => p.replace(`content/${game}/`, '');

  const onSave = async () => {
    setStatus(null);
    try {
      const r = await save.mutateAsync({ game, files: changed.map((f) => ({ path: f.path, base: f.base, text: texts[f.path] ?? f.base })) });
      if (r.status === 'saved') {
        onSaved(Object.fromEntries(changed.map((f) => [f.path, texts[f.path] ?? f.base])));
        setStatus({ tone: 'ok', text: `Written: ${r.written.map(short).join(', ')}.` });
      } else if (r.status === 'conflict') setStatus({ tone: 'warn', text: `Not written: ${r.paths.map(short).join(', ')} changed on disk since you loaded it. Reload the page to start from the new text.` });
      else setStatus({ tone: 'error', text: `Not written: ${r.reason}`, lines: r.problems.map((p) => `${short(p.path)}:${p.line}:${p.column} ${p.message}`) });
    } catch (error) {
      setStatus({ tone: 'error', text: `Not written: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  // The pack lab shows the editor only for a game that declares tables (it says so otherwise).
  if (!file) return null;
  return (
    <section className="panel" data-testid="table-editor">
      <h2 className="section-title">Tables</h2>
      <div className="lab-row" role="tablist" style={{ marginBottom: 8 }}>
        {files.map((f) => (
          <button key={f.path} type="button" role="tab" className={`button button--small${f.path === file.path ? ' button--primary' : ''}`} aria-selected={f.path === file.path} data-testid="table-tab" onClick={() => setOpen(f.path)}>
            {short(f.path)}
            {texts[f.path] !== undefined && texts[f.path] !== f.base ? ' •' : ''}
          </button>
        ))}
      </div>
      <div className="table-editor__source" data-testid="table-text" aria-label={`Table file ${short(file.path)}`}>
        <SourceEditor
          key={`${file.path}#${resets}`}
          path={file.path}
          text={texts[file.path] ?? file.base}
          files={projectFiles}
          readOnly={refusal !== undefined}
          onChange={(text) => onEdit(file.path, text)}
          onOpen={(path, at) => router.push(pageOf(path, at))}
        />
      </div>
      {problems.length > 0 ? (
        <ul className="diagnostics" data-testid="table-problems">
          {problems.map((p, i) => (
            <li key={i} className="diagnostic diagnostic--error">
              <span className="diagnostic__severity">error</span>
              <span>
                <span className="mono">
                  {short(p.path)}:{p.range.start.line}:{p.range.start.column}
                </span>{' '}
                {p.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="deck-actions" style={{ marginTop: 10 }}>
        <button type="button" className="button button--primary" data-testid="save-tables" disabled={changed.length === 0 || problems.length > 0 || save.isPending || refusal !== undefined} title={refusal} onClick={() => void onSave()}>
          Write to content/
        </button>
        <button type="button" className="button" disabled={texts[file.path] === undefined} onClick={() => (onReset(file.path), setResets((n) => n + 1))}>
          Undo changes to this file
        </button>
        <span className="muted" style={{ fontSize: 12 }}>
          {changed.length === 0 ? 'The shipped tables.' : `${plural(changed.length, 'file')} changed: the histograms show the tuned tables.`}
        </span>
      </div>
      {status ? (
        <div className={`banner banner--${status.tone}`} style={{ marginTop: 10 }} data-testid="tables-status">
          {status.text}
          {status.lines?.map((l) => (
            <div key={l} className="mono">
              {l}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
