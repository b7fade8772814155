import { MutationCache, QueryCache, QueryClient, defaultShouldDehydrateQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { signInPath } from '../server/auth/request-path';

/**
 * A call refused because the session ended (expired, signed out in another tab) sends the browser to
 * the sign-in page, coming back here afterwards. A wrong password at sign-in is not such a call.
 */
function onError(error: unknown): void {
  if (typeof window === 'undefined' || !(error instanceof TRPCClientError)) return;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('code' in data) || data.code !== 'UNAUTHORIZED') return;
  if ('path' in data && data.path === 'auth.signIn') return;
  window.location.assign(signInPath(`${window.location.pathname}${window.location.search}`));
}

/** One QueryClient per request on the server, one per tab in the browser. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
