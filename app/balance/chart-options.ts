/**
 * ECharts options for a run's results (pure functions of the results, so they are tested without a
 * browser): per-card win rates with their 95% intervals (a forest plot), damage per hit by card (a
 * heatmap of the per-card histograms), and the game-length histogram.
 */
import type { EChartsOption, SeriesOption } from 'echarts';
import type { z } from 'zod';
import type { CardRowSchema, SimResultsSchema } from '../../balance/results-schema';

type Results = z.infer<typeof SimResultsSchema>;
type CardRow = z.infer<typeof CardRowSchema>;

const percent = (v: number) => `${Math.round(v * 100)}%`;
const PLAYED = '#3f6fe0';
const NOT_PLAYED = '#9aa3b5';

/** How far playing the card moves its player's win rate (0 when one side has no games to compare). */
function decisiveness(c: CardRow): number {
  return c.winWhenPlayed.trials > 0 && c.winWhenNotPlayed.trials > 0 ? Math.abs(c.winWhenPlayed.rate - c.winWhenNotPlayed.rate) : 0;
}

/** Cards played at least once, the most decisive first. */
export function playedCards(results: Results, limit = 24): CardRow[] {
  return results.cards
    .filter((c) => c.plays > 0)
    .sort((a, b) => decisiveness(b) - decisiveness(a) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/**
 * One row per card: a dot at the win rate of the player who played it, a bar for its 95% interval, and
 * the same in grey for the games where the card was in the deck but not played.
 */
export function cardWinRateOption(results: Results): EChartsOption {
  const rows = playedCards(results).reverse(); // the category axis draws bottom-up
  const names = rows.map((c) => c.name);
  const series = (label: string, color: string, pick: (c: CardRow) => CardRow['winWhenPlayed'], offset: number): SeriesOption => ({
    name: label,
    type: 'custom',
    itemStyle: { color },
    renderItem: (_params, api) => {
      const y = Number(api.value(0));
      const [x1 = 0, y0 = 0] = api.coord([api.value(1), y]);
      const [x2 = 0] = api.coord([api.value(2), y]);
      const [cx = 0] = api.coord([api.value(3), y]);
      const band = (api.size?.([0, 1]) as number[] | undefined)?.[1] ?? 20;
      const yy = y0 + offset * band * 0.2;
      const cap = Math.min(5, band * 0.15);
      const style = { stroke: color, lineWidth: 2 };
      return {
        type: 'group',
        children: [
          { type: 'line', shape: { x1, y1: yy, x2, y2: yy }, style },
          { type: 'line', shape: { x1, y1: yy - cap, x2: x1, y2: yy + cap }, style },
          { type: 'line', shape: { x1: x2, y1: yy - cap, x2, y2: yy + cap }, style },
          { type: 'circle', shape: { cx, cy: yy, r: 4.5 }, style: { fill: color } },
        ],
      };
    },
    encode: { x: [1, 2, 3], y: 0, tooltip: [3] },
    // A card with no games on one side (always played, or never) has no rate there: nothing is drawn.
    data: rows.flatMap((c, i) => {
      const r = pick(c);
      return r.trials > 0 ? [[i, r.low, r.high, r.rate, r.trials]] : [];
    }),
  });
  return {
    animation: false,
    grid: { left: 150, right: 24, top: 36, bottom: 40 },
    legend: { data: ['when played', 'when not played'], top: 0 },
    tooltip: {
      trigger: 'item',
      formatter: (p) => {
        const item = Array.isArray(p) ? p[0] : p;
        const card = rows[Number((item?.value as number[] | undefined)?.[0] ?? -1)];
        if (!card) return '';
        const line = (label: string, r: CardRow['winWhenPlayed']) => `${label}: ${percent(r.rate)} (${percent(r.low)}–${percent(r.high)}, n=${r.trials})`;
        return `<b>${card.name}</b><br/>${line('played', card.winWhenPlayed)}<br/>${line('not played', card.winWhenNotPlayed)}`;
      },
    },
    xAxis: { type: 'value', min: 0, max: 1, name: 'win rate of its player (95% interval)', nameLocation: 'middle', nameGap: 26, axisLabel: { formatter: (v: number) => percent(v) } },
    yAxis: { type: 'category', data: names, axisLabel: { width: 140, overflow: 'truncate' } },
    series: [series('when played', PLAYED, (c) => c.winWhenPlayed, -1), series('when not played', NOT_PLAYED, (c) => c.winWhenNotPlayed, 1)],
  };
}

/** Damage per hit on enemy summons: for the cards that hit most, how many hits fell in each damage band. */
export function damageOption(results: Results, limit = 16): EChartsOption {
  const rows = results.cards.filter((c) => c.hits > 0).sort((a, b) => b.hits - a.hits || a.name.localeCompare(b.name)).slice(0, limit).reverse();
  const froms = rows.flatMap((c) => c.hitHistogram.map((h) => h.from));
  const first = rows.flatMap((c) => c.hitHistogram)[0];
  const width = first ? first.to - first.from + 1 : 10;
  // Every band from the lowest to the highest, empty ones included, so the axis is to scale.
  const low = Math.min(...froms);
  const bands = froms.length === 0 ? [] : Array.from({ length: (Math.max(...froms) - low) / width + 1 }, (_, i) => low + i * width);
  const data = rows.flatMap((c, y) => c.hitHistogram.map((h) => [bands.indexOf(h.from), y, h.hits]));
  const max = Math.max(1, ...data.map((d) => d[2] ?? 0));
  return {
    animation: false,
    grid: { left: 150, right: 24, top: 16, bottom: 96 },
    tooltip: { formatter: (p) => {
      const item = Array.isArray(p) ? p[0] : p;
      const v = item?.value as number[] | undefined;
      const card = rows[v?.[1] ?? -1];
      const from = bands[v?.[0] ?? -1] ?? 0;
      return card ? `<b>${card.name}</b><br/>${v?.[2]} hits of ${from}–${from + width - 1} damage (average ${card.averageHit.toFixed(1)})` : '';
    } },
    xAxis: { type: 'category', data: bands.map((b) => `${b}–${b + width - 1}`), name: 'damage per hit', nameLocation: 'middle', nameGap: 30, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'category', data: rows.map((c) => c.name), axisLabel: { width: 140, overflow: 'truncate' } },
    visualMap: { min: 0, max, calculable: true, orient: 'horizontal', left: 'center', bottom: 0, itemHeight: 120, inRange: { color: ['#eef2ff', '#3f6fe0', '#1b2f7a'] } },
    // Counts in the cells only while they fit.
    series: [{ type: 'heatmap', data, label: { show: bands.length <= 12, fontSize: 10 } }],
  };
}

/** Finished games by length in turns. */
export function lengthOption(results: Results): EChartsOption {
  const h = [...results.length.histogram].sort((a, b) => a.turns - b.turns);
  const first = h[0]?.turns ?? 0;
  const last = h[h.length - 1]?.turns ?? 0;
  const turns = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  const byTurn = new Map(h.map((x) => [x.turns, x.games]));
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 16, bottom: 40 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: turns.map(String), name: 'turns', nameLocation: 'middle', nameGap: 26 },
    yAxis: { type: 'value', name: 'games', minInterval: 1 },
    series: [{ type: 'bar', data: turns.map((t) => byTurn.get(t) ?? 0), itemStyle: { color: PLAYED }, barCategoryGap: '10%' }],
  };
}
