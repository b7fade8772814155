/**
 * What a client is told about a failed API call. Errors the API raised on purpose (a refused input, a
 * missing card, a role that is too low) keep their message; an input its schema refused is told in words
 * (inputRefusal). Anything else — a database error carrying
 * its SQL text and parameters, a bug's stack — is logged on the server under a fresh id and answered with
 * a generic message naming that id, so an administrator can find it and a client learns nothing else.
 * No stack trace is ever sent.
 */
import { randomBytes } from 'node:crypto';
import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { z } from 'zod';

export const INTERNAL_ERROR_MESSAGE = 'the server failed to answer this request';

export interface ErrorShapeOptions {
  shape: TRPCDefaultErrorShape;
  error: TRPCError;
  path: string | undefined;
  /** Where the details go (console.error in the server). */
  log?: (line: string, detail: unknown) => void;
}

export function clientErrorShape({ shape, error, path, log = console.error }: ErrorShapeOptions): TRPCDefaultErrorShape {
  const data = { code: shape.data.code, httpStatus: shape.data.httpStatus, ...(shape.data.path === undefined ? {} : { path: shape.data.path }) };
  if (error.code === 'BAD_REQUEST') {
    const refusal = inputRefusal(error.cause);
    if (refusal !== undefined) return { ...shape, message: refusal, data };
  }
  if (error.code !== 'INTERNAL_SERVER_ERROR') return { ...shape, data };
  const id = randomBytes(6).toString('hex');
  log(`cardsmith: API error ${id} in ${path ?? '(unknown procedure)'}:`, error.cause ?? error);
  return { ...shape, message: `${INTERNAL_ERROR_MESSAGE} (error id ${id}; the server log has the details)`, data };
}

/** What of a zod error the message uses: each issue's place in the input and its text. */
const SchemaIssues = z.object({ issues: z.array(z.object({ path: z.array(z.unknown()), message: z.string() })).min(1) });

/** Issues named in one message; a refused input rarely has more than one, and a hostile one may have thousands. */
const MAX_ISSUES_NAMED = 3;

/**
 * An input refused by its procedure's schema, in words: `source: Too big: expected string to have
 * <=200000 characters`. tRPC's own message is the zod issues as JSON text, which the studio's forms
 * showed as it is ("Not saved ([ { "origin": "string", …").
 */
function inputRefusal(cause: unknown): string | undefined {
  const read = SchemaIssues.safeParse(cause);
  if (!read.success) return undefined;
  const { issues } = read.data;
  const named = issues.slice(0, MAX_ISSUES_NAMED).map((issue) => `${issue.path.length === 0 ? 'the input' : issue.path.map(String).join('.')}: ${issue.message}`);
  const more = issues.length - named.length;
  return `refused: ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}
