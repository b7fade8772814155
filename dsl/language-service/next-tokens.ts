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

class Automaton {
  private waiting = new Map<string, Waiting>();
  private readonly interned = new Map<string, Cont>();
  reachedEnd = false;

  /** The continuation `prod` then `next`, one object per distinct chain. */
  private cont(prod: IProduction, rule: string, next: Cont | null): Cont {
    const key = `${idOf(prod)}|${rule}|${next ? next.id : 0}`;
    let cont = this.interned.get(key);
    if (cont === undefined) {
      cont = { prod, rule, next, id: this.interned.size + 1, length: next ? next.length + 1 : 1 };
      this.interned.set(key, cont);
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

  /** Follows every path of `cont` up to the terminals it waits for. */
  expand(cont: Cont | null, depth = 0): void {
    if (this.waiting.size > maxStates || depth > 400) return;
    if (cont === null) {
      this.reachedEnd = true;
      return;
    }
    if (cont.length > maxContinuation) return;
    const { prod, rule, next } = cont;
    if (prod instanceof Terminal) {
      const key = `${idOf(prod)},${next ? next.id : 0}`;
      if (!this.waiting.has(key)) this.waiting.set(key, { terminal: prod, rule, next });
    } else if (prod instanceof NonTerminal) {
      this.expand(this.sequence(prod.referencedRule.definition, prod.nonTerminalName, next), depth + 1);
    } else if (prod instanceof Alternation) {
      for (const alt of prod.definition) if (alt instanceof Alternative) this.expand(this.sequence(alt.definition, rule, next), depth + 1);
    } else if (prod instanceof Alternative) {
      this.expand(this.sequence(prod.definition, rule, next), depth + 1);
    } else if (prod instanceof Option) {
      this.expand(next, depth + 1);
      this.expand(this.sequence(prod.definition, rule, next), depth + 1);
    } else if (prod instanceof Repetition) {
      this.expand(next, depth + 1);
      this.expand(this.sequence(prod.definition, rule, this.cont(prod, rule, next)), depth + 1);
    } else if (prod instanceof RepetitionMandatory) {
      this.expand(this.sequence(prod.definition, rule, this.cont(mandatoryLoop(prod), rule, next)), depth + 1);
    } else if (prod instanceof RepetitionWithSeparator) {
      this.expand(next, depth + 1);
      this.expand(this.sequence(prod.definition, rule, this.cont(separatorLoop(prod), rule, next)), depth + 1);
    } else if (prod instanceof RepetitionMandatoryWithSeparator) {
      this.expand(this.sequence(prod.definition, rule, this.cont(separatorLoop(prod), rule, next)), depth + 1);
    }
  }

  /** Consumes `token`; returns false (and keeps the states) when no state accepts it. */
  advance(token: IToken): boolean {
    const accepting = [...this.waiting.values()].filter((w) => tokenMatcher(token, w.terminal.terminalType));
    if (accepting.length === 0) return false;
    this.waiting = new Map();
    this.reachedEnd = false;
    for (const w of accepting) this.expand(w.next);
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
  automaton.expand(automaton.sequence(rule.definition, startRule, null));
  for (const token of tokens) automaton.advance(token);
  return automaton.expected();
}
