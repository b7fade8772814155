/**
 * An effect kind that a game adds to the language, as one module: its AST node's schema, its grammar, the
 * CST-to-AST builder, the printer, the rules text, the checks, and the names it holds for hover and
 * completion. The language core (parser, formatter, rules text, validator, language service) reads the
 * registered modules instead of a case per kind in each of those files; the game that uses the kind
 * registers it (games/<id>/language.ts), and runs it in its own interpreter.
 *
 * Each hook gets a small kit of the core's own helpers, so a module needs no access to parser or checker
 * internals. A module's node type joins the AST through `GameEffects` (dsl/ast.ts):
 *
 *   declare module '../../../../dsl/ast' { interface GameEffects { Deal: DealEffect } }
 */
import type { TokenType } from 'chevrotain';
import type { z } from 'zod';
import type { DamageSpec, Decl, Duration, Expr, GameEffect, Name, PlayerRef, Range } from '../ast';
import type { Code } from '../codes';
import type { NameRole } from '../language-service/name-index';
import type { VType } from '../validate/checker';

/** What every effect node has. */
export interface EffectNode {
  kind: string;
  range: Range;
}

/**
 * The grammar of one step, written with the parser's own operations. Indices follow Chevrotain's rule: two
 * uses of the same operation on the same token type (or sub-rule) in one rule need different indices;
 * `word` and `name` both read a word, so a rule using both gives them different indices.
 * Labels name what the builder reads back (`expression(0, 'amount')` → `kit.expr('amount')`).
 */
export interface StepGrammar {
  token(idx: number, type: TokenType, label?: string): void;
  expression(idx: number, label: string): void;
  operand(idx: number, label: string): void;
  /** A plain word (a label such as `as hit1`). */
  word(idx: number, label: string): void;
  /** A name of something declared: a word or a quoted string (`"Quartz Colossus"`). */
  name(idx: number, label: string): void;
  /** Whose: `your`, `opponent's` or `that player's` (usually inside `optional`, `your` being the default). */
  possessive(idx: number, label: string): void;
  /** A typed damage formula: `physical wind damage = <formula>`. */
  damage(idx: number, label: string): void;
  /** A multiplier: `x2`, `x 1.5`, `x caster.LCK` (after `crit`). */
  multiplier(idx: number, label: string): void;
  /** How long an effect lasts (`until end of turn`, `while …`, `, ends when it moves`); may be empty: permanent. */
  duration(idx: number, label: string): void;
  optional(idx: number, body: () => void): void;
}

/** Reading a parsed step back: the labelled parts of the grammar above, as AST nodes. */
export interface StepReader {
  /** The step's source range. */
  range: Range;
  expr(label: string): Expr;
  operand(label: string): Expr;
  /** A labelled word or name, if it was written. */
  name(label: string): Name | undefined;
  /** Whether a labelled token was written (an optional keyword such as `using movement`). */
  has(label: string): boolean;
  /** The player a labelled possessive names; `you` when none was written. */
  possessive(label: string): PlayerRef;
  damage(label: string): DamageSpec;
  /** A labelled multiplier's value, if it was written. */
  multiplier(label: string): Expr | undefined;
  duration(label: string): Duration;
}

/** The core's schemas a module's node schema is built from. */
export interface SchemaKit {
  expr: z.ZodType<Expr>;
  name: z.ZodType<Name>;
  range: z.ZodType<Range>;
  /** `you`, `opponent` or `event-player`. */
  player: z.ZodType<PlayerRef>;
  damage: z.ZodType<DamageSpec>;
  duration: z.ZodType<Duration>;
}

/** The formatter's printing of the parts of a step. */
export interface PrintKit {
  expr(e: Expr): string;
  operand(e: Expr): string;
  name(n: Name): string;
  /** `your`, `opponent's`, `that player's`. */
  possessive(p: PlayerRef): string;
  /** `physical wind damage = <formula>`. */
  damage(spec: DamageSpec): string;
  /** `x2`, `x caster.LCK`. */
  multiplier(e: Expr): string;
  /** The duration after a step: empty when permanent, else with its leading space or comma. */
  duration(d: Duration): string;
}

/** The rules text's English for the parts of a step. */
export interface TextKit {
  expr(e: Expr): string;
  /** A number or formula as an amount ("3", "damage equal to …"). */
  amount(e: Expr): string;
  /** "your", "your opponent's", "that player's". */
  possessive(p: PlayerRef): string;
  /** "physical wind damage equal to …". */
  damage(spec: DamageSpec): string;
  /** "until end of turn", "while …"; empty when permanent. */
  duration(d: Duration): string;
}

