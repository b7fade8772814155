/**
 * GET /api/sets/<setId>/bundle?version=N: the signed bundle of a frozen set version as one zip
 * (the latest version without `version`; with `faces=1`, the card faces as PNG inside, signed too). The studio's Sets page links here for downloads. The zip is
 * streamed (sets/bundle-zip.ts zipChunks): a 10,000-card set's 57 MiB is never held in memory.
 */
import { serverDatabase } from '../../../../server/database';
import { exportSetBundle } from '../../../../../db/set-bundles';
import { studioSigningKey } from '../../../../../db/set-signing-key';
import { contentDir } from '../../../../../db/config';
import { zipChunks, zipSize } from '../../../../../sets/bundle-zip';
import { formatProblem } from '../../../../../sets/problem';
import { sessionTokenFrom } from '../../../../server/auth/session-cookie';
import { sessionUser } from '../../../../../db/sessions';
import { unsafeInputProblem } from '../../../../server/http/input-guard';
import { textResponse as text } from '../../../../server/http/text-response';

export async function GET(request: Request, { params }: { params: Promise<{ setId: string }> }): Promise<Response> {
  const { setId } = await params;
  const unsafe = unsafeInputProblem(setId);
  if (unsafe) return text(400, unsafe);
  const versionText = new URL(request.url).searchParams.get('version');
  if (versionText !== null && !/^[1-9]\d*$/.test(versionText)) return text(400, `version must be a positive whole number, got "${versionText}"`);
  const key = await studioSigningKey();
  if (!key.ok) return text(500, `the studio's signing key: ${key.error}`);
  const { handle } = await serverDatabase();
  // Like every API procedure: anonymous requests see nothing (any signed-in role may download).
  const token = sessionTokenFrom(request.headers.get('cookie'));
  if (!token || !(await sessionUser(handle.db, token))) return text(401, 'sign in first');
  // `?faces=1`: the card faces as PNG in the bundle too, signed with it.
  const faces = new URL(request.url).searchParams.get('faces') === '1' ? { faces: { contentDir: contentDir() } } : {};
  const result = await exportSetBundle(handle.db, setId, versionText === null ? undefined : Number(versionText), key.key, faces);
  if (result.status === 'not-found') return text(404, `set "${setId}" has no frozen ${versionText === null ? 'version' : `version ${versionText}`}`);
  if (result.status === 'problems') return text(409, result.problems.map(formatProblem).join('\n'));
  const { set } = result.snapshot;
  // Streamed: cards.json is produced a block at a time as the client reads, never held whole.
  const chunks = zipChunks(result.bundle);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done === true) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-length': String(zipSize(result.bundle)),
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${set.id}-v${set.version}.zip"`,
      'cache-control': 'no-store',
    },
  });
}
