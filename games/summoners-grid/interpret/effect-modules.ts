/**
 * How Summoner's Grid runs the effect modules it registers with the language (../language.ts). Kept apart
 * from that list because running a step needs the game's rules, which the language core must not load.
 */
import type { GameEffect } from '../../../dsl/ast';
import type { EffectModule } from '../../../dsl/effects/effect-module';
import { addCard } from '../effect-modules/add-card/language';
import { runAddCard } from '../effect-modules/add-card/run';
import { cancelEvent } from '../effect-modules/cancel-event/language';
import { runCancelEvent } from '../effect-modules/cancel-event/run';
import { changePosition } from '../effect-modules/change-position/language';
import { runChangePosition } from '../effect-modules/change-position/run';
import { move } from '../effect-modules/move/language';
import { runMove } from '../effect-modules/move/run';
import { returnStep } from '../effect-modules/return/language';
import { runReturn } from '../effect-modules/return/run';
import { rider } from '../effect-modules/rider/language';
import { runRider } from '../effect-modules/rider/run';
import { reorderStack } from '../effect-modules/reorder-stack/language';
import { resumeReorderStack, runReorderStack } from '../effect-modules/reorder-stack/run';
import { summonNamed } from '../effect-modules/summon-named/language';
import { runSummonNamed } from '../effect-modules/summon-named/run';
import type { G } from '../rules/game';
import type { ExecState } from '../rules/state';
import type { Path } from './ast-paths';
import type { StepResult } from './choices';
import type { Value } from './values';

export interface GridEffectModule<E extends GameEffect> {
  language: EffectModule<E>;
  /** Runs the step found at `path` in its card (effects that last keep that path to read the step later). */
  run(g: G, exec: ExecState, effect: E, path: Path): StepResult;
  /** Continues the step after the player answered the question it asked (`ask` with a `module` step). */
  resume?(g: G, exec: ExecState, effect: E, value: Value, progress: number, path: Path): StepResult;
}

export const gridEffectModules: readonly GridEffectModule<GameEffect>[] = [
  { language: summonNamed, run: runSummonNamed },
  { language: cancelEvent, run: runCancelEvent },
  { language: changePosition, run: runChangePosition },
  { language: move, run: runMove },
  { language: returnStep, run: runReturn },
  { language: addCard, run: runAddCard },
  { language: rider, run: runRider },
  { language: reorderStack, run: runReorderStack, resume: resumeReorderStack },
];
