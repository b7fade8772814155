'use client';
import { useDeferredValue, useMemo, useState } from 'react';
import { parse } from '../../../dsl/parse';
import { flagged, packComparisons, type Comparison } from '../../../games/summoners-grid/packs/comparisons';
import { openPacks, packSize } from '../../../games/summoners-grid/packs/generate';
import { declaresTables, packTables, type PackTables } from '../../../games/summoners-grid/packs/tables';
import { slotIndex, tally } from '../../../games/summoners-grid/packs/tally';
import { ChoiceSelect } from '../choice-select';
import { LabChart } from '../lab-chart';
import { useCurrentGame } from '../../ui/current-game-context';
import { useGameFiles } from '../use-game-files';
import { comparisonChart, fitText } from './pack-charts';
import { OpenPacks } from './open-packs';
import { TableEditor, type TableFile } from './table-editor';

const ALPHA = 0.01;

export function PackLab() {
  const files = useGameFiles();
  if (files.status === 'error') return <p className="notice notice--error">Could not load the game: {files.message}</p>;
  if (files.status === 'no-game') return <p className="notice">The content folder has no game (a folder with a ruleset.smith).</p>;
  if (files.status === 'loading') return <p className="notice">Loading the game&apos;s tables…</p>;
  return <Lab game={files.game} all={files.files} />;
}

function Lab({ game, all }: { game: string; all: Array<{ path: string; text: string }> }) {
  // Cards never declare tables; leaving them out keeps every regeneration cheap.
  const files = useMemo(() => all.filter((f) => !f.path.startsWith(`content/${game}/cards/`)), [all, game]);
  const tableFiles: TableFile[] = useMemo(() => files.filter((f) => declaresTables(parse(f.text).document)).map((f) => ({ path: f.path, base: f.text })), [files]);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [bases, setBases] = useState<Record<string, string>>({});
  const deferred = useDeferredValue(texts);
  const [packs, setPacks] = useState(2000);
  const [seed, setSeed] = useState(1);
  const [rarity, setRarity] = useState<string | undefined>(undefined);

  const read = useMemo(() => packTables(files.map((f) => ({ path: f.path, document: parse(deferred[f.path] ?? bases[f.path] ?? f.text).document }))), [files, deferred, bases]);
  const run = useMemo(() => generate(read.tables, packs, seed), [read.tables, packs, seed]);
  const current = rarity && read.tables.rarities.some((r) => r.name === rarity) ? rarity : read.tables.rarities[0]?.name;
  const editorFiles = tableFiles.map((f) => ({ ...f, base: bases[f.path] ?? f.base }));
  const gameName = useCurrentGame().game.name;

  // A game whose content declares no tables has nothing to generate, tune or open: one sentence, not an
  // empty simulation that reports "the pack has no slots" beside an Open button.
  if (tableFiles.length === 0) {
    return (
      <p className="notice" data-testid="packs-no-tables">
        {gameName} declares no rarity, species, growth or pack tables, so there are no packs to generate or open. Summoner&apos;s Grid&apos;s content declares them: choose
        it in the sidebar to explore its packs.
      </p>
    );
  }
  return (
    <div className="pack-editor">
      <TableEditor
        game={game}
        files={editorFiles}
        projectFiles={all}
        texts={texts}
        problems={read.problems}
        onEdit={(path, text) => setTexts((t) => ({ ...t, [path]: text }))}
        onReset={(path) => setTexts(({ [path]: _dropped, ...rest }) => rest)}
        onSaved={(saved) => {
          setBases((b) => ({ ...b, ...saved }));
          setTexts((t) => Object.fromEntries(Object.entries(t).filter(([p]) => !(p in saved))));
        }}
      />
      <div className="lab-grid">
        <section className="panel">
          <div className="lab-row">
            <label className="lab-field">
              Packs
              <input type="number" data-testid="pack-count" min={1} max={50_000} value={packs} onChange={(e) => setPacks(clamp(Number(e.target.value), 1, 50_000))} />
            </label>
            <label className="lab-field">
              Seed
              <input type="number" data-testid="pack-seed" min={0} value={seed} onChange={(e) => setSeed(clamp(Number(e.target.value), 0, 2 ** 32 - 1))} />
            </label>
            <ChoiceSelect label="Rarity shown" testid="pack-rarity" value={current ?? ''} choices={read.tables.rarities.map((r) => r.name)} onChange={setRarity} />
          </div>
          {run.ok ? <RunSummary tables={read.tables} run={run} /> : <p className="banner banner--error" data-testid="generate-error">{run.reason}</p>}
        </section>
        {run.ok ? <Histograms tables={read.tables} comparisons={run.comparisons} rarity={current} /> : null}
        <OpenPacks game={game} tables={read.tables} />
      </div>
    </div>
  );
}

