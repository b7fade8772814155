/**
 * The ruleset names the engine reads. Each entry lists the accepted spellings (compared with `normName`,
 * so `max-hp`, `maxHP` and `MaxHP` are the same); the first one is canonical and documented in the
 * content README. Keeping them in one place means a renamed setting is a one-line change.
 */
export const FORMULA = {
  /** Final stat from base, growth, level, role modifier and bonus. */
  finalStat: ['final-stat', 'stat'],
  maxHP: ['max-hp', 'hp'],
  mv: ['movement', 'mv'],
  /** Hit chance of a basic attack; without it, `ability-hit` with accuracy = the basic-accuracy setting. */
  basicHit: ['basic-hit'],
  /** Hit chance of a card with a base accuracy (the card's `accuracy` parameter). */
  hit: ['ability-hit', 'hit', 'to-hit'],
  crit: ['crit-chance', 'crit'],
  /** VP for defeating a summon of a given tier (`defeat-vp(tier)`). */
  defeatVP: ['defeat-vp'],
  heal: ['heal'],
} as const;

export const SETTING = {
  handLimit: ['hand-limit'],
  victoryVP: ['victory-points', 'victory-vp', 'vp-to-win'],
  /** No stat drops below this after modifiers (keeps `/ target.DEF` from dividing by zero). */
  statMinimum: ['stat-minimum'],
  summonDraws: ['summon-draws'],
  startLevel: ['start-level', 'summon-level-start'],
  maxLevel: ['max-level', 'summon-level-max'],
  summonsPerTurn: ['summons-per-turn', 'turn-summons'],
  attacksPerTurn: ['attacks-per-turn'],
  critMultiplier: ['crit-multiplier'],
  basicAccuracy: ['basic-accuracy'],
  drawsPerTurn: ['draws-per-turn', 'draw-per-turn'],
  directAttackVP: ['direct-attack-vp'],
  /** Cards of the deck's summon slots in the opening hand: all slots unless set. */
  startingHand: ['starting-hand'],
} as const;

/** Parameter names the engine binds when it evaluates the final-stat formula. */
export const FINAL_STAT_PARAMS = {
  base: ['base', 'base-stat'],
  growth: ['growth', 'growth-rate', 'rate'],
  level: ['level'],
  modifier: ['modifier', 'role-modifier', 'role'],
  bonus: ['bonus', 'equipment-bonus', 'bonuses'],
} as const;
