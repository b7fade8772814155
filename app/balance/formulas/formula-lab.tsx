'use client';
import { useMemo, useState } from 'react';
import type { RoleCard } from '../../../dsl/ast';
import { parse } from '../../../dsl/parse';
import { FormulaExplorer, type Combatant } from '../../../games/summoners-grid/explore/explorer';
import { findOutliers, levelRanges, type Outlier } from '../../../games/summoners-grid/explore/outliers';
import { cardId } from '../../../games/summoners-grid/rules/content';
import { VARIANTS } from '../../../games/summoners-grid/explore/representative';
import type { AttackSource } from '../../../games/summoners-grid/explore/sources';
import { ChoiceSelect } from '../choice-select';
import { LabChart } from '../lab-chart';
import { useGameFiles } from '../use-game-files';
import { useCurrentGame } from '../../ui/current-game-context';
import { CardVersionsChoice } from '../../ui/card-versions-choice';
import type { CardVersions } from '../../../db/card-version-choice';
import { defaultGame } from '../../../dsl/vocabulary';
import { CombatantPicker, type PickerOptions } from './combatant-picker';
import { FilteredSelect } from '../../ui/filtered-select';
import { levelHeatmap, outcomeLines, percent, round1, shareColour } from './formula-charts';
import { casterMismatch, casterRoles, defaultCasterRole } from './caster-roles';

export function FormulaLab() {
  const [versions, setVersions] = useState<CardVersions>('draft');
  const files = useGameFiles(versions);
  const sources = files.status === 'ready' ? files.files : undefined;
  const explorer = useMemo(() => sources && FormulaExplorer.create(sources.map((f) => ({ path: f.path, document: parse(f.text).document }))), [sources]);
  const { game } = useCurrentGame();
  // The explorer is Summoner's Grid's own (levels, species, roles, weapons): other games have none of it.
  if (game.id !== defaultGame) {
    return (
      <p className="notice" data-testid="formulas-other-game">
        The formula explorer computes Summoner&apos;s Grid&apos;s formulas (levels, species, roles and weapons); {game.name} has none of them. Choose Summoner&apos;s Grid in the
        sidebar to explore its formulas.
      </p>
    );
  }
  if (files.status === 'error') return <p className="notice notice--error">Could not load the game: {files.message}</p>;
  if (files.status === 'no-game') return <p className="notice">The content folder has no game (a folder with a ruleset.smith).</p>;
  if (!explorer) return <p className="notice">Loading the game&apos;s formulas…</p>;
  if (!explorer.ok) return <p className="notice notice--error">The explorer cannot read this game: {explorer.error}</p>;
  return (
    <>
      <CardVersionsChoice className="lab-field lab-versions" value={versions} onChange={setVersions} />
      <Explorer key={versions} ex={explorer.value} />
    </>
  );
}

/** How the source picker names each kind of source (it once grouped them under these headings). */
const SOURCE_KINDS = { weapon: 'weapon (basic attack)', damage: 'damage card', heal: 'heal card' } as const;

