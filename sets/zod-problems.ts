import type { z } from 'zod';
import type { Problem } from './problem';

/** Every issue of a failed zod parse as a problem in `file`, with the JSON path of the offending value. */
export function zodProblems(file: string, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({ file, at: jsonPath(issue.path), message: issue.message }));
}

/** `["cards", 3, "ast"]` → `cards[3].ast`; the empty path is the whole file. */
export function jsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(top level)';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}
