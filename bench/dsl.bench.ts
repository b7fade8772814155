/**
 * DSL benchmark: parse + validate of the whole content, of generated 1,000- and 10,000-card sets, and
 * re-validating one edited card inside each set (the editor's keystroke path), each beside its baseline
 * measured in the same rounds: Chevrotain's raw lex + parse of the same input (the project's lexer and
 * parser building the concrete syntax tree only: no AST, no name resolution, no checks, the floor under
 * any validation). CPU time, median of interleaved rounds with the min–max spread; ratios taken round by
 * round. Prints a markdown table with each row's goal and whether it is met, and records the rows of the
 * goal table (bench/goal-table.ts).
 *
 * Run: npm run bench -- dsl
 */
import { readSmithFiles } from '../dsl/load-dir';
import { tokenize } from '../dsl/lexer';
import { smithParser } from '../dsl/parser/smith-parser';
import { Project, type SourceFile } from '../dsl/project';
import { recordGoal } from './goal-table';
import { interleavedRounds, pairedRatio, showSpread, spread, type Spread } from './measure';

/** Rounds of the content, 1,000-card and one-card tasks; parsing 10,000 cards (about 2 s a round) gets fewer, so the file runs in about a minute. */
const rounds = 9;
const bigRounds = 5;
/**
 * No garbage collected by force before a measured call: after a forced full collection V8 optimised the
 * parser's and the validator's code again, which made a raw parse of the 1,000 cards cost 82–116 ms
 * instead of 36–39 ms (and per card twice what it cost at 10,000 cards). Neither the editor nor the CLI
 * ever forces a collection. Two rounds warm the code up first.
 */
const NO_FORCED_GC = { collectGarbage: false, warmups: 2 } as const;
/** The one-card tasks take well under a millisecond: each measurement times this many calls, reported per call. */
const batch = 20;

function rawLexParse(files: SourceFile[]): void {
  const parser = smithParser();
  for (const f of files) {
    parser.input = tokenize(f.text).tokens;
    parser.document();
  }
}

/**
 * A game of `count` cards: Summoner's Grid's rules, roles and species, and copies of its cards under new
 * names (only its own: another game's cards would be a thousand errors against these rules).
 */
function generatedSet(content: SourceFile[], count: number): SourceFile[] {
  const game = 'content/bench';
  const grid = content.filter((f) => f.path.startsWith('content/summoners-grid/'));
  const family = grid.filter((f) => !f.path.includes('/cards/') && !f.path.includes('/decks/') && !f.path.includes('/scenarios/'));
  const templates = grid.filter((f) => f.path.includes('/cards/') && !/\bunique\b/.test(f.text) && !/named summon/.test(f.text));
  const out: SourceFile[] = family.map((f) => ({ path: f.path.replace('content/summoners-grid', game), text: f.text }));
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length];
    if (template === undefined) break;
    const type = template.path.split('/').slice(-2, -1)[0] ?? 'action';
    const text = template.text.replace(/^(\w+) ("[^"]*"|\w+) \{/m, (_all, kind: string, name: string) => `${kind} "${name.replace(/"/g, '')} ${i}" {`);
    out.push({ path: `${game}/cards/${type}/card-${i}.smith`, text });
  }
  return out;
}

/** Tasks editing one card of `set` (held in a project), `batch` keystrokes per call, beside the raw lex+parse of that card. */
function editTasks(label: string, set: SourceFile[]): Record<string, () => void> {
  const project = new Project(set);
  const cards = set.filter((f) => f.path.includes('/cards/action/'));
  const edited = cards[cards.length >> 1];
  if (edited === undefined) throw new Error('no action card in the generated set');
  let keystroke = 0;
  return {
    [`one card: raw lex+parse (${label})`]: () => {
      for (let i = 0; i < batch; i++) rawLexParse([edited]);
    },
    [`one card: edit + re-validate in the ${label}-card set`]: () => {
      for (let i = 0; i < batch; i++) {
        keystroke++;
        project.update(edited.path, edited.text.replace(/\}\s*$/, `  // edit ${keystroke}\n}\n`));
      }
    },
  };
}

const content = await readSmithFiles(['content']);
const set = generatedSet(content, 1000);
const bigSet = generatedSet(content, 10_000);

