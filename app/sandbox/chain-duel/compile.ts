/**
 * The chain duel's sources compiled in the browser: parsed and validated like any game's (the shared
 * `parseSources`), read into the game's card model by its content adapter, and played by its ruleset's
 * rules. What the adapter cannot play is listed for the designer; a deck that names such a card is left out.
 */
import { rulesText, type FileDiagnostic } from '../../../dsl/index';
import type { CardFace } from '../../cards/card-face';
import { cardFacesOf } from '../model/card-faces';
import { slug } from '../../../dsl/slug';
import { Engine } from '../../../engine/core/engine';
import type { ChainAction } from '../../../games/chain-duel/actions';
import { chainContent } from '../../../games/chain-duel/content';
import type { ChainDeck } from '../../../games/chain-duel/deck';
import { chainDuel, GAME_ID } from '../../../games/chain-duel/game';
import { DEFAULT_RULES, rulesFromRuleset } from '../../../games/chain-duel/rules';
import type { ChainState } from '../../../games/chain-duel/state';
import { parseSources, type CompiledGame, type GameSources } from '../model/compile';

export type ChainEngine = Engine<ChainState, ChainAction, ChainDeck>;

export interface CompiledChainDuel {
  engine: ChainEngine;
  decks: Array<{ name: string; deck: ChainDeck }>;
  /** Each card's rules text as a printed card would say it, by card id. */
  texts: Record<string, string>;
  /** Each card's face (the card zoom draws it), by card id. */
  faces: Record<string, CardFace>;
  problems: string[];
  leftOut: CompiledGame['leftOut'];
}

export type ChainCompileResult = { ok: true; game: CompiledChainDuel } | { ok: false; message: string; errors: FileDiagnostic[] };

export const CHAIN_DUEL = GAME_ID;

export function compileChainDuel(sources: GameSources): ChainCompileResult {
  const parsed = parseSources(sources);
  if (!parsed.ok) return parsed;
  const decls = parsed.documents.flatMap((d) => d.decls);
  const content = chainContent(decls);
  const { rules, problems } = content.ruleset ? rulesFromRuleset(content.ruleset) : { rules: DEFAULT_RULES, problems: ['the content has no ruleset: the default rules are played'] };
  const texts: Record<string, string> = {};
  for (const d of decls) if (d.kind === 'GameCard') texts[d.id ?? slug(d.name.text)] = rulesText(d).split('\n').slice(1).join('\n');
  return {
    ok: true,
    game: {
      engine: new Engine(chainDuel(rules)),
      decks: content.decks,
      texts,
      faces: cardFacesOf(decls),
      problems: [...problems, ...content.problems.map((p) => `${p.range.start.line}:${p.range.start.column} ${p.message}`)],
      leftOut: parsed.leftOut,
    },
  };
}
