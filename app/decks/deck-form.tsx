'use client';
import { useMemo, useState } from 'react';
import type { CardFace } from '../cards/card-face';
import { CardZoomArea } from '../cards/faces/card-zoom';
import { EQUIPMENT_SLOTS, type DeckModel, type EntryModel, type EquipmentSlotName, type SlotModel } from './deck-text';
import type { CatalogCard, DeckCatalog, DeckWorkspace } from './deck-workspace';
import { plural } from '../ui/plural';
import { FilteredSelect } from '../ui/filtered-select';
import type { PickOption } from '../ui/option-filter';

interface Props {
  model: DeckModel;
  catalog: DeckCatalog;
  workspace: DeckWorkspace;
  /** True while the text cannot be read: the form shows the last readable deck and cannot edit it. */
  disabled: boolean;
  onChange: (change: (m: DeckModel) => DeckModel) => void;
}

const SLOT_COUNT = 3;

export function DeckForm({ model, catalog, workspace, disabled, onChange }: Props) {
  const setSlot = (i: number, slot: SlotModel | undefined) =>
    onChange((m) => {
      const slots = [...m.slots];
      if (slot) slots[i] = slot;
      else slots.splice(i, 1);
      return { ...m, slots };
    });
  const count = (list: EntryModel[]) => list.reduce((n, e) => n + e.count, 0);
  const byType = new Map<string, number>();
  for (const e of model.main) {
    const t = workspace.typeOf(e.card) ?? 'unknown';
    byType.set(t, (byType.get(t) ?? 0) + e.count);
  }

  return (
    <>
      <section className="panel">
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div className="lab-row">
            <label className="lab-field" style={{ flex: '1 1 220px' }}>
              Name
              <input data-testid="deck-name" value={model.name} onChange={(e) => onChange((m) => ({ ...m, name: e.target.value }))} />
            </label>
          </div>
          <label className="lab-field" style={{ marginTop: 10 }}>
            Description
            <textarea rows={2} data-testid="deck-description" value={model.comment} onChange={(e) => onChange((m) => ({ ...m, comment: e.target.value }))} />
          </label>
        </fieldset>
        <div className="deck-summary" style={{ marginTop: 10 }} data-testid="deck-summary">
          {catalog.declared ? null : (
            <span>
              <strong>{model.slots.length}</strong> of {SLOT_COUNT} slots
            </span>
          )}
          <span>
            main deck <strong>{count(model.main)}</strong>
            {byType.size > 0 ? ` (${[...byType].map(([t, n]) => `${n} ${t}`).join(', ')})` : ''}
          </span>
          {catalog.declared ? null : (
            <span>
              advance deck <strong>{count(model.advance)}</strong>
            </span>
          )}
        </div>
      </section>

      {catalog.declared ? null : <SummonSlots model={model} catalog={catalog} disabled={disabled} setSlot={setSlot} />}

      <CardList title="Main deck" testid="main" entries={model.main} options={catalog.main} workspace={workspace} disabled={disabled} onChange={(main) => onChange((m) => ({ ...m, main }))} />
      {catalog.declared ? null : (
        <CardList title="Advance deck" testid="advance" entries={model.advance} options={catalog.advance} workspace={workspace} disabled={disabled} onChange={(advance) => onChange((m) => ({ ...m, advance }))} />
      )}
    </>
  );
}

/** Summoner's Grid's three summon slots. */
function SummonSlots({ model, catalog, disabled, setSlot }: { model: DeckModel; catalog: DeckCatalog; disabled: boolean; setSlot: (i: number, slot: SlotModel | undefined) => void }) {
  // Made once for the three slots' summon pickers.
  const summons = useMemo(() => catalog.summons.map((s) => ({ value: s.name, label: `${s.name} · ${s.species} ${s.rarity}` })), [catalog.summons]);
  return (
    <section className="panel">
      <h2 className="section-title">Summon slots</h2>
      <fieldset disabled={disabled} className="deck-slots" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {Array.from({ length: Math.max(SLOT_COUNT, model.slots.length) }, (_, i) => (
          <SlotEditor key={i} index={i} slot={model.slots[i]} catalog={catalog} summons={summons} canAdd={i === model.slots.length} onChange={(s) => setSlot(i, s)} />
        ))}
      </fieldset>
    </section>
  );
}

