/**
 * GET /api/cards/<id>/art: the image of the card's draft with its content type (404 when it has none);
 * `?version=N` the image published with version N. `?v=` (the art's id, which the studio appends) is
 * ignored here: it only makes each upload a new address, so the long cache below is never stale.
 */
import { serverDatabase } from '../../../../server/database';
import { cardArtImage } from '../../../../../db/card-art';
import { sessionTokenFrom } from '../../../../server/auth/session-cookie';
import { sessionUser } from '../../../../../db/sessions';
import { unsafeInputProblem } from '../../../../server/http/input-guard';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const unsafe = unsafeInputProblem(id);
  if (unsafe) return text(400, unsafe);
  const url = new URL(request.url);
  const versionText = url.searchParams.get('version');
  if (versionText !== null && !/^[1-9]\d{0,8}$/.test(versionText)) return text(400, `version must be a positive whole number, got "${versionText.slice(0, 40)}"`);
  const { handle } = await serverDatabase();
  // Like every API procedure: anonymous requests see nothing (any signed-in role may look).
  const token = sessionTokenFrom(request.headers.get('cookie'));
  if (!token || !(await sessionUser(handle.db, token))) return text(401, 'sign in first');
  const image = await cardArtImage(handle.db, id, versionText === null ? undefined : Number(versionText));
  if (!image) return text(404, versionText === null ? `card "${id}" has no art` : `version ${versionText} of card "${id}" has no art`);
  const body = new Uint8Array(image.data.byteLength);
  body.set(image.data);
  return new Response(body, {
    headers: {
      'content-type': image.contentType,
      'content-length': String(image.data.byteLength),
      etag: `"${image.sha256}"`,
      // With ?v= the address names one upload, which never changes; without it the draft's art may.
      'cache-control': url.searchParams.has('v') || versionText !== null ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}

function text(status: number, body: string): Response {
  return new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
