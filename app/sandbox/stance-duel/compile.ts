/**
 * The stance duel's sources compiled in the browser: parsed and validated like any game's (the shared
 * `parseSources`), read into the game's card model by its content reader, and played by its ruleset's
 * rules. Without a playable ruleset there is no game (the ruleset is the only source of its numbers).
 */
import { rulesText } from '../../../dsl/index';
import type { CardFace } from '../../cards/card-face';
import { cardFacesOf } from '../model/card-faces';
import { slug } from '../../../dsl/slug';
import { Engine } from '../../../engine/core/engine';
import type { StanceAction } from '../../../games/stance-duel/actions';
import type { StanceCard, StanceDeck } from '../../../games/stance-duel/cards';
import { stanceContent } from '../../../games/stance-duel/content';
import { formulaProblems } from '../../../games/stance-duel/formulas';
import { GAME_ID, stanceDuel } from '../../../games/stance-duel/game';
import { rulesFromRuleset } from '../../../games/stance-duel/ruleset';
import type { StanceState } from '../../../games/stance-duel/state';
import type { FileDiagnostic } from '../../../dsl/index';
import { parseSources, type GameSources } from '../model/compile';

export type StanceEngine = Engine<StanceState, StanceAction, StanceDeck>;

export interface CompiledStanceDuel {
  engine: StanceEngine;
  decks: Array<{ name: string; deck: StanceDeck }>;
  cards: StanceCard[];
  /** Each card's rules text as a printed card would say it, by card id. */
  texts: Record<string, string>;
  /** Each card's face (the card zoom draws it), by card id. */
  faces: Record<string, CardFace>;
  /** What the game cannot play (cards, decks), in words with positions. */
  problems: string[];
}

export type StanceCompileResult = { ok: true; game: CompiledStanceDuel } | { ok: false; message: string; errors: FileDiagnostic[] };

export const STANCE_DUEL = GAME_ID;

export function compileStanceDuel(sources: GameSources): StanceCompileResult {
  const parsed = parseSources(sources);
  if (!parsed.ok) return parsed;
  const decls = parsed.documents.flatMap((d) => d.decls);
  const content = stanceContent(decls);
  const read = content.ruleset ? rulesFromRuleset(content.ruleset) : { rules: null, problems: ['the content has no ruleset'] };
  const problems = [...read.problems, ...(read.rules ? formulaProblems(read.rules) : [])];
  if (!read.rules || problems.length > 0) return { ok: false, message: `The stance duel's ruleset cannot be played: ${problems.join('; ')}`, errors: [] };
  const texts: Record<string, string> = {};
  for (const d of decls) if (d.kind === 'GameCard') texts[d.id ?? slug(d.name.text)] = rulesText(d).split('\n').slice(1).join('\n');
  return {
    ok: true,
    game: { engine: new Engine(stanceDuel(read.rules)), decks: content.decks, cards: content.cards, texts, faces: cardFacesOf(decls), problems: content.problems.map((p) => `${p.range.start.line}:${p.range.start.column} ${p.message}`) },
  };
}
