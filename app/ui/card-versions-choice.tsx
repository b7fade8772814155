'use client';
/** The choice every tool that plays the studio's cards offers: their drafts or their published versions. */
import { CardVersions, CARD_VERSION_LABELS } from '../../db/card-version-choice';

export function CardVersionsChoice({ value, onChange, className }: { value: CardVersions; onChange: (value: CardVersions) => void; className?: string }) {
  return (
    <label className={className}>
      Cards
      <select name="versions" aria-label="Cards" value={value} onChange={(e) => onChange(CardVersions.catch('draft').parse(e.target.value))}>
        {CardVersions.options.map((v) => (
          <option key={v} value={v}>
            {CARD_VERSION_LABELS[v]}
          </option>
        ))}
      </select>
    </label>
  );
}
