'use client';
/**
 * Saving as a scenario (DSL text, stored in the database):
 * - the run as a test: the starting setup, every action up to the cursor as a script step (with the
 *   forced rolls), and expectations pinning the position reached;
 * - the current position as a new setup (what a position cannot hold is listed).
 * After saving, the saved text is run as a test right here, each expectation shown passing or failing.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { parse } from '../../../dsl/parse';
import { runScenario, type ScenarioResult } from '../../../games/summoners-grid/index';
import { useTRPC } from '../../trpc/client';
import type { CompiledGame } from '../model/compile';
import { writeScript } from '../model/script';
import { setupToText } from '../model/setup';
import { setupFromState } from '../model/snapshot';
import type { UrlState } from '../model/url-state';
import type { Session } from '../session/use-session';
import styles from '../sandbox.module.css';
import { TestResults } from './test-panel';
import { useRoleRefusal } from '../../ui/session';

type What = 'run' | 'position';

function runText(text: string, game: CompiledGame): ScenarioResult | string {
  const decl = parse(text).document.decls[0];
  if (!decl || decl.kind !== 'Scenario') return 'the saved text holds no scenario';
  return runScenario(game.engine, decl);
}

export function SavePanel({ game, session, onOpen }: { game: CompiledGame; session: Session; onOpen: (s: UrlState) => void }) {
  const refusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canSaveRun = session.start.setup !== null;
  const [what, setWhat] = useState<What>(canSaveRun ? 'run' : 'position');
  const [name, setName] = useState(() => `${session.start.title.replace(/^Test: /, '')} — ${canSaveRun ? 'run' : 'position'}`);
  const [saved, setSaved] = useState<{ ref: string; result: ScenarioResult | string; text: string } | null>(null);
  const save = useMutation(trpc.sandbox.scenarios.save.mutationOptions());

  const draft = useMemo(() => {
    const { cursor } = session.timeline;
    if (what === 'run' && session.start.setup) {
      const steps = session.timeline.entries.slice(0, cursor).map((entry, i) => ({ entry, before: session.frames[i]?.state ?? session.start.frame.state, after: session.frames[i + 1]?.state ?? session.start.frame.state }));
      const end = session.frames[cursor]?.state ?? session.start.frame.state;
      const script = writeScript(game.engine, session.start.handles, steps, end);
      return { text: setupToText({ ...session.start.setup, name }, script.steps, ['Saved from the sandbox: the run as a test.']), problems: script.problems };
    }
    const snapshot = setupFromState(game.engine, session.frames[cursor]?.state ?? session.state, name);
    return { text: setupToText(snapshot.setup, [], ['Saved from the sandbox: a position.']), problems: snapshot.lost.map((l) => `not kept: ${l}`) };
  }, [what, name, session.timeline, session.frames, session.start, session.state, game.engine]);

  const onSave = async () => {
    const r = await save.mutateAsync({ source: draft.text });
    if (r.status === 'invalid') return;
    await queryClient.invalidateQueries({ queryKey: trpc.sandbox.scenarios.list.queryKey() });
    setSaved({ ref: r.ref, result: runText(draft.text, game), text: draft.text });
  };

  return (
    <section className={styles.panel} data-testid="save-panel">
      <h3 className={styles.panelTitle}>Save as a scenario</h3>
      <div className={styles.radioRow}>
        <label>
          <input type="radio" checked={what === 'run'} disabled={!canSaveRun} onChange={() => setWhat('run')} /> the run as a test ({session.timeline.cursor} actions)
        </label>
        <label>
          <input type="radio" checked={what === 'position'} onChange={() => setWhat('position')} /> this position
        </label>
      </div>
      {!canSaveRun ? <p className={styles.hint}>A game started from the coin flip has no scenario position to start a script from: save a position instead.</p> : null}
      <label className={styles.field}>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} aria-label="Scenario name" data-testid="scenario-name" />
      </label>
      {draft.problems.length > 0 ? (
        <ul className={styles.problems}>
          {draft.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <textarea className={styles.source} readOnly value={draft.text} rows={12} aria-label="Scenario text" data-testid="scenario-text" />
      <button type="button" className={styles.primary} onClick={() => void onSave()} disabled={save.isPending || name.trim() === '' || refusal !== undefined} title={refusal} data-testid="save-scenario">
        {save.isPending ? 'Saving…' : 'Save scenario'}
      </button>
      {save.isError ? <p className={styles.illegal}>Could not save: {save.error.message}</p> : null}
      {save.data?.status === 'invalid' ? <p className={styles.illegal}>The text is not a valid scenario: {save.data.problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}</p> : null}
      {saved ? (
        <div className={styles.savedBox} data-testid="saved">
          <p>
            Saved as <code>{saved.ref}</code>. Re-run as a test:
          </p>
          {typeof saved.result === 'string' ? (
            <p className={styles.illegal}>{saved.result}</p>
          ) : (
            <TestResults test={{ passed: saved.result.passed, checks: saved.result.checks, failures: saved.result.failures, expectations: saved.result.expectations }} text={saved.text} />
          )}
          <button type="button" className={styles.button} onClick={() => onOpen({ source: { kind: 'scenario', ref: saved.ref } })} data-testid="open-saved">
            Open the saved scenario
          </button>
        </div>
      ) : null}
    </section>
  );
}
