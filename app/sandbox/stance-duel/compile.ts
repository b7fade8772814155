/**
 * The stance duel's sources compiled in the browser (`compileDuel`): its content reader, its module, and
 * its rules, which only the ruleset gives: without a playable ruleset there is no game.
 */
import type { RulesetDecl } from '../../../dsl/ast';
import type { StanceAction } from '../../../games/stance-duel/actions';
import type { StanceDeck } from '../../../games/stance-duel/cards';
import { stanceContent } from '../../../games/stance-duel/content';
import { stanceDuel } from '../../../games/stance-duel/game';
import type { StanceRules } from '../../../games/stance-duel/rules';
import { rulesFromRuleset } from '../../../games/stance-duel/ruleset';
import type { StanceState } from '../../../games/stance-duel/state';
import { compileDuel, type CompiledDuel, type DuelCompileResult, type RulesRead } from '../duel/compile';
import type { SourceFile } from '../../../dsl/index';
import type { GameSources } from '../model/compile';

export type CompiledStanceDuel = CompiledDuel<StanceState, StanceAction, StanceDeck>;

function playableRules(ruleset: RulesetDecl | undefined): RulesRead<StanceRules> {
  const read = ruleset ? rulesFromRuleset(ruleset) : { rules: null, problems: ['the content has no ruleset'] };
  if (!read.rules || read.problems.length > 0) return { ok: false, message: `The stance duel's ruleset cannot be played: ${read.problems.join('; ')}` };
  return { ok: true, rules: read.rules, problems: [] };
}

export function compileStanceDuel(sources: GameSources, overrides: SourceFile[] = []): DuelCompileResult<StanceState, StanceAction, StanceDeck> {
  return compileDuel(sources, { read: stanceContent, rules: playableRules, module: stanceDuel }, overrides);
}
