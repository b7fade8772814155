/**
 * DSL benchmark: parse + validate of the whole content, of a generated 1,000-card set, and re-validating
 * one edited card inside that set (the editor's keystroke path), each beside its baseline measured in
 * the same rounds: Chevrotain's raw lex + parse of the same input (the project's lexer and parser
 * building the concrete syntax tree only: no AST, no name resolution, no checks, the floor under any
 * validation). CPU time, median of interleaved rounds with the min–max spread; ratios taken round by
 * round. Prints a markdown table with each row's goal and whether it is met.
 *
 * Run: npm run bench -- dsl
 */
import { readSmithFiles } from '../dsl/load-dir';
import { tokenize } from '../dsl/lexer';
import { smithParser } from '../dsl/parser/smith-parser';
import { Project, type SourceFile } from '../dsl/project';
import { interleavedRounds, pairedRatio, showSpread, spread, type Spread } from './measure';

const rounds = 9;
/** The one-card tasks take about a millisecond: each measurement times this many calls, reported per call. */
const batch = 20;

function rawLexParse(files: SourceFile[]): void {
  const parser = smithParser();
  for (const f of files) {
    parser.input = tokenize(f.text).tokens;
    parser.document();
  }
}

/** A 1,000-card game: the real rules, roles and species, and copies of the content's cards under new names. */
function generatedSet(content: SourceFile[]): SourceFile[] {
  const game = 'content/bench';
  const family = content.filter((f) => !f.path.includes('/cards/') && !f.path.includes('/decks/') && !f.path.includes('/scenarios/'));
  const templates = content.filter((f) => f.path.includes('/cards/') && !/\bunique\b/.test(f.text) && !/named summon/.test(f.text));
  const out: SourceFile[] = family.map((f) => ({ path: f.path.replace('content/summoners-grid', game), text: f.text }));
  for (let i = 0; i < 1000; i++) {
    const template = templates[i % templates.length];
    if (template === undefined) break;
    const type = template.path.split('/').slice(-2, -1)[0] ?? 'action';
    const text = template.text.replace(/^(\w+) ("[^"]*"|\w+) \{/m, (_all, kind: string, name: string) => `${kind} "${name.replace(/"/g, '')} ${i}" {`);
    out.push({ path: `${game}/cards/${type}/card-${i}.smith`, text });
  }
  return out;
}

const content = await readSmithFiles(['content']);
const set = generatedSet(content);
const project = new Project(set);
const cards = set.filter((f) => f.path.includes('/cards/action/'));
const edited = cards[cards.length >> 1];
if (edited === undefined) throw new Error('no action card in the generated set');
let keystroke = 0;

const times = interleavedRounds(
  {
    'content: raw lex+parse': () => rawLexParse(content),
    'content: parse+validate': () => void new Project(content),
    '1,000 cards: raw lex+parse': () => rawLexParse(set),
    '1,000 cards: parse+validate': () => void new Project(set),
    'one card: raw lex+parse': () => {
      for (let i = 0; i < batch; i++) rawLexParse([edited]);
    },
    'one card: edit + re-validate in the 1,000-card set': () => {
      for (let i = 0; i < batch; i++) {
        keystroke++;
        project.update(edited.path, edited.text.replace(/\}\s*$/, `  // edit ${keystroke}\n}\n`));
      }
    },
  },
  rounds,
);

interface Row {
  task: string;
  baseline: string;
  /** The goal in words, and whether the measured median meets it. */
  goal?: { text: string; met: (task: Spread, ratio: Spread) => boolean };
}
const rows: Row[] = [
  { task: 'content: parse+validate', baseline: 'content: raw lex+parse' },
  { task: '1,000 cards: parse+validate', baseline: '1,000 cards: raw lex+parse', goal: { text: '≤ 3× raw lex+parse', met: (_t, ratio) => ratio.median <= 3 } },
  { task: 'one card: edit + re-validate in the 1,000-card set', baseline: 'one card: raw lex+parse', goal: { text: '< 5 ms', met: (t) => t.median < 5 } },
];

const chars = (files: SourceFile[]): number => files.reduce((n, f) => n + f.text.length, 0);
const of = (name: string): number[] => (times[name] ?? []).map((t) => (name.startsWith('one card:') ? t / batch : t));
console.log(`${content.length} content files (${chars(content)} chars); generated set ${set.length} files (${chars(set)} chars).`);
console.log(`CPU ms, median of ${rounds} interleaved rounds (min–max; one-card rows: per call, each round timing ${batch} calls). Baseline: raw lex+parse of the same input in the same rounds (Chevrotain's lexer and parser, concrete syntax tree only); × baseline is the median of the per-round ratios.\n`);
console.log('| task | ms | baseline: raw lex+parse, ms | × baseline | goal | |');
console.log('|---|---:|---:|---:|---|---|');
for (const row of rows) {
  const task = spread(of(row.task));
  const ratio = pairedRatio(of(row.task), of(row.baseline));
  const verdict = row.goal ? (row.goal.met(task, ratio) ? 'met' : 'MISSED') : '';
  const digits = task.median < 10 ? 2 : 1;
  console.log(`| ${row.task} | ${showSpread(task, digits)} | ${showSpread(spread(of(row.baseline)), digits)} | ${showSpread(ratio, 2, '×')} | ${row.goal?.text ?? '—'} | ${verdict} |`);
}
