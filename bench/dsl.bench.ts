/**
 * DSL benchmark: parse + validate of the whole content, of a generated 1,000-card set, and re-validating
 * one edited card inside that set (the editor's keystroke path), each next to Chevrotain's raw lex +
 * parse of the same input (the floor). CPU time, best of interleaved rounds. Prints a markdown table.
 *
 * Run: npm run bench -- dsl
 */
import { readSmithFiles } from '../dsl/load-dir';
import { tokenize } from '../dsl/lexer';
import { smithParser } from '../dsl/parser/smith-parser';
import { Project, type SourceFile } from '../dsl/project';

const rounds = 5;

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Best CPU time of each task over interleaved rounds (so machine load hits all of them alike). */
function measure(tasks: Record<string, () => void>): Record<string, number> {
  const best: Record<string, number> = {};
  for (const fn of Object.values(tasks)) fn();
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of Object.entries(tasks)) {
      globalThis.gc?.();
      const t = cpuMs(fn);
      best[name] = Math.min(best[name] ?? Infinity, t);
    }
  }
  return best;
}

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

const results = measure({
  'content: raw lex+parse': () => rawLexParse(content),
  'content: parse+validate': () => void new Project(content),
  '1,000 cards: raw lex+parse': () => rawLexParse(set),
  '1,000 cards: parse+validate': () => void new Project(set),
  'one card: raw lex+parse': () => rawLexParse([edited]),
  'one card: edit + re-validate in the 1,000-card set': () => {
    keystroke++;
    project.update(edited.path, edited.text.replace(/\}\s*$/, `  // edit ${keystroke}\n}\n`));
  },
});

const ratio = (a: string, b: string): string => `${((results[a] ?? 0) / (results[b] ?? 1)).toFixed(2)}×`;
const chars = (files: SourceFile[]): number => files.reduce((n, f) => n + f.text.length, 0);
console.log(`${content.length} content files (${chars(content)} chars); generated set ${set.length} files (${chars(set)} chars). CPU ms, best of ${rounds}.\n`);
console.log('| task | ms | vs raw lex+parse |');
console.log('|---|---:|---:|');
const rows: Array<[string, string]> = [
  ['content: raw lex+parse', 'content: raw lex+parse'],
  ['content: parse+validate', 'content: raw lex+parse'],
  ['1,000 cards: raw lex+parse', '1,000 cards: raw lex+parse'],
  ['1,000 cards: parse+validate', '1,000 cards: raw lex+parse'],
  ['one card: raw lex+parse', 'one card: raw lex+parse'],
  ['one card: edit + re-validate in the 1,000-card set', 'one card: raw lex+parse'],
];
for (const [task, base] of rows) console.log(`| ${task} | ${(results[task] ?? 0).toFixed(2)} | ${ratio(task, base)} |`);
const whole = (results['1,000 cards: parse+validate'] ?? 0) / (results['1,000 cards: raw lex+parse'] ?? 1);
const one = results['one card: edit + re-validate in the 1,000-card set'] ?? 0;
console.log(`\nGoals: whole-set validation within 3× of raw lex+parse: ${whole <= 3 ? 'met' : 'MISSED'} (${whole.toFixed(2)}×); one-card re-validation under 5 ms: ${one < 5 ? 'met' : 'MISSED'} (${one.toFixed(2)} ms).`);
