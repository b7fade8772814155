'use client';
import type { Combatant } from '../../../games/summoners-grid/explore/explorer';
import { VARIANTS, type Variant } from '../../../games/summoners-grid/explore/representative';
import { useMemo } from 'react';
import { ChoiceSelect } from '../choice-select';
import { FilteredSelect } from '../../ui/filtered-select';

export interface PickerOptions {
  summons: Array<{ id: string; name: string }>;
  species: string[];
  rarities: string[];
  roles: string[];
}

/**
 * Who attacks or defends: a summon card of the content, or a representative summon of a species (frail,
 * typical or sturdy at a rarity: the bounds of what packs generate), in a role.
 */
export function CombatantPicker({ label, testid, value, options, onChange }: { label: string; testid: string; value: Combatant; options: PickerOptions; onChange: (c: Combatant) => void }) {
  const summon = value.summon;
  const summons = useMemo(() => options.summons.map((s) => ({ value: `card:${s.id}`, label: s.name })), [options.summons]);
  const key = 'card' in summon ? `card:${summon.card}` : `species:${summon.species}`;
  const pick = (k: string) => {
    const [kind, name = ''] = k.split(/:(.*)/s);
    if (kind === 'card') onChange({ ...value, summon: { card: name } });
    else onChange({ ...value, summon: { species: name, variant: 'card' in summon ? 'typical' : summon.variant, rarity: 'card' in summon ? (options.rarities[0] ?? '') : summon.rarity } });
  };
  return (
    <fieldset className="lab-fieldset" data-testid={testid}>
      <legend>{label}</legend>
      <div className="lab-row">
        <label className="lab-field" style={{ flex: '1 1 220px' }}>
          Summon
          <FilteredSelect
            testid={`${testid}-summon`}
            value={key}
            options={summons}
            noun="summon"
            group="Summon cards"
            leading={
              <optgroup label="Representative of a species">
                {options.species.map((s) => (
                  <option key={s} value={`species:${s}`}>
                    {s} (any)
                  </option>
                ))}
              </optgroup>
            }
            onChange={pick}
          />
        </label>
        {'card' in summon ? null : (
          <>
            <ChoiceSelect label="Variant" testid={`${testid}-variant`} value={summon.variant} choices={VARIANTS} onChange={(variant: Variant) => onChange({ ...value, summon: { ...summon, variant } })} />
            <ChoiceSelect label="Rarity" testid={`${testid}-rarity`} value={summon.rarity} choices={options.rarities} onChange={(rarity) => onChange({ ...value, summon: { ...summon, rarity } })} />
          </>
        )}
        <ChoiceSelect label="Role" testid={`${testid}-role`} value={value.role} choices={options.roles} onChange={(role) => onChange({ ...value, role })} />
      </div>
    </fieldset>
  );
}
