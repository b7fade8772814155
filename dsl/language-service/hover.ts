/** Hover text (Markdown) and go-to-definition for the name or keyword under the cursor. */
import type { Decl, Name, Range } from '../ast';
import type { ProjectFile } from '../project';
import { cardTypeOfNoun, gameIdOf, vocabularyOf } from '../vocabulary';
import { rulesText } from '../rules-text/rules-text';
import { printExpr, printSelector } from '../format/print-expr';
import type { SymbolEntry, SymbolKind, SymbolTable } from '../symbols';
import { declAt, nameAt, nameUses, type NameUse } from './name-index';
import { entryHover, keywordEntry } from './keyword-docs';
import { referenceHref } from '../reference/href';

export interface Hover {
  /** Markdown. */
  contents: string;
  range: Range;
}

export interface Location {
  path: string;
  range: Range;
}

const symbolKinds: Partial<Record<NameUse['role'], SymbolKind>> = {
  role: 'role', species: 'species', card: 'card', growth: 'growth', rarity: 'rarity', ruleset: 'ruleset',
};


export function resolveUse(table: SymbolTable, use: NameUse): SymbolEntry | undefined {
  const kind = symbolKinds[use.role];
  if (kind === undefined) return undefined;
  return kind === 'card' ? table.resolveCard(use.name.text) : kind === 'growth' ? table.resolveGrowth(use.name.text) : table.resolve(kind, use.name.text);
}

function describeEntry(entry: SymbolEntry): string {
  const decl = entry.decl;
  if (decl.kind === 'Card' && decl.cardType === 'role') {
    const mods = decl.modifiers.map((m) => `${m.stat.text} ×${m.value}`).join(', ');
    return `**${entry.name}** — tier ${decl.tier} role (${decl.family.text} family)${decl.from.length > 0 ? `, advances from ${decl.from.map((f) => f.text).join(' or ')}` : ''}${mods ? `\n\n${mods}` : ''}`;
  }
  if (decl.kind === 'Card' || decl.kind === 'GameCard') return '```\n' + rulesText(decl) + '\n```';
  if (decl.kind === 'Species') return `**${entry.name}** — species\n\n${decl.stats.map((s) => `${s.stat.text} ${s.min}..${s.max}`).join(' · ')}`;
  if (decl.kind === 'Growth') return `**${entry.name}** (\`${decl.symbol}\`) — gains floor(level × ${decl.rate})`;
  return `**${entry.name}** — ${entry.kind}`;
}

/** What a reference in a formula means: a choice, a parameter, a ruleset setting or formula, a stat. */
function describeRef(use: NameUse, decl: Decl, table: SymbolTable): string | undefined {
  const name = use.name.text;
  const owner = use.path?.slice(0, use.index).map((n) => n.text).join('.');
  const vocabulary = vocabularyOf(table.ruleset());
  if ((use.index ?? 0) > 0) {
    const stat = table.ruleset()?.stats.some((s) => s.text === name);
    if (stat) return `**${name}** of \`${owner}\` — a stat`;
    if (vocabulary.properties.includes(name)) return `**${name}** of \`${owner}\` — a card property`;
    if (vocabulary.playerStats.includes(name)) return `**${name}** of \`${owner}\` — a player stat`;
    return `**${name}** — property of \`${owner}\``;
  }
  const labelled = nameUses({ kind: 'Document', decls: [decl], range: decl.range }).some((u) => u.role === 'label' && u.name.text === name);
  if (labelled) return `**${name}** — the result of the step labelled \`${name}\`: \`${name}.damage\`, \`${name}.healed\`, \`${name}.hit\` …`;
  if (decl.kind === 'Card' || decl.kind === 'GameCard') {
    const binding = findBinding(decl, name);
    if (binding) return `**${name}** — a choice of this card: \`${printSelector(binding.selector)}\``;
    const param = (decl.kind === 'Card' ? decl.params : decl.properties).find((p) => p.name.text === name);
    if (param) return `**${name}** = ${printExpr(param.value)} (${decl.kind === 'Card' ? 'parameter' : 'property'} of this card)`;
  }
  const ruleset = table.ruleset();
  const setting = ruleset?.settings.find((s) => s.name.text === name);
  if (setting) return `**${name}** = ${printExpr(setting.value)} (ruleset setting)`;
  const formula = ruleset?.formulas.find((f) => f.name.text === name);
  if (formula) return `**${name}**${formula.params.length > 0 ? `(${formula.params.map((p) => p.text).join(', ')})` : ''} = ${printExpr(formula.body)} (ruleset formula)`;
  if (ruleset?.stats.some((s) => s.text === name)) return `**${name}** — a stat`;
  if (name === 'event') return '**event** — the event that triggered this: `event.unit`, `event.damage`, `event.player`, `event.source` …';
  if (name === 'this') return '**this** — the card, building or unit that has this text';
  if (name === 'it') return '**it** — the subject of the trigger (in a `where` filter: the candidate)';
  return undefined;
}

