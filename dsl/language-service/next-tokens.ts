/**
 * Which tokens may come next at a point of a (possibly broken) file, computed from the grammar itself.
 *
 * The parser's grammar (its GAST: rules of terminals, alternations, options and repetitions) is run as a
 * nondeterministic automaton over the tokens before the cursor, starting at the enclosing declaration.
 * The terminals the surviving states wait for are the valid next tokens, each with the rule and label it
 * appears under (`selector`/`word`, `step`/…), which tells completion what kind of name fits. A token no
 * state accepts is skipped, so an earlier mistake does not end completion.
 */
import {
  Alternation, Alternative, NonTerminal, Option, Repetition, RepetitionMandatory, RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator, Terminal, type Rule, tokenMatcher, type IProduction, type IToken, type TokenType,
} from 'chevrotain';
import { smithParser } from '../parser/smith-parser';

export interface ExpectedToken {
  tokenType: TokenType;
  /** The CST label of the terminal (`word`, `status`, `card` …), if any. */
  label?: string;
  /** The rule the terminal belongs to. */
  rule: string;
}

/**
 * A continuation: what is left to match, innermost first. Continuations are interned (one object per
 * distinct chain, see `Automaton.cont`), so a state's identity is its terminal and its continuation's
 * `id`: comparing states costs the same at any nesting depth.
 */
interface Cont {
  prod: IProduction;
  rule: string;
  next: Cont | null;
  id: number;
  /** How many productions the chain holds: how deep the cursor is. */
  length: number;
}

interface Waiting {
  terminal: Terminal;
  rule: string;
  next: Cont | null;
}

const maxStates = 4000;
/**
 * Past this many pending productions the text nests deeper than the parser reads (it refuses about 60
 * levels, L0004), so there is nothing to complete: paths that deep are dropped rather than followed.
 */
const maxContinuation = 1000;
/**
 * How much following an automaton may do (a state reached or merged is one unit): a fixed part and a part
 * per token read. The shipped content's largest completion takes about 23,000 units; 60 levels of `if …
 * else if …` (as deep as the parser reads) 75,000; a 5,000-term sum 151,000. Text nesting past what the
 * parser reads makes the states grow with every level (300 levels: 1.4 million units, 0.3 s; 1,000
 * levels: seconds), so past the budget completion offers nothing rather than stall the editor.
 */
const budgetBase = 100_000;
const budgetPerToken = 30;
const ids = new WeakMap<object, number>();
let nextId = 1;

function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}

const loops = new WeakMap<IProduction, Repetition>();

/** `body (sep body)*` as a plain repetition of `sep body`, built once per production. */
function separatorLoop(prod: RepetitionWithSeparator | RepetitionMandatoryWithSeparator): Repetition {
  let loop = loops.get(prod);
  if (loop === undefined) {
    loop = new Repetition({ definition: [new Terminal({ terminalType: prod.separator }), ...prod.definition] });
    loops.set(prod, loop);
  }
  return loop;
}

function mandatoryLoop(prod: RepetitionMandatory): Repetition {
  let loop = loops.get(prod);
  if (loop === undefined) {
    loop = new Repetition({ definition: prod.definition });
    loops.set(prod, loop);
  }
  return loop;
}

/** The terminals a continuation waits for, found by following all its paths, and whether one ends there. */
interface Closure {
  states: ReadonlyArray<readonly [string, Waiting]>;
  reachedEnd: boolean;
}

class Automaton {
  private waiting = new Map<string, Waiting>();
  /** Continuations by their production and rule, then by the id of what follows them. */
  private readonly interned = new Map<number, Map<number, Cont>>();
  private readonly ruleIds = new Map<string, number>();
  private conts = 0;
  /**
   * Each continuation's closure, by its id: a long file repeats the same few continuations (every `+ 1`
   * of a 5,000-term sum leaves the same chain), so each is followed once instead of once per token.
   */
  private readonly closures = new Map<number, Closure>();
  reachedEnd = false;
  /** Units of work done so far, and how many it may do (see `budgetBase`). */
  work = 0;
  budget = budgetBase;

  /** The continuation `prod` then `next`, one object per distinct chain. */
  private cont(prod: IProduction, rule: string, next: Cont | null): Cont {
    // Keyed by numbers, not a joined string: this runs for every production of every path followed.
    let ruleId = this.ruleIds.get(rule);
    if (ruleId === undefined) this.ruleIds.set(rule, (ruleId = this.ruleIds.size));
    const head = idOf(prod) * 4096 + ruleId;
    let byNext = this.interned.get(head);
    if (byNext === undefined) this.interned.set(head, (byNext = new Map()));
    const nextId = next ? next.id : 0;
    let cont = byNext.get(nextId);
    if (cont === undefined) {
      cont = { prod, rule, next, id: ++this.conts, length: next ? next.length + 1 : 1 };
      byNext.set(nextId, cont);
    }
    return cont;
  }

