/**
 * English for formulas, conditions and selectors, as a printed card would say them: "the caster's INT ×
 * (1 + 60 ÷ 100)", "an enemy summon within 6 spaces of the caster". Card parameters are shown by value.
 */
import type { CompareOp, Condition, Duration, Expr, Filter, Name, Selector } from '../ast';

/** What the text generator knows about the card it is describing. */
export interface TextContext {
  /** Card parameters by name (shown by their value). */
  params: Map<string, Expr>;
  /** What `this` is called: "this card", "this building", "this summon". */
  self: string;
  /** Step labels (`as drain`): `drain.damage` reads "the damage dealt". */
  labels: Set<string>;
  /** Inside a `where` filter: bare unit properties are the candidate's ("its level"). */
  candidate?: boolean;
}

const unitWords = new Set(['level', 'tier', 'hp', 'maxHP', 'MV', 'range', 'attacks', 'moved']);

const refWords: Record<string, string> = { caster: 'the caster', target: 'the target', it: 'it', you: 'you', opponent: 'your opponent', event: 'the event' };
const eventWords: Record<string, string> = { unit: 'that summon', damage: 'the damage', amount: 'the amount', player: 'that player', card: 'that card', space: 'that space', source: 'its source' };
export const propertyWords: Record<string, string> = { maxHP: 'max HP', hp: 'HP', MV: 'MV', attacks: 'number of basic attacks', moved: 'spaces moved', level: 'level', tier: 'tier', range: 'attack range' };
const labelWords: Record<string, string> = { damage: 'the damage dealt', healed: 'the amount healed' };
const precedence: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 };
const opSymbols: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷', '^': '^' };

export function nameWords(name: Name): string {
  return name.text;
}

/** "the caster's INT", "that summon's max HP", "the target's weapon power". */
export function refText(path: Name[], ctx: TextContext): string {
  const [head, ...rest] = path;
  if (head === undefined) return '';
  if (rest.length === 0) {
    const param = ctx.params.get(head.text);
    // A parameter is read out by its value; inside that value it stands for itself, so a value that names
    // its own parameter (`def def`, as a half-typed card can read) ends instead of recursing for ever.
    if (param) return exprText(param, { ...ctx, params: withoutKey(ctx.params, head.text) });
    if (head.text === 'this') return ctx.self;
    if (ctx.candidate && (unitWords.has(head.text) || /^[A-Z][A-Z0-9]*$/.test(head.text))) return `its ${propertyWords[head.text] ?? head.text}`;
    return refWords[head.text] ?? (/^[A-Z]/.test(head.text) ? head.text : `the ${head.text.replace(/-/g, ' ')}`);
  }
  if (ctx.labels.has(head.text) && rest.length === 1 && rest[0]) return labelWords[rest[0].text] ?? `the ${rest[0].text}`;
  let owner: string;
  let props = rest;
  if (head.text === 'event' && rest[0]) {
    owner = eventWords[rest[0].text] ?? `the event's ${rest[0].text}`;
    props = rest.slice(1);
    if (props.length === 0) return owner;
  } else if (head.text === 'this') owner = ctx.self;
  else owner = refWords[head.text] ?? `the ${head.text}`;
  const property = props.map((p) => propertyWords[p.text] ?? p.text).join(' ');
  // `you.health` is "your health", not "you's health".
  if (owner === 'you') return `your ${property}`;
  return `${owner}'s ${property}`;
}

function withoutKey<V>(map: ReadonlyMap<string, V>, key: string): Map<string, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

export function exprText(expr: Expr, ctx: TextContext, parent = 0): string {
  switch (expr.kind) {
    case 'Number': return String(expr.value);
    case 'Percent': return `${expr.value}%`;
    case 'Ref': return refText(expr.path, ctx);
    case 'Unary': return `−${exprText(expr.operand, ctx, 4)}`;
    case 'If': return `${exprText(expr.then, ctx)} if ${conditionText(expr.condition, ctx)}, otherwise ${exprText(expr.else, ctx)}`;
    case 'Call': {
      const args = expr.args.map((a) => exprText(a, ctx)).join(', ');
      if (expr.fn.text === 'floor') return `⌊${args}⌋`;
      if (expr.fn.text === 'ceil') return `⌈${args}⌉`;
      if (expr.fn.text === 'min') return `the lower of ${args}`;
      if (expr.fn.text === 'max') return `the higher of ${args}`;
      return `${expr.fn.text.replace(/-/g, ' ')}(${args})`;
    }
    case 'Binary': {
      const p = precedence[expr.op] ?? 1;
      const text = `${exprText(expr.left, ctx, p)} ${opSymbols[expr.op] ?? expr.op} ${exprText(expr.right, ctx, p + 1)}`;
      return p < parent ? `(${text})` : text;
    }
  }
}

