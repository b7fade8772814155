import { QueryClient, defaultShouldDehydrateQuery } from '@tanstack/react-query';

/** One QueryClient per request on the server, one per tab in the browser. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data prefetched on the server is fresh on arrival: don't refetch it straight after hydration.
      queries: { staleTime: 30_000 },
      dehydrate: {
        // Also send queries still in flight, so a server component may prefetch without awaiting.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}
