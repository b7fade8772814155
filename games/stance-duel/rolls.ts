import { rollFraction, rollRange, ScriptedDrawError, type RngState } from '../../engine/core/rng';

/**
 * The stance duel's rolls: R = Random(Smin, Smax), and 0–1 rolls for the crit and the block. A script
 * states them in the order an exchange makes them (a scenario's `rolls 30, 0.05, 0.8`): they sit in the
 * generator's forced queue, and each roll takes the next one, whatever its kind, checking that it fits.
 * Without a script, the core's scripted draws of the roll's kind and then the generator decide.
 */
export interface Roll {
  value: number;
  scripted: boolean;
}

export function rollR(rng: RngState, lo: number, hi: number): Roll {
  const forced = rng.forced.shift();
  if (forced === undefined) {
    const drawn = rollRange(rng, lo, hi);
    return { value: drawn.value, scripted: drawn.forced };
  }
  if (!Number.isInteger(forced) || forced < lo || forced > hi) throw new ScriptedDrawError(`the scripted roll ${forced} is not a whole number from ${lo} to ${hi}, as R = Random(${lo}, ${hi}) needs`);
  return { value: forced, scripted: true };
}

export function rollChance(rng: RngState, what: string): Roll {
  const forced = rng.forced.shift();
  if (forced === undefined) {
    const drawn = rollFraction(rng);
    return { value: drawn.value, scripted: drawn.forced };
  }
  if (!(forced >= 0 && forced < 1)) throw new ScriptedDrawError(`the scripted roll ${forced} is not a ${what} roll: it must be at least 0 and below 1`);
  return { value: forced, scripted: true };
}
