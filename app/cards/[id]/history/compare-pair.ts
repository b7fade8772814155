/**
 * Which two sides the history page compares: what the URL names (`?from=1&to=draft`), else the most
 * telling pair — the current version against a draft with unpublished changes, or the two newest
 * versions. Pure, so that the choice is tested without a browser.
 */
export type Side = number | 'draft';

export interface ComparePair {
  from: Side;
  to: Side;
}

export interface HistoryShape {
  /** Version numbers, newest first. */
  versions: number[];
  unpublishedChanges: boolean;
}

export function parseSide(value: string | null, versions: readonly number[]): Side | undefined {
  if (value === 'draft') return 'draft';
  if (value === null || !/^[1-9]\d*$/.test(value)) return undefined;
  const n = Number(value);
  return versions.includes(n) ? n : undefined;
}

export function defaultPair(history: HistoryShape): ComparePair | undefined {
  const [newest, previous] = history.versions;
  if (newest === undefined) return undefined;
  if (history.unpublishedChanges) return { from: newest, to: 'draft' };
  if (previous !== undefined) return { from: previous, to: newest };
  return undefined;
}

/** The URL's pair when it names two different sides that exist; otherwise the default. */
export function comparePair(history: HistoryShape, from: string | null, to: string | null): ComparePair | undefined {
  const a = parseSide(from, history.versions);
  const b = parseSide(to, history.versions);
  if (a !== undefined && b !== undefined && a !== b) return { from: a, to: b };
  return defaultPair(history);
}

export function sideLabel(side: Side): string {
  return side === 'draft' ? 'draft' : `v${side}`;
}
