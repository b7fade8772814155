import { appRouter } from '../../../server/router';
import { createRequestContext } from '../../../server/trpc';
import { answerApiRequest } from '../../../server/http/api-request';

function handler(request: Request): Promise<Response> {
  return answerApiRequest(request, appRouter, createRequestContext);
}

export { handler as GET, handler as POST };
