/**
 * The effect modules the language knows: every game's registered kinds (games/languages.ts). The grammar
 * holds them all (one parser serves every file); the validator lets a file use a kind only when its own
 * game registered it (L0119).
 */
import type { Effect, GameEffect } from '../ast';
import { gameLanguages } from '../../games/languages';
import type { EffectModule } from './effect-module';

export type AnyEffectModule = EffectModule<GameEffect>;

function collect(): AnyEffectModule[] {
  const byKind = new Map<string, AnyEffectModule>();
  for (const language of Object.values(gameLanguages)) {
    for (const module of language.effects) {
      const known = byKind.get(module.kind);
      // Two games may register the same module (one grammar rule); two different modules cannot share a kind.
      if (known !== undefined && known !== module) throw new Error(`two effect modules are registered for the kind "${module.kind}"`);
      byKind.set(module.kind, module);
    }
  }
  return [...byKind.values()];
}

/** Every registered module, once each, in registration order. */
export const effectModules: readonly AnyEffectModule[] = collect();

const byKind = new Map<string, AnyEffectModule>(effectModules.map((m) => [m.kind, m]));

export function effectModule(kind: string): AnyEffectModule | undefined {
  return byKind.get(kind);
}

/** Whether a step is an effect module's (rather than one the language core defines). */
export function isModuleEffect(e: Effect): e is GameEffect {
  return byKind.has(e.kind);
}

/** The grammar rule of a module's step: `dealEffect` for the kind `Deal`. */
export function effectRuleName(kind: string): string {
  return `${kind.charAt(0).toLowerCase()}${kind.slice(1)}Effect`;
}

/** Whether `game` registered the effect kind. */
export function gameHasEffect(game: string, kind: string): boolean {
  return gameLanguages[game]?.effects.some((m) => m.kind === kind) ?? false;
}

/** The games that registered the effect kind (for messages). */
export function gamesWithEffect(kind: string): string[] {
  return Object.entries(gameLanguages).flatMap(([game, language]) => (language.effects.some((m) => m.kind === kind) ? [game] : []));
}
