/** A scripted draw in words, for the log's titles and the draws panel. */
import type { ScriptedDraw } from '../../../engine/core/rng';

export function describeDraw(d: ScriptedDraw): string {
  switch (d.kind) {
    case 'coin':
      return `coin ${d.value}`;
    case 'range':
      return `Random(a, b) = ${d.value}`;
    case 'shuffle':
      return `shuffle [${d.order.join(', ')}]`;
    case 'd100':
      return `d100 = ${d.value}`;
    case 'fraction':
      return `0–1 roll = ${d.value}`;
  }
}
