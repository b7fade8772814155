/**
 * Completion at a position: the grammar says which tokens may come next (next-tokens.ts); the recovered
 * AST and the symbol table say which names fit there (roles after `your`, statuses after `is`, the
 * card's bindings and parameters in formulas, stats after `caster.`).
 */
import type { IToken } from 'chevrotain';
import type { Decl, Range } from '../ast';
import { cardTypeOf } from '../card-type';
import { BUILTINS } from '../builtins';
import type { ProjectFile } from '../project';
import type { SymbolTable } from '../symbols';
import * as T from '../tokens';
import { cardKeywords, isGameCardStart } from '../parser/grammar-declarations';
import { gameInfo, type GameInfo } from '../validate/game-info';
import { cardTypeOfNoun, defaultGame, gameIdOf, gridKeywords } from '../vocabulary';
import { declAt, nameUses } from './name-index';
import { expectedAfter, type ExpectedToken } from './next-tokens';
import { entryHover } from './keyword-docs';
import { gameLanguages } from '../../games/languages';
import { stepSnippets, unplayedStepWords } from '../reference/step-entries';
import { snippetAsText } from '../reference/snippet-text';
import { continueAbility, typedAbilityWords } from './ability-continuation';
import type { LanguageEntry } from '../reference/language-entries';

export type CompletionKind =
  | 'keyword' | 'role' | 'species' | 'card' | 'stat' | 'status' | 'binding' | 'param' | 'setting' | 'formula' | 'function'
  | 'property' | 'zone' | 'element' | 'damage-type' | 'growth' | 'rarity' | 'handle' | 'phase' | 'verb' | 'value' | 'snippet';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** Text to insert in place of `CompletionResult.replace` (quoted when the name needs it). */
  insertText: string;
  /** True when `insertText` is a snippet with tab stops (`attack ${1:target} with …`). */
  snippet?: boolean;
  detail?: string;
  /** Markdown: what the item is (a step's description and its reference link). */
  documentation?: string;
}

export interface CompletionResult {
  items: CompletionItem[];
  /** The range the chosen item replaces: the partial word at the cursor (empty when there is none). */
  replace: Range;
}

const keywordText = new Map<string, string>([...T.keywords.entries()].map(([text, type]) => [type.name, text]));
const declKeywords = new Set([T.KwRuleset, T.KwSpecies, T.KwGrowth, T.KwRarity, T.KwPack, T.KwDeck, T.KwScenario, ...cardKeywords]);
const wordTypes = new Set([T.Ident, T.CapIdent, T.StringLit, T.UnterminatedString, T.NumberLit, ...T.keywords.values()]);
const verbs = ['summon', 'move', 'attack', 'play', 'set', 'activate', 'pass', 'end-turn', 'advance', 'choose', 'respond', 'discard', 'direct-attack'];
const symbols = ['--', '-', '_', '+', '++', '*'];
const rulesetWords = ['game', 'card-types', 'properties', 'player-stats', 'zones', 'phases', 'speeds', 'win'];

