'use client';
/**
 * Editing a position: turn and phase, units (card, role, equipment, level, HP, statuses; click one on
 * the board, then a space to move it), VP and the cards in each zone. The board previews the edited
 * position as the engine builds it, so a mistake (an unknown card, two units on a space) shows at once.
 * "Save and open" stores it as a scenario and opens it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type MutableRefObject } from 'react';
import { parse } from '../../../dsl/parse';
import { startScenario } from '../../../games/summoners-grid/index';
import { useTRPC } from '../../trpc/client';
import { boardModel, type BoardModel } from '../model/board-model';
import type { CompiledGame } from '../model/compile';
import { parseScenarioRef } from '../model/scenario-ref';
import { SETUP_PHASES, freeHandle, setupHandles, setupToText, type Setup, type SetupPhase, type SetupUnit, type SetupZone, type Side } from '../model/setup';
import { setupFromState } from '../model/snapshot';
import type { SandboxSource, UrlState } from '../model/url-state';
import type { Session } from '../session/use-session';
import styles from '../sandbox.module.css';
import { FilteredSelect } from '../../ui/filtered-select';

const EDITED_ZONES: Array<[SetupZone, string]> = [
  ['hand', 'Hand'],
  ['advance-deck', 'Advance deck'],
  ['main-deck', 'Main deck (top first)'],
  ['discard', 'Discard'],
];

type Picked = { side: Side; index: number } | null;

/** A small whole-number input: empty means "not set" (undefined); anything but up to `digits` digits is ignored. */
function NumberField({ label, value, digits, placeholder, aria, onChange }: { label: string; value: number | undefined; digits: number; placeholder?: string; aria: string; onChange: (n: number | undefined) => void }) {
  const pattern = new RegExp(`^\\d{0,${digits}}$`);
  return (
    <label className={styles.inlineField}>
      {label}
      <input
        className={styles.small}
        value={value ?? ''}
        placeholder={placeholder}
        inputMode="numeric"
        aria-label={aria}
        onChange={(e) => {
          const v = e.target.value;
          if (pattern.test(v)) onChange(v === '' ? undefined : Number(v));
        }}
      />
    </label>
  );
}

function preview(game: CompiledGame, setup: Setup): { model: BoardModel | null; error: string | null; text: string } {
  const text = setupToText(setup);
  const decl = parse(text).document.decls[0];
  if (!decl || decl.kind !== 'Scenario') return { model: null, error: 'the setup does not read back as a scenario', text };
  try {
    const { state } = startScenario(game.engine, decl);
    return { model: boardModel(game.engine, state), error: null, text };
  } catch (error) {
    return { model: null, error: error instanceof Error ? error.message : String(error), text };
  }
}

