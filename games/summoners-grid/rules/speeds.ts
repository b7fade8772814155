import { vocabularyOf } from '../../../dsl/vocabulary';
import type { SpeedLadder } from '../../../engine/core/stack';
import type { Content } from './content';

const ladders = new WeakMap<Content, SpeedLadder>();

/**
 * The speeds the ruleset declares, slowest first (`speeds action, reaction, counter`: an action needs the
 * turn player's Action Phase and an empty stack; a reaction answers an action; a counter answers anything
 * and locks the stack at counter). Read once per content.
 */
export function speedsOf(content: Content): SpeedLadder {
  let ladder = ladders.get(content);
  if (!ladder) {
    ladder = { speeds: vocabularyOf(content.ruleset).speeds };
    ladders.set(content, ladder);
  }
  return ladder;
}
