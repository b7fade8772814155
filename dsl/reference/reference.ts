/**
 * The language reference of one game, as data: the language's entries for that game (step-entries.ts),
 * then the game's declared vocabulary (stats, properties, settings, formulas, statuses, damage types,
 * elements, zones, phases, card types), each entry with a real example found in the game's files. The
 * studio's /reference page renders it; pure (the caller gives the files).
 */
import type { IToken } from 'chevrotain';
import { printExpr } from '../format/print-expr';
import type { Project, ProjectFile } from '../project';
import { gameIdOf, vocabularyOf } from '../vocabulary';
import { categoryTitles, type LanguageEntry, type ReferenceCategory } from './language-entries';
import { languageEntriesOf } from './step-entries';

export interface ReferenceExample {
  /** The line of the file, trimmed. */
  text: string;
  path: string;
  line: number;
}

export interface ReferenceEntry extends LanguageEntry {
  /** A real example from the game's files, when one was found. */
  found?: ReferenceExample;
}

export interface ReferenceSection {
  category: ReferenceCategory;
  title: string;
  entries: ReferenceEntry[];
}

export interface LanguageReference {
  game: string;
  sections: ReferenceSection[];
}

/** Lines longer than this make poor examples; one is used only when nothing shorter exists. */
const longLine = 110;
const shortLine = 12;

/** How good a line is as an example: short but not trivial; lower is better. */
function score(text: string): number {
  return text.length > longLine ? 2 : text.length < shortLine ? 1 : 0;
}

function better(candidate: ReferenceExample, best: ReferenceExample | undefined): boolean {
  return best === undefined || score(candidate.text) < score(best.text) || (score(candidate.text) === score(best.text) && candidate.text.length < best.text.length);
}

function wordMatches(token: IToken | undefined, word: string): boolean {
  if (token === undefined) return false;
  if (word === '*') return true;
  if (word === '#') return /^\d/.test(token.image);
  return token.image === word;
}

/** Where each word occurs in the game's files (file and token index), and where each AST node kind starts. */
class ExampleIndex {
  private readonly at = new Map<string, Array<{ file: ProjectFile; index: number }>>();
  private readonly nodes = new Map<string, Array<{ file: ProjectFile; offset: number; line: number }>>();

  constructor(files: ProjectFile[], nodeKinds: ReadonlySet<string>) {
    for (const file of files) {
      file.parsed.tokens.forEach((token, index) => {
        const list = this.at.get(token.image);
        if (list) list.push({ file, index });
        else this.at.set(token.image, [{ file, index }]);
      });
      if (nodeKinds.size > 0) this.collectNodes(file, nodeKinds);
    }
  }

  private collectNodes(file: ProjectFile, kinds: ReadonlySet<string>): void {
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node !== null && typeof node === 'object') {
        const record = node as { kind?: unknown; range?: { start?: { offset?: number; line?: number } } };
        const start = record.range?.start;
        if (typeof record.kind === 'string' && kinds.has(record.kind) && start?.offset !== undefined && start.line !== undefined) {
          const list = this.nodes.get(record.kind) ?? [];
          list.push({ file, offset: start.offset, line: start.line });
          this.nodes.set(record.kind, list);
        }
        Object.values(node).forEach(visit);
      }
    };
    visit(file.parsed.document);
  }

  /** The best line where a node of the kind starts. */
  findNode(kind: string): ReferenceExample | undefined {
    let best: ReferenceExample | undefined;
    for (const { file, offset, line } of this.nodes.get(kind) ?? []) {
      const candidate = { text: lineOf(file.text, offset).trim(), path: file.path, line };
      if (better(candidate, best)) best = candidate;
    }
    return best;
  }

  /** The best line holding the words in order (consecutive tokens). */
  find(words: readonly string[], lineStart: boolean): ReferenceExample | undefined {
    const [first, ...rest] = words;
    if (first === undefined || first === '*' || first === '#') return undefined;
    let best: ReferenceExample | undefined;
    for (const { file, index } of this.at.get(first) ?? []) {
      const tokens = file.parsed.tokens;
      if (!rest.every((w, i) => wordMatches(tokens[index + 1 + i], w))) continue;
      const token = tokens[index];
      if (token === undefined || (lineStart && !startsLine(tokens, index))) continue;
      const candidate = { text: lineOf(file.text, token.startOffset).trim(), path: file.path, line: token.startLine ?? 1 };
      if (better(candidate, best)) best = candidate;
    }
    return best;
  }
}

function startsLine(tokens: IToken[], index: number): boolean {
  const previous = tokens[index - 1];
  return previous === undefined || previous.startLine !== tokens[index]?.startLine;
}

function lineOf(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? text.length : end);
}

/** The `//` comment lines right above a line of the ruleset: how a setting or formula is explained there. */
function commentAbove(file: ProjectFile | undefined, line: number): string | undefined {
  if (!file) return undefined;
  const lines = file.text.split('\n');
  const found: string[] = [];
  for (let i = line - 2; i >= 0; i--) {
    const text = lines[i]?.trim() ?? '';
    if (!text.startsWith('//')) break;
    found.unshift(text.replace(/^\/\/\s?/, ''));
  }
  return found.length > 0 ? found.join(' ') : undefined;
}

