/** Messages between an import and its DSL check's thread (revalidate-thread.ts, revalidate-worker.ts), checked with zod on arrival. */
import { z } from 'zod';
import { problemSchema } from './problem';

export const ToRevalidation = z.discriminatedUnion('type', [
  /** Builds the project of every entry's source; answered with 'ready'. */
  z.object({
    type: z.literal('start'),
    game: z.string(),
    entries: z.array(z.object({ id: z.string(), source: z.string(), card: z.boolean() })),
  }),
  /** Entries `from`, `from + 1` … given their ASTs as JSON text; answered with 'checked' and their problems, in entry order. */
  z.object({ type: z.literal('check'), from: z.number().int().min(0), asts: z.array(z.string()) }),
]);
export type ToRevalidation = z.infer<typeof ToRevalidation>;

export const FromRevalidation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('checked'), problems: z.array(problemSchema) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type FromRevalidation = z.infer<typeof FromRevalidation>;
