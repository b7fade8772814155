/**
 * What the stance duel adds to the language: nothing but limits. Its cards change stats and settings
 * while a condition holds (`while you.stance = Reckless: your RCC is 0.7`); they have no one-off effects,
 * so it plays no effect step at all, and its reference, hover and completion offer none.
 */
import type { GameLanguage } from '../../dsl/effects/effect-module';

/** A gear's or technique's abilities: a stat change or a setting replaced, always or while a condition holds. */
const KIT = ['your fighter gets ${1:ATK} +${2:1}', 'your ${1:BBR} is ${2:BBR + 0.1}', 'while you.stance = ${1:Attack}: your fighter gets ${2:ATK} +${3:1}'];

export const stanceDuelLanguage: GameLanguage = { effects: [], coreSteps: [], abilities: { gear: KIT, technique: KIT } };
