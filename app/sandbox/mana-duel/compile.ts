/** The mana duel's sources compiled in the browser (`compileDuel`): its content reader, its ruleset's rules or the defaults, its module. */
import type { ManaAction } from '../../../games/mana-duel/actions';
import { manaContent } from '../../../games/mana-duel/content';
import type { ManaDeck } from '../../../games/mana-duel/deck';
import { manaDuel } from '../../../games/mana-duel/game';
import { DEFAULT_RULES } from '../../../games/mana-duel/rules';
import { rulesFromRuleset } from '../../../games/mana-duel/ruleset';
import type { ManaState } from '../../../games/mana-duel/state';
import { compileDuel, rulesOrDefaults, type CompiledDuel, type DuelCompileResult } from '../duel/compile';
import type { SourceFile } from '../../../dsl/index';
import type { GameSources } from '../model/compile';

export type CompiledManaDuel = CompiledDuel<ManaState, ManaAction, ManaDeck>;
export type ManaEngine = CompiledManaDuel['engine'];

export function compileManaDuel(sources: GameSources, overrides: SourceFile[] = []): DuelCompileResult<ManaState, ManaAction, ManaDeck> {
  return compileDuel(sources, { read: manaContent, rules: rulesOrDefaults(rulesFromRuleset, DEFAULT_RULES), module: manaDuel }, overrides);
}
