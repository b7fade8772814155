'use client';
/**
 * A native select for long lists of cards: it renders at most OPTION_LIMIT options and, past
 * FILTER_FROM options, a filter beside it that narrows them by every word typed (app/ui/option-filter.ts).
 * The select stays a select, so it reads and works as before; the filter comes after it in the page, so a
 * label wrapping both still names the select. Enter in the filter picks the card it leaves alone.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { FILTER_FROM, filterOptions, onlyMatch, type PickOption } from './option-filter';
import { nounFor, plural } from './plural';

/** The "more" line's value: no card's name (a NUL cannot be typed into one), and disabled anyway. */
const MORE = '\u0000more';

interface Props {
  testid: string;
  value: string;
  options: readonly PickOption[];
  onChange: (value: string) => void;
  /** Options before the list: a placeholder ("Add a card…"), or a value the list does not know. */
  leading?: ReactNode;
  /** The list's group label, when the leading options form groups of their own. */
  group?: string;
  /** What one option is, for the filter's label and the counts ("summon", "card"). */
  noun: string;
  disabled?: boolean;
  ariaLabel?: string;
  /** The select's class, and the filter's beside it (each looks like the controls around it). */
  className?: string;
  filterClassName?: string;
}

export function FilteredSelect({ testid, value, options, onChange, leading, group, noun, disabled, ariaLabel, className, filterClassName }: Props) {
  const [query, setQuery] = useState('');
  const { shown, more } = useMemo(() => filterOptions(options, query, value), [options, query, value]);
  const list = (
    <>
      {shown.map((o, i) => (
        // By position too: two cards of one name would otherwise share a key.
        <option key={`${i}:${o.value}`} value={o.value}>
          {o.label}
        </option>
      ))}
      {more > 0 ? (
        <option disabled value={MORE} data-more>
          … {more.toLocaleString('en-US')} more {nounFor(more, noun)}: type in the filter
        </option>
      ) : null}
    </>
  );
  const select = (
    <select className={className} data-testid={testid} value={value} disabled={disabled} aria-label={ariaLabel} onChange={(e) => onChange(e.target.value)}>
      {leading}
      {group === undefined ? list : <optgroup label={group}>{list}</optgroup>}
    </select>
  );
  if (options.length <= FILTER_FROM) return select;
  return (
    <span className="filtered-select">
      {select}
      <input
        type="search"
        className={filterClassName ? `filtered-select__filter ${filterClassName}` : 'filtered-select__filter'}
        data-testid={`${testid}-filter`}
        value={query}
        disabled={disabled}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter picks the card when the filter names exactly one (a form around it is not submitted).
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const only = onlyMatch(options, query);
          if (only) onChange(only.value);
        }}
        placeholder="Filter…"
        title={`Type words of a name to narrow the ${plural(options.length, noun)}`}
        aria-label={`Filter the ${nounFor(2, noun)}`}
      />
    </span>
  );
}
