/**
 * Histograms of the pack explorer (pure): what was generated (bars) against what the tables predict
 * (markers: expected count = summons × probability), in the table's own order of categories.
 */
import type { EChartsOption } from 'echarts';
import type { Comparison } from '../../../games/summoners-grid/packs/comparisons';

/** Categories in a useful order: numbers ascending, names in the order `order` gives (then the rest). */
export function categories(c: Pick<Comparison, 'observed' | 'expected'>, order: readonly string[] = []): string[] {
  const keys = [...new Set([...Object.keys(c.expected), ...Object.keys(c.observed)])];
  if (keys.every((k) => /^-?\d+$/.test(k))) return keys.sort((a, b) => Number(a) - Number(b));
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function fitText(c: Comparison): string {
  const { fit } = c;
  if (fit.impossible > 0) return `${fit.impossible} generated where the table allows none`;
  return `χ² ${fit.statistic.toFixed(1)} on ${fit.df} df, p = ${fit.p < 0.001 ? fit.p.toExponential(1) : fit.p.toFixed(3)}`;
}

export function comparisonChart(c: Comparison, order: readonly string[] = []): EChartsOption {
  const keys = categories(c, order);
  const n = Object.values(c.observed).reduce((a, b) => a + b, 0);
  const total = Object.values(c.expected).reduce((a, b) => a + b, 0) || 1;
  return {
    animation: false,
    grid: { left: 48, right: 8, top: 24, bottom: 28 },
    legend: { top: 0, right: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 10 } },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: keys, axisLabel: { fontSize: 10, interval: 0, rotate: keys.length * Math.max(...keys.map((k) => k.length)) > 36 ? 30 : 0 } },
    yAxis: { type: 'value', axisLabel: { fontSize: 10 } },
    series: [
      { name: 'generated', type: 'bar', data: keys.map((k) => c.observed[k] ?? 0), itemStyle: { color: '#5b8def' }, barMaxWidth: 28 },
      { name: 'tables', type: 'scatter', data: keys.map((k) => Math.round((n * (c.expected[k] ?? 0)) / total)), symbol: 'rect', symbolSize: [18, 3], itemStyle: { color: '#d9480f' } },
    ],
  };
}
