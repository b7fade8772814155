/**
 * The mana duel's sources compiled in the browser: parsed and validated like any game's (the shared
 * `parseSources`), read into the game's card model by its content adapter, and played by its ruleset's
 * rules. Cards the adapter cannot play and ruleset settings it cannot read are problems shown to the
 * designer; a deck that names such a card is left out of the launcher.
 */
import { rulesText } from '../../../dsl/index';
import type { CardFace } from '../../cards/card-face';
import { cardFacesOf } from '../model/card-faces';
import { slug } from '../../../dsl/slug';
import { Engine } from '../../../engine/core/engine';
import type { ManaAction } from '../../../games/mana-duel/actions';
import { manaContent } from '../../../games/mana-duel/content';
import type { ManaDeck } from '../../../games/mana-duel/deck';
import { GAME_ID, manaDuel } from '../../../games/mana-duel/game';
import { DEFAULT_RULES } from '../../../games/mana-duel/rules';
import { rulesFromRuleset } from '../../../games/mana-duel/ruleset';
import type { ManaState } from '../../../games/mana-duel/state';
import { parseSources, type CompiledGame, type GameSources } from '../model/compile';
import type { FileDiagnostic } from '../../../dsl/index';

export type ManaEngine = Engine<ManaState, ManaAction, ManaDeck>;

export interface CompiledManaDuel {
  engine: ManaEngine;
  decks: Array<{ name: string; deck: ManaDeck }>;
  /** Each card's rules text as a printed card would say it, by card id. */
  texts: Record<string, string>;
  /** Each card's face (the card zoom draws it), by card id. */
  faces: Record<string, CardFace>;
  /** What the game module cannot play (cards, ruleset settings), in words with positions. */
  problems: string[];
  leftOut: CompiledGame['leftOut'];
}

export type ManaCompileResult = { ok: true; game: CompiledManaDuel } | { ok: false; message: string; errors: FileDiagnostic[] };

export const MANA_DUEL = GAME_ID;

export function compileManaDuel(sources: GameSources): ManaCompileResult {
  const parsed = parseSources(sources);
  if (!parsed.ok) return parsed;
  const decls = parsed.documents.flatMap((d) => d.decls);
  const content = manaContent(decls);
  const { rules, problems } = content.ruleset ? rulesFromRuleset(content.ruleset) : { rules: DEFAULT_RULES, problems: ['the content has no ruleset: the default rules are played'] };
  const texts: Record<string, string> = {};
  for (const d of decls) if (d.kind === 'GameCard') texts[d.id ?? slug(d.name.text)] = rulesText(d).split('\n').slice(1).join('\n');
  return {
    ok: true,
    game: {
      engine: new Engine(manaDuel(rules)),
      decks: content.decks,
      texts,
      faces: cardFacesOf(decls),
      problems: [...problems, ...content.problems.map((p) => `${p.range.start.line}:${p.range.start.column} ${p.message}`)],
      leftOut: parsed.leftOut,
    },
  };
}