function vocabularyEntries(project: Project, game: string): LanguageEntry[] {
  const table = project.symbols(game);
  const ruleset = table.ruleset();
  const rulesetFile = table.all('ruleset')[0]?.path;
  const file = rulesetFile === undefined ? undefined : project.file(rulesetFile);
  const vocabulary = vocabularyOf(ruleset);
  const entries: LanguageEntry[] = [];
  const add = (category: ReferenceCategory, name: string, form: string, description: string, words: string[] = [name]) =>
    entries.push({ id: `${category}-${name}`, title: name, category, keywords: [], form, description, example: { words } });
  for (const stat of ruleset?.stats ?? []) add('stat', stat.text, `THING.${stat.text}`, `A stat of ${ruleset?.name.text ?? game}: every unit has it (\`caster.${stat.text}\`, \`target.${stat.text} + 2 until end of turn\`).`, ['.', stat.text]);
  for (const name of vocabulary.properties) add('property', name, `${name} N | this.${name}`, 'A per-card number the ruleset declares: written as a clause on the card, read in formulas.');
  for (const [name, kind] of Object.entries(vocabulary.builtinUnitProperties)) add('property', name, `THING.${name}`, `A ${kind === 'number' ? 'number' : kind} every unit in play has, kept by the game.`, ['.', name]);
  for (const name of vocabulary.playerStats) add('property', name, `you gain N ${name} | opponent.${name}`, 'A number each player has (a player stat).');
  for (const s of ruleset?.settings ?? []) add('setting', s.name.text, `${s.name.text} = ${printExpr(s.value)}`, commentAbove(file, s.range.start.line) ?? 'A ruleset setting, read by name in formulas.');
  for (const f of ruleset?.formulas ?? []) {
    const params = f.params.length > 0 ? `(${f.params.map((p) => p.text).join(', ')})` : '';
    add('formula', f.name.text, `${f.name.text}${params} = ${printExpr(f.body)}`, commentAbove(file, f.range.start.line) ?? 'A ruleset formula, called by name from cards.');
  }
  for (const s of ruleset?.statuses ?? []) add('status', s.name.text, `TARGET is ${s.name.text} DURATION`, `A status${s.prevents.length > 0 ? ` that prevents ${s.prevents.map((p) => p.text).join(', ')}` : ''}.`);
  for (const d of ruleset?.damageTypes ?? []) {
    const stats = [d.attackStat ? `raised by ${d.attackStat.text}` : '', d.defenseStat ? `reduced by ${d.defenseStat.text}` : ''].filter((s) => s !== '').join(', ');
    add('damage-type', d.name.text, `with ${d.name.text} damage = FORMULA`, `A damage type${stats ? `: ${stats}` : ''}.`, [d.name.text, 'damage']);
  }
  const elements = ruleset?.elements;
  for (const e of elements?.elements ?? []) {
    const beats = elements?.beats.filter(([a]) => a.text === e.text).map(([, b]) => b.text) ?? [];
    add('element', e.text, `attribute ${e.text} | with TYPE ${e.text} damage = …`, `An element${beats.length > 0 ? `; beats ${beats.join(', ')}` : ''}.`);
  }
  for (const z of vocabulary.zones) add('zone', z.name.text, `in ${z.name.text}`, `A zone (${z.visibility})${z.holds.length > 0 ? ` that holds ${z.holds.map((h) => h.text).join(', ')}` : ''}.`);
  for (const p of vocabulary.phases) add('phase', p, `at start of your ${p} phase`, 'A phase of the turn.', [p, 'phase']);
  for (const t of vocabulary.cardTypes) add('card-type', t, `${t} "NAME" { … }`, 'A kind of card this game declares.');
  return entries;
}

function findExample(index: ExampleIndex, entry: LanguageEntry): ReferenceExample | undefined {
  const node = entry.example?.node;
  if (node !== undefined) return index.findNode(node);
  const words = entry.example?.words ?? entry.keywords.slice(0, 1);
  return words.length > 0 ? index.find(words, entry.example?.lineStart ?? false) : undefined;
}

/**
 * The reference of `game`. Examples come from the game's own files (cards, decks, scenarios, definitions);
 * a language entry its game never uses takes one from another game's files in the project.
 */
export function languageReference(project: Project, game: string): LanguageReference {
  const files = project.files().sort((a, b) => a.path.localeCompare(b.path));
  const language = languageEntriesOf(gameIdOf(project.symbols(game).ruleset()));
  const entries = [...language, ...vocabularyEntries(project, game)];
  const nodeKinds = new Set(entries.flatMap((e) => (e.example?.node === undefined ? [] : [e.example.node])));
  const own = new ExampleIndex(files.filter((f) => f.game === game), nodeKinds);
  let others: ExampleIndex | undefined;
  const all: ReferenceEntry[] = entries.map((entry) => {
    let found = findExample(own, entry);
    if (found === undefined && language.includes(entry)) found = findExample((others ??= new ExampleIndex(files.filter((f) => f.game !== game), nodeKinds)), entry);
    return found ? { ...entry, found } : { ...entry };
  });
  const sections: ReferenceSection[] = [];
  for (const category of Object.keys(categoryTitles) as ReferenceCategory[]) {
    const inCategory = all.filter((e) => e.category === category);
    if (inCategory.length > 0) sections.push({ category, title: categoryTitles[category], entries: inCategory });
  }
  return { game, sections };
}
