/** The JSON line each step of the sets benchmark prints (bench/sets-process.ts), read by bench/sets.bench.ts. */
import { z } from 'zod';

/** What every step prints: times in milliseconds, memory in bytes. */
export const StepMeasure = z.object({
  ms: z.number(),
  /** CPU milliseconds of the step (user + system; PGlite runs in the process, so its work counts too). */
  cpuMs: z.number(),
  /** Resident memory when the step starts (the runtime and the loaded modules). */
  rssStart: z.number(),
  /** Resident memory once the database is open (equal to rssStart for a step without one). */
  rssOpen: z.number(),
  /** Peak resident memory of the whole process (its own: see ownPeak in bench/sets-process.ts). */
  peak: z.number(),
  detail: z.string(),
});
export type StepMeasure = z.infer<typeof StepMeasure>;