function slotOf(catalog: DeckCatalog, card: string): EquipmentSlotName | undefined {
  for (const slot of EQUIPMENT_SLOTS) if (catalog.equipment[slot].some((c) => c.name === card || c.id === card)) return slot;
  return undefined;
}

function SlotEditor({ index, slot, catalog, summons, canAdd, onChange }: { index: number; slot: SlotModel | undefined; catalog: DeckCatalog; summons: PickOption[]; canAdd: boolean; onChange: (s: SlotModel | undefined) => void }) {
  const label = `Slot ${index + 1}`;
  if (!slot) {
    return (
      <div className="deck-slot" data-testid={`slot-${index}`}>
        <div className="deck-slot__head">{label}</div>
        <label className="lab-field">
          Summon
          <FilteredSelect
            testid={`slot-${index}-summon`}
            value=""
            disabled={!canAdd}
            options={summons}
            noun="summon"
            leading={<option value="">{canAdd ? 'Choose a summon…' : 'Fill the slot above first'}</option>}
            onChange={(summon) => onChange({ summon, role: catalog.roles[0]?.name ?? '', equipment: [] })}
          />
        </label>
      </div>
    );
  }
  const summon = catalog.summons.find((s) => s.name === slot.summon || s.id === slot.summon);
  const bySlot = new Map<EquipmentSlotName, string>();
  const other: string[] = [];
  for (const e of slot.equipment) {
    const kind = slotOf(catalog, e);
    if (kind && !bySlot.has(kind)) bySlot.set(kind, e);
    else other.push(e);
  }
  const setEquipment = (kind: EquipmentSlotName, card: string) => {
    const next = new Map(bySlot);
    if (card === '') next.delete(kind);
    else next.set(kind, card);
    onChange({ ...slot, equipment: [...EQUIPMENT_SLOTS.flatMap((k) => (next.has(k) ? [next.get(k) as string] : [])), ...other] });
  };
  return (
    <div className="deck-slot" data-testid={`slot-${index}`}>
      <div className="deck-slot__head">
        {label}
        <button type="button" className="button button--small" aria-label={`Empty ${label.toLowerCase()}`} onClick={() => onChange(undefined)}>
          ×
        </button>
      </div>
      <label className="lab-field">
        Summon
        <FilteredSelect
          testid={`slot-${index}-summon`}
          value={summon?.name ?? slot.summon}
          options={summons}
          noun="summon"
          leading={summon ? null : <option value={slot.summon}>{slot.summon} (unknown)</option>}
          onChange={(name) => onChange({ ...slot, summon: name })}
        />
      </label>
      <div className="deck-slot__stats" title="Base stats and growth (-- - _ + ++ *)">
        {summon?.line ?? ''}
      </div>
      <label className="lab-field">
        Role
        <Picker testid={`slot-${index}-role`} value={slot.role} options={catalog.roles} onChange={(role) => onChange({ ...slot, role })} />
      </label>
      {EQUIPMENT_SLOTS.map((kind) => (
        <label key={kind} className="lab-field">
          {kind[0]?.toUpperCase() + kind.slice(1)}
          <Picker testid={`slot-${index}-${kind}`} value={bySlot.get(kind) ?? ''} options={catalog.equipment[kind]} empty="none" onChange={(card) => setEquipment(kind, card)} />
        </label>
      ))}
      {other.length > 0 ? (
        <p className="muted" style={{ fontSize: 12, margin: 0 }}>
          Also: {other.join(', ')} (edit in the text)
        </p>
      ) : null}
    </div>
  );
}

