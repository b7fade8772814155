/**
 * Completion inside the opening words of an ability, in a card of a type its game gives ability forms
 * (`abilities` in games/<id>/language.ts). The grammar parses every trigger the language knows, so after
 * `when ` it would offer some thirty words; a mana duel monster plays three moments. Where the words typed
 * so far begin one or more of the game's forms, completion offers the rest of those forms and only the
 * words that continue them; where the first word begins a form but the words after it continue none
 * (`when a `), nothing, since the game plays no such ability. Where a form leaves the next words open (a
 * tab stop: `your ${1:BBR} is …`), or the first word begins no form at all, the grammar's words stand:
 * the validator, not completion, says what the game refuses there.
 */
import type { IToken } from 'chevrotain';
import * as T from '../tokens';

/** What may follow the typed words: the forms' remainders and the words that continue them. */
export interface AbilityContinuation {
  /** Each matching form's text after the typed words (`this is summoned: ${1:…}` after `when `). */
  rests: string[];
  /** The next literal word of each matching form (`this`; `summoned` and `defeated` after `when this is`). */
  next: Set<string>;
}

const WORD = /^[a-z][a-z'-]*$/i;

/**
 * A form's leading literal words and where each ends in its text: `when this is summoned: ${1:…}` →
 * when, this, is, summoned; words stop at a tab stop, a colon or anything that is not a plain word
 * (`while you.stance = …` → while).
 */
function literalWords(form: string): Array<{ word: string; end: number }> {
  const words: Array<{ word: string; end: number }> = [];
  const pattern = /\S+/g;
  for (let m = pattern.exec(form); m !== null; m = pattern.exec(form)) {
    const piece = m[0];
    const word = piece.endsWith(':') ? piece.slice(0, -1) : piece;
    if (!WORD.test(word)) break;
    words.push({ word: word.toLowerCase(), end: m.index + word.length });
    if (word !== piece) break;
  }
  return words;
}

const wordTokens = new Set([T.Ident, T.CapIdent, ...T.keywords.values()]);

/**
 * The words of an ability begun on the cursor's line (`cursorLine`, 1-based as Chevrotain counts): the
 * plain words before the cursor back to the line's first token, directly in the card's body (`card {`
 * opened once, no effect block). Undefined when nothing is typed yet or the line holds anything else (a
 * colon, a number, a brace), so completion elsewhere is untouched.
 */
export function typedAbilityWords(tokens: readonly IToken[], cursorLine: number): string[] | undefined {
  let depth = 0;
  for (const t of tokens) {
    if (t.tokenType === T.LBrace) depth++;
    else if (t.tokenType === T.RBrace) depth = Math.max(0, depth - 1);
  }
  if (depth !== 1) return undefined;
  let i = tokens.length;
  while (i > 0 && wordTokens.has((tokens[i - 1] as IToken).tokenType) && (tokens[i - 1] as IToken).startLine === cursorLine) i--;
  const first = tokens[i];
  const previous = tokens[i - 1];
  if (first === undefined || previous === undefined) return undefined;
  // The line must start with the ability: the token before it ends an earlier line or opens the card.
  if (previous.tokenType !== T.LBrace && (previous.endLine ?? previous.startLine ?? cursorLine) >= cursorLine) return undefined;
  return tokens.slice(i).map((t) => t.image.toLowerCase());
}

/** How `typed` continues into `forms`; undefined where the grammar's words should stand (see above). */
export function continueAbility(forms: readonly string[], typed: readonly string[]): AbilityContinuation | undefined {
  const rests: string[] = [];
  const next = new Set<string>();
  let leads = false;
  for (const form of forms) {
    const words = literalWords(form);
    if (words[0]?.word === typed[0]) leads = true;
    if (!typed.every((w, i) => words[i]?.word === w)) continue;
    const following = words[typed.length];
    // The form goes on past its literal words (a tab stop, a colon): anything the grammar allows may come.
    if (following === undefined) return undefined;
    next.add(following.word);
    const typedEnd = (words[typed.length - 1] as { end: number }).end;
    rests.push(form.slice(typedEnd).trimStart());
  }
  return rests.length > 0 || leads ? { rests, next } : undefined;
}
