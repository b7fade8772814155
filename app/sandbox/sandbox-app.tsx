'use client';
/**
 * The sandbox page in the browser: loads the game's sources once, compiles them with the DSL, reads
 * what to open from the URL (a scenario, a game between two decks, or a card to test), and shows the
 * launcher or the run. Opening something pushes a new URL, so the browser's back button works.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTRPC } from '../trpc/client';
import { cardPath, compileGame, type CompileResult, type GameSources } from './model/compile';
import { parse } from '../../dsl/parse';
import { cardVersionsOf, decodeUrlState, encodeUrlState, type UrlState } from './model/url-state';
import type { CardVersions } from '../../db/card-version-choice';
import { readHandedDraft } from './draft-handoff';
import { Launcher } from './components/launcher';
import { RunLoader } from './components/run-loader';
import { CompileProblem } from './components/compile-problem';
import styles from './sandbox.module.css';

type Location = { kind: 'loading' } | { kind: 'empty' } | { kind: 'error'; reason: string } | { kind: 'open'; state: UrlState; key: number };

/** The card under test's draft text, from the editor's hand-over when there is one. */
function overridesFor(sources: GameSources, url: UrlState | null): { overrides: Array<{ path: string; text: string }>; handed: boolean } {
  if (url?.source.kind !== 'card') return { overrides: [], handed: false };
  const draft = readHandedDraft(url.source.card);
  if (!draft) return { overrides: [], handed: false };
  const card = parse(draft.source).document.decls.find((d) => d.kind === 'Card');
  const kind = card && card.kind === 'Card' ? card.cardType : 'action';
  return { overrides: [{ path: cardPath(sources, url.source.card, kind), text: draft.source }], handed: true };
}

export function SandboxApp() {
  const trpc = useTRPC();
  // Which versions of the database's cards are played: the URL's `cards=`, chosen on the launcher.
  const [versions, setVersions] = useState<CardVersions>('draft');
  const content = useQuery({ ...trpc.sandbox.content.queryOptions(versions === 'published' ? { versions } : undefined), staleTime: Infinity, refetchOnWindowFocus: false });
  const [location, setLocation] = useState<Location>({ kind: 'loading' });

  const readLocation = useCallback(async () => {
    const params = new URLSearchParams(window.location.search);
    setVersions(cardVersionsOf(params) ?? 'draft');
    const decoded = await decodeUrlState(params);
    if (decoded.ok === 'empty') setLocation({ kind: 'empty' });
    else if (decoded.ok) setLocation({ kind: 'open', state: decoded.state, key: Date.now() });
    else setLocation({ kind: 'error', reason: decoded.reason });
  }, []);

  useEffect(() => {
    void readLocation();
    const onPop = () => void readLocation();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [readLocation]);

  const open = useCallback(
    async (opened: UrlState | null) => {
      const state = opened && versions === 'published' ? { ...opened, cards: versions } : opened;
      const query = state ? await encodeUrlState(state) : versions === 'published' ? '?cards=published' : '';
      window.history.pushState(null, '', `/sandbox${query}`);
      setLocation(state ? { kind: 'open', state, key: Date.now() } : { kind: 'empty' });
    },
    [versions],
  );

  const chooseVersions = useCallback((chosen: CardVersions) => {
    setVersions(chosen);
    window.history.replaceState(null, '', chosen === 'published' ? '/sandbox?cards=published' : '/sandbox');
  }, []);

  const openState = location.kind === 'open' ? location.state : null;
  const handed = useMemo(() => (content.data ? overridesFor(content.data, openState) : { overrides: [], handed: false }), [content.data, openState]);
  const compiled: CompileResult | null = useMemo(() => (content.data ? compileGame(content.data, handed.overrides) : null), [content.data, handed]);

  if (content.isError) return <p className="notice notice--error">Could not load the game: {content.error.message}</p>;
  if (!compiled || location.kind === 'loading') return <p className="notice">Loading the game…</p>;
  if (!compiled.ok) {
    return (
      <CompileProblem title="The game cannot be compiled" message={compiled.message} errors={compiled.errors}>
        <button type="button" className={styles.button} onClick={() => void open(null)}>
          Back to the sandbox
        </button>
      </CompileProblem>
    );
  }
  if (location.kind === 'error') {
    return (
      <section className={styles.problem} data-testid="sandbox-error">
        <h2>This sandbox link cannot be opened</h2>
        <p>{location.reason}</p>
        <button type="button" className={styles.button} onClick={() => void open(null)}>
          Start over
        </button>
      </section>
    );
  }
  if (location.kind === 'empty') return <Launcher game={compiled.game} versions={versions} onVersions={chooseVersions} onOpen={(s) => void open(s)} />;
  return <RunLoader key={location.key} game={compiled.game} url={location.state} handedDraft={handed.handed} onOpen={(s) => void open(s)} />;
}
