/**
 * What a client is told about a failed API call. Errors the API raised on purpose (a refused input, a
 * missing card, a role that is too low) keep their message. Anything else — a database error carrying
 * its SQL text and parameters, a bug's stack — is logged on the server under a fresh id and answered with
 * a generic message naming that id, so an administrator can find it and a client learns nothing else.
 * No stack trace is ever sent.
 */
import { randomBytes } from 'node:crypto';
import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';

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
  if (error.code !== 'INTERNAL_SERVER_ERROR') return { ...shape, data };
  const id = randomBytes(6).toString('hex');
  log(`cardsmith: API error ${id} in ${path ?? '(unknown procedure)'}:`, error.cause ?? error);
  return { ...shape, message: `${INTERNAL_ERROR_MESSAGE} (error id ${id}; the server log has the details)`, data };
}