/** `monster` — a card type the ruleset declares, and the zone that holds it in play. */
function describeCardType(word: string, table: SymbolTable): string | undefined {
  const vocabulary = vocabularyOf(table.ruleset());
  const type = cardTypeOfNoun(vocabulary, word);
  if (type === undefined) return undefined;
  const zone = vocabulary.zones.find((z) => z.holds.some((h) => h.text === type));
  return `**${type}** — a card type of this game${zone ? `; in play it sits in the ${zone.name.text}` : ''}`;
}

function findBinding(decl: Decl, name: string): { selector: Parameters<typeof printSelector>[0] } | undefined {
  let found: { selector: Parameters<typeof printSelector>[0] } | undefined;
  const visit = (node: unknown): void => {
    if (found) return;
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      const record = node as { kind?: string; name?: Name; selector?: Parameters<typeof printSelector>[0] };
      if (record.kind === 'Binding' && record.name?.text === name && record.selector) found = { selector: record.selector };
      else Object.values(node).forEach(visit);
    }
  };
  visit(decl);
  return found;
}

export function hoverAt(file: ProjectFile, table: SymbolTable, offset: number): Hover | undefined {
  const use = nameAt(nameUses(file.parsed.document), offset);
  if (use) {
    const entry = use.role === 'decl' ? table.all('card').concat(table.all('role'), table.all('species')).find((e) => e.decl === use.decl) : resolveUse(table, use);
    let contents: string | undefined;
    if (entry) contents = describeEntry(entry);
    else if (use.role === 'decl' && (use.decl.kind === 'Card' || use.decl.kind === 'GameCard')) contents = '```\n' + rulesText(use.decl) + '\n```';
    else if (use.role === 'ref' || use.role === 'property') contents = describeRef(use, use.decl, table);
    else if (use.role === 'status') {
      const status = table.ruleset()?.statuses.find((s) => s.name.text === use.name.text);
      contents = status ? `**${status.name.text}** — status${status.prevents.length > 0 ? `, prevents ${status.prevents.map((p) => p.text).join(', ')}` : ''}` : undefined;
    } else if (use.role === 'stat') contents = `**${use.name.text}** — a stat`;
    else if (use.role === 'element') {
      const e = table.ruleset()?.elements;
      const beats = e?.beats.filter(([a]) => a.text === use.name.text).map(([, b]) => b.text) ?? [];
      const resisted = e?.resists.filter(([, b]) => b.text === use.name.text).map(([a]) => a.text) ?? [];
      contents = `**${use.name.text}** — element${beats.length > 0 ? `; beats ${beats.join(', ')}` : ''}${resisted.length > 0 ? `; resisted by ${resisted.join(', ')}` : ''}`;
    } else if (use.role === 'damage-type') {
      const d = table.ruleset()?.damageTypes.find((t) => t.name.text === use.name.text);
      contents = d ? `**${d.name.text}** damage${d.attackStat ? ` — uses ${d.attackStat.text}` : ''}${d.defenseStat ? `, reduced by ${d.defenseStat.text}` : ''}` : undefined;
    } else if (use.role === 'zone') contents = `**${use.name.text}** — a card zone`;
    else if (use.role === 'card-type') contents = describeCardType(use.name.text, table);
    else if (use.role === 'player-stat') contents = `**${use.name.text}** — a player stat`;
    else if (use.role === 'speed') contents = `**${use.name.text}** — a speed`;
    else if (use.role === 'param' && use.decl.kind === 'GameCard') contents = `**${use.name.text}** — a card property`;
    else if (use.role === 'binding') contents = `**${use.name.text}** — chosen when the card is played or resolved`;
    if (contents) {
      const anchor = vocabularyAnchor(use, table);
      return { contents: anchor ? `${contents}\n\n[Open in the language reference](${referenceHref(anchor)})` : contents, range: use.name.range };
    }
  }
  const index = file.parsed.tokens.findIndex((t) => t.startOffset <= offset && offset <= (t.endOffset ?? t.startOffset) + 1);
  const token = file.parsed.tokens[index];
  const entry = keywordEntry(file, gameIdOf(table.ruleset()), index);
  if (token && entry) {
    const decl = declAt(file.parsed.document, offset);
    const formula = token.image === 'standard' ? standardFormula(file, token.startOffset, table, decl) : '';
    return { contents: entryHover(entry) + formula, range: file.parsed.lines.range(token.startOffset, (token.endOffset ?? token.startOffset) + 1) };
  }
  return undefined;
}