/** A whole amount: "⌊x⌋" at the top becomes "x, rounded down". */
export function amountText(expr: Expr, ctx: TextContext): string {
  if (expr.kind === 'Call' && expr.fn.text === 'floor' && expr.args.length === 1 && expr.args[0]) return `${exprText(expr.args[0], ctx)}, rounded down`;
  return exprText(expr, ctx);
}

const compareWords: Record<CompareOp, string> = { '<': 'is less than', '<=': 'is at most', '>': 'is more than', '>=': 'is at least', '=': 'is', '!=': 'is not' };

export function conditionText(cond: Condition, ctx: TextContext): string {
  switch (cond.kind) {
    case 'Compare': return `${exprText(cond.left, ctx)} ${compareWords[cond.op]} ${exprText(cond.right, ctx)}`;
    // An `or` inside an `and` reads "either … or …", so the sentence keeps the grouping of the parentheses.
    case 'And': return cond.items.map((c) => (c.kind === 'Or' ? `either ${conditionText(c, ctx)}` : conditionText(c, ctx))).join(' and ');
    case 'Or': return cond.items.map((c) => conditionText(c, ctx)).join(' or ');
    case 'Not': return cond.item.kind === 'Is' ? isText(cond.item, ctx, true) : `not (${conditionText(cond.item, ctx)})`;
    case 'Is': return isText(cond, ctx, false);
    case 'Exists': {
      const who = cond.selector.owner === 'you' ? 'you control' : cond.selector.owner === 'opponent' ? 'your opponent controls' : 'there is';
      const count = cond.count ? `${countWords(cond.count.op, exprText(cond.count.value, ctx))} ` : '';
      const plural = cond.count !== undefined;
      return `${who} ${count}${selectorText({ ...cond.selector, owner: 'any' }, ctx, { plural, article: !plural })}`;
    }
    case 'Outcome':
      switch (cond.outcome.text) {
        case 'hit': return 'it hits';
        case 'missed': return 'it misses';
        case 'crit': return 'it crits';
        case 'saved': return 'the save succeeds';
        default: return 'anything was destroyed';
      }
  }
}

function countWords(op: CompareOp, n: string): string {
  if (op === '=' && n === '0') return 'no';
  return op === '>=' ? `at least ${n}` : op === '<=' ? `at most ${n}` : op === '>' ? `more than ${n}` : op === '<' ? `fewer than ${n}` : `exactly ${n}`;
}

function isText(cond: Extract<Condition, { kind: 'Is' }>, ctx: TextContext, negated: boolean): string {
  const subject = exprText(cond.subject, ctx);
  const only = cond.filters[0];
  if (cond.filters.length === 1 && only?.kind === 'Status' && cond.owner === undefined && cond.entity === undefined) {
    return `${subject} is ${only.negated !== negated ? 'not ' : ''}${only.status.text}`;
  }
  if (cond.owner === 'you' && cond.entity === 'summon' && cond.filters.length === 0) return `${subject} is ${negated ? 'not ' : ''}one of your summons`;
  const what = selectorText({ kind: 'Selector', entity: cond.entity ?? 'summon', owner: cond.owner ?? 'any', filters: cond.filters, range: cond.range }, ctx, { article: true, bareNoun: cond.entity === undefined });
  return `${subject} is ${negated ? 'not ' : ''}${what}`;
}

interface SelectorOptions {
  plural?: boolean;
  article?: boolean;
  /** Leave out the noun when the entity was not written (`is a tier 1 Archer`). */
  bareNoun?: boolean;
}