// Parse + validate first, while nothing else big is alive: the edit tasks' projects (a 10,000-card one
// is some 150 MB of syntax trees) would have the garbage collector mark them during every later task,
// which inflates the raw parse most (it nearly doubled it) and so flatters the ratio.
const parseTimes = interleavedRounds(
  {
    'content: raw lex+parse': () => rawLexParse(content),
    'content: parse+validate': () => void new Project(content),
    '1,000 cards: raw lex+parse': () => rawLexParse(set),
    '1,000 cards: parse+validate': () => void new Project(set),
  },
  rounds,
  NO_FORCED_GC,
);
// The studio's first request hands its language worker every draft, after the game's rules: one change
// of a project holding the rules (Project.change), the cards in order of path, as the library sends them.
const bigRules = bigSet.filter((f) => !f.path.includes('/cards/'));
const bigDrafts = bigSet.filter((f) => f.path.includes('/cards/')).sort((a, b) => (a.path < b.path ? -1 : 1));
const bigParseTimes = interleavedRounds(
  {
    '10,000 cards: raw lex+parse': () => rawLexParse(bigSet),
    '10,000 cards: parse+validate': () => void new Project(bigSet),
    '10,000 cards: as drafts, in one change': () => void new Project(bigRules).change(bigDrafts),
  },
  bigRounds,
  NO_FORCED_GC,
);
const editTimes = interleavedRounds({ ...editTasks('1,000', set), ...editTasks('10,000', bigSet) }, rounds, NO_FORCED_GC);
const times = { ...parseTimes, ...bigParseTimes, ...editTimes };

interface Row {
  task: string;
  baseline: string;
  /** The goal in words, and whether the measured median meets it. */
  goal?: { text: string; met: (task: Spread, ratio: Spread) => boolean };
}
const ratioGoal = { text: '≤ 3× raw lex+parse', met: (_t: Spread, ratio: Spread) => ratio.median <= 3 };
const editGoal = { text: '< 5 ms', met: (t: Spread) => t.median < 5 };
const rows: Row[] = [
  { task: 'content: parse+validate', baseline: 'content: raw lex+parse' },
  { task: '1,000 cards: parse+validate', baseline: '1,000 cards: raw lex+parse', goal: ratioGoal },
  { task: '10,000 cards: parse+validate', baseline: '10,000 cards: raw lex+parse', goal: ratioGoal },
  { task: '10,000 cards: as drafts, in one change', baseline: '10,000 cards: raw lex+parse' },
  { task: 'one card: edit + re-validate in the 1,000-card set', baseline: 'one card: raw lex+parse (1,000)', goal: editGoal },
  { task: 'one card: edit + re-validate in the 10,000-card set', baseline: 'one card: raw lex+parse (10,000)', goal: editGoal },
];

const chars = (files: SourceFile[]): number => files.reduce((n, f) => n + f.text.length, 0);
const of = (name: string): number[] => (times[name] ?? []).map((t) => (name.startsWith('one card:') ? t / batch : t));
console.log(`${content.length} content files (${chars(content)} chars); generated sets ${set.length} files (${chars(set)} chars) and ${bigSet.length} files (${chars(bigSet)} chars).`);
console.log(`CPU ms, median of ${rounds} interleaved rounds (${bigRounds} for parsing the 10,000-card set; min–max; one-card rows: per call, each round timing ${batch} calls). Baseline: raw lex+parse of the same input in the same rounds (Chevrotain's lexer and parser, concrete syntax tree only); × baseline is the median of the per-round ratios.\n`);
console.log('| task | ms | baseline: raw lex+parse, ms | × baseline | goal | |');
console.log('|---|---:|---:|---:|---|---|');
for (const row of rows) {
  const task = spread(of(row.task));
  const ratio = pairedRatio(of(row.task), of(row.baseline));
  const verdict = row.goal ? (row.goal.met(task, ratio) ? 'met' : 'MISSED') : '';
  const digits = task.median < 10 ? 2 : 1;
  console.log(`| ${row.task} | ${showSpread(task, digits)} | ${showSpread(spread(of(row.baseline)), digits)} | ${showSpread(ratio, 2, '×')} | ${row.goal?.text ?? '—'} | ${verdict} |`);
}

/** The goal table's rows: parse + validate against raw lex+parse at both sizes, and the keystroke in the big set. */
for (const [id, size] of [['parse-validate-1k', '1,000'], ['parse-validate-10k', '10,000']] as const) {
  const task = of(`${size} cards: parse+validate`);
  const baseline = of(`${size} cards: raw lex+parse`);
  const ratio = pairedRatio(task, baseline);
  recordGoal({
    id,
    now: `${showSpread(ratio, 2, '×')}: ${showSpread(spread(task), 0)} ms CPU`,
    baseline: `raw Chevrotain lex+parse of the same ${size} cards (CST only), ${showSpread(spread(baseline), 0)} ms CPU`,
    met: ratio.median <= 3,
  });
}
const keystroke = spread(of('one card: edit + re-validate in the 10,000-card set'));
recordGoal({
  id: 'revalidate-10k',
  now: `${showSpread(keystroke, 2)} ms CPU`,
  baseline: `raw Chevrotain lex+parse of the edited card alone, ${showSpread(spread(of('one card: raw lex+parse (10,000)')), 2)} ms CPU`,
  met: keystroke.median < 5,
});
