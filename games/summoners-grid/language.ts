/**
 * Summoner's Grid's effect modules, as the language knows them (their language halves; each module is one
 * folder under effect-modules/). The game runs them through interpret/effect-modules.ts, which a test keeps
 * in step with this list.
 */
import type { GameLanguage } from '../../dsl/effects/effect-module';
import { addCard } from './effect-modules/add-card/language';
import { cancelEvent } from './effect-modules/cancel-event/language';
import { changePosition } from './effect-modules/change-position/language';
import { move } from './effect-modules/move/language';
import { returnStep } from './effect-modules/return/language';
import { rider } from './effect-modules/rider/language';
import { reorderStack } from './effect-modules/reorder-stack/language';
import { summonNamed } from './effect-modules/summon-named/language';

export const summonersGridLanguage: GameLanguage = {
  effects: [summonNamed, cancelEvent, changePosition, move, returnStep, addCard, rider, reorderStack],
};
