'use client';
/** Turns what the URL names into a run's start: a content or saved scenario, a game, or a card's default scenario. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ScenarioDecl } from '../../../dsl/ast';
import { parse } from '../../../dsl/parse';
import { useTRPC } from '../../trpc/client';
import type { CompiledGame } from '../model/compile';
import { defaultScenario } from '../model/default-scenario';
import { parseScenarioRef } from '../model/scenario-ref';
import { playStart, scenarioStart, type StartResult } from '../model/start';
import type { UrlState } from '../model/url-state';
import { playerKind } from '../players/players';
import styles from '../sandbox.module.css';
import { RunView, type RunSource } from './run-view';

function scenarioFromText(text: string, index: number): ScenarioDecl | string {
  const parsed = parse(text);
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return `the scenario text has errors: ${errors.map((e) => `line ${e.range.start.line}: ${e.message}`).join('; ')}`;
  const scenarios = parsed.document.decls.filter((d): d is ScenarioDecl => d.kind === 'Scenario');
  return scenarios[index] ?? 'the text holds no such scenario';
}

export function RunLoader({ game, url, handedDraft, onOpen }: { game: CompiledGame; url: UrlState; handedDraft: boolean; onOpen: (s: UrlState | null) => void }) {
  const trpc = useTRPC();
  const source = url.source;
  // Memoized: a new object each render would make a new start each render, and with it a new URL.
  const ref = useMemo(() => (source.kind === 'scenario' ? parseScenarioRef(source.ref) : undefined), [source]);
  const saved = useQuery({ ...trpc.sandbox.scenarios.get.queryOptions({ ref: source.kind === 'scenario' ? source.ref : 'db:none' }), enabled: ref?.origin === 'db', retry: false });

  const started: (StartResult & { run?: RunSource }) | null = useMemo(() => {
    if (source.kind === 'play') {
      const seed = url.seed ?? 1;
      return { ...playStart(game, source.decks, seed), run: { kind: 'play', seed } };
    }
    if (source.kind === 'card') {
      const d = defaultScenario(game.engine, source.card);
      if ('error' in d) return { ok: false, message: d.error };
      return { ...scenarioStart(game, d.decl, url.seed, d.text), run: { kind: 'card', card: source.card, handedDraft, found: d.actions.length > 0, why: d.why ?? null, trigger: d.trigger ?? null } };
    }
    if (!ref) return { ok: false, message: `"${source.ref}" is not a scenario reference` };
    let decl: ScenarioDecl | string;
    let text: string | null = null;
    if (ref.origin === 'content') {
      const found = game.scenarios.find((s) => s.ref === source.ref);
      decl = found?.decl ?? `there is no scenario ${source.ref} in the content`;
      text = found ? (game.project.file(found.path)?.text ?? null) : null;
    } else if (saved.isPending) return null;
    else if (saved.isError) decl = saved.error.message;
    else {
      decl = scenarioFromText(saved.data.source, saved.data.index);
      text = saved.data.source;
    }
    if (typeof decl === 'string') return { ok: false, message: decl };
    return { ...scenarioStart(game, decl, url.seed, text), run: { kind: 'scenario', ref: source.ref, origin: ref.origin } };
  }, [game, source, ref, saved.isPending, saved.isError, saved.data, saved.error, url.seed, handedDraft]);

  // Renamed once per start, not at each render (a new list each render would be a new run to the view).
  const given = useMemo(() => {
    const renumber = started?.ok ? started.start.renumber : undefined;
    return url.entries && url.legacyIds && renumber ? renumber(url.entries) : url.entries;
  }, [started, url.entries, url.legacyIds]);

  if (!started) return <p className="notice">Loading the scenario…</p>;
  if (!started.ok || !started.run) {
    return (
      <section className={styles.problem} data-testid="sandbox-error">
        <h2>This cannot be opened</h2>
        <p>{started.ok ? 'unknown source' : started.message}</p>
        <button type="button" className={styles.button} onClick={() => onOpen(null)}>
          Back to the sandbox
        </button>
      </section>
    );
  }
  const entries = given ?? started.start.script;
  // A counter's or reaction's test position is scripted up to its trigger: open it there, A to answer.
  const trigger = started.run.kind === 'card' ? started.run.trigger : null;
  const cursor = url.at ?? (url.entries ? entries.length : trigger ? Math.min(trigger.at, entries.length) : 0);
  const bot = url.bot && playerKind(url.bot.name) ? url.bot : null;
  return <RunView game={game} start={started.start} run={started.run} url={url} initial={{ entries, cursor }} bot={bot} onOpen={onOpen} />;
}