export function SetupEditor({ game, session, source, onApply, onPreview, spaceHandler }: { game: CompiledGame; session: Session; source: SandboxSource; onApply: (s: UrlState) => void; onPreview: (model: BoardModel | null) => void; spaceHandler: MutableRefObject<((x: number, y: number) => void) | null> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.sandbox.scenarios.save.mutationOptions());
  const [from, setFrom] = useState<'start' | 'now'>(session.start.setup ? 'start' : 'now');
  // The board does not change while the setup is edited, so this is re-read only when switching between the two.
  const initial = useMemo(() => (from === 'start' && session.start.setup ? session.start.setup : setupFromState(game.engine, session.state, `${session.start.title} — edited`).setup), [from, session.start, session.state, game.engine]);
  const [setup, setSetup] = useState<Setup>(initial);
  useEffect(() => setSetup(initial), [initial]);
  const [picked, setPicked] = useState<Picked>(null);
  const content = game.content;
  const slots = useMemo(() => {
    const seen = new Map<string, { summon: string; role: string; equipment: string[] }>();
    for (const d of content.decks) for (const s of d.slots) if (!seen.has(s.summon.text)) seen.set(s.summon.text, { summon: s.summon.text, role: s.role.text, equipment: s.equipment.map((e) => e.text) });
    return [...seen.values()];
  }, [content]);
  // The cards a zone can take, by name: any but roles and equipment; the advance deck takes advance cards only.
  const cardOptions = useMemo(() => {
    const cards = content.cards.filter((c) => c.cardType !== 'role' && c.cardType !== 'equipment').sort((a, b) => (a.name.text < b.name.text ? -1 : a.name.text > b.name.text ? 1 : 0));
    const option = (c: (typeof cards)[number]) => ({ value: c.name.text, label: c.name.text });
    return { all: cards.map(option), advance: cards.filter((c) => c.cardType === 'advance').map(option) };
  }, [content]);
  const [newSlot, setNewSlot] = useState(0);

  const result = useMemo(() => preview(game, setup), [game, setup]);

  const update = (f: (s: Setup) => Setup) => setSetup((s) => f(structuredClone(s)));
  const unitAt = (x: number, y: number): Picked => {
    for (const side of ['A', 'B'] as const) {
      const index = setup.players[side].units.findIndex((u) => u.at.x === x && u.at.y === y);
      if (index >= 0) return { side, index };
    }
    return null;
  };

  useEffect(() => onPreview(result.model), [result.model, onPreview]);
  useEffect(() => () => onPreview(null), [onPreview]);
  // A click on the board: pick the unit there, or move the picked unit to an empty space.
  spaceHandler.current = (x, y) => {
    const there = unitAt(x, y);
    if (picked && !there) {
      setUnit(picked.side, picked.index, (u) => {
        u.at = { x, y };
      });
      setPicked(null);
    } else setPicked(there);
  };
  useEffect(
    () => () => {
      spaceHandler.current = null;
    },
    [spaceHandler],
  );

  const addUnit = (side: Side) => {
    const slot = slots[newSlot];
    if (!slot) return;
    const rows = side === 'A' ? [0, 1, 2] : [13, 12, 11];
    const taken = new Set(['A', 'B'].flatMap((s) => setup.players[s as Side].units.map((u) => `${u.at.x},${u.at.y}`)));
    let at = { x: 0, y: rows[0] ?? 0 };
    outer: for (const y of rows) for (let x = 0; x < 12; x++) if (!taken.has(`${x},${y}`)) {
      at = { x, y };
      break outer;
    }
    const unit: SetupUnit = { handle: freeHandle(slot.summon, setupHandles(setup)), card: slot.summon, role: slot.role, equipment: slot.equipment, at, level: 5, statuses: [], completed: [] };
    update((s) => {
      s.players[side].units.push(unit);
      return s;
    });
    setPicked({ side, index: setup.players[side].units.length });
  };

  const setUnit = (side: Side, index: number, f: (u: SetupUnit) => void) =>
    update((s) => {
      const u = s.players[side].units[index];
      if (u) f(u);
      return s;
    });

  const ref = source.kind === 'scenario' ? parseScenarioRef(source.ref) : undefined;
  const overwrite = ref?.origin === 'db' ? ref.id : undefined;
  const apply = async () => {
    const r = await save.mutateAsync({ source: result.text, ...(overwrite ? { id: overwrite } : {}) });
    if (r.status !== 'saved') return;
    await queryClient.invalidateQueries({ queryKey: trpc.sandbox.scenarios.list.queryKey() });
    onApply({ source: { kind: 'scenario', ref: r.ref } });
  };

  return (
    <section className={styles.panel} data-testid="setup-editor">
      <h3 className={styles.panelTitle}>Edit the setup</h3>
      <div className={styles.radioRow}>
        <label>
          <input type="radio" checked={from === 'start'} disabled={!session.start.setup} onChange={() => setFrom('start')} /> the starting position
        </label>
        <label>
          <input type="radio" checked={from === 'now'} onChange={() => setFrom('now')} /> the position now
        </label>
      </div>
      <p className={styles.hint}>Click a unit on the board, then a space to move it. The script of a scenario is not kept: the edited position starts a new run.</p>
      <div className={styles.formGrid}>
        <label className={styles.field}>
          Name
          <input value={setup.name} onChange={(e) => update((s) => ({ ...s, name: e.target.value }))} aria-label="Setup name" />
        </label>
        <label className={styles.field}>
          Seed
          <input value={setup.seed} inputMode="numeric" onChange={(e) => /^\d{0,9}$/.test(e.target.value) && update((s) => ({ ...s, seed: Number(e.target.value) }))} aria-label="Setup seed" />
        </label>
        <label className={styles.field}>
          Turn
          <input value={setup.turn.number} inputMode="numeric" onChange={(e) => /^\d{1,3}$/.test(e.target.value) && update((s) => ({ ...s, turn: { ...s.turn, number: Math.max(1, Number(e.target.value)) } }))} aria-label="Turn number" />
        </label>
        <label className={styles.field}>
          Player
          <select value={setup.turn.player} onChange={(e) => update((s) => ({ ...s, turn: { ...s.turn, player: e.target.value === 'B' ? 'B' : 'A' } }))} aria-label="Turn player">
            <option value="A">A</option>
            <option value="B">B</option>
          </select>
        </label>
        <label className={styles.field}>
          Phase
          <select value={setup.turn.phase} onChange={(e) => update((s) => ({ ...s, turn: { ...s.turn, phase: e.target.value as SetupPhase } }))} aria-label="Phase">
            {SETUP_PHASES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      {(['A', 'B'] as const).map((side) => (
        <div key={side} className={styles.setupSide}>
          <h4 className={styles.zoneTitle}>
            <span className={styles[`side${side}`]}>Player {side}</span>{' '}
            <label className={styles.inlineField}>
              VP{' '}
              <input className={styles.small} value={setup.players[side].vp} inputMode="numeric" onChange={(e) => {
                  const v = e.target.value;
                  if (/^\d{0,2}$/.test(v))
                    update((s) => {
                      s.players[side].vp = Number(v);
                      return s;
                    });
                }} aria-label={`${side} VP`} />
            </label>
          </h4>
          <table className={styles.unitTable}>
            <tbody>
              {setup.players[side].units.map((u, i) => (
                <tr key={`${u.handle}-${i}`} className={picked?.side === side && picked.index === i ? styles.pickedRow : undefined}>
                  <td>
                    <button type="button" className={styles.linkButton} onClick={() => setPicked({ side, index: i })} title="then click a space on the board">
                      {u.handle}
                    </button>
                    <div className={styles.muted}>
                      {u.card} · {u.role} · ({u.at.x},{u.at.y})
                    </div>
                  </td>
                  <td>
                    <NumberField label="L" value={u.level} digits={2} aria={`${u.handle} level`} onChange={(n) => setUnit(side, i, (x) => { x.level = n; })} />
                  </td>
                  <td>
                    <NumberField label="HP" value={u.hp} digits={4} placeholder="full" aria={`${u.handle} HP`} onChange={(n) => setUnit(side, i, (x) => { x.hp = n; })} />
                  </td>
                  <td>
                    <input className={styles.statusInput} value={u.statuses.join(', ')} placeholder="statuses" onChange={(e) => {
                        const v = e.target.value;
                        setUnit(side, i, (x) => {
                          x.statuses = v.split(/[\s,]+/).filter(Boolean);
                        });
                      }} aria-label={`${u.handle} statuses`} />
                  </td>
                  <td>
                    <button type="button" className={styles.linkButton} onClick={() =>
                        update((s) => {
                          s.players[side].units.splice(i, 1);
                          return s;
                        })
                      } aria-label={`remove ${u.handle}`}>
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.addRow}>
            <select value={newSlot} onChange={(e) => setNewSlot(Number(e.target.value))} aria-label={`unit to add for ${side}`}>
              {slots.map((s, i) => (
                <option key={s.summon} value={i}>
                  {s.summon} as {s.role}
                </option>
              ))}
            </select>
            <button type="button" className={styles.button} onClick={() => addUnit(side)}>
              Add unit
            </button>
          </div>
          {EDITED_ZONES.map(([zone, label]) => (
            <div key={zone} className={styles.zoneEdit}>
              <span className={styles.zoneLabel}>{label}</span>
              {(setup.players[side].zones[zone] ?? []).map((c, i) => (
                <button key={`${c}-${i}`} type="button" className={styles.cardChip} title="remove" onClick={() =>
                    update((s) => {
                      s.players[side].zones[zone]?.splice(i, 1);
                      return s;
                    })
                  }>
                  {c} ✕
                </button>
              ))}
              <FilteredSelect
                testid={`add-card-${side}-${zone}`}
                value=""
                options={zone === 'advance-deck' ? cardOptions.advance : cardOptions.all}
                noun="card"
                ariaLabel={`add a card to ${side}'s ${zone}`}
                filterClassName={styles.zoneFilter}
                leading={<option value="">+ card</option>}
                onChange={(card) => {
                  if (!card) return;
                  update((s) => {
                    s.players[side].zones[zone] = [...(s.players[side].zones[zone] ?? []), card];
                    return s;
                  });
                }}
              />
            </div>
          ))}
        </div>
      ))}
      {result.error ? (
        <p className={styles.illegal} data-testid="setup-error">
          {result.error}
        </p>
      ) : (
        <p className={styles.pass}>The engine builds this position.</p>
      )}
      <button type="button" className={styles.primary} disabled={!!result.error || save.isPending} onClick={() => void apply()} data-testid="apply-setup">
        {overwrite ? `Save over “${overwrite}” and open` : 'Save as a scenario and open'}
      </button>
      {save.data?.status === 'invalid' ? <p className={styles.illegal}>{save.data.problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}</p> : null}
      {save.isError ? <p className={styles.illegal}>Could not save: {save.error.message}</p> : null}
    </section>
  );
}
