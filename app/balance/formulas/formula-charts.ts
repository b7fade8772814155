/**
 * Chart options and table cells of the formula explorer (pure). Values are expected damage (or healing)
 * per use, hit and crit chances folded in; colours follow the share of the target's max HP, so one scale
 * reads "how much of a summon this takes" across every level.
 */
import type { EChartsOption } from 'echarts';
import type { LevelGrid } from '../../../games/summoners-grid/explore/explorer';
import type { Outcome } from '../../../games/summoners-grid/explore/strike';

export const round1 = (x: number): string => (Math.round(x * 10) / 10).toFixed(1);
export const percent = (x: number): string => `${Math.round(x * 100)}%`;

/** A cell's tooltip: every number that went into the expectation. */
export function outcomeLines(o: Outcome, heal: boolean): string[] {
  return [
    `expected ${round1(o.expected)} (${percent(o.share)} of ${o.targetMaxHP} HP)`,
    heal ? `crit ${percent(o.critChance)}` : `hit ${percent(o.hitChance)} · crit ${percent(o.critChance)} ×${o.critMultiplier}`,
    `${heal ? 'heal' : 'hit'} ${o.hit} · crit ${o.crit}${o.element !== 1 ? ` · element ×${o.element}` : ''}`,
  ];
}

/** Heatmap of one attacker against one defender over both levels; rows are attacker levels. */
export function levelHeatmap(grid: LevelGrid, heal: boolean): EChartsOption {
  const data: Array<[number, number, number]> = [];
  const tips = new Map<string, string>();
  grid.cells.forEach((row, i) =>
    row.forEach((o, j) => {
      data.push([j, i, Math.round(o.expected)]);
      tips.set(`${j},${i}`, `Attacker L${grid.attackerLevels[i]} → defender L${grid.defenderLevels[j]}<br/>${outcomeLines(o, heal).join('<br/>')}`);
    }),
  );
  const max = Math.max(1, ...data.map((d) => d[2]));
  return {
    animation: false,
    grid: { left: 70, right: 90, top: 10, bottom: 50 },
    tooltip: { formatter: (p) => (Array.isArray(p) ? '' : tips.get(`${(p.value as number[])[0]},${(p.value as number[])[1]}`) ?? '') },
    xAxis: { type: 'category', name: 'defender level', nameLocation: 'middle', nameGap: 28, data: grid.defenderLevels.map(String), splitArea: { show: true } },
    yAxis: { type: 'category', name: 'attacker level', nameLocation: 'middle', nameGap: 40, data: grid.attackerLevels.map(String), splitArea: { show: true } },
    visualMap: { min: 0, max, calculable: true, orient: 'vertical', right: 0, top: 'middle', inRange: { color: ['#f4f7fb', '#fdd49e', '#f16913', '#7f2704'] }, text: [`${max}`, '0'] },
    series: [{ type: 'heatmap', data, label: { show: true, fontSize: 10 }, emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } } }],
  };
}

/** Background of a matchup cell: light to dark with the share of max HP (1 = one use kills on average). */
export function shareColour(share: number): string {
  const t = Math.max(0, Math.min(1, share));
  const light = Math.round(97 - t * 37);
  return `hsl(${Math.round(28 - t * 20)}, 90%, ${light}%)`;
}
