import { readSmithFiles } from './dsl/load-dir';
import { tokenize } from './dsl/lexer';
import { parse } from './dsl/parse';
import { smithParser } from './dsl/parser/smith-parser';
import { Project, type SourceFile } from './dsl/project';
import { PerformanceObserver } from 'node:perf_hooks';
import { cpuMs } from './bench/measure';
function rawLexParse(files: SourceFile[]): void {
  const parser = smithParser();
  for (const f of files) { parser.input = tokenize(f.text).tokens; parser.document(); }
}
export function generatedSet(content: SourceFile[], count: number): SourceFile[] {
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
const n = Number(process.env.N ?? 10000);
const content = await readSmithFiles(['content']);
const set = generatedSet(content, n);
const tasks: Record<string, () => void> = {
  raw: () => rawLexParse(set),
  parseDiscard: () => { for (const f of set) parse(f.text); },
  parseKeep: () => { const keep = set.map((f) => parse(f.text)); (globalThis as any).k = keep; (globalThis as any).k = undefined; },
  lexKeep: () => { const keep = set.map((f) => tokenize(f.text)); (globalThis as any).k = keep; (globalThis as any).k = undefined; },
  rawKeep: () => { const parser = smithParser(); const keep = set.map((f) => { parser.input = tokenize(f.text).tokens; return parser.document(); }); (globalThis as any).k = keep; (globalThis as any).k = undefined; },
  project: () => void new Project(set),
};
let gcMs = 0; let scav = 0; let major = 0;
const obs = new PerformanceObserver((list) => { for (const e of list.getEntries()) { gcMs += e.duration; const k = (e as any).detail?.kind; if (k === 1) scav += e.duration; else major += e.duration; } });
obs.observe({ entryTypes: ['gc'] });
const modes = (process.env.T ?? 'project').split(',');
for (const m of modes) {
const fn = tasks[m]!;
fn();
const t: number[] = [];
const g: string[] = [];
for (let r = 0; r < Number(process.env.R ?? 3); r++) { globalThis.gc?.(); await new Promise((res) => setTimeout(res, 10)); gcMs = 0; scav = 0; major = 0; t.push(cpuMs(fn)); await new Promise((res) => setTimeout(res, 10)); g.push(`${scav.toFixed(0)}+${major.toFixed(0)}`); }
console.log(m.padEnd(13), t.map((x) => x.toFixed(0)).join(' '), ' gc(scav+major):', g.join(' '));
}