type Run = { ok: true; summons: number; ms: number; comparisons: Comparison[]; rarity: Record<string, number> } | { ok: false; reason: string };

function generate(tables: PackTables, packs: number, seed: number): Run {
  const start = performance.now();
  const opened = openPacks(tables, { seed, count: packs });
  if (!opened.ok) return opened;
  const ms = performance.now() - start;
  const counts = tally(opened.summons, slotIndex(tables.pack.slots));
  return { ok: true, summons: opened.summons.length, ms, comparisons: packComparisons(tables, counts), rarity: counts.rarity };
}

function RunSummary({ tables, run }: { tables: PackTables; run: Extract<Run, { ok: true }> }) {
  const k = run.comparisons.length;
  const bad = run.comparisons.filter((c) => flagged(c.fit, k, ALPHA));
  const perPack = (r: string) => ((run.rarity[r] ?? 0) / Math.max(1, run.summons / packSize(tables))).toFixed(3);
  return (
    <div style={{ marginTop: 10 }} data-testid="pack-summary">
      <p style={{ margin: '0 0 6px' }}>
        <strong data-testid="summon-count">{run.summons.toLocaleString('en')}</strong> summons from {(run.summons / packSize(tables)).toLocaleString('en')} {tables.pack.name}s of {packSize(tables)} cards, generated in {run.ms.toFixed(0)} ms (
        {Math.round(run.summons / Math.max(run.ms, 0.001) * 1000).toLocaleString('en')} summons/s in this browser).
      </p>
      <p className="muted" style={{ margin: '0 0 6px', fontSize: 13 }}>
        Per pack: {tables.rarities.map((r) => `${perPack(r.name)} ${r.name}`).join(' · ')}
      </p>
      <p className={bad.length === 0 ? 'banner banner--ok' : 'banner banner--warn'} data-testid="fit-verdict" data-flagged={bad.length}>
        {bad.length === 0
          ? `All ${k} histograms match the tables (chi-square, family-wise ${ALPHA * 100}%: each p ≥ ${(ALPHA / k).toExponential(1)}).`
          : `${bad.length} of ${k} histograms differ from the tables at family-wise ${ALPHA * 100}%: ${bad.map((c) => c.name).join('; ')}.`}
      </p>
    </div>
  );
}

function Histograms({ tables, comparisons, rarity }: { tables: PackTables; comparisons: Comparison[]; rarity: string | undefined }) {
  const k = comparisons.length;
  const rarities = tables.rarities.map((r) => r.name);
  const growth = tables.growth.map((g) => g.name);
  const species = tables.species.map((s) => s.name);
  const slots = comparisons.filter((c) => c.kind === 'slot-rarity');
  const at = comparisons.filter((c) => c.rarity === rarity);
  const chart = (c: Comparison, order: readonly string[]) => (
    <figure key={c.name} style={{ margin: 0 }} data-testid="histogram" data-name={c.name}>
      <figcaption style={{ fontSize: 12, fontWeight: 600 }}>
        {c.name}{' '}
        <span className={flagged(c.fit, k, ALPHA) ? 'fit fit--bad' : 'fit'} data-testid="fit">
          {fitText(c)}
        </span>
      </figcaption>
      <LabChart option={comparisonChart(c, order)} className="chart chart--small" label={`Histogram: ${c.name}`} />
    </figure>
  );
  return (
    <>
      <section className="panel">
        <h2 className="section-title">Rarity per slot</h2>
        <div className="pack-charts">{slots.map((c) => chart(c, rarities))}</div>
      </section>
      <section className="panel">
        <h2 className="section-title">{rarity}: species and growth kinds</h2>
        <div className="pack-charts">{at.filter((c) => c.kind !== 'base-stat').map((c) => chart(c, c.kind === 'growth' ? growth : species))}</div>
      </section>
      <section className="panel">
        <h2 className="section-title">{rarity}: base stats (all species, weighted by appearance)</h2>
        <div className="pack-charts">{at.filter((c) => c.kind === 'base-stat').map((c) => chart(c, []))}</div>
      </section>
    </>
  );
}

function clamp(n: number, lo: number, hi: number): number {
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, Math.floor(n))) : lo;
}
