/**
 * Outliers of a matchup table, flagged in words: "one-shots every L5–7 <species> <role>", "barely
 * scratches every L20 …". "Every" means every variant of the group (frail, typical and sturdy: the
 * bounds of what packs generate at that rarity); claims about the typical summon alone say so.
 *
 * Rules (thresholds below), per defender group and level, for damage:
 * - one-shot: a hit without a crit deals at least the defender's max HP, for every variant;
 * - one-shot (typical): the same for the typical variant only;
 * - one-shot on a crit: only a crit does it, for every variant;
 * - negligible: the expected damage is under 5 % of max HP for every variant;
 * - out of line: against the typical variant the expected share of max HP is at least twice the median
 *   share over all groups at that level (and at least 20 %), or at most half of it.
 * For heals: restores a full max HP in one cast (every variant), or under 5 % (every variant).
 * Consecutive levels with the same finding are merged into one line.
 */
import type { DefenderGroup, MatchupRow } from './explorer';
import type { Variant } from './representative';
import type { Outcome } from './strike';

export const NEGLIGIBLE_SHARE = 0.05;
export const OUT_OF_LINE_FACTOR = 2;
export const OUT_OF_LINE_MIN_SHARE = 0.2;

export type OutlierKind = 'one-shot' | 'one-shot-typical' | 'one-shot-crit' | 'negligible' | 'strong-against' | 'weak-against' | 'full-heal' | 'weak-heal';

export interface Outlier {
  kind: OutlierKind;
  severity: 'high' | 'medium' | 'low';
  group: DefenderGroup;
  levels: number[];
  text: string;
}

const SEVERITY: Record<OutlierKind, Outlier['severity']> = {
  'one-shot': 'high',
  'full-heal': 'high',
  'one-shot-crit': 'medium',
  'one-shot-typical': 'medium',
  'strong-against': 'medium',
  negligible: 'low',
  'weak-against': 'low',
  'weak-heal': 'low',
};

