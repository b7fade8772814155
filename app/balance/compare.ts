/** The rows of a two-run comparison (pure; see run-comparison.tsx). */
import type { z } from 'zod';
import type { RateSchema, SimResultsSchema } from '../../balance/results-schema';

type Results = z.infer<typeof SimResultsSchema>;
type Rate = z.infer<typeof RateSchema>;

export interface ComparisonRow {
  key: string;
  label: string;
  before: Rate | undefined;
  after: Rate | undefined;
  /** after − before, as a share (0.05 = 5 points). */
  change: number | undefined;
  /** The two 95% intervals do not overlap. */
  clear: boolean;
}

function row(key: string, label: string, before: Rate | undefined, after: Rate | undefined): ComparisonRow {
  const both = before && after && before.trials > 0 && after.trials > 0;
  return {
    key,
    label,
    before,
    after,
    change: both ? after.rate - before.rate : undefined,
    clear: both ? after.low > before.high || after.high < before.low : false,
  };
}

/** Deck A's win rate, then every card played in either run by its win rate when played, largest change first. */
export function compareRuns(before: Results, after: Results): ComparisonRow[] {
  const ids = [...new Set([...before.cards, ...after.cards].filter((c) => c.plays > 0).map((c) => c.id))];
  const find = (r: Results, id: string) => r.cards.find((c) => c.id === id);
  const cards = ids.map((id) => {
    const b = find(before, id);
    const a = find(after, id);
    return row(id, `${(a ?? b)?.name ?? id}: win rate when played`, b && b.plays > 0 ? b.winWhenPlayed : undefined, a && a.plays > 0 ? a.winWhenPlayed : undefined);
  });
  cards.sort((x, y) => Math.abs(y.change ?? 0) - Math.abs(x.change ?? 0) || x.label.localeCompare(y.label));
  return [row('wins-A', `${after.run.decks.A} (deck A) wins`, before.wins.A, after.wins.A), ...cards];
}
