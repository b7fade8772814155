/** The content the benchmark plays: the test fixture's ruleset, summons and weapons plus three cards. */
import type { Content } from '../engine/index';
import { fixtureContent } from '../test/engine/helpers/fixture';
import { all } from '../test/engine/interpreter.cards';

export function benchContent(): Content {
  return fixtureContent(all);
}