/** Declared words of the game that have an entry in the reference (reference.ts names them `<category>-<name>`). */
const vocabularyCategories: Partial<Record<NameUse['role'], string>> = {
  stat: 'stat', status: 'status', element: 'element', 'damage-type': 'damage-type', zone: 'zone', phase: 'phase', 'card-type': 'card-type',
  'player-stat': 'property', setting: 'setting', formula: 'formula',
};

function vocabularyAnchor(use: NameUse, table: SymbolTable): string | undefined {
  const category = vocabularyCategories[use.role];
  if (category !== undefined) return `${category}-${use.name.text}`;
  const ruleset = table.ruleset();
  if ((use.role === 'ref' && (use.index ?? 0) > 0) || use.role === 'property') {
    if (ruleset?.stats.some((s) => s.text === use.name.text)) return `stat-${use.name.text}`;
    return vocabularyOf(ruleset).properties.includes(use.name.text) ? `property-${use.name.text}` : undefined;
  }
  if (use.role !== 'ref') return undefined;
  if (ruleset?.settings.some((s) => s.name.text === use.name.text)) return `setting-${use.name.text}`;
  if (ruleset?.formulas.some((f) => f.name.text === use.name.text)) return `formula-${use.name.text}`;
  return undefined;
}

/** For `hit standard` / `crit standard`: the ruleset formula it stands for. */
function standardFormula(file: ProjectFile, offset: number, table: SymbolTable, decl: Decl | undefined): string {
  const before = file.text.slice(Math.max(0, offset - 6), offset);
  const name = before.includes('crit') ? 'crit-chance' : 'ability-hit';
  const formula = table.ruleset()?.formulas.find((f) => f.name.text === name);
  if (!formula) return '';
  const accuracy = decl?.kind === 'Card' ? decl.params.find((p) => p.name.text === 'accuracy') : undefined;
  return `\n\n\`${name} = ${printExpr(formula.body)}\`${accuracy ? ` (accuracy ${printExpr(accuracy.value)} on this card)` : ''}`;
}

export function definitionAt(file: ProjectFile, table: SymbolTable, offset: number): Location | undefined {
  const use = nameAt(nameUses(file.parsed.document), offset);
  if (!use) return undefined;
  const entry = resolveUse(table, use);
  if (entry) return { path: entry.path, range: entry.nameNode.range };
  if (use.role === 'ref' && (use.index ?? 0) === 0 || use.role === 'handle' || use.role === 'label') {
    const name = use.name.text;
    const local = nameUses({ kind: 'Document', decls: [use.decl], range: use.decl.range }).find(
      (u) => u.name.text === name && (u.role === 'binding' || u.role === 'param' || (u.role === 'label' && u.name !== use.name) || (u.role === 'handle' && u.index === undefined)),
    );
    if (local && local.name !== use.name) return { path: file.path, range: local.name.range };
    const ruleset = table.all('ruleset')[0];
    if (ruleset?.decl.kind === 'Ruleset') {
      const def = ruleset.decl.settings.find((s) => s.name.text === name)?.name ?? ruleset.decl.formulas.find((f) => f.name.text === name)?.name;
      if (def) return { path: ruleset.path, range: def.range };
    }
  }
  if (use.role === 'formula') {
    const ruleset = table.all('ruleset')[0];
    const def = ruleset?.decl.kind === 'Ruleset' ? ruleset.decl.formulas.find((f) => f.name.text === use.name.text)?.name : undefined;
    if (ruleset && def) return { path: ruleset.path, range: def.range };
  }
  return undefined;
}
