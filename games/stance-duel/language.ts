/**
 * What the stance duel adds to the language: nothing but limits. Its cards change stats and settings
 * while a condition holds (`while you.stance = Reckless: your RCC is 0.7`); they have no one-off effects,
 * so it plays no effect step at all, and its reference, hover and completion offer none.
 */
import type { GameLanguage } from '../../dsl/effects/effect-module';

export const stanceDuelLanguage: GameLanguage = { effects: [], coreSteps: [] };
