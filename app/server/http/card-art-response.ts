/**
 * The answer to GET /api/cards/<id>/art (the route handler passes the server's database; tests pass
 * theirs): the image of the card's draft with its content type, 404 when it has none; `?version=N` the
 * image published with version N. `?v=` (the art's id, which the studio appends) is ignored here: it only
 * makes each upload a new address, so the long cache below is never stale.
 */
import type { Database } from '../../../db/client';
import { cardArtImage } from '../../../db/card-art';
import { sessionUser } from '../../../db/sessions';
import { sessionTokenFrom } from '../auth/session-cookie';
import { unsafeInputProblem } from './input-guard';
import { textResponse as text } from './text-response';

export async function cardArtResponse(db: Database, request: Request, id: string): Promise<Response> {
  const unsafe = unsafeInputProblem(id);
  if (unsafe) return text(400, unsafe);
  const url = new URL(request.url);
  const versionText = url.searchParams.get('version');
  if (versionText !== null && !/^[1-9]\d{0,8}$/.test(versionText)) return text(400, `version must be a positive whole number, got "${versionText.slice(0, 40)}"`);
  // Like every API procedure: anonymous requests see nothing (any signed-in role may look).
  const token = sessionTokenFrom(request.headers.get('cookie'));
  if (!token || !(await sessionUser(db, token))) return text(401, 'sign in first');
  const image = await cardArtImage(db, id, versionText === null ? undefined : Number(versionText));
  if (!image) return text(404, versionText === null ? `card "${id}" has no art` : `version ${versionText} of card "${id}" has no art`);
  const body = new Uint8Array(image.data.byteLength);
  body.set(image.data);
  return new Response(body, {
    headers: {
      'content-type': image.contentType,
      'content-length': String(body.byteLength),
      etag: `"${image.sha256}"`,
      // With ?v= or ?version= the address names one image, which never changes; the draft's art may.
      'cache-control': url.searchParams.has('v') || versionText !== null ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