export function selectorText(selector: Selector, ctx: TextContext, options: SelectorOptions = {}): string {
  const plural = options.plural ?? false;
  const words: string[] = [];
  const after: string[] = [];
  let species: string | undefined;
  let role: string | undefined;
  let cardType: string | undefined;
  for (const f of selector.filters) {
    if (f.kind === 'Tier') words.push(f.op === '=' ? `tier ${f.value}` : `tier ${f.value}${f.op === '>=' ? '+' : ` (${f.op})`}`);
    else if (f.kind === 'Empty') words.push('empty');
    else if (f.kind === 'Species') species = f.species.text;
    else if (f.kind === 'Role') role = f.role.text;
    else if (f.kind === 'CardType') cardType = f.cardType;
    else after.push(filterText(f, ctx));
  }
  if (selector.owner === 'opponent') words.unshift('enemy');
  if (species) words.push(species);
  if (cardType) words.push(cardType);
  if (role) words.push(plural ? `${role}-based summons` : `${role}-based summon`);
  else if (selector.noun) words.push(typeNounText(selector.noun.text, plural));
  else if (!(options.bareNoun && (species || words.length > 0))) words.push(noun(selector.entity, plural));
  if (selector.zone) after.unshift(`in ${selector.owner === 'opponent' ? "your opponent's" : 'your'} ${selector.zone.text.replace(/-/g, ' ')}`);
  if (selector.owner === 'you' && !selector.zone) after.unshift('you control');
  let text = [...words, ...after].join(' ');
  if (options.article && !plural) text = `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
  return text;
}

/** A declared card type as written (`monster`), in the number the sentence needs. */
function typeNounText(word: string, plural: boolean): string {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  return plural ? `${singular}s` : singular;
}

function noun(entity: Selector['entity'], plural: boolean): string {
  const singular = entity === 'removed-summon' ? 'removed summon' : entity;
  return plural ? `${singular}s` : singular;
}

function filterText(f: Filter, ctx: TextContext): string {
  switch (f.kind) {
    case 'Within': {
      const reach = f.distance.kind === 'Ref' && f.distance.path.length === 2 && f.distance.path[1]?.text === 'range';
      const of = exprText(f.of, ctx);
      if (reach && f.of.kind === 'Ref' && f.distance.kind === 'Ref' && f.of.path.map((n) => n.text).join('.') === f.distance.path[0]?.text) return `within ${of}'s attack range`;
      return `within ${exprText(f.distance, ctx)} spaces of ${of}`;
    }
    case 'Adjacent': return `adjacent to ${exprText(f.of, ctx)}`;
    case 'Territory': return f.whose === 'you' ? 'in your territory' : f.whose === 'opponent' ? "in your opponent's territory" : 'in unclaimed territory';
    case 'OnSpaces': return f.of.kind === 'Ref' && f.of.path.length === 1 && f.of.path[0]?.text === 'this' ? `on ${ctx.self}'s spaces` : `on the spaces of ${exprText(f.of, ctx)}`;
    case 'Status': return `that is ${f.negated ? 'not ' : ''}${f.status.text}`;
    case 'CompletedQuest': return f.quest ? `that has completed "${f.quest.text}"` : 'that has completed a quest';
    case 'OtherThan': return `other than ${exprText(f.other, ctx)}`;
    case 'Where': {
      const text = conditionText(f.condition, { ...ctx, candidate: true });
      return text.startsWith('its ') ? `whose ${text.slice(4)}` : `where ${text}`;
    }
    case 'Named': return `named "${f.name.text}"`;
    default: return '';
  }
}

export function durationText(duration: Duration, ctx: TextContext): string {
  const parts: string[] = [];
  switch (duration.until) {
    case 'end-of-turn': parts.push('until end of turn'); break;
    case 'start-of-your-next-turn': parts.push('until the start of your next turn'); break;
    case 'end-of-your-next-turn': parts.push('until the end of your next turn'); break;
    case 'end-of-opponents-next-turn': parts.push("until the end of your opponent's next turn"); break;
    case 'permanent': break;
  }
  if (duration.while) parts.push(`while ${conditionText(duration.while, ctx)}`);
  let text = parts.join(' ');
  if (duration.endsWhen.length > 0) text += `${text ? '; it' : 'It'} ends if the unit ${duration.endsWhen.map((n) => n.text.replace(/-/g, ' ')).join(' or ')}`;
  return text;
}
