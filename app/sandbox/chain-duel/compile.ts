/** The chain duel's sources compiled in the browser (`compileDuel`): its content reader, its ruleset's rules or the defaults, its module. */
import type { ChainAction } from '../../../games/chain-duel/actions';
import { chainContent } from '../../../games/chain-duel/content';
import type { ChainDeck } from '../../../games/chain-duel/deck';
import { chainDuel } from '../../../games/chain-duel/game';
import { DEFAULT_RULES, rulesFromRuleset } from '../../../games/chain-duel/rules';
import type { ChainState } from '../../../games/chain-duel/state';
import { compileDuel, rulesOrDefaults, type CompiledDuel, type DuelCompileResult } from '../duel/compile';
import type { SourceFile } from '../../../dsl/index';
import type { GameSources } from '../model/compile';

export type CompiledChainDuel = CompiledDuel<ChainState, ChainAction, ChainDeck>;

export function compileChainDuel(sources: GameSources, overrides: SourceFile[] = []): DuelCompileResult<ChainState, ChainAction, ChainDeck> {
  return compileDuel(sources, { read: chainContent, rules: rulesOrDefaults(rulesFromRuleset, DEFAULT_RULES), module: chainDuel }, overrides);
}