function quoteIfNeeded(name: string): string {
  return /^[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*$/.test(name) && !T.keywords.has(name) ? name : `"${name.replace(/"/g, '\\"')}"`;
}

export function complete(file: ProjectFile, table: SymbolTable, offset: number): CompletionResult {
  const { tokens, lines } = file.parsed;
  const atCursor = tokens.find((t) => t.startOffset < offset && offset <= (t.endOffset ?? t.startOffset) + 1 && wordTypes.has(t.tokenType));
  const cut = atCursor ? atCursor.startOffset : offset;
  const before = tokens.filter((t) => (t.endOffset ?? t.startOffset) < cut);
  const replace = atCursor ? lines.range(atCursor.startOffset, (atCursor.endOffset ?? atCursor.startOffset) + 1) : lines.range(offset, offset);
  const prefix = atCursor ? file.text.slice(atCursor.startOffset, offset).replace(/^"/, '') : '';
  const decl = declAt(file.parsed.document, offset) ?? lastDeclBefore(file, offset);
  const context = new Context(table, decl);
  const last = before[before.length - 1];
  const inDecl = before.slice(declarationStart(before));
  const items = last?.tokenType === T.Dot ? context.properties(pathBefore(before)) : context.forExpected(expectedAfter(inDecl, 'declaration'), gameIdOf(table.ruleset()), typedAbilityWords(inDecl, lines.pos(cut).line));
  const wanted = prefix.toLowerCase();
  const seen = new Set<string>();
  const filtered = items.filter((i) => {
    const key = `${i.kind}:${i.label}`;
    if (seen.has(key) || !i.label.toLowerCase().startsWith(wanted)) return false;
    seen.add(key);
    return true;
  });
  return { items: filtered, replace };
}

/** True at the start of an effect step: where the grammar would take `if` as a step (every game has it). */
function startsStep(e: ExpectedToken): boolean {
  return e.rule === 'ifStep' && e.tokenType === T.KwIf;
}

/** The keyword a step's snippet starts with; none when it starts with a tab stop (`${1:caster}.SPD …`). */
function leadKeyword(entry: LanguageEntry): string | undefined {
  const first = /^[a-z][a-z'-]*/.exec(entry.snippet ?? '')?.[0];
  return first !== undefined && T.keywords.has(first) ? first : undefined;
}

/** A snippet as a one-line label: `attack ${1:target} with …` → `attack target with …`. */
function snippetLabel(snippet: string): string {
  return snippetAsText(snippet).replace(/\s*\n\s*/g, ' ');
}

function lastDeclBefore(file: ProjectFile, offset: number): Decl | undefined {
  return [...file.parsed.document.decls].reverse().find((d) => d.range.start.offset <= offset);
}

/** Index of the token that starts the declaration the cursor is in (or the end, between declarations). */
function declarationStart(tokens: IToken[]): number {
  let depth = 0;
  let start = 0;
  tokens.forEach((t, i) => {
    if (depth === 0 && (declKeywords.has(t.tokenType) || isGameCardStart(t, tokens[i + 1], tokens[i + 2]))) start = i;
    if (t.tokenType === T.LBrace) depth++;
    if (t.tokenType === T.RBrace) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) start = i + 1;
    }
  });
  return start;
}

/** `caster.weapon.` → ['caster', 'weapon']. */
function pathBefore(tokens: IToken[]): string[] {
  const path: string[] = [];
  for (let i = tokens.length - 1; i >= 1; i -= 2) {
    const dot = tokens[i];
    const word = tokens[i - 1];
    if (dot?.tokenType !== T.Dot || word === undefined || !wordTypes.has(word.tokenType)) break;
    path.unshift(word.image);
  }
  return path;
}

class Context {
  private readonly info;
  private readonly uses;

  constructor(private readonly table: SymbolTable, private readonly decl: Decl | undefined) {
    this.info = gameInfo(table);
    this.uses = decl ? nameUses({ kind: 'Document', decls: [decl], range: decl.range }) : [];
  }

  private get vocabulary(): GameInfo['vocabulary'] {
    return this.info.vocabulary;
  }

  private zones(): CompletionItem[] {
    return this.list(this.vocabulary.zones.map((z) => z.name.text), 'zone', 'zone');
  }

  /** Numbers of a thing in play besides its stats: declared properties and what the game module keeps. */
  private unitNumbers(): string[] {
    const builtins = Object.entries(this.vocabulary.builtinUnitProperties).filter(([, kind]) => kind === 'number').map(([name]) => name);
    return [...this.vocabulary.properties, ...builtins];
  }

  /** Everything after `unit.`: stats, numbers, and the objects the game module keeps (`weapon`, `controller`). */
  private unitProperties(): CompletionItem[] {
    const objects = Object.entries(this.vocabulary.builtinUnitProperties).filter(([, kind]) => kind !== 'number').map(([name]) => name);
    return [...this.list(this.info.stats, 'stat', 'stat'), ...this.list(this.unitNumbers(), 'property'), ...this.list(objects, 'property')];
  }

  private names(kind: 'role' | 'species' | 'card' | 'rarity' | 'growth', itemKind: CompletionKind): CompletionItem[] {
    const entries = kind === 'card' ? [...this.table.all('card'), ...this.table.all('role')] : this.table.all(kind);
    return entries.map((e) => ({ label: e.name, kind: itemKind, insertText: quoteIfNeeded(e.name), detail: cardTypeOf(e.decl) ?? e.kind }));
  }

  private list(values: Iterable<string>, kind: CompletionKind, detail?: string): CompletionItem[] {
    return [...values].map((v) => (detail === undefined ? { label: v, kind, insertText: v } : { label: v, kind, insertText: v, detail }));
  }

  private local(role: 'binding' | 'label' | 'param' | 'handle'): string[] {
    return [...new Set(this.uses.filter((u) => u.role === role && u.index === undefined).map((u) => u.name.text))];
  }

  /** Names a formula can start with here. */
  private formulaHeads(): CompletionItem[] {
    const unitLike = this.decl?.kind === 'Ruleset' || (this.decl?.kind === 'Card' && this.decl.cardType === 'equipment');
    const unitNumbers = this.unitNumbers();
    return [
      ...this.list(this.local('binding'), 'binding', 'choice'),
      ...this.list(this.local('param'), 'param', 'parameter'),
      ...this.list(this.local('label'), 'binding', 'step result'),
      ...this.list(this.local('handle'), 'handle', 'unit'),
      ...this.list(['this', 'it', 'event', 'you', 'opponent'], 'value'),
      ...this.list(this.info.settings.keys(), 'setting', 'ruleset setting'),
      ...this.list(this.info.formulas.keys(), 'formula', 'ruleset formula'),
      ...BUILTINS.map((b) => ({ label: b.name, kind: 'function' as const, insertText: `${b.name}(`, detail: `function: ${b.description}` })),
      ...(unitLike ? [...this.list(this.info.stats, 'stat', 'stat'), ...this.list(unitNumbers, 'property')] : []),
    ];
  }

  /**
   * What may come next, most likely first: at the start of an effect step, the game's steps as snippets
   * and the words that start a step; then the other keywords; then names (values, settings, stats …).
   * Inside an ability's opening words (`typed`), only what continues the game's forms for the card's type.
   */
  forExpected(expected: ExpectedToken[], game: string, typed?: readonly string[]): CompletionItem[] {
    const names: CompletionItem[] = [];
    const keywords: CompletionItem[] = [];
    for (const e of expected) {
      const keyword = keywordText.get(e.tokenType.name);
      if (keyword !== undefined) keywords.push({ label: keyword, kind: 'keyword', insertText: keyword });
      else names.push(...this.namesFor(e));
    }
    keywords.sort((a, b) => a.label.localeCompare(b.label));
    // Another game's editor never offers Summoner's Grid's own words (`territory`, `summon` …).
    const shown = this.vocabulary.game === defaultGame ? keywords : keywords.filter((k) => !gridKeywords.has(k.label));
    const continuation = typed === undefined ? undefined : continueAbility(this.abilityForms(game), typed);
    if (continuation) return [...this.abilityItems(continuation.rests), ...[...shown, ...names].filter((i) => continuation.next.has(i.label.toLowerCase()))];
    const abilities = this.abilitySnippets(expected, game);
    if (!expected.some(startsStep)) return [...abilities, ...names, ...shown];
    const steps = stepSnippets(game);
    // Where a step may start, no word that starts a step the game does not play (`heal` in the stance duel).
    const unplayed = unplayedStepWords(game);
    const playable = shown.filter((k) => !unplayed.has(k.label));
    const offered = new Set(playable.map((k) => k.label));
    const leads = new Set(steps.flatMap((entry) => (leadKeyword(entry) === undefined ? [] : [leadKeyword(entry)])));
    const snippets = steps
      // A step that starts with a keyword is offered where that keyword may come; one that starts with the
      // unit it changes (`caster.SPD + 2 …`) wherever a step may start.
      .filter((entry) => {
        const lead = leadKeyword(entry);
        return lead === undefined || offered.has(lead);
      })
      .map((entry): CompletionItem => ({
        label: snippetLabel(entry.snippet ?? entry.title),
        kind: 'snippet',
        insertText: entry.snippet ?? entry.title,
        snippet: true,
        detail: `${entry.title} (effect step)`,
        documentation: entryHover(entry),
      }));
    const leading = playable.filter((k) => leads.has(k.label));
    const others = playable.filter((k) => !leads.has(k.label));
    return [...snippets, ...leading, ...others, ...names];
  }

  /** Where an ability may start in a card of a type the game gives abilities for, those abilities as snippets. */
  private abilitySnippets(expected: ExpectedToken[], game: string): CompletionItem[] {
    if (!expected.some((e) => keywordText.get(e.tokenType.name) === 'when')) return [];
    return this.abilityItems(this.abilityForms(game));
  }

  /** Ability snippets (whole forms, or what is left of them after the typed words) as completion items. */
  private abilityItems(snippets: readonly string[]): CompletionItem[] {
    const type = this.decl?.kind === 'GameCard' ? this.decl.cardType.text : '';
    return snippets.map((snippet) => ({ label: snippetLabel(snippet), kind: 'snippet', insertText: snippet, snippet: true, detail: `an ability a ${type} card plays` }));
  }

  /** The abilities the game gives a card of this declaration's type, as snippets (none outside such a card). */
  private abilityForms(game: string): readonly string[] {
    if (this.decl?.kind !== 'GameCard') return [];
    const type = this.decl.cardType.text;
    const forms = gameLanguages[game]?.abilities;
    return forms && Object.hasOwn(forms, type) ? (forms[type] ?? []) : [];
  }

  private namesFor(e: ExpectedToken): CompletionItem[] {
    const { label, rule } = e;
    if (label === 'symbol' && rule === 'growthRef') return this.list(symbols, 'growth', 'growth symbol');
    if (e.tokenType !== T.Ident && e.tokenType !== T.CapIdent && e.tokenType !== T.StringLit && e.tokenType !== T.AnyWord && e.tokenType !== T.RefWord) return [];
    switch (label) {
      case 'word': return [...this.names('role', 'role'), ...this.names('species', 'species')];
      case 'status': return this.list(this.info.statuses, 'status', 'status');
      case 'damageType': return this.list(this.info.damageTypes, 'damage-type', 'damage type');
      case 'attribute': return this.list(this.info.elements, 'element', 'element');
      case 'damageKind': return [...this.list(this.info.damageTypes, 'damage-type', 'damage type'), ...this.list(this.info.elements, 'element', 'element')];
      case 'zone': return this.zones();
      // The ruleset's declarations are plain words, not keywords (so they stay free as names elsewhere).
      case 'clause': return rule === 'rulesetClause' ? this.list(rulesetWords, 'keyword', 'ruleset declaration') : [];
      case 'visibility': return this.list(['hidden', 'private', 'public'], 'keyword', 'zone visibility');
      case 'gameCardKind':
      case 'typeNoun':
        return this.list(this.vocabulary.cardTypes, 'keyword', 'card type');
      case 'card':
      case 'named':
      case 'quest':
      case 'faceDown':
      case 'summon':
      case 'equipment':
        return this.names('card', 'card');
      case 'role':
      case 'from':
      case 'family':
        return rule === 'playerStep' ? this.zones() : this.names('role', 'role');
      case 'species': return this.names('species', 'species');
      case 'rarity':
      case 'upgrade':
        return this.names('rarity', 'rarity');
      case 'stat':
        return rule === 'playerStep' ? this.list(this.vocabulary.playerStats, 'stat', 'player stat') : this.list(this.info.stats, 'stat', 'stat');
      case 'property':
        return rule === 'cardClause' ? this.list(this.vocabulary.properties, 'property', 'card property') : this.list(this.info.stats, 'stat', 'stat');
      case 'attackStat':
      case 'defenseStat':
        return this.list(this.info.stats, 'stat', 'stat');
      case 'phase': return this.list(this.vocabulary.phases, 'phase', 'phase');
      case 'rule': return this.list(this.info.settings.keys(), 'setting', 'ruleset setting');
      case 'to': return this.zones();
      case 'unit':
      case 'handle':
        return rule === 'scenarioUnit' ? [] : this.list(this.local('handle'), 'handle', 'unit');
      case 'verb': return rule === 'scenarioAction' ? this.list(verbs, 'verb', 'scenario action') : [];
      case 'side': return this.list(['A', 'B'], 'value', 'player');
      // `your fighters get |`: what a continuous ability changes is a stat or number of the things it selects.
      case 'segment': return rule === 'propertyPath' ? this.unitProperties() : this.formulaHeads();
      case 'name':
        return rule === 'growthRef' ? this.names('growth', 'growth') : [];
      case 'value':
      case 'subject':
        return this.formulaHeads();
      default:
        return [];
    }
  }

  /** Properties after `path.`. */
  properties(path: string[]): CompletionItem[] {
    const unit = this.unitProperties();
    let type: 'unit' | 'event' | 'label' | 'player' | 'weapon' | 'space' | 'unknown' = 'unknown';
    const [head, ...rest] = path;
    if (head === undefined) return [];
    if (head === 'event') type = 'event';
    else if (head === 'A' || head === 'B' || head === 'you' || head === 'opponent') type = 'player';
    else if (this.local('label').includes(head)) type = 'label';
    else if (this.local('handle').includes(head) || head === 'it' || head === 'this' || this.local('binding').includes(head)) type = this.bindingType(head);
    for (const segment of rest) {
      if (type === 'unit' && segment === 'weapon') type = 'weapon';
      else if (type === 'unit' && segment === 'position') type = 'space';
      else if (type === 'event' && segment === 'unit') type = 'unit';
      else if (type === 'event' && segment === 'space') type = 'space';
      else type = 'unknown';
    }
    switch (type) {
      case 'unit': return unit;
      case 'weapon': return this.list(['power', 'range'], 'property');
      case 'event': return this.list(['unit', 'damage', 'amount', 'player', 'card', 'space', 'source', 'reason'], 'property', 'of the event');
      case 'label': return this.list(['damage', 'healed', 'hit', 'missed', 'crit', 'saved', 'destroyed'], 'property', 'of the step');
      case 'player': return this.list([...this.vocabulary.playerStats, ...this.vocabulary.builtinPlayerProperties], 'property', 'of the player');
      case 'space': return this.list(['x', 'y'], 'property');
      default: return unit;
    }
  }

  /** A declared card type that sits in play (`monster`): its things have stats. */
  private inPlay(noun: string | undefined): boolean {
    const type = noun === undefined ? undefined : cardTypeOfNoun(this.vocabulary, noun);
    return type !== undefined && this.vocabulary.inPlayTypes.includes(type);
  }

  /** A binding's type from its selector's noun (summons unless it says otherwise). */
  private bindingType(name: string): 'unit' | 'space' | 'unknown' {
    if (this.decl === undefined) return 'unit';
    let found: 'unit' | 'space' | 'unknown' = 'unit';
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node !== null && typeof node === 'object') {
        const record = node as { kind?: string; name?: { text?: string }; selector?: { entity?: string; noun?: { text?: string } } };
        if (record.kind === 'Binding' && record.name?.text === name) {
          const entity = record.selector?.entity;
          const noun = record.selector?.noun?.text;
          found = entity === 'space' ? 'space' : entity === 'summon' || entity === 'removed-summon' || this.inPlay(noun) ? 'unit' : 'unknown';
        }
        Object.values(node).forEach(visit);
      }
    };
    visit(this.decl);
    return found;
  }
}
