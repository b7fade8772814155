/**
 * tRPC for server components: `trpc` calls procedures in-process (no HTTP hop) and prefetches into the
 * request's QueryClient; <HydrateClient> hands that data to the client components below it.
 * Import only from server components (it reaches the database).
 */
import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { cache, type ReactNode } from 'react';
import { appRouter } from '../server/router';
import { createServerComponentContext } from '../server/trpc';
import { makeQueryClient } from './query-client';

/** One QueryClient per request (React's `cache` is per server request). */
export const getQueryClient = cache(makeQueryClient);

export const trpc = createTRPCOptionsProxy({ ctx: createServerComponentContext, router: appRouter, queryClient: getQueryClient });

export function HydrateClient({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={dehydrate(getQueryClient())}>{children}</HydrationBoundary>;
}
