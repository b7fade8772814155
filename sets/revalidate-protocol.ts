/** Messages between an import and its DSL check's thread (revalidate-thread.ts, revalidate-worker.ts), checked with zod on arrival. */
import { z } from 'zod';
import { problemSchema } from './problem';

const sourceSchema = z.object({ id: z.string(), source: z.string(), card: z.boolean() });

export const ToRevalidation = z.discriminatedUnion('type', [
  /**
   * The next entries' sources, in entry order (not answered): the thread parses them at once, while the
   * importing thread goes on checking the rest of cards.json.
   */
  z.object({ type: z.literal('sources'), entries: z.array(sourceSchema) }),
  /** Builds the project of every source sent, `count` of them, for `game`; answered with 'ready'. */
  z.object({ type: z.literal('build'), game: z.string(), count: z.number().int().min(0) }),
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
