/**
 * What each game adds to the language, by the id its ruleset names (`game mana-duel`): the effect kinds it
 * registers, and the core steps it plays. The language core reads this list (dsl/effects/registry.ts); it imports only the games'
 * language halves, which import nothing but the language core.
 */
import type { GameLanguage } from '../dsl/effects/effect-module';
import { chainDuelLanguage } from './chain-duel/language';
import { manaDuelLanguage } from './mana-duel/language';
import { stanceDuelLanguage } from './stance-duel/language';
import { summonersGridLanguage } from './summoners-grid/language';

export const gameLanguages: Readonly<Record<string, GameLanguage>> = {
  'chain-duel': chainDuelLanguage,
  'mana-duel': manaDuelLanguage,
  'stance-duel': stanceDuelLanguage,
  'summoners-grid': summonersGridLanguage,
};