/** Catalog cards as picker options: each by its name. */
function cardOptions(cards: CatalogCard[], label: (c: CatalogCard) => string = (c) => c.name): PickOption[] {
  return cards.map((c) => ({ value: c.name, label: label(c) }));
}

/** A select of catalog cards that keeps a value the catalog does not know (so nothing is lost silently). */
function Picker({ testid, value, options, empty, onChange }: { testid: string; value: string; options: CatalogCard[]; empty?: string; onChange: (v: string) => void }) {
  const known = value === '' || options.some((o) => o.name === value || o.id === value);
  const selected = options.find((o) => o.id === value)?.name ?? value;
  const picks = useMemo(() => cardOptions(options), [options]);
  return (
    <FilteredSelect
      testid={testid}
      value={selected}
      options={picks}
      noun="card"
      leading={
        <>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {known ? null : <option value={value}>{value} (unknown)</option>}
        </>
      }
      onChange={onChange}
    />
  );
}

function CardList({ title, testid, entries, options, workspace, disabled, onChange }: { title: string; testid: string; entries: EntryModel[]; options: CatalogCard[]; workspace: DeckWorkspace; disabled: boolean; onChange: (e: EntryModel[]) => void }) {
  const [adding, setAdding] = useState('');
  const picks = useMemo(() => cardOptions(options, (o) => `${o.name} (${o.type})`), [options]);
  const set = (i: number, count: number) => onChange(count <= 0 ? entries.filter((_, k) => k !== i) : entries.map((e, k) => (k === i ? { ...e, count } : e)));
  const add = () => {
    if (adding === '') return;
    const i = entries.findIndex((e) => e.card === adding);
    onChange(i >= 0 ? entries.map((e, k) => (k === i ? { ...e, count: e.count + 1 } : e)) : [...entries, { card: adding, count: 1 }]);
    setAdding('');
  };
  // The faces of the listed cards, by id: pointing at an entry shows its face (CardZoomArea).
  const { faces, ids } = useMemo(() => {
    const found: { faces: Record<string, CardFace>; ids: Record<string, string> } = { faces: {}, ids: {} };
    for (const e of entries) {
      const card = workspace.faceOf(e.card);
      if (card === undefined) continue;
      found.faces[card.id] = card.face;
      found.ids[e.card] = card.id;
    }
    return found;
  }, [entries, workspace]);
  return (
    <CardZoomArea faces={faces} game={workspace.game}>
      <section className="panel" data-testid={`${testid}-deck`}>
      <h2 className="section-title">
        {title} · {plural(entries.reduce((n, e) => n + e.count, 0), 'card')}
      </h2>
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <table className="deck-cards">
          <tbody>
            {entries.map((e, i) => (
              <tr key={`${e.card}-${i}`} data-testid={`${testid}-entry`} data-card={e.card} data-card-id={ids[e.card]}>
                <td>{e.card}</td>
                <td className="muted">{workspace.typeOf(e.card) ?? 'unknown card'}</td>
                <td className="deck-cards__count">
                  <button type="button" className="button button--small" aria-label={`One ${e.card} less`} onClick={() => set(i, e.count - 1)}>
                    −
                  </button>
                  <span>{e.count}</span>
                  <button type="button" className="button button--small" aria-label={`One ${e.card} more`} onClick={() => set(i, e.count + 1)}>
                    +
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="lab-row" style={{ marginTop: 8 }}>
          <FilteredSelect
            className="lab-select"
            filterClassName="lab-input"
            testid={`${testid}-add-select`}
            value={adding}
            options={picks}
            noun="card"
            ariaLabel={`Card to add to the ${title.toLowerCase()}`}
            leading={<option value="">Add a card…</option>}
            onChange={setAdding}
          />
          <button type="button" className="button" data-testid={`${testid}-add`} disabled={adding === ''} onClick={add}>
            Add
          </button>
        </div>
      </fieldset>
      </section>
    </CardZoomArea>
  );
}