const VARIANT_ORDER: Variant[] = ['frail', 'typical', 'sturdy'];

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/** `5`, `5–9`, `5–7, 12`. */
export function levelRanges(levels: readonly number[]): string {
  const sorted = [...levels].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

const pct = (x: number): string => `${Math.round(x * 100)}%`;

export interface OutlierInput {
  rows: readonly MatchupRow[];
  levels: readonly number[];
  /** Who attacks with what: `<card> from a L12 typical Common <species> <role>`. */
  subject: string;
  heal: boolean;
}

/** Rows of one species whose numbers are all equal (roles without modifiers) are reported together. */
function mergeSameRows(rows: readonly MatchupRow[]): Array<{ row: MatchupRow; roles: string[] }> {
  const out: Array<{ row: MatchupRow; roles: string[]; key: string }> = [];
  for (const row of rows) {
    const key = `${row.group.species}\u0000${JSON.stringify(row.cells)}`;
    const same = out.find((o) => o.key === key);
    if (same) same.roles.push(row.group.role);
    else out.push({ row, roles: [row.group.role], key });
  }
  return out;
}

function orList(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The cell closest to the limit: the smallest ratio of `value` to max HP. */
function closest(cells: Array<{ o: Outcome; variant: Variant; level: number }>, value: (o: Outcome) => number): string {
  const c = [...cells].sort((a, b) => value(a.o) / a.o.targetMaxHP - value(b.o) / b.o.targetMaxHP)[0];
  return c ? `closest: ${value(c.o)} against ${c.o.targetMaxHP} HP, ${c.variant} L${c.level}` : '';
}

export function findOutliers({ rows, levels, subject, heal }: OutlierInput): Outlier[] {
  const out: Outlier[] = [];
  const medians = levels.map((_, i) => median(rows.map((r) => r.cells.typical[i]?.share ?? 0)));
  for (const { row, roles } of mergeSameRows(rows)) {
    const who = `${row.group.species} ${orList(roles)}`;
    const at = (i: number): Outcome[] => VARIANT_ORDER.map((v) => row.cells[v][i] as Outcome);
    const found = new Map<OutlierKind, number[]>();
    const add = (kind: OutlierKind, i: number) => {
      const list = found.get(kind) ?? [];
      list.push(i);
      found.set(kind, list);
    };
    levels.forEach((_, i) => {
      const all = at(i);
      const typical = row.cells.typical[i] as Outcome;
      if (heal) {
        if (all.every((o) => o.hit >= o.targetMaxHP)) add('full-heal', i);
        else if (all.every((o) => o.share < NEGLIGIBLE_SHARE)) add('weak-heal', i);
        return;
      }
      const canHit = all.every((o) => o.hitChance > 0);
      if (canHit && all.every((o) => o.hit >= o.targetMaxHP)) add('one-shot', i);
      else if (canHit && all.every((o) => o.critChance > 0 && o.crit >= o.targetMaxHP)) add('one-shot-crit', i);
      else if (typical.hitChance > 0 && typical.hit >= typical.targetMaxHP) add('one-shot-typical', i);
      else if (all.every((o) => o.share < NEGLIGIBLE_SHARE)) add('negligible', i);
      const m = medians[i] ?? 0;
      if (m > 0 && typical.share >= OUT_OF_LINE_FACTOR * m && typical.share >= OUT_OF_LINE_MIN_SHARE) add('strong-against', i);
      else if (m > 0 && typical.share <= m / OUT_OF_LINE_FACTOR && !all.every((o) => o.share < NEGLIGIBLE_SHARE)) add('weak-against', i);
    });
    for (const [kind, indices] of found) {
      const lv = indices.map((i) => levels[i] as number);
      const cells = indices.flatMap(at);
      const tagged = indices.flatMap((i) => VARIANT_ORDER.map((variant) => ({ o: row.cells[variant][i] as Outcome, variant, level: levels[i] as number })));
      const typ = indices.map((i) => row.cells.typical[i] as Outcome);
      const every = `every L${levelRanges(lv)} ${who}`;
      const typicalOne = `a typical L${levelRanges(lv)} ${who}`;
      let text: string;
      switch (kind) {
        case 'one-shot':
          text = `${subject} one-shots ${every} (${closest(tagged, (o) => o.hit)}; ${pct(Math.min(...cells.map((o) => o.hitChance)))} or more to hit)`;
          break;
        case 'one-shot-crit':
          text = `${subject} one-shots ${every} on a crit (${closest(tagged, (o) => o.crit)}; ${pct(Math.max(...cells.map((o) => o.critChance)))} crit chance)`;
          break;
        case 'one-shot-typical':
          text = `${subject} one-shots ${typicalOne} (${closest(tagged.filter((c) => c.variant === 'typical'), (o) => o.hit)}; sturdier ones survive a hit)`;
          break;
        case 'negligible':
          text = `${subject} barely scratches ${every}: at most ${pct(Math.max(...cells.map((o) => o.share)))} of its HP per use on average`;
          break;
        case 'strong-against':
          text = `${subject} is out of line against ${typicalOne}: ${pct(Math.max(...typ.map((o) => o.share)))} of its HP per use on average, ${OUT_OF_LINE_FACTOR}× or more the median over all groups`;
          break;
        case 'weak-against':
          text = `${subject} is weak against ${typicalOne}: ${pct(Math.min(...typ.map((o) => o.share)))} of its HP per use on average, half the median over all groups or less`;
          break;
        case 'full-heal':
          text = `${subject} restores a full max HP to ${every} in one use (${closest(tagged, (o) => o.hit)})`;
          break;
        case 'weak-heal':
          text = `${subject} barely heals ${every}: at most ${pct(Math.max(...cells.map((o) => o.share)))} of its max HP on average`;
          break;
      }
      out.push({ kind, severity: SEVERITY[kind], group: row.group, levels: lv, text });
    }
  }
  const rank = { high: 0, medium: 1, low: 2 } as const;
  return out.sort((a, b) => rank[a.severity] - rank[b.severity] || (a.levels[0] ?? 0) - (b.levels[0] ?? 0));
}
