'use client';
/** The document outline (declarations, parameters, choices, abilities); clicking an entry goes there. */
import type { ReactNode } from 'react';
import type { DocumentSymbol } from '../../dsl/language-service/service';

export function OutlineList({ symbols, onSelect }: { symbols: DocumentSymbol[]; onSelect(symbol: DocumentSymbol): void }) {
  if (symbols.length === 0) return null;
  const entries = (list: DocumentSymbol[], depth: number): ReactNode[] =>
    list.flatMap((s, i) => [
      <li key={`${depth}-${i}-${s.name}`} style={{ paddingLeft: `${depth}rem` }}>
        <button type="button" className="outline__entry" onClick={() => onSelect(s)}>
          <span className="outline__name">{s.name}</span> <span className="outline__kind">{s.kind}</span>
        </button>
      </li>,
      ...entries(s.children, depth + 1),
    ]);
  return (
    <ul className="outline" data-testid="outline">
      {entries(symbols, 0)}
    </ul>
  );
}
