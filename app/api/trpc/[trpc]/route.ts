import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '../../../server/router';
import { createRequestContext } from '../../../server/trpc';

function handler(request: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: createRequestContext,
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`cardsmith: /api/trpc/${path ?? '?'} failed:`, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
