'use client';

/** A labelled select of plain choices (levels, rarities, roles …), the lab's most common control. */
export function ChoiceSelect<T extends string | number>({ label, testid, value, choices, onChange }: { label: string; testid: string; value: T; choices: readonly T[]; onChange: (v: T) => void }) {
  return (
    <label className="lab-field">
      {label}
      <select data-testid={testid} value={String(value)} onChange={(e) => {
        const picked = choices.find((c) => String(c) === e.target.value);
        if (picked !== undefined) onChange(picked);
      }}>
        {choices.map((c) => (
          <option key={String(c)} value={String(c)}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}
