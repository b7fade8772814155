'use client';
/**
 * The typed tRPC client for client components: wrap the tree in <TRPCReactProvider> (the root layout
 * does), then `const trpc = useTRPC()` and `useQuery(trpc.cards.list.queryOptions())`.
 */
import './zod-without-eval';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState, type ReactNode } from 'react';
import type { AppRouter } from '../server/router';
import { makeQueryClient } from './query-client';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;

function getQueryClient(): QueryClient {
  // On the server every render gets its own client (no data shared between requests); in the browser
  // one client lives as long as the tab, even if React suspends and re-creates this provider.
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

function apiUrl(): string {
  // Relative in the browser; during server rendering nothing should fetch (data comes prefetched), but
  // the link still needs an absolute URL.
  if (typeof window !== 'undefined') return '/api/trpc';
  return `http://127.0.0.1:${process.env.PORT ?? 3000}/api/trpc`;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() => createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: apiUrl() })] }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