function Explorer({ ex }: { ex: FormulaExplorer }) {
  const sources = useMemo(() => ex.sources(), [ex]);
  // Weapons, then damage cards, then heal cards; the kind is in the label, so the filter finds by it too.
  const sourceOptions = useMemo(
    () => (['weapon', 'damage', 'heal'] as const).flatMap((kind) => sources.filter((s) => s.kind === kind).map((s) => ({ value: s.card, label: `${s.name} · ${SOURCE_KINDS[kind]}` }))),
    [sources],
  );
  const levels = useMemo(() => ex.levels(), [ex]);
  const options: PickerOptions = useMemo(
    () => ({
      summons: ex.cards().filter((c) => c.cardType === 'summon').map((c) => ({ id: cardId(c), name: c.name.text })),
      species: ex.tables.species.map((s) => s.name),
      rarities: ex.tables.rarities.map((r) => r.name),
      roles: ex.cards().filter((c): c is RoleCard => c.cardType === 'role' && c.tier === 1).map((c) => c.name.text),
    }),
    [ex],
  );
  const describe = useMemo(() => describeWith(new Map(options.summons.map((s) => [s.id, s.name]))), [options]);
  const firstSpecies = options.species[0] ?? '';
  const firstRarity = options.rarities[0] ?? '';
  const firstRole = options.roles[0] ?? '';
  const [source, setSource] = useState<AttackSource>({ card: sources.find((s) => s.kind !== 'weapon')?.card ?? sources[0]?.card ?? '' });
  const rolesFor = (card: string) => casterRoles(ex.cards().find((c) => cardId(c) === card));
  // The first card is cast by a role it accepts (Blast Bolt by a Magician, not the first role in the list).
  const [attacker, setAttacker] = useState<Combatant>(() => ({ summon: { species: firstSpecies, variant: 'typical', rarity: firstRarity }, role: defaultCasterRole(rolesFor(source.card), options.roles), equipment: [] }));
  const [defender, setDefender] = useState<Combatant>({ summon: { species: firstSpecies, variant: 'typical', rarity: firstRarity }, role: firstRole, equipment: [] });
  const [attackerLevel, setAttackerLevel] = useState(levels[0] ?? 5);
  const [defenderLevel, setDefenderLevel] = useState(levels[0] ?? 5);
  const [defenderRarity, setDefenderRarity] = useState(firstRarity);

  const info = sources.find((s) => s.card === source.card);
  const required = rolesFor(source.card);
  const mismatch = casterMismatch(info?.name ?? source.card, required, attacker.role);
  const acceptedRole = required.find((r) => options.roles.includes(r));
  const heal = info?.kind === 'heal';
  const grid = useMemo(() => ex.levelGrid(source, attacker, defender, levels), [ex, source, attacker, defender, levels]);
  const worked = useMemo(() => ex.outcome(source, attacker, defender, attackerLevel, defenderLevel, { explain: true }), [ex, source, attacker, defender, attackerLevel, defenderLevel]);
  const groups = useMemo(() => options.species.flatMap((species) => options.roles.map((role) => ({ species, role, rarity: defenderRarity, equipment: [] }))), [options, defenderRarity]);
  const matchups = useMemo(() => ex.matchups(source, attacker, attackerLevel, groups, levels), [ex, source, attacker, attackerLevel, groups, levels]);
  const subject = `${info?.name ?? source.card} from a L${attackerLevel} ${describe(attacker)}`;
  const outliers = useMemo(() => (matchups.ok ? findOutliers({ rows: matchups.value, levels, subject, heal }) : []), [matchups, levels, subject, heal]);
  const heatmap = useMemo(() => (grid.ok ? levelHeatmap(grid.value, heal) : undefined), [grid, heal]);

  return (
    <div className="lab-grid">
      <section className="panel">
        <div className="lab-row">
          <label className="lab-field" style={{ flex: '1 1 260px' }}>
            Weapon or card
            <FilteredSelect testid="source" value={source.card} options={sourceOptions} noun="weapon or card" onChange={(card) => setSource({ card })} />
          </label>
          {info && info.steps.length > 1 ? (
            <label className="lab-field">
              Step
              <select data-testid="step" value={source.step ?? info.steps.find((s) => !s.blocked)?.index ?? 0} onChange={(e) => setSource({ card: source.card, step: Number(e.target.value) })}>
                {info.steps.map((s) => (
                  <option key={s.index} value={s.index} disabled={s.blocked !== undefined} title={s.blocked}>
                    {s.index + 1}. {s.label}
                    {s.blocked ? ' (needs an earlier step)' : ''}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <div className="lab-row" style={{ marginTop: 12, alignItems: 'stretch' }}>
          <CombatantPicker label={heal ? 'Healer' : 'Attacker'} testid="attacker" value={attacker} options={options} onChange={setAttacker} />
          <CombatantPicker label={heal ? 'Healed' : 'Defender'} testid="defender" value={defender} options={options} onChange={setDefender} />
        </div>
        {mismatch ? (
          <p className="banner banner--warn" style={{ marginTop: 10 }} data-testid="caster-warning">
            {mismatch}{' '}
            {acceptedRole ? (
              <button type="button" className="button button--small" onClick={() => setAttacker({ ...attacker, role: acceptedRole })}>
                Use a {acceptedRole}
              </button>
            ) : null}
          </p>
        ) : null}
      </section>

      <section className="panel">
        <h2 className="section-title">
          Expected {heal ? 'healing' : 'damage'} by level: {describe(attacker)} → {describe(defender)}
        </h2>
        <p className="muted" style={{ marginTop: 0, fontSize: 13 }}>
          Per use, with {heal ? 'the crit chance' : 'the hit and crit chances'} folded in: {heal ? '' : 'P(hit) × '}((1 − P(crit)) × normal + P(crit) × crit). Hover a cell for its parts.
        </p>
        {grid.ok && heatmap ? <LabChart option={heatmap} testid="level-heatmap" label={`Expected ${heal ? 'healing' : 'damage'} by attacker and defender level`} /> : <p className="banner banner--error">{grid.ok ? '' : grid.error}</p>}
      </section>

      <section className="panel">
        <h2 className="section-title">One cell, worked out</h2>
        <div className="lab-row">
          <ChoiceSelect label="Attacker level" testid="attacker-level" value={attackerLevel} choices={levels} onChange={setAttackerLevel} />
          <ChoiceSelect label="Defender level" testid="defender-level" value={defenderLevel} choices={levels} onChange={setDefenderLevel} />
        </div>
        {worked.ok ? (
          <div data-testid="worked">
            <p style={{ margin: '10px 0 6px' }} data-testid="worked-summary">
              {outcomeLines(worked.value, heal).join(' · ')}
            </p>
            <pre className="worked">{(worked.value.explanation ?? []).join('\n')}</pre>
          </div>
        ) : (
          <p className="banner banner--error">{worked.error}</p>
        )}
      </section>

      <section className="panel">
        <h2 className="section-title">
          Every species and role: a L{attackerLevel} {describe(attacker)} against {defenderRarity} summons
        </h2>
        <div className="lab-row" style={{ marginBottom: 10 }}>
          <ChoiceSelect label="Defender rarity" testid="matchup-rarity" value={defenderRarity} choices={options.rarities} onChange={setDefenderRarity} />
          <span className="muted" style={{ fontSize: 12 }}>
            Typical defender of each species; cells show expected {heal ? 'healing' : 'damage'} and are shaded by the share of max HP. Outliers consider the frail and sturdy bounds ({VARIANTS.join(', ')}) too.
          </span>
        </div>
        {matchups.ok ? (
          <>
            <h3 className="section-title" style={{ fontSize: 13 }}>
              Outliers
            </h3>
            <OutlierList outliers={outliers} rarity={defenderRarity} />
            <div style={{ overflowX: 'auto' }}>
              <table className="matchup-table" data-testid="matchup-table">
                <thead>
                  <tr>
                    <th>Defender ↓ · level →</th>
                    {levels.map((l) => (
                      <th key={l}>{l}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {matchups.value.map((row) => (
                    <tr key={`${row.group.species}-${row.group.role}`} data-testid="matchup-row" data-group={`${row.group.species} ${row.group.role}`}>
                      <td>
                        {row.group.species} {row.group.role}
                      </td>
                      {row.cells.typical.map((o, i) => (
                        <td key={i} style={{ background: shareColour(o.share) }} title={`L${levels[i]}: ${outcomeLines(o, heal).join('; ')}`}>
                          {round1(o.expected)}
                          <span className="muted" style={{ display: 'block', fontSize: 10 }}>
                            {percent(o.share)}
                          </span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="muted" style={{ fontSize: 12 }}>
              Defender levels {levelRanges(levels)}.
            </p>
          </>
        ) : (
          <p className="banner banner--error">{matchups.error}</p>
        )}
      </section>
    </div>
  );
}

const SHOWN_OUTLIERS = 8;

/** The most severe findings first (the module orders them so); the rest behind a toggle. */
function OutlierList({ outliers, rarity }: { outliers: Outlier[]; rarity: string }) {
  const [all, setAll] = useState(false);
  if (outliers.length === 0) {
    return (
      <p className="muted" data-testid="no-outliers">
        Nothing stands out against {rarity} summons.
      </p>
    );
  }
  const shown = all ? outliers : outliers.slice(0, SHOWN_OUTLIERS);
  return (
    <>
      <ul className="outliers" data-testid="outliers">
        {shown.map((o, i) => (
          <li key={i} className={`outlier outlier--${o.severity}`} data-testid="outlier" data-kind={o.kind}>
            {o.text}
          </li>
        ))}
      </ul>
      {outliers.length > SHOWN_OUTLIERS ? (
        <button type="button" className="button button--small" data-testid="all-outliers" style={{ marginBottom: 10 }} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${outliers.length} findings`}
        </button>
      ) : null}
    </>
  );
}

/** `sturdy Common Fae Magician`, or a summon card's name and its role. */
function describeWith(names: ReadonlyMap<string, string>) {
  return (c: Combatant): string => ('card' in c.summon ? `${names.get(c.summon.card) ?? c.summon.card} as ${c.role}` : `${c.summon.variant} ${c.summon.rarity} ${c.summon.species} ${c.role}`);
}
