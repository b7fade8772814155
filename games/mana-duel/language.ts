/**
 * The mana duel's effect modules (each one folder under effect-modules/: its language half and how the
 * game runs it). This list registers them with the language (games/languages.ts) and with the game's
 * content reader (content.ts). Only type imports reach the game's rules, so the language core that reads
 * this list loads no game code.
 */
import type { GameEffect } from '../../dsl/ast';
import type { GameLanguage } from '../../dsl/effects/effect-module';
import { deal } from './effect-modules/deal/language';
import { dealSteps } from './effect-modules/deal/run';
import type { ManaEffectModule } from './effect-modules/module';

export const manaDuelModules: readonly ManaEffectModule<GameEffect>[] = [{ language: deal, steps: dealSteps }];

export const manaDuelLanguage: GameLanguage = {
  effects: manaDuelModules.map((m) => m.language),
  // The core steps content.ts translates (its `stepsOf`); `deal` is the module above.
  coreSteps: ['step-heal', 'step-draw', 'step-discard', 'step-destroy', 'step-gain-vp', 'step-modify', 'step-for-each'],
  snippetWords: { 'enemy summons': 'enemy monsters', VP: 'health', caster: 'target', SPD: 'power', power: '2', discard: 'graveyard' },
  // The three moments a monster's ability may name (content.ts, abilitySlot).
  abilities: {
    monster: ['when this is summoned: ${1:deal 1 damage to opponent}', 'when this is defeated: ${1:draw 1 card}', 'at end of your turn: ${1:you gain 1 health}'],
  },
};
