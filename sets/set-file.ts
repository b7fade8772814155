/**
 * A set described in a file, e.g. `content/summoners-grid/sets/alpha.json`: its name, optional id and
 * description, and the ids of the cards chosen for it. `cardsmith sets create --from FILE` creates it.
 */
import { z } from 'zod';
import { zodProblems } from './zod-problems';
import type { Problem } from './problem';

export const setFileSchema = z
  .object({
    name: z.string().trim().min(1),
    id: z.string().optional(),
    description: z.string().default(''),
    cards: z.array(z.string().min(1)).min(1),
  })
  .strict();
export type SetFile = z.infer<typeof setFileSchema>;

export function parseSetFile(path: string, text: string): { ok: true; file: SetFile } | { ok: false; problems: Problem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, problems: [{ file: path, message: `is not JSON (${e instanceof Error ? e.message : String(e)})` }] };
  }
  const parsed = setFileSchema.safeParse(json);
  return parsed.success ? { ok: true, file: parsed.data } : { ok: false, problems: zodProblems(path, parsed.error) };
}
