import { TRPCError } from '@trpc/server';
import { notFound } from 'next/navigation';

/**
 * A page's data, or Next's 404 page when the procedure says its subject does not exist. Server
 * components of `[id]` pages await this before rendering, so a bad address answers HTTP 404 at once
 * instead of a 200 whose client spins while its query retries. An id the procedure refuses as input
 * (longer than any id can be) names nothing either. Other failures stay errors.
 */
export async function orNotFound<T>(data: Promise<T>): Promise<T> {
  try {
    return await data;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) notFound();
    throw error;
  }
}
