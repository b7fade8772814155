/**
 * Deep and long inputs: parse + validate + format (the three stages a saved draft goes through) of about
 * 100 KB of each pathological shape, each beside the baseline of the same stages on 100 KB of ordinary
 * cards (the content's mana duel cards repeated under new names). CPU time, median of 7 interleaved
 * rounds with min–max; ratios to the baseline taken round by round (bench/measure.ts). The property test (`test/dsl/deep-inputs.test.ts`) only asserts a loose bound;
 * these are the figures.
 *
 * Run: npm run bench -- deep
 */
import { readFileSync } from 'node:fs';
import { format } from '../dsl/format/format';
import { readSmithFiles } from '../dsl/load-dir';
import { Project } from '../dsl/project';
import { interleavedRounds, pairedRatio, showSpread, spread } from './measure';

const rounds = 7;
const size = 100_000;
const ruleset = readFileSync('content/mana-duel/ruleset.smith', 'utf8');

/** `unit` repeated to about `size` characters, inside a spell's mana cost or effect. */
function grown(open: string, close: string, middle = '1'): string {
  const n = Math.floor((size - middle.length) / (open.length + close.length));
  return `${open.repeat(n)}${middle}${close.repeat(n)}`;
}
const spell = (mana: string, effect = 'draw 1 cards') => `spell "Deep" {\n  mana ${mana}\n  effect {\n${effect}\n  }\n}\n`;

const ordinary = (await readSmithFiles(['content/mana-duel/cards'])).map((f) => f.text);
let baseline = '';
for (let i = 0; baseline.length < size; i++) baseline += `${(ordinary[i % ordinary.length] ?? '').replace(/^(\w+) "([^"]*)"/m, (_a, kind: string, name: string) => `${kind} "${name} ${i}"`)}\n`;

const shapes: Record<string, string> = {
  'baseline: ordinary cards': baseline,
  'parentheses, nested': spell(grown('(', ')')),
  'parentheses, never closed': spell(grown('(', '')),
  'minus signs in a row': spell(grown('- ', '')),
  'one long sum': spell(grown('1 + ', '')),
  'if … then … else, nested': spell(grown('if 1 > 0 then ', ' else 2')),
  'blocks, nested': spell('1', grown('if you.health > 1 { ', ' }', 'draw 1 cards')),
  'one unknown name, 100 KB': spell('1', `draw ${'x'.repeat(size)} cards`),
  'a broken step on every line': spell('1', 'draw nothing cards\n'.repeat(size / 19)),
};

function stages(text: string): void {
  const path = 'content/mana-duel/cards/spell/deep.smith';
  new Project([{ path: 'content/mana-duel/ruleset.smith', text: ruleset }, { path, text }]).diagnostics(path);
  format(text);
}

const times = interleavedRounds(Object.fromEntries(Object.entries(shapes).map(([name, text]) => [name, () => stages(text)])), rounds);
const base = times['baseline: ordinary cards'] ?? [];
console.log(`| input (about ${size / 1000} KB) | parse + validate + format, median ms (min–max) | × baseline (per round) | s per 100 KB |`);
console.log('|---|---:|---:|---:|');
for (const [name, text] of Object.entries(shapes)) {
  const xs = times[name] ?? [];
  const m = spread(xs).median;
  console.log(`| ${name} | ${showSpread(spread(xs), 1)} | ${showSpread(pairedRatio(xs, base), 2, '×')} | ${((m / 1000) * (100_000 / text.length)).toFixed(3)} |`);
}
