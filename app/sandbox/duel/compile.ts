/**
 * A duel's sources compiled in the browser: parsed and validated like any game's (the shared
 * `parseSources`), read into the game's card model by its content reader, and played by the rules its
 * ruleset states. Cards the reader cannot play and ruleset settings it cannot read are problems shown to
 * the designer; a deck that names such a card is left out of the launcher. Each duel says how it reads
 * its content (`DuelContent`); the rest is the same for every duel.
 */
import type { Decl, RulesetDecl } from '../../../dsl/ast';
import { rulesText, type FileDiagnostic, type SourceFile } from '../../../dsl/index';
import { declId } from '../../../dsl/slug';
import { describeProblem, type ContentProblem } from '../../../games/content-reader';
import { Engine } from '../../../engine/core/engine';
import type { Game, GameAction } from '../../../engine/core/game';
import type { CardFace } from '../../cards/card-face';
import { cardFacesOf } from '../model/card-faces';
import { parseSources, type CompiledGame, type GameSources } from '../model/compile';

export interface CompiledDuel<S, A extends GameAction, D> {
  engine: Engine<S, A, D>;
  decks: Array<{ name: string; deck: D }>;
  /** Each card's rules text as a printed card would say it, by card id. */
  texts: Record<string, string>;
  /** Each card's face (the card zoom draws it), by card id. */
  faces: Record<string, CardFace>;
  /** What the game module cannot play (cards, ruleset settings), in words with positions. */
  problems: string[];
  leftOut: CompiledGame['leftOut'];
}

export type DuelCompileResult<S, A extends GameAction, D> = { ok: true; game: CompiledDuel<S, A, D> } | { ok: false; message: string; errors: FileDiagnostic[] };

/** The rules a ruleset states with what could not be read, or why the game cannot be played at all. */
export type RulesRead<R> = { ok: true; rules: R; problems: string[] } | { ok: false; message: string };

/** How a duel reads its content: its content reader, its rules from the ruleset, and its module. */
export interface DuelContent<S, A extends GameAction, D, R> {
  read(decls: readonly Decl[]): {
    ruleset: RulesetDecl | undefined;
    decks: Array<{ name: string; deck: D }>;
    problems: readonly ContentProblem[];
  };
  rules(ruleset: RulesetDecl | undefined): RulesRead<R>;
  module(rules: R): Game<S, A, D>;
}

/** `overrides`: a draft under test ("Test this card"), never left out: its errors stop the compile. */
export function compileDuel<S, A extends GameAction, D, R>(sources: GameSources, duel: DuelContent<S, A, D, R>, overrides: SourceFile[] = []): DuelCompileResult<S, A, D> {
  const parsed = parseSources(sources, overrides);
  if (!parsed.ok) return parsed;
  const decls = parsed.documents.flatMap((d) => d.decls);
  const content = duel.read(decls);
  const rules = duel.rules(content.ruleset);
  if (!rules.ok) return { ok: false, message: rules.message, errors: [] };
  const texts: Record<string, string> = {};
  for (const d of decls) if (d.kind === 'GameCard') texts[declId(d)] = rulesText(d).split('\n').slice(1).join('\n');
  return {
    ok: true,
    game: {
      engine: new Engine(duel.module(rules.rules)),
      decks: content.decks,
      texts,
      faces: cardFacesOf(decls),
      problems: [...rules.problems, ...content.problems.map(describeProblem)],
      leftOut: parsed.leftOut,
    },
  };
}

/** A game whose ruleset may leave things out: what it states, or the game's defaults when there is no ruleset. */
export function rulesOrDefaults<R>(fromRuleset: (ruleset: RulesetDecl) => { rules: R; problems: string[] }, defaults: R): (ruleset: RulesetDecl | undefined) => RulesRead<R> {
  return (ruleset) => (ruleset ? { ok: true, ...fromRuleset(ruleset) } : { ok: true, rules: defaults, problems: ['the content has no ruleset: the default rules are played'] });
}