/** The validator's checks, bound to the step's scope. */
export interface CheckKit {
  /** The game of the file (its ruleset's id). */
  game: string;
  expectType(e: Expr, types: readonly VType[]): void;
  /** Declares `as label` for later formulas (`label.damage`). */
  defineLabel(label: Name): void;
  /** Whether a name is bound where the step stands (a choice, or `event` inside a counter or trigger). */
  bound(name: string): boolean;
  /** The card (or role card) a name refers to; an unknown name is reported (L0105, with the closest name). */
  card(name: Name): Decl | undefined;
  /** Checks that a zone is one the game declares (L0112 otherwise, with the closest name). */
  zone(name: Name): void;
  /** Checks a damage formula: its type, element and amount; `bound` names hold only inside it (a rider's `target`). */
  damage(spec: DamageSpec, bound?: Readonly<Record<string, VType>>): void;
  /** Checks a duration's `while` condition. */
  duration(d: Duration): void;
  report(code: Code, message: string, range: Range): void;
}

/** The printed step: its first line, and lines that continue it one level further in. */
export interface PrintedStep {
  head: string;
  options: string[];
}

export interface EffectModule<E extends EffectNode> {
  kind: E['kind'];
  /** How the step reads, for messages ("`deal N damage to …`"). */
  example: string;
  /**
   * The step in the language reference, hover and completion: what it does and a completion snippet with
   * tab stops (`move ${1:target} to ${2:space}`). Without it, the reference shows `example` alone.
   */
  doc?: StepDoc;
  /**
   * When the step's first token also starts another step, the module's alternative is tried after the
   * core's and after earlier modules', and this gate (given the tokens ahead) decides; otherwise omit it.
   */
  gate?: (ahead: (i: number) => TokenType) => boolean;
  grammar(g: StepGrammar): void;
  build(r: StepReader): E;
  schema(s: SchemaKit): z.ZodType<E>;
  print(e: E, p: PrintKit): PrintedStep;
  text(e: E, t: TextKit): string;
  check(e: E, c: CheckKit): void;
  /** Name-valued fields and what they name (hover, go-to-definition, completion). */
  names: Partial<Record<keyof E & string, NameRole>>;
}

/** A module step's entry in the language reference (dsl/reference). */
export interface StepDoc {
  title: string;
  description: string;
  snippet: string;
}

/** What a game adds to the language. */
export interface GameLanguage {
  effects: readonly EffectModule<GameEffect>[];
  /**
   * The core language's effect steps the game plays, by their reference anchors (`step-heal`): its
   * reference, hover and completion offer these and its modules' steps, and no other step. Undefined:
   * every core step (Summoner's Grid's engine plays them all). games/card-rules.test.ts holds each list to
   * the game's rules: a step left out is one they refuse.
   */
  coreSteps?: readonly string[];
  /**
   * The snippets' default words in this game's terms: the steps' snippets are written with Summoner's
   * Grid's (`for each u in ${2:enemy summons}`, `${3:VP}`, `to ${3:discard}`), which another game's
   * validator refuses; each default named here is replaced where a snippet offers it (`enemy summons` →
   * `enemy monsters`, `discard` → `graveyard`).
   */
  snippetWords?: Readonly<Record<string, string>>;
  /**
   * The abilities a card of each type may have in this game, as snippets (`when this is summoned: ${1:…}`):
   * completion offers them first where an ability may start in such a card, so a designer is shown the
   * forms the game plays rather than every trigger the language parses (the mana duel knows three moments).
   * games/ability-snippets.test.ts holds each one to the game's rules. Undefined: no snippets.
   */
  abilities?: Readonly<Record<string, readonly string[]>>;
  /**
   * How a card face shows a property's value where the game's cards print it otherwise than the language
   * writes it: the chain duel writes an additional ATK `plus(1)` (a property's value is a formula) and its
   * cards read `+1`. Undefined, or undefined for a value: the value as written.
   */
  faceValue?: (property: string, value: Expr) => string | undefined;
  /**
   * How a value the cards print with a sign (`+1`) is written, where a designer writes the sign (`atk +1`,
   * which does not parse): the chain duel's additional ATK `plus(1)`, with what it means. Undefined, or
   * undefined for a property: the number alone (`atk 1`).
   */
  signedValue?: (property: string, amount: string) => { written: string; meaning: string } | undefined;
  /**
   * The word a property's value joins several words with, where the game reads a list there (the chain
   * duel's `traits fire + wing`): a designer who writes `traits fire, wing` is told so, with the fix.
   * Undefined, or undefined for a property: no list.
   */
  listJoiner?: (property: string) => string | undefined;
}
