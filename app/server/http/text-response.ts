/** A plain-text answer (the route handlers' refusals: one line saying why, with its status). */
export function textResponse(status: number, body: string): Response {
  return new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