  /** Pushes a sequence of productions in front of `next`. */
  sequence(defs: IProduction[], rule: string, next: Cont | null): Cont | null {
    let cont = next;
    for (let i = defs.length - 1; i >= 0; i--) {
      const prod = defs[i];
      if (prod) cont = this.cont(prod, rule, cont);
    }
    return cont;
  }

  /** Adds the states `cont` leads to (its closure) to the current ones. */
  enter(cont: Cont | null): void {
    const closure = this.closure(cont);
    if (closure.reachedEnd) this.reachedEnd = true;
    this.work += closure.states.length;
    for (const [key, state] of closure.states) {
      if (this.waiting.size > maxStates) return;
      if (!this.waiting.has(key)) this.waiting.set(key, state);
    }
  }

  private closure(cont: Cont | null): Closure {
    const id = cont === null ? 0 : cont.id;
    let closure = this.closures.get(id);
    if (closure === undefined) {
      const into = new Map<string, Waiting>();
      const end = { reached: false };
      this.expand(cont, into, end, 0);
      closure = { states: [...into], reachedEnd: end.reached };
      this.closures.set(id, closure);
    }
    return closure;
  }

  /** Follows every path of `cont` up to the terminals it waits for. */
  private expand(cont: Cont | null, into: Map<string, Waiting>, end: { reached: boolean }, depth: number): void {
    if (into.size > maxStates || depth > 400) return;
    this.work++;
    if (cont === null) {
      end.reached = true;
      return;
    }
    if (cont.length > maxContinuation) return;
    const { prod, rule, next } = cont;
    const d = depth + 1;
    if (prod instanceof Terminal) {
      const key = `${idOf(prod)},${next ? next.id : 0}`;
      if (!into.has(key)) into.set(key, { terminal: prod, rule, next });
    } else if (prod instanceof NonTerminal) {
      this.expand(this.sequence(prod.referencedRule.definition, prod.nonTerminalName, next), into, end, d);
    } else if (prod instanceof Alternation) {
      for (const alt of prod.definition) if (alt instanceof Alternative) this.expand(this.sequence(alt.definition, rule, next), into, end, d);
    } else if (prod instanceof Alternative) {
      this.expand(this.sequence(prod.definition, rule, next), into, end, d);
    } else if (prod instanceof Option) {
      this.expand(next, into, end, d);
      this.expand(this.sequence(prod.definition, rule, next), into, end, d);
    } else if (prod instanceof Repetition) {
      this.expand(next, into, end, d);
      this.expand(this.sequence(prod.definition, rule, this.cont(prod, rule, next)), into, end, d);
    } else if (prod instanceof RepetitionMandatory) {
      this.expand(this.sequence(prod.definition, rule, this.cont(mandatoryLoop(prod), rule, next)), into, end, d);
    } else if (prod instanceof RepetitionWithSeparator) {
      this.expand(next, into, end, d);
      this.expand(this.sequence(prod.definition, rule, this.cont(separatorLoop(prod), rule, next)), into, end, d);
    } else if (prod instanceof RepetitionMandatoryWithSeparator) {
      this.expand(this.sequence(prod.definition, rule, this.cont(separatorLoop(prod), rule, next)), into, end, d);
    }
  }

  /** Consumes `token`; returns false (and keeps the states) when no state accepts it. */
  advance(token: IToken): boolean {
    const accepting = [...this.waiting.values()].filter((w) => tokenMatcher(token, w.terminal.terminalType));
    if (accepting.length === 0) return false;
    this.waiting = new Map();
    this.reachedEnd = false;
    for (const w of accepting) {
      if (this.work > this.budget) break;
      this.enter(w.next);
    }
    return true;
  }

  expected(): ExpectedToken[] {
    const out = new Map<string, ExpectedToken>();
    for (const w of this.waiting.values()) {
      const label = w.terminal.label;
      const key = `${w.terminal.terminalType.name}|${label ?? ''}|${w.rule}`;
      if (!out.has(key)) out.set(key, label === undefined ? { tokenType: w.terminal.terminalType, rule: w.rule } : { tokenType: w.terminal.terminalType, label, rule: w.rule });
    }
    return [...out.values()];
  }
}

/** The grammar rules, by name (Chevrotain's GAST of the shared parser). */
let rules: Record<string, Rule> | undefined;

function grammar(): Record<string, Rule> {
  rules ??= smithParser().getGAstProductions();
  return rules;
}

/**
 * The tokens that may follow `tokens` when they are read with the grammar rule `startRule` (by default a
 * whole declaration). `tokens` are those before the cursor.
 */
export function expectedAfter(tokens: IToken[], startRule = 'declaration'): ExpectedToken[] {
  const rule = grammar()[startRule];
  if (rule === undefined) return [];
  const automaton = new Automaton();
  automaton.enter(automaton.sequence(rule.definition, startRule, null));
  for (let i = 0; i < tokens.length; i++) {
    automaton.budget = budgetBase + budgetPerToken * (i + 1);
    automaton.advance(tokens[i] as IToken);
    if (automaton.work > automaton.budget) return [];
  }
  return automaton.expected();
}
