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
import { readSmithFiles } from './dsl/load-dir';
import { tokenize } from './dsl/lexer';
import { smithParser } from './dsl/parser/smith-parser';
import { Project, type SourceFile } from './dsl/project';
import { interleavedRounds, pairedRatio, showSpread, spread, type Spread } from './bench/measure';

/** Rounds of the content, 1,000-card and one-card tasks; parsing 10,000 cards (about 2 s a round) gets fewer, so the file runs in about a minute. */
const rounds = 9;
const bigRounds = 5;
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
const rounds2 = Number(process.env.R ?? 15);
const t = interleavedRounds(
  {
    'content: raw lex+parse': () => rawLexParse(content),
    'content: parse+validate': () => void new Project(content),
    '1,000 cards: raw lex+parse': () => rawLexParse(set),
    '1,000 cards: parse+validate': () => void new Project(set),
  },
  rounds2,
);
const r = pairedRatio(t['1,000 cards: parse+validate'] ?? [], t['1,000 cards: raw lex+parse'] ?? []);
console.log(process.env.SIDE, '1k ratio', showSpread(r, 2, 'x'), 'task', showSpread(spread(t['1,000 cards: parse+validate'] ?? []), 1), 'raw', showSpread(spread(t['1,000 cards: raw lex+parse'] ?? []), 1));
